import Foundation
import RefreshFuzzing
import RefreshPlayground
import RefreshTestSupport
import XCTest

/// Every committed fuzz input (the seed corpora in `Tests/Fuzz/Corpus` and the inputs that once
/// crashed or hung a target in `Tests/Fuzz/Regressions`) through the same checks the `fuzz-*`
/// targets run (docs/fuzzing.md), so what `make fuzz` found stays fixed without libFuzzer.
nonisolated final class FuzzCorpusTests: XCTestCase {
    @MainActor static let fuzzFolder = Repository.url("Tests/Fuzz")

    /// The files of `Tests/Fuzz/<kind>/<target>`, sorted.
    @MainActor static func inputs(_ kind: String, _ target: String) -> [URL] {
        let folder = fuzzFolder.appendingPathComponent(kind).appendingPathComponent(target)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().map { folder.appendingPathComponent($0) }
    }

    @MainActor func testEveryTargetHasASeedCorpusAndADictionary() async {
        for (name, _) in FuzzTargets.all {
            XCTAssertGreaterThanOrEqual(Self.inputs("Corpus", name).count, 3, "Tests/Fuzz/Corpus/\(name)")
            XCTAssertTrue(
                FileManager.default.fileExists(
                    atPath: Self.fuzzFolder.appendingPathComponent("Dictionaries/\(name).dict").path), name)
        }
    }

    @MainActor func testEveryCommittedInputPassesItsTarget() async throws {
        var count = 0
        for (name, run) in FuzzTargets.all {
            for kind in ["Corpus", "Regressions"] {
                for file in Self.inputs(kind, name) {
                    let bytes = [UInt8](try Data(contentsOf: file))
                    XCTAssertNoThrow(try run(bytes), "Tests/Fuzz/\(kind)/\(name)/\(file.lastPathComponent)")
                    count += 1
                }
            }
        }
        XCTAssertGreaterThan(count, 30)
    }

    @MainActor func testTheReplayRunSeedsAreSmallEnoughToRun() async throws {
        for file in Self.inputs("Corpus", "replay-run") {
            let script = try ReplayScriptParser.parse(file: file.path)
            XCTAssertLessThanOrEqual(script.frameBound, FuzzTargets.runFrames, file.lastPathComponent)
            XCTAssertGreaterThan(script.frameBound, 0, file.lastPathComponent)
            let c = script.configuration
            XCTAssertLessThanOrEqual(
                c.viewport.width * c.viewport.height * c.scale * c.scale, Double(FuzzTargets.runPixels),
                file.lastPathComponent)
        }
    }
}
