import RefreshTestSupport
import RefreshTesting
import XCTest

@testable import RefreshCore

/// A feed's new rows above (`ListView.newRowsAbove` and its `NewRowsPill`): rows the anchor rule
/// kept out of sight are counted until the top shows; a tap on the pill scrolls there.
nonisolated final class ListViewNewRowsAboveTests: XCTestCase {
    /// A 390 × 844 host with a list of 100 rows of 60 pt, a pill, scrolled to `offset`.
    @MainActor private func feed(offset: Double) throws -> (RefreshTestHost, CountingSource, ListView, NewRowsPill) {
        let source = CountingSource(count: 100)
        let (host, list) = try ListViewInsertRowsTests.makeList(source, offset: offset)
        let pill = NewRowsPill()
        list.newRowsPill = pill
        host.advance()
        return (host, source, list, pill)
    }

    @MainActor func testRowsKeptOutOfSightAreCountedAndThePillShowsThem() async throws {
        let (host, source, list, pill) = try feed(offset: 2400)
        XCTAssertTrue(pill.isHidden)
        XCTAssertEqual(list.newRowsAbove, 0)
        list.insert(0..<12, into: source)
        host.advance()
        XCTAssertEqual(list.contentOffset.y, 3120, "the row being read stays still")
        XCTAssertEqual(list.newRowsAbove, 12)
        XCTAssertFalse(pill.isHidden)
        XCTAssertEqual(pill.count, 12)
        XCTAssertEqual(pill.label, "12 new")
        XCTAssertEqual(pill.frame.minY - list.presentationContentOffset.y, 12, "under the top edge")
        XCTAssertEqual(pill.frame.midX, 195, accuracy: 0.5, "centred")
        list.insert(0..<3, into: source)
        list.insert(90..<91, into: source)   // below the row being read (55): not above
        host.advance()
        XCTAssertEqual(list.newRowsAbove, 15)
        XCTAssertEqual(pill.count, 15)
    }

    @MainActor func testAtTheTopNewRowsShowAndAreNotCounted() async throws {
        let (host, source, list, pill) = try feed(offset: 0)
        list.insert(0..<12, into: source)
        host.advance()
        XCTAssertEqual(list.contentOffset.y, 0)
        XCTAssertEqual(list.newRowsAbove, 0)
        XCTAssertTrue(pill.isHidden)
    }

    @MainActor func testATapOnThePillScrollsToTheTopAndHidesIt() async throws {
        let (host, source, list, pill) = try feed(offset: 2400)
        list.insert(0..<12, into: source)
        host.advance()
        host.tap(at: Point(x: pill.frame.midX, y: pill.frame.midY - list.contentOffset.y))
        host.advance(seconds: 1)
        XCTAssertEqual(list.contentOffset.y, 0)
        XCTAssertEqual(list.newRowsAbove, 0)
        XCTAssertTrue(pill.isHidden)
    }

    @MainActor func testATapBesideThePillDoesNothing() async throws {
        let (host, source, list, pill) = try feed(offset: 2400)
        list.insert(0..<12, into: source)
        host.advance()
        host.tap(at: Point(x: 20, y: pill.frame.midY - list.contentOffset.y))
        host.advance(seconds: 1)
        XCTAssertEqual(list.contentOffset.y, 3120)
        XCTAssertEqual(list.newRowsAbove, 12)
    }

    @MainActor func testScrollingToTheTopByHandClearsTheCountScrollingElsewhereKeepsIt() async throws {
        let (host, source, list, pill) = try feed(offset: 2400)
        list.insert(0..<12, into: source)
        list.contentOffset = Point(x: 0, y: 600)
        host.advance()
        XCTAssertEqual(list.newRowsAbove, 12, "still away from the top")
        list.contentOffset = Point(x: 0, y: 0)
        host.advance()
        XCTAssertEqual(list.newRowsAbove, 0)
        XCTAssertTrue(pill.isHidden)
    }

    @MainActor func testAReloadForgetsTheCountAndAChatNeverCounts() async throws {
        let (host, source, list, _) = try feed(offset: 2400)
        list.insert(0..<12, into: source)
        list.reloadData()
        host.advance()
        XCTAssertEqual(list.newRowsAbove, 0)
        let chatSource = CountingSource(count: 100)
        let (chatHost, chat) = try ListViewInsertRowsTests.makeList(chatSource, offset: 2400, startsAtEnd: true)
        chat.insert(0..<10, into: chatSource)
        chatHost.advance()
        XCTAssertEqual(chat.newRowsAbove, 0, "a chat's older rows are history, not news")
    }

    @MainActor func testARefreshInPlaceShowsOnThePillWithASpinnerUntilItEnds() async throws {
        let (host, source, list, pill) = try feed(offset: 2400)
        let header = NormalHeader()
        header.refreshesInPlaceAwayFromTop = true
        var loads: [RefreshLoad] = []
        header.loadHandler = { loads.append($0) }
        list.refreshHeader = header
        header.beginRefreshing()
        host.advance(seconds: 0.5)
        XCTAssertEqual(list.contentOffset.y, 2400, "in place")
        XCTAssertTrue(pill.isRefreshing)
        XCTAssertFalse(pill.isHidden, "the user sees the refresh they started")
        XCTAssertEqual(pill.label, "Loading...")
        XCTAssertNil(list.newRowsAbove == 0 ? nil : list.newRowsAbove, "nothing counted yet")
        list.insert(0..<12, into: source)
        try XCTUnwrap(loads.first).finish(newRows: 12)
        host.advance(seconds: 1)
        XCTAssertFalse(pill.isRefreshing)
        XCTAssertEqual(pill.label, "12 new")
        XCTAssertEqual(list.contentOffset.y, 3120)
        XCTAssertNil(header.newRowsBannerText, "out of sight: no banner")
    }

    @MainActor func testARefreshAtTheTopLeavesThePillAlone() async throws {
        let (host, _, list, pill) = try feed(offset: 0)
        let header = NormalHeader()
        header.refreshesInPlaceAwayFromTop = true
        list.refreshHeader = header
        header.beginRefreshing()
        host.advance(seconds: 0.5)
        XCTAssertFalse(pill.isRefreshing)
        XCTAssertTrue(pill.isHidden)
    }

    @MainActor func testRemovingThePillTakesItOutOfTheList() async throws {
        let (_, _, list, pill) = try feed(offset: 2400)
        XCTAssertTrue(pill.superview === list)
        list.newRowsPill = nil
        XCTAssertNil(pill.superview)
    }
}
