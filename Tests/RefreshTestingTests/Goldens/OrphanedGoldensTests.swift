import Foundation
import RefreshTestSupport
import XCTest

@testable import RefreshTesting

/// Which committed goldens no test compares: by their test file and test, and by a run's ledger.
nonisolated final class OrphanedGoldensTests: XCTestCase {
    /// A scratch package: `Tests/Pkg/FooTests.swift` with `testA` and its goldens, plus goldens of a
    /// test and a test file that are gone, and a failure artifact.
    func makePackage() throws -> URL {
        enterTemporaryFolder("orphaned-goldens")
        let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        let tests = root.appendingPathComponent("Tests/Pkg")
        let goldens = tests.appendingPathComponent("__Snapshots__/FooTests")
        let gone = tests.appendingPathComponent("__Snapshots__/GoneTests")
        for folder in [goldens, gone] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        try Data("// swift-tools-version:6.0\n".utf8).write(to: root.appendingPathComponent("Package.swift"))
        try Data("final class FooTests { func testA() {} }\n".utf8).write(
            to: tests.appendingPathComponent("FooTests.swift"))
        for name in [
            "testA.one.png", "testA.two.png", "testA.one.actual.png", "testA.one.diff.png", "testB.one.png",
            "testA.trace.jsonl",
        ] {
            try Data([1]).write(to: goldens.appendingPathComponent(name))
        }
        try Data([1]).write(to: gone.appendingPathComponent("testC.one.png"))
        return root.standardizedFileURL
    }

    func testGoldensAreTheFilesInSnapshotFoldersWithoutFailureArtifacts() throws {
        let root = try makePackage()
        let names = OrphanedGoldens(root: root).goldens().map {
            $0.path.replacingOccurrences(of: root.path + "/", with: "")
        }
        XCTAssertEqual(
            names,
            [
                "Tests/Pkg/__Snapshots__/FooTests/testA.one.png", "Tests/Pkg/__Snapshots__/FooTests/testA.trace.jsonl",
                "Tests/Pkg/__Snapshots__/FooTests/testA.two.png", "Tests/Pkg/__Snapshots__/FooTests/testB.one.png",
                "Tests/Pkg/__Snapshots__/GoneTests/testC.one.png",
            ])
    }

    func testWithoutALedgerAGoldenWhoseTestOrTestFileIsGoneIsAnOrphan() throws {
        let root = try makePackage()
        let orphans = OrphanedGoldens(root: root).find(compared: nil)
        XCTAssertEqual(
            orphans.map { "\($0.golden.lastPathComponent): \($0.reason)" },
            [
                "testB.one.png: FooTests.swift has no test testB()",
                "testC.one.png: its test file GoneTests.swift is gone",
            ])
    }

    func testWithAWholeRunsLedgerAPNGNoComparisonReadIsAnOrphanToo() throws {
        let root = try makePackage()
        let review = root.appendingPathComponent(".build/snapshot-review")
        XCTAssertNil(try GoldenLedger.compared(in: review), "no ledger before a run")
        let one = root.appendingPathComponent("Tests/Pkg/__Snapshots__/FooTests/testA.one.png")
        GoldenLedger.note(one, in: review)
        GoldenLedger.note(one, in: review)
        XCTAssertEqual(try GoldenLedger.compared(in: review), [one.path])
        let orphans = OrphanedGoldens(root: root).find(compared: try GoldenLedger.compared(in: review))
        XCTAssertEqual(
            orphans.map { "\($0.golden.lastPathComponent): \($0.reason)" },
            [
                "testA.two.png: no test compared it in the last whole run",
                "testB.one.png: FooTests.swift has no test testB()",
                "testC.one.png: its test file GoneTests.swift is gone",
            ],
            "the trace golden (not a PNG) is checked by its test only")
    }

    /// Two test modules may each have a suite of the same name (the playground's VariantMatrixTests
    /// and RefreshSnapshotTesting's): a golden belongs to the file beside its `__Snapshots__` folder.
    func testASuiteNamedAlikeInAnotherModuleDoesNotHideATest() throws {
        let root = try makePackage()
        let other = root.appendingPathComponent("Tests/Aaa")
        try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
        try Data("final class FooTests { func testZ() {} }\n".utf8).write(
            to: other.appendingPathComponent("FooTests.swift"))
        let orphans = OrphanedGoldens(root: root).find(compared: nil)
        XCTAssertEqual(
            orphans.map { "\($0.golden.lastPathComponent): \($0.reason)" },
            [
                "testB.one.png: FooTests.swift has no test testB()",
                "testC.one.png: its test file GoneTests.swift is gone",
            ])
    }
}
