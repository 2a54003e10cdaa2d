import Foundation
import RefreshCore
import RefreshTestSupport
import RefreshTesting
import SnapshotTesting
import XCTest

/// Numbered rows, as an app's list would have.
final class NumberedRows: ListDataSource {
    /// One for every list of the tests (a list keeps its data source weakly).
    static let shared = NumberedRows()
    func numberOfRows(in list: ListView) -> Int { 30 }
    func list(_ list: ListView, contentForRow row: Int) -> ListRowContent {
        ListRowContent(title: "Row \(row + 1)", subtitle: row % 3 == 0 ? "every third row" : nil)
    }
}

/// The scene the strategies are tried on: a list of 30 rows with the stock `NormalHeader`, whose
/// handler nobody ends (the filmstrip ends the refresh itself), in a small window.
enum SampleScene {
    static func makeHost(scale: Double = 1) throws -> RefreshTestHost {
        let list = ListView(frame: .zero)
        list.dataSource = NumberedRows.shared
        list.reloadData()
        list.refreshHeader = NormalHeader()
        return try RefreshTestHost(scrollView: list, size: Size(width: 320, height: 360), scale: scale)
    }
}

/// A test class whose every test runs in a scratch folder of its own (`Scratch.enter`).
nonisolated class ScratchTestCase: XCTestCase {
    override func setUp() {
        super.setUp()
        Scratch.enter(for: self)
    }

    /// Runs the test in record mode `missing` whatever the environment asks (on CI `never`, for the
    /// project's committed goldens): these tests record into their own scratch folder first, then
    /// compare. A test that means another mode passes `record:` itself.
    override func invokeTest() {
        withSnapshotTesting(record: .missing) { super.invokeTest() }
    }
}

/// A scratch test class whose review folder (`SnapshotReview.folderVariable`) is `review/` in the
/// test's scratch folder while it runs, so its mismatches are recorded there and nowhere else.
nonisolated class ScratchReviewTestCase: ScratchTestCase {
    private var savedReviewFolder: String?

    /// The test's review folder.
    var review: SnapshotReview { SnapshotReview(folder: Scratch.root.appendingPathComponent("review")) }

    override func setUp() {
        super.setUp()
        savedReviewFolder = ProcessInfo.processInfo.environment[SnapshotReview.folderVariable]
        setenv(SnapshotReview.folderVariable, Scratch.root.appendingPathComponent("review").path, 1)
    }

    override func tearDown() {
        if let savedReviewFolder {
            setenv(SnapshotReview.folderVariable, savedReviewFolder, 1)
        } else {
            unsetenv(SnapshotReview.folderVariable)
        }
        super.tearDown()
    }
}

/// A test file that does not exist, in a scratch folder, so comparisons can record, pass and fail
/// there: its goldens are `<scratch folder>/__Snapshots__/Goldens/<test>.<name>.png`. The scratch
/// folder is a fresh temporary folder per test (two test runs at once never share one), made the
/// current directory while the test runs: the file's name is relative, as a golden's path must be
/// a literal (`StaticString`) yet differ from run to run.
nonisolated enum Scratch {
    /// The test file the comparisons name, in the current directory.
    static let file: StaticString = "Goldens.swift"
    /// The scratch folder of the test that runs (the current directory while it runs).
    static var root: URL { URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true) }
    /// Where the goldens of `file` go.
    static var goldens: URL { root.appendingPathComponent("__Snapshots__/Goldens") }
    /// A folder for failure artifacts, when a test sets `SNAPSHOT_ARTIFACTS` to it.
    static var artifacts: URL { root.appendingPathComponent("artifacts") }

    /// Makes a fresh temporary folder the current directory for the rest of `test`, with no
    /// `SNAPSHOT_ARTIFACTS` (the playground's tests set it in the same process); when the test ends,
    /// the directory and the variable are put back and the folder is removed.
    static func enter(for test: XCTestCase) {
        test.enterTemporaryFolder("snapshot-scratch")
        let savedArtifacts = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"]
        unsetenv("SNAPSHOT_ARTIFACTS")
        test.addTeardownBlock {
            if let savedArtifacts {
                setenv("SNAPSHOT_ARTIFACTS", savedArtifacts, 1)
            } else {
                unsetenv("SNAPSHOT_ARTIFACTS")
            }
        }
    }

    /// Whether a file or folder is at `url`.
    static func exists(_ url: URL) -> Bool { FileManager.default.fileExists(atPath: url.path) }
}

extension Bitmap {
    /// A 40×30 picture with something in every pixel: a gradient, so a changed pixel is not
    /// hidden by a flat area.
    static func pattern(width: Int = 40, height: Int = 30) -> Bitmap {
        var b = Bitmap(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                b.set(x, y, Color(r: UInt8(x * 255 / width), g: UInt8(y * 255 / height), b: 128))
            }
        }
        return b
    }

    /// The pixel at (`x`, `y`).
    func color(_ x: Int, _ y: Int) -> Color {
        let i = (y * width + x) * 4
        return Color(r: pixels[i], g: pixels[i + 1], b: pixels[i + 2], a: pixels[i + 3])
    }

    /// Sets the pixel at (`x`, `y`).
    mutating func set(_ x: Int, _ y: Int, _ c: Color) {
        let i = (y * width + x) * 4
        pixels[i] = c.r
        pixels[i + 1] = c.g
        pixels[i + 2] = c.b
        pixels[i + 3] = c.a
    }

    /// This picture with the red channel of (`x`, `y`) moved by `delta` (kept in 0…255).
    func nudged(_ x: Int, _ y: Int, by delta: Int) -> Bitmap {
        var b = self
        let c = color(x, y)
        b.set(x, y, Color(r: UInt8(min(max(Int(c.r) + delta, 0), 255)), g: c.g, b: c.b, a: c.a))
        return b
    }
}
