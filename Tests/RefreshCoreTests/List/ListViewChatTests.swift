import RefreshTestSupport
import RefreshTesting
import XCTest

@testable import RefreshCore

/// A chat list (`startsAtEnd`): it starts at its end, short rows sit at the bottom, appended rows
/// follow only at the end, and older rows inserted at the top keep the row under the eyes still,
/// also at the very top.
nonisolated final class ListViewChatTests: XCTestCase {
    /// A 390 × 844 host with a chat list of `count` rows of 60 pt, as the first load leaves it.
    @MainActor private static func chat(count: Int) throws -> (RefreshTestHost, CountingSource, ListView) {
        let source = CountingSource(count: count)
        let (host, list) = try ListViewInsertRowsTests.makeList(source, offset: nil, startsAtEnd: true)
        return (host, source, list)
    }

    /// Where `row` is drawn, from the viewport's top edge.
    @MainActor private func screenY(_ list: ListView, _ row: Int) -> Double {
        list.rectForRow(row).minY - list.contentOffset.y
    }

    @MainActor func testTheFirstLoadShowsTheNewestRowAtTheBottom() async throws {
        let (_, _, list) = try Self.chat(count: 100)
        XCTAssertEqual(list.contentOffset.y, 6000 - 844)
        XCTAssertEqual(list.contentOffset.y, list.maxContentOffset.y)
        XCTAssertEqual(screenY(list, 99) + 60, 844, "the last row ends at the viewport's bottom")
        XCTAssertEqual(list.visibleRows.upperBound, 100)
    }

    @MainActor func testShortRowsSitAtTheBottomWithoutTouchingTheInsets() async throws {
        let (host, _, list) = try Self.chat(count: 5)
        XCTAssertEqual(list.contentSize.height, 844, "the space above the rows fills the viewport")
        XCTAssertEqual(list.contentOffset.y, 0)
        XCTAssertEqual(screenY(list, 0), 844 - 300)
        XCTAssertEqual(list.cell(forRow: 4)?.frame.maxY, 844)
        XCTAssertEqual(list.adjustedContentInset, .zero)
        let inset = EdgeInsets(top: 20, left: 0, bottom: 30, right: 0)
        list.contentInset = inset
        host.advance()
        XCTAssertEqual(list.contentInset, inset, "the app's inset exactly as set")
        XCTAssertEqual(list.rectForRow(4).maxY - list.contentOffset.y, 844 - 30, "above the bottom inset")
        XCTAssertEqual(list.contentOffset.y, list.maxContentOffset.y)
        list.contentInset = .zero
        XCTAssertEqual(screenY(list, 0), 844 - 300)
        XCTAssertFalse(ListView().startsAtEnd, "off by default")
    }

    @MainActor func testShortRowsStayAtTheBottomWhenOlderRowsArrive() async throws {
        let (_, source, list) = try Self.chat(count: 5)
        list.insert(0..<3, into: source)
        XCTAssertEqual(list.contentOffset.y, 0)
        XCTAssertEqual(screenY(list, 7) + 60, 844, "the newest row stays at the bottom")
        XCTAssertEqual(screenY(list, 0), 844 - 480)
        list.insert(0..<20, into: source)
        XCTAssertEqual(screenY(list, 27) + 60, 844, "now taller than the viewport: still there")
        XCTAssertEqual(list.contentSize.height, 28 * 60)
    }

    @MainActor func testAppendedRowsFollowOnlyAtTheEnd() async throws {
        let (host, source, list) = try Self.chat(count: 100)
        list.insert(100..<101, into: source)
        XCTAssertTrue(list.isScrollAnimating, "it scrolls the new row in, animated")
        host.advance()
        list.insert(101..<102, into: source)   // another one while the first scrolls in
        host.advance(seconds: 0.4)
        XCTAssertEqual(list.contentOffset.y, list.maxContentOffset.y)
        XCTAssertEqual(list.contentOffset.y, 102 * 60 - 844)
        XCTAssertEqual(screenY(list, 101) + 60, 844)

        list.contentOffset = Point(x: 0, y: 3000)
        list.insert(102..<105, into: source)
        host.advance(seconds: 0.4)
        XCTAssertEqual(list.contentOffset.y, 3000, "away from the end nothing moves")
        XCTAssertFalse(list.isScrollAnimating)
    }

    @MainActor func testAppendedRowsDoNotPullTheContentFromUnderAFinger() async throws {
        let (host, source, list) = try Self.chat(count: 100)
        host.drag(from: Point(x: 200, y: 400), to: Point(x: 200, y: 380), frames: 2, release: false)
        let y = list.contentOffset.y
        list.insert(100..<101, into: source)
        XCTAssertFalse(list.isScrollAnimating)
        XCTAssertEqual(list.contentOffset.y, y)
        list.touchUp(time: host.now)
    }

    @MainActor func testOlderRowsAtTheVeryTopKeepTheRowStill() async throws {
        let (host, source, list) = try Self.chat(count: 100)
        list.contentOffset = Point(x: 0, y: 0)
        host.advance()
        list.insert(0..<10, into: source)
        host.advance()
        XCTAssertEqual(list.contentOffset.y, 600, "no top exception in a chat list")
        XCTAssertEqual(screenY(list, 10), 0, "old row 0 is still at the top")
        XCTAssertEqual(list.visibleRows.first, 10)
    }

    @MainActor func testOlderRowsMidDragKeepTheFingersRow() async throws {
        let (host, source, list) = try Self.chat(count: 100)
        list.contentOffset = Point(x: 0, y: 0)
        host.drag(from: Point(x: 200, y: 300), to: Point(x: 200, y: 400), frames: 5, release: false)
        XCTAssertLessThan(list.contentOffset.y, 0, "pulled past the top")
        let before = screenY(list, 3)
        list.insert(0..<4, into: source)
        XCTAssertEqual(screenY(list, 7), before, "the finger's row did not move")
        let offset = list.contentOffset.y
        host.moveTouch(to: Point(x: 200, y: 420))
        XCTAssertEqual(list.contentOffset.y, offset - 20, accuracy: 1e-9, "the drag goes on 1:1 inside the content")
        list.touchUp(time: host.now)
    }

    @MainActor func testOlderRowsMidFlingMoveNothingOnScreen() async throws {
        let twins = try ListViewInsertRowsTests.Twins(count: 400, offset: 3000, startsAtEnd: true) { h, l in
            h.drag(from: Point(x: 200, y: 200), to: Point(x: 200, y: 700), frames: 5)
            h.advance(seconds: 0.2)
        }
        let list = twins.list
        XCTAssertTrue(list.isDecelerating)
        XCTAssertLessThan(list.velocity.y, -100, "flung toward the top")
        twins.insertAtTop(10)
        twins.assertOneMovedBy(600, frames: 30)
    }

    @MainActor func testAReloadShowsTheEndOnlyWhenItWasThere() async throws {
        let (host, source, list) = try Self.chat(count: 100)
        source.count = 120
        list.reloadData()
        XCTAssertEqual(list.contentOffset.y, list.maxContentOffset.y, "at the end: the new end")
        list.contentOffset = Point(x: 0, y: 1000)
        source.count = 130
        list.reloadData()
        host.advance()
        XCTAssertEqual(list.contentOffset.y, 1000, "elsewhere: kept")
    }

    @MainActor func testAResizedChatListAtItsEndStaysThere() async throws {
        let (host, _, list) = try Self.chat(count: 100)
        list.frame = Rect(x: 0, y: 0, width: 390, height: 600)
        host.advance()
        XCTAssertEqual(list.contentOffset.y, list.maxContentOffset.y)
        XCTAssertEqual(screenY(list, 99) + 60, 600)
    }

    @MainActor func testFollowingTheEndBringsASidewaysOffsetBackIntoRange() async throws {
        // The soak's case: a right inset let the list scroll sideways, a fling went up and left,
        // the inset went mid-fling, and a new message scrolled to the end keeping the old x: the
        // list rested outside its range.
        let (host, source, list) = try Self.chat(count: 100)
        list.contentInset = EdgeInsets(top: 0, left: 0, bottom: 0, right: 60)
        host.drag(from: Point(x: 350, y: 400), to: Point(x: 320, y: 200), frames: 3)
        host.advance()
        XCTAssertGreaterThan(list.contentOffset.x, 0, "the fling went sideways")
        list.contentInset = .zero
        list.insert(100..<101, into: source)
        host.advance(seconds: 5)
        XCTAssertEqual(list.contentOffset, Point(x: 0, y: list.maxContentOffset.y), "at the end, inside the range")
    }
}
