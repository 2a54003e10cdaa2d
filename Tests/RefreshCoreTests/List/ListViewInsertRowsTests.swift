import RefreshTestSupport
import XCTest

@testable import RefreshCore

/// The anchor rule: rows inserted above the row under the user's eyes keep it exactly still (at
/// rest, mid-drag, mid-fling), unless the list rests at its very top, where the new rows show.
nonisolated final class ListViewInsertRowsTests: XCTestCase {
    @MainActor private func makeList(_ source: ListDataSource, host: TestHost, offset: Double) -> ListView {
        let list = ListView(frame: host.window.bounds)
        list.rowHeight = 60
        list.dataSource = source
        host.window.addSubview(list)
        list.reloadData()
        list.contentOffset = Point(x: 0, y: offset)
        host.frame()
        return list
    }

    /// Where `row` is drawn, from the viewport's top edge.
    @MainActor private func screenY(_ list: ListView, _ row: Int) -> Double {
        list.rectForRow(row).minY - list.contentOffset.y
    }

    @MainActor func testAtRestTheFirstVisibleRowStaysStill() async {
        let host = TestHost()
        let source = CountingSource(count: 100)
        let list = makeList(source, host: host, offset: 630)
        XCTAssertEqual(list.visibleRows.first, 10)
        let before = screenY(list, 10)
        source.count += 5
        list.insertRows(0..<5)
        host.frame()
        XCTAssertEqual(list.contentOffset.y, 930, "moved by the 5 rows' 300 pt")
        XCTAssertEqual(screenY(list, 15), before, "old row 10 is row 15, drawn where it was")
        XCTAssertEqual(list.cell(forRow: 15).map { $0.frame.minY - list.contentOffset.y }, before)
        XCTAssertEqual(list.visibleRows.first, 15)
        XCTAssertEqual(list.contentSize.height, 6300)
        XCTAssertEqual(list.adjustedContentInset, .zero, "insets untouched")
    }

    @MainActor func testVariableHeightsMoveByTheInsertedRowsHeights() async {
        let host = TestHost()
        let source = VariableSource(count: 100)
        let list = makeList(source, host: host, offset: 700)
        let first = try! XCTUnwrap(list.visibleRows.first)
        let before = screenY(list, first)
        source.count += 2
        list.insertRows(3..<5)
        XCTAssertEqual(list.contentOffset.y, 820, "one 40 pt and one 80 pt row above")
        XCTAssertEqual(screenY(list, first + 2), before)
    }

    @MainActor func testRowsInsertedBelowTheFirstVisibleRowLeaveTheOffset() async {
        let host = TestHost()
        let source = CountingSource(count: 100)
        let list = makeList(source, host: host, offset: 630)
        source.count += 5
        list.insertRows(12..<17)
        XCTAssertEqual(list.contentOffset.y, 630, "rows 10 and 11 stay; the new rows show below them")
        XCTAssertEqual(list.contentSize.height, 6300)
    }

    @MainActor func testAtTheVeryTopTheNewRowsShow() async {
        let host = TestHost()
        let source = CountingSource(count: 100)
        let list = makeList(source, host: host, offset: 0)
        source.count += 5
        list.insertRows(0..<5)
        host.frame()
        XCTAssertEqual(list.contentOffset.y, 0)
        XCTAssertEqual(list.visibleRows.first, 0, "the new row 0 shows at the top")
    }

    @MainActor func testAtTheTopOfAnInsetTheNewRowsShow() async {
        // A header refreshing at the top: its inset is part of the range, the offset at its minimum.
        let host = TestHost()
        let source = CountingSource(count: 100)
        let list = makeList(source, host: host, offset: 0)
        let header = NSObject()
        list.setRefreshInset(EdgeInsets(top: 54, left: 0, bottom: 0, right: 0), for: header)
        list.contentOffset = Point(x: 0, y: -54)
        source.count += 5
        list.insertRows(0..<5)
        XCTAssertEqual(list.contentOffset.y, -54)
        XCTAssertEqual(list.refreshInset(for: header).top, 54)
        // The app's inset grew while the header refreshed: the offset is above the new minimum,
        // but the first row's top still shows, so this is the top too.
        list.contentInset.top = 20
        XCTAssertEqual(list.contentOffset.y, -54)
        source.count += 1
        list.insertRows(0..<1)
        XCTAssertEqual(list.contentOffset.y, -54)
        // Once the first row's top is scrolled out, the rule holds again.
        list.contentOffset = Point(x: 0, y: 1)
        source.count += 1
        list.insertRows(0..<1)
        XCTAssertEqual(list.contentOffset.y, 61)
    }

    @MainActor func testMidDragTheFingersRowStaysUnderTheFinger() async {
        let host = TestHost()
        let source = CountingSource(count: 100)
        let list = makeList(source, host: host, offset: 630)
        host.drag(list, from: Point(x: 200, y: 500), to: Point(x: 200, y: 400), steps: 5, release: false)
        XCTAssertTrue(list.isDragging)
        let row = Int((list.contentOffset.y + 400) / 60)
        XCTAssertGreaterThan(row, list.visibleRows.lowerBound, "the finger's row is not the first visible one")
        let before = screenY(list, row)
        source.count += 4
        list.insertRows(0..<4)
        XCTAssertEqual(screenY(list, row + 4), before, "the finger's row did not move")
        let offset = list.contentOffset.y
        host.moveTouch(list, to: Point(x: 200, y: 390))
        XCTAssertEqual(list.contentOffset.y, offset + 10, accuracy: 1e-9, "the drag goes on 1:1, no jump")
        list.touchUp(time: host.now)
    }

    @MainActor func testMidFlingTheMomentumGoesOnFromTheShiftedOffset() async {
        // Two lists flung alike; rows are inserted above one of them mid-fling.
        let twin = TestHost(), host = TestHost()
        let twinSource = CountingSource(count: 400), source = CountingSource(count: 400)
        let twinList = makeList(twinSource, host: twin, offset: 630)
        let list = makeList(source, host: host, offset: 630)
        for (h, l) in [(twin, twinList), (host, list)] {
            h.drag(l, from: Point(x: 200, y: 700), to: Point(x: 200, y: 300), steps: 5)
            h.run(0.2)
        }
        XCTAssertTrue(list.isDecelerating)
        let velocity = list.velocity.y
        XCTAssertGreaterThan(velocity, 100)
        source.count += 10
        list.insertRows(0..<10)
        XCTAssertTrue(list.isDecelerating, "the fling goes on")
        XCTAssertEqual(list.velocity.y, velocity, "with the same velocity")
        XCTAssertEqual(list.contentOffset.y, twinList.contentOffset.y + 600)
        for _ in 0..<30 {
            twin.frame()
            host.frame()
            XCTAssertEqual(list.contentOffset.y, twinList.contentOffset.y + 600, accuracy: 1e-9)
        }
    }

    @MainActor func testACountThatDoesNotFitReloadsAndKeepsTheOffset() async {
        let host = TestHost()
        let source = CountingSource(count: 100)
        let list = makeList(source, host: host, offset: 630)
        source.count += 3
        list.insertRows(0..<5)
        XCTAssertEqual(list.contentOffset.y, 630)
        XCTAssertEqual(list.numberOfRows, 103)
    }

    @MainActor func testABouncePastTheBottomGoesOnAgainstTheMovedEdge() async {
        let twin = TestHost(), host = TestHost()
        let twinSource = CountingSource(count: 30), source = CountingSource(count: 30)
        let twinList = makeList(twinSource, host: twin, offset: 0)
        let list = makeList(source, host: host, offset: 0)
        for (h, l) in [(twin, twinList), (host, list)] {
            l.contentOffset = Point(x: 0, y: l.maxContentOffset.y)
            h.pull(l, past: .bottom, by: 120, from: Point(x: 200, y: 600))
            h.frame()
        }
        XCTAssertGreaterThan(list.contentOffset.y, list.maxContentOffset.y, "bouncing past the bottom")
        source.count += 3
        list.insertRows(0..<3)
        for _ in 0..<120 {
            twin.frame()
            host.frame()
            XCTAssertEqual(list.contentOffset.y, twinList.contentOffset.y + 180, accuracy: 1e-9)
        }
        XCTAssertEqual(list.contentOffset.y, list.maxContentOffset.y, "settled at the new bottom")
    }
}
