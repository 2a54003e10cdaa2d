import RefreshTestSupport
import RefreshTesting
import XCTest

@testable import RefreshCore

/// `JumpToEndButton` and `ListView.newRowsBelow`: a chat list counts the rows that came in below
/// while the user read older ones, shows the button away from its end, and a tap on it brings the
/// newest row back.
nonisolated final class JumpToEndButtonTests: XCTestCase {
    /// A chat list of 100 rows of 60 pt in 390 × 844, at its end, with a jump-to-end button.
    @MainActor private final class Chat {
        let host: RefreshTestHost
        let source = CountingSource(count: 100)
        let list: ListView
        let button = JumpToEndButton()

        init() {
            // It throws only for fonts that cannot load.
            (host, list) = try! ListViewInsertRowsTests.makeList(source, offset: nil, startsAtEnd: true)
            list.jumpToEndButton = button
            host.advance()
        }

        var end: Double { list.maxContentOffset.y }

        /// Where the button's circle is on screen.
        var circleOnScreen: Rect {
            button.circleRect.offsetBy(
                dx: button.frame.minX - list.contentOffset.x, dy: button.frame.minY - list.contentOffset.y)
        }

        /// A new message at the end.
        func receive(_ n: Int = 1) { list.insert(source.count..<source.count + n, into: source) }

        /// A tap at `point` on screen.
        func tap(at point: Point) {
            list.touchDown(at: point, time: host.now)
            host.clock.advance(by: 0.05)
            list.touchUp(time: host.now)
        }
    }

    @MainActor func testItShowsAwayFromTheEndAndHidesThere() async throws {
        let chat = Chat()
        XCTAssertTrue(chat.button.isHidden, "at the end there is nothing to jump to")
        chat.list.contentOffset = Point(x: 0, y: chat.end - 44)
        XCTAssertTrue(chat.button.isHidden, "within 44 pt: at the end")
        chat.list.contentOffset = Point(x: 0, y: chat.end - 45)
        XCTAssertFalse(chat.button.isHidden)
        chat.host.advance()
        XCTAssertEqual(chat.circleOnScreen.maxY, 844 - 16, "16 pt above the bottom edge")
        XCTAssertEqual(chat.circleOnScreen.maxX, 390 - 16, "16 pt inside the trailing edge")
        XCTAssertTrue(chat.list.subviews.last === chat.button, "drawn over the rows")
        chat.list.contentOffset = Point(x: 0, y: chat.end)
        XCTAssertTrue(chat.button.isHidden)
        chat.list.atEndDistance = 100
        chat.list.contentOffset = Point(x: 0, y: chat.end - 100)
        XCTAssertTrue(chat.button.isHidden, "the list's own distance")
        chat.list.contentOffset = Point(x: 0, y: chat.end - 101)
        XCTAssertFalse(chat.button.isHidden, "the list's own distance")
    }

    @MainActor func testRowsThatCameInBelowAreCountedUntilTheEndIsReached() async throws {
        let chat = Chat()
        chat.receive()
        XCTAssertEqual(chat.list.newRowsBelow, 0, "at the end a new row scrolls in: nothing unseen")
        chat.host.advance(seconds: 0.5)
        chat.list.contentOffset = Point(x: 0, y: 1000)
        chat.receive()
        chat.receive(2)
        XCTAssertEqual(chat.list.newRowsBelow, 3)
        XCTAssertEqual(chat.button.count, 3)
        XCTAssertEqual(chat.button.badgeText, "3")
        XCTAssertEqual(chat.list.contentOffset.y, 1000, "away from the end nothing moved")
        chat.list.insert(0..<10, into: chat.source)
        XCTAssertEqual(chat.list.newRowsBelow, 3, "older rows at the top are not new below")
        chat.list.contentOffset = Point(x: 0, y: chat.end - 45)
        XCTAssertEqual(chat.list.newRowsBelow, 3, "a point short of the end's 44")
        chat.list.contentOffset = Point(x: 0, y: chat.end)
        XCTAssertEqual(chat.list.newRowsBelow, 0, "seen")
        XCTAssertEqual(chat.button.badgeText, "")
        XCTAssertTrue(chat.button.isHidden)
    }

    /// One threshold (issue 30, item 6): 20 pt from the end no button shows and a new message
    /// follows; 100 pt away the button shows and a new message adds to its badge.
    @MainActor func testOneThresholdDecidesBothFollowingAndTheButton() async {
        let chat = Chat()
        chat.list.contentOffset = Point(x: 0, y: chat.end - 20)
        XCTAssertTrue(chat.button.isHidden, "20 pt from the end is at the end")
        chat.receive()
        XCTAssertEqual(chat.list.newRowsBelow, 0, "so a new message follows")
        chat.host.advance(seconds: 1)
        XCTAssertEqual(chat.list.contentOffset.y, chat.end, "scrolled in")
        XCTAssertTrue(chat.button.isHidden)
        chat.list.contentOffset = Point(x: 0, y: chat.end - 100)
        XCTAssertFalse(chat.button.isHidden, "100 pt away: the button shows")
        XCTAssertEqual(chat.button.badgeText, "")
        let reading = chat.list.contentOffset.y
        chat.receive()
        XCTAssertFalse(chat.button.isHidden)
        XCTAssertEqual(chat.button.badgeText, "1", "a row came in below: the badge says so")
        chat.host.advance(seconds: 1)
        XCTAssertEqual(chat.list.contentOffset.y, reading, "it did not follow")
        chat.receive(120)
        XCTAssertEqual(chat.button.badgeText, "99+")
    }

    /// The badge is part of the one target (issue 30, item 5): a tap on it jumps as a tap on the
    /// circle does.
    @MainActor func testATapOnTheBadgeScrollsToTheEnd() async {
        let chat = Chat()
        chat.list.contentOffset = Point(x: 0, y: 2000)
        chat.receive(2)
        chat.host.advance()
        let onScreen = chat.button.frame.offsetBy(dx: -chat.list.contentOffset.x, dy: -chat.list.contentOffset.y)
        chat.tap(at: Point(x: onScreen.midX, y: onScreen.minY + 3))
        chat.host.advance(seconds: 1)
        XCTAssertEqual(chat.list.contentOffset.y, chat.end, "the badge's top edge jumps too")
        XCTAssertEqual(chat.list.newRowsBelow, 0)
    }

    @MainActor func testATapOnTheCircleScrollsToTheEndAndATapBesideItDoesNot() async {
        let chat = Chat()
        chat.list.contentOffset = Point(x: 0, y: 2000)
        chat.receive(2)
        chat.host.advance()
        let circle = chat.circleOnScreen
        chat.tap(at: Point(x: circle.minX + 2, y: circle.minY + 2))
        chat.host.advance(seconds: 1)
        XCTAssertEqual(chat.list.contentOffset.y, 2000, "the circle's corner is outside the circle")
        chat.tap(at: Point(x: circle.midX, y: circle.midY))
        chat.host.advance()
        XCTAssertLessThan(chat.list.contentOffset.y, chat.end, "animated, not a jump")
        chat.host.advance(seconds: 1)
        XCTAssertEqual(chat.list.contentOffset.y, chat.end)
        XCTAssertEqual(chat.list.newRowsBelow, 0)
        XCTAssertTrue(chat.button.isHidden)
    }

    @MainActor func testItKeepsClearOfTheInsetsAndLeavesWithItsList() async throws {
        let chat = Chat()
        chat.list.contentInset = EdgeInsets(top: 0, left: 0, bottom: 50, right: 10)
        chat.list.contentOffset = Point(x: 0, y: 1000)
        chat.host.advance()
        XCTAssertEqual(chat.circleOnScreen.maxY, 844 - 50 - 16)
        XCTAssertEqual(chat.circleOnScreen.maxX, 390 - 10 - 16)
        XCTAssertEqual(chat.list.contentInset, EdgeInsets(top: 0, left: 0, bottom: 50, right: 10), "untouched")
        chat.list.jumpToEndButton = nil
        XCTAssertNil(chat.button.superview)
        chat.list.contentOffset = Point(x: 0, y: 900)
        chat.tap(at: Point(x: 340, y: 760))
        chat.host.advance(seconds: 1)
        XCTAssertEqual(chat.list.contentOffset.y, 900, "a button taken away no longer answers taps")
    }

    @MainActor func testAListThatDoesNotStartAtItsEndNeitherCountsNorShowsIt() async throws {
        let source = CountingSource(count: 100)
        let (host, list) = try ListViewInsertRowsTests.makeList(source, offset: 0)
        defer { withExtendedLifetime(host) {} }   // the window the list is in lives to the end
        let button = JumpToEndButton()
        list.jumpToEndButton = button
        list.insert(100..<101, into: source)
        XCTAssertEqual(list.newRowsBelow, 0)
        XCTAssertTrue(button.isHidden)
    }
}
