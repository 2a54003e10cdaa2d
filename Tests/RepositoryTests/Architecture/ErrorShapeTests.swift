import Foundation
import RefreshTestSupport
import XCTest

/// One shape for every error (issue 18): each error type declared in `Sources/` conforms to
/// RefreshCore's `RefreshError` (a subject and a problem), not to `Error` alone.
nonisolated final class ErrorShapeTests: XCTestCase {
    private static let sources = Repository.url("Sources")

    /// `struct X: Error`, `enum Y: Error, Equatable`… and the protocols each declares.
    private func errorDeclarations() throws -> [(file: String, line: String)] {
        let pattern = try NSRegularExpression(
            pattern:
                #"^\s*(?:public |package |private |fileprivate )?(?:struct|enum|final class|class) \w+\s*:([^{]*)\{"#)
        var found: [(String, String)] = []
        let files = FileManager.default.enumerator(at: Self.sources, includingPropertiesForKeys: nil)
        while let url = files?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            let text = try String(contentsOf: url, encoding: .utf8)
            for line in text.split(separator: "\n") {
                let s = String(line)
                guard let m = pattern.firstMatch(in: s, range: NSRange(s.startIndex..., in: s)),
                    let r = Range(m.range(at: 1), in: s)
                else { continue }
                let protocols = s[r].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                if protocols.contains("Error") || protocols.contains("RefreshError") {
                    found.append((url.lastPathComponent, s.trimmingCharacters(in: .whitespaces)))
                }
            }
        }
        return found
    }

    func testEveryErrorTypeInTheSourcesHasTheOneShape() throws {
        let declarations = try errorDeclarations()
        XCTAssertGreaterThan(declarations.count, 10, "the scan finds the error types")
        let others = declarations.filter { !$0.line.contains("RefreshError") }
        XCTAssertEqual(
            others.map { "\($0.file): \($0.line)" }, [],
            "an error type conforms to RefreshError (subject and problem), not to Error alone")
    }
}
