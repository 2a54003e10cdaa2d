import RefreshCore
import XCTest

/// Every error the toolkit throws has the one shape: a subject and a problem, shown as
/// `subject: problem` (that every error type of the sources conforms is RepositoryTests'
/// `ErrorShapeTests`).
nonisolated final class RefreshErrorTests: XCTestCase {
    @MainActor func testTheDescriptionIsSubjectThenProblem() async {
        let step = ReplayScriptError(file: "s.json", step: 3, problem: "unknown op \"drag\"")
        XCTAssertEqual(step.subject, "s.json: step 3")
        XCTAssertEqual("\(step)", "s.json: step 3: unknown op \"drag\"")
        let manifest = ManifestError(file: "a/manifest.json", kind: .missingKey, problem: "missing \"states\"")
        XCTAssertEqual("\(manifest)", "manifest 'a/manifest.json': missing \"states\"")
        let image = ImageError.badScale(name: "arrow", scale: 0)
        XCTAssertEqual(image.subject, "image 'arrow'")
        XCTAssertEqual(
            "\(image)", "image 'arrow': scale 0.0 is not allowed; a scale must be finite and greater than 0")
        let any: any RefreshError = image
        XCTAssertFalse(any.problem.contains("arrow"), "the problem does not repeat the subject")
    }
}
