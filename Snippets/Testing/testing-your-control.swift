// An XCTest of your own refresh control with RefreshTesting and RefreshSnapshotTesting: a host
// drives a list with the control on a virtual clock, gestures pull and release it, and
// swift-snapshot-testing compares what it draws, its trace and its filmstrip with goldens.

import Foundation
import RefreshCore
import RefreshSnapshotTesting
import RefreshTesting
import SnapshotTesting
import XCTest

// snippet.control
/// A header that draws a disc growing with the pull: the control under test.
final class DiscHeader: RefreshHeader {
    private let disc = View(frame: .zero)

    override func prepare() {
        super.prepare()
        disc.backgroundColor = Color(r: 0, g: 122, b: 255)
        addSubview(disc)
    }

    override func pullingPercentDidChange() {
        super.pullingPercentDidChange()
        setNeedsLayout()
    }

    override func placeSubviews() {
        super.placeSubviews()
        let side = 30 * min(1, pullingPercent)
        disc.frame = Rect(x: (bounds.width - side) / 2, y: (bounds.height - side) / 2, width: side, height: side)
    }
}
// snippet.end

/// A list of 20 rows that is its own data source (a list holds its data source weakly, as UIKit's
/// do: a data source made inside `makeHost()` and kept by nothing else would be gone after it).
final class RowsList: ListView, ListDataSource {
    init() {
        super.init(frame: .zero)
        dataSource = self
        reloadData()
    }

    func numberOfRows(in list: ListView) -> Int { 20 }
    func list(_ list: ListView, contentForRow row: Int) -> ListRowContent { ListRowContent(title: "Row \(row + 1)") }
}

// snippet.tests
nonisolated final class DiscHeaderTests: RefreshTestCase {
    /// A fresh list with the header; the "network" answers 0.8 s later on the clock of the window
    /// the list is in.
    @MainActor func makeList() -> ListView {
        let list = RowsList()
        let header = DiscHeader()
        header.refreshingHandler = { list.window?.context.scheduler.after(0.8) { header.endRefreshing() } }
        list.refreshHeader = header
        return list
    }

    /// A host of that list in a 320 × 480 window, watched: if the test fails, its trace and last
    /// frame are written beside the failure images.
    @MainActor func makeHost() throws -> RefreshTestHost {
        watch(try RefreshTestHost(scrollView: makeList(), size: Size(width: 320, height: 480)))
    }

    @MainActor func testAPullRefreshesOnce() async throws {
        let host = try makeHost()
        let header = try XCTUnwrap(host.scrollView.refreshHeader)
        host.pull(.top, by: 80)   // 80 points of header show: past its 54-point threshold
        XCTAssertEqual(header.state, .pulling)
        host.release()
        host.advance(seconds: 0.5)
        XCTAssertEqual(header.state, .refreshing)
        XCTAssertTrue(host.settle())   // the answer comes, the header slides away
        XCTAssertEqual(header.handlerCallCount, 1)
        XCTAssertEqual(host.scrollView.adjustedContentInset.top, 0)   // the header's inset is given back
    }

    @MainActor func testWhatItDraws() async throws {
        let host = try makeHost()
        host.pull(.top, by: 27)   // half its height
        assertSnapshot(of: host, as: .image(), named: "half")
        assertSnapshot(of: host, as: .trace, named: "half")
        assertSnapshot(of: makeHost, as: .filmstrip(of: .header), named: "header")   // pulled 0…150 %, then the refresh
    }
}
// snippet.end

// snippet.replay
extension DiscHeaderTests {
    /// A session recorded in the app (`RefreshWindow` writes it as a replay script) played back
    /// against the same list, frame by frame: each of its screenshots is compared with a golden.
    @MainActor func testARecordedSessionReplays() async throws {
        let script = try ReplayScript(contentsOf: sessionPath)
        let host = watch(try RefreshTestHost(scrollView: makeList(), script: script))
        try host.run(script) { name, picture in
            assertSnapshot(of: picture, as: .image(scale: script.scale), named: name)
        }
        XCTAssertEqual(host.scrollView.refreshHeader?.handlerCallCount, 1)
    }
}
// snippet.end

// snippet.hide
// A recorded session, as a window's recording writes it: a pull past the threshold, a release, the
// refresh, a screenshot after it (in an app's tests it is a file committed beside them).
let sessionPath = FileManager.default.temporaryDirectory.appendingPathComponent("disc-session.json").path
try! Data(
    """
    {"viewport":{"width":320,"height":480},"scale":1,"fps":60,"steps":[
    {"op":"frame","t":0},{"op":"down","x":160,"y":100,"t":0.01},{"op":"move","x":160,"y":200,"t":0.1},
    {"op":"frame","t":0.1},{"op":"move","x":160,"y":300,"t":0.2},{"op":"frame","t":0.2},
    {"op":"up","x":160,"y":300,"t":0.5},{"op":"wait","seconds":0.5},{"op":"screenshot","name":"refreshing"},
    {"op":"wait","seconds":2},{"op":"screenshot","name":"after"}]}
    """.utf8
).write(to: URL(fileURLWithPath: sessionPath))

// Runs the tests when the snippet runs (in a test target `swift test` finds them by itself); the
// goldens are beside this file, as swift-snapshot-testing keeps them.
extension DiscHeaderTests: @unchecked Sendable {}
XCTMain([
    testCase([
        ("testAPullRefreshesOnce", asyncTest(DiscHeaderTests.testAPullRefreshesOnce)),
        ("testWhatItDraws", asyncTest(DiscHeaderTests.testWhatItDraws)),
        ("testARecordedSessionReplays", asyncTest(DiscHeaderTests.testARecordedSessionReplays)),
    ])
])
