import RefreshTestSupport
import RefreshTesting
import XCTest

@testable import RefreshCore

/// The anchor rule: rows inserted above the row under the user's eyes keep it exactly still (at
/// rest, mid-drag, mid-fling), unless the list rests at its very top, where the new rows show.
nonisolated final class ListViewInsertRowsTests: XCTestCase {
    /// A list of 60 pt rows from `source` on a 390 × 844 host, scrolled to `offset` (nil: where the
    /// first load put it).
    @MainActor static func makeList(
        _ source: ListDataSource, offset: Double?, startsAtEnd: Bool = false
    ) throws -> (RefreshTestHost, ListView) {
        try RefreshTestHost.core { window in
            let list = ListView(frame: window.bounds)
            list.rowHeight = 60
            list.startsAtEnd = startsAtEnd
            list.dataSource = source
            window.addSubview(list)
            list.reloadData()
            if let offset { list.contentOffset = Point(x: 0, y: offset) }
            return list
        }
    }

    /// A 390 × 844 host with a list of 100 rows of 60 pt scrolled to `offset`.
    @MainActor private static func hundredRows(offset: Double) throws -> (RefreshTestHost, CountingSource, ListView) {
        let source = CountingSource(count: 100)
        let (host, list) = try makeList(source, offset: offset)
        return (host, source, list)
    }

    /// Where `row` is drawn, from the viewport's top edge.
    @MainActor private func screenY(_ list: ListView, _ row: Int) -> Double {
        list.rectForRow(row).minY - list.contentOffset.y
    }

    @MainActor func testAtRestTheFirstVisibleRowStaysStill() async throws {
        let (host, source, list) = try Self.hundredRows(offset: 630)
        XCTAssertEqual(list.visibleRows.first, 10)
        let before = screenY(list, 10)
        list.insert(0..<5, into: source)
        host.advance()
        XCTAssertEqual(list.contentOffset.y, 930, "moved by the 5 rows' 300 pt")
        XCTAssertEqual(screenY(list, 15), before, "old row 10 is row 15, drawn where it was")
        XCTAssertEqual(list.cell(forRow: 15).map { $0.frame.minY - list.contentOffset.y }, before)
        XCTAssertEqual(list.visibleRows.first, 15)
        XCTAssertEqual(list.contentSize.height, 6300)
        XCTAssertEqual(list.adjustedContentInset, .zero, "insets untouched")
    }

    @MainActor func testVariableHeightsMoveByTheInsertedRowsHeights() async throws {
        let source = VariableSource(count: 100)
        let (host, list) = try Self.makeList(source, offset: 700)
        defer { withExtendedLifetime(host) {} }   // the window the list is in lives to the end
        let first = try! XCTUnwrap(list.visibleRows.first)
        let before = screenY(list, first)
        list.insert(3..<5, into: source)
        XCTAssertEqual(list.contentOffset.y, 820, "one 40 pt and one 80 pt row above")
        XCTAssertEqual(screenY(list, first + 2), before)
    }

    @MainActor func testRowsInsertedBelowTheFirstVisibleRowLeaveTheOffset() async throws {
        let (_, source, list) = try Self.hundredRows(offset: 630)
        list.insert(12..<17, into: source)
        XCTAssertEqual(list.contentOffset.y, 630, "rows 10 and 11 stay; the new rows show below them")
        XCTAssertEqual(list.contentSize.height, 6300)
    }

    @MainActor func testAtTheVeryTopTheNewRowsShow() async throws {
        let (host, source, list) = try Self.hundredRows(offset: 0)
        list.insert(0..<5, into: source)
        host.advance()
        XCTAssertEqual(list.contentOffset.y, 0)
        XCTAssertEqual(list.visibleRows.first, 0, "the new row 0 shows at the top")
    }

    @MainActor func testAtTheTopOfAnInsetTheNewRowsShow() async throws {
        // A header refreshing at the top: its inset is part of the range, the offset at its minimum.
        let (_, source, list) = try Self.hundredRows(offset: 0)
        let header = NSObject()
        list.setRefreshInset(EdgeInsets(top: 54, left: 0, bottom: 0, right: 0), for: header)
        list.contentOffset = Point(x: 0, y: -54)
        list.insert(0..<5, into: source)
        XCTAssertEqual(list.contentOffset.y, -54)
        XCTAssertEqual(list.refreshInset(for: header).top, 54)
        // The app's inset grew while the header refreshed: the offset is above the new minimum,
        // but the first row's top still shows, so this is the top too.
        list.contentInset.top = 20
        XCTAssertEqual(list.contentOffset.y, -54)
        list.insert(0..<1, into: source)
        XCTAssertEqual(list.contentOffset.y, -54)
        // Once the first row's top is scrolled out, the rule holds again.
        list.contentOffset = Point(x: 0, y: 1)
        list.insert(0..<1, into: source)
        XCTAssertEqual(list.contentOffset.y, 61)
    }

    @MainActor func testMidDragTheFingersRowStaysUnderTheFinger() async throws {
        let (host, source, list) = try Self.hundredRows(offset: 630)
        host.drag(from: Point(x: 200, y: 500), to: Point(x: 200, y: 400), frames: 5, release: false)
        XCTAssertTrue(list.isDragging)
        let row = Int((list.contentOffset.y + 400) / 60)
        XCTAssertGreaterThan(row, list.visibleRows.lowerBound, "the finger's row is not the first visible one")
        let before = screenY(list, row)
        list.insert(0..<4, into: source)
        XCTAssertEqual(screenY(list, row + 4), before, "the finger's row did not move")
        let offset = list.contentOffset.y
        host.moveTouch(to: Point(x: 200, y: 390))
        XCTAssertEqual(list.contentOffset.y, offset + 10, accuracy: 1e-9, "the drag goes on 1:1, no jump")
        list.touchUp(time: host.now)
    }

    @MainActor func testMidFlingTheMomentumGoesOnFromTheShiftedOffset() async throws {
        let twins = try Twins(count: 400, offset: 630) { h, l in
            h.drag(from: Point(x: 200, y: 700), to: Point(x: 200, y: 300), frames: 5)
            h.advance(seconds: 0.2)
        }
        let list = twins.list
        XCTAssertTrue(list.isDecelerating)
        let velocity = list.velocity.y
        XCTAssertGreaterThan(velocity, 100)
        twins.insertAtTop(10)
        XCTAssertTrue(list.isDecelerating, "the fling goes on")
        XCTAssertEqual(list.velocity.y, velocity, "with the same velocity")
        twins.assertOneMovedBy(600, frames: 30)
    }

    @MainActor func testACountThatDoesNotFitReloadsAndKeepsTheOffset() async throws {
        let (_, source, list) = try Self.hundredRows(offset: 630)
        source.count += 3
        list.insertRows(0..<5)
        XCTAssertEqual(list.contentOffset.y, 630, "5 rows said, 3 came: reloaded where it was")
        XCTAssertEqual(list.numberOfRows, 103)
    }

    @MainActor func testABouncePastTheBottomGoesOnAgainstTheMovedEdge() async throws {
        let twins = try Twins(count: 30, offset: 0) { h, l in
            l.contentOffset = Point(x: 0, y: l.maxContentOffset.y)
            h.drag(from: Point(x: 200, y: 600), to: Point(x: 200, y: 600 - 120), frames: 10, rest: 0.05)
            h.advance()
        }
        let list = twins.list
        XCTAssertGreaterThan(list.contentOffset.y, list.maxContentOffset.y, "bouncing past the bottom")
        twins.insertAtTop(3)
        twins.assertOneMovedBy(180, frames: 120)
        XCTAssertEqual(list.contentOffset.y, list.maxContentOffset.y, "settled at the new bottom")
    }

    @MainActor func testAnAutoFooterInViewDoesNotStartWhenRowsComeAbove() async throws {
        // At the end with an idle footer in view (as after resetNoMoreData there): rows inserted at
        // the top move the offset with the content, no scroll toward the bottom, so nothing loads.
        let (host, source, list) = try Self.hundredRows(offset: 0)
        let footer = AutoNormalFooter()
        var loads = 0
        footer.refreshingHandler = { loads += 1 }
        list.refreshFooter = footer
        footer.endRefreshingWithNoMoreData()
        list.contentOffset = Point(x: 0, y: list.maxContentOffset.y)
        host.advance()
        footer.resetNoMoreData()
        XCTAssertEqual(footer.state, .idle)
        let offset = list.contentOffset.y
        list.insert(0..<5, into: source)
        host.advance(seconds: 0.5)
        XCTAssertEqual(list.contentOffset.y, offset + 300, "still at the end")
        XCTAssertEqual(loads, 0, "an anchor shift is not a scroll")
        XCTAssertEqual(footer.state, .idle)
        list.contentOffset = Point(x: 0, y: list.contentOffset.y - 100)
        list.contentOffset = Point(x: 0, y: list.maxContentOffset.y)
        XCTAssertEqual(loads, 1, "a scroll toward the end still starts it")
    }

    /// Two lists of 60 pt rows moved alike by `setUp`; rows are then inserted above one of them only.
    @MainActor struct Twins {
        let twinHost: RefreshTestHost, host: RefreshTestHost
        let source: CountingSource
        let twin: ListView, list: ListView

        init(
            count: Int, offset: Double, startsAtEnd: Bool = false, setUp: (RefreshTestHost, ListView) -> Void
        ) throws {
            source = CountingSource(count: count)
            (twinHost, twin) = try ListViewInsertRowsTests.makeList(
                CountingSource(count: count), offset: offset, startsAtEnd: startsAtEnd)
            (host, list) = try ListViewInsertRowsTests.makeList(source, offset: offset, startsAtEnd: startsAtEnd)
            setUp(twinHost, twin)
            setUp(host, list)
        }

        func insertAtTop(_ n: Int) {
            list.insert(0..<n, into: source)
        }

        /// Steps both for `frames` frames: the list stays exactly `shift` below its twin.
        func assertOneMovedBy(_ shift: Double, frames: Int, line: UInt = #line) {
            XCTAssertEqual(list.contentOffset.y, twin.contentOffset.y + shift, line: line)
            for _ in 0..<frames {
                twinHost.advance()
                host.advance()
                XCTAssertEqual(list.contentOffset.y, twin.contentOffset.y + shift, accuracy: 1e-9, line: line)
            }
        }
    }
}

extension ListView {
    /// Grows `source` by `rows.count` and tells the list the rows `rows` are new.
    func insert(_ rows: Range<Int>, into source: CountingSource) {
        source.count += rows.count
        insertRows(rows)
    }
}
