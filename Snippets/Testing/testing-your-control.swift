// An XCTest of your own refresh control with RefreshTesting and RefreshSnapshotTesting: a host
// drives a list with the control on a virtual clock, gestures pull and release it, and
// swift-snapshot-testing compares what it draws, its trace and its filmstrip with goldens.

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

/// The rows the list shows.
final class Rows: ListDataSource {
    func numberOfRows(in list: ListView) -> Int { 20 }
    func list(_ list: ListView, contentForRow row: Int) -> ListRowContent { ListRowContent(title: "Row \(row + 1)") }
}

// snippet.tests
nonisolated final class DiscHeaderTests: XCTestCase {
    /// A fresh list with the header in a 320 × 480 window on a virtual clock; the "network" answers
    /// 0.8 s later on that clock.
    @MainActor func makeHost() throws -> RefreshTestHost {
        let rows = Rows()
        let list = ListView(frame: .zero)
        list.dataSource = rows
        let header = DiscHeader()
        header.refreshingHandler = { list.window?.context.scheduler.after(0.8) { header.endRefreshing() } }
        list.refreshHeader = header
        list.reloadData()
        return try RefreshTestHost(scrollView: list, size: Size(width: 320, height: 480))
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

// snippet.hide
// Runs the tests when the snippet runs (in a test target `swift test` finds them by itself). The
// goldens go to a scratch folder: the first run records them, as swift-snapshot-testing does.
extension DiscHeaderTests: @unchecked Sendable {}
XCTMain([
    testCase([
        ("testAPullRefreshesOnce", asyncTest(DiscHeaderTests.testAPullRefreshesOnce)),
        ("testWhatItDraws", asyncTest(DiscHeaderTests.testWhatItDraws)),
    ])
])
