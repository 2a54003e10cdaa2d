import RefreshTestSupport
import RefreshTesting
import XCTest

@testable import RefreshCore

/// A header's new-rows banner (`RefreshLoad.finish(_:newRows:)`): shown where the header was for
/// `newRowsBannerDuration` instead of the outcome, announced, in the app's words if it gives them;
/// none for a failure, no rows, or a header out of sight; and a header refreshing in place when
/// begun away from the top (`refreshesInPlaceAwayFromTop`).
nonisolated final class NewRowsBannerTests: XCTestCase {
    /// A normal header on a 3000 pt scroll view whose loads are kept, showing no plain outcome
    /// (as MJRefresh's controls collapse at once).
    @MainActor private func harness() -> (HeaderHarness, () -> RefreshLoad?) {
        let header = NormalHeader()
        header.outcomeDisplayDuration = 0
        let h = HeaderHarness(header: header)
        var loads: [RefreshLoad] = []
        header.loadHandler = { loads.append($0) }
        return (h, { loads.last })
    }

    @MainActor func testTheBannerShowsForItsDurationWhereTheHeaderWasThenTheHeaderCollapses() async throws {
        let (h, load) = harness()
        var heard: [String] = []
        let token = h.host.root.context.announcer.addObserver { heard.append($0.text) }
        h.header.beginRefreshing()
        h.host.advance(seconds: 0.5)
        XCTAssertNil(h.header.newRowsBannerText)
        try XCTUnwrap(load()).finish(newRows: 12)
        XCTAssertEqual(h.header.newRowsBannerText, "12 new posts")
        XCTAssertEqual(h.header.state, .finished, "held open although outcomeDisplayDuration is 0")
        XCTAssertEqual(h.insetTop, 54, "the header keeps its inset while the banner shows")
        XCTAssertEqual(h.header.newRowsBanner.frame, Rect(x: 0, y: 0, width: 390, height: 54), "over the header")
        h.host.advance(seconds: 1.45)
        XCTAssertEqual(h.header.state, .finished)
        h.host.advance(seconds: 0.1)
        XCTAssertEqual(h.header.state, .idle, "1.5 s later it collapses")
        h.host.advance(seconds: 1)
        XCTAssertNil(h.header.newRowsBannerText, "gone once it slid out")
        XCTAssertEqual(h.insetTop, 0)
        XCTAssertEqual(heard, ["Refreshing", "12 new posts"])
        withExtendedLifetime(token) {}
    }

    @MainActor func testTheAppsWordsAndDurationAndTheControlsLanguage() async throws {
        let (h, load) = harness()
        h.header.localizer = RefreshLocalizer(language: .ru)
        h.header.newRowsBannerDuration = 0.5
        h.header.beginRefreshing()
        h.host.advance(seconds: 0.5)
        try XCTUnwrap(load()).finish(newRows: 3)
        XCTAssertEqual(h.header.newRowsBannerText, "3 новых поста")
        h.header.newRowsBannerSentence = { count, language in "\(language.code): +\(count)" }
        XCTAssertEqual(h.header.newRowsBannerText, "ru: +3")
        h.host.advance(seconds: 0.55)
        XCTAssertEqual(h.header.state, .idle, "the app's 0.5 s")
    }

    @MainActor func testABadDurationIsRefusedWithAWarning() async throws {
        let (h, _) = harness()
        let log = LogCapture()
        h.header.logger = log.logger
        h.header.newRowsBannerDuration = -1
        XCTAssertEqual(h.header.newRowsBannerDuration, 1.5)
        h.header.newRowsBannerDuration = .nan
        XCTAssertEqual(h.header.newRowsBannerDuration, 1.5)
        XCTAssertEqual(log.entries.filter { $0.says(["property": "newRowsBannerDuration"]) }.count, 2)
    }

    @MainActor func testNoBannerForAFailureNoRowsALateFinishOrTheNextRefresh() async throws {
        let (h, load) = harness()
        h.header.beginRefreshing()
        h.host.advance(seconds: 0.5)
        try XCTUnwrap(load()).finish(.failure(), newRows: 12)
        XCTAssertNil(h.header.newRowsBannerText, "a failure brought nothing")
        XCTAssertEqual(h.header.state, .idle, "and collapses as its outcome says")
        h.host.advance(seconds: 1)
        h.header.beginRefreshing()
        h.host.advance(seconds: 0.5)
        let second = try XCTUnwrap(load())
        second.finish(newRows: 0)
        XCTAssertNil(h.header.newRowsBannerText, "no rows, no banner")
        second.finish(newRows: 5)
        XCTAssertNil(h.header.newRowsBannerText, "a second finish changes nothing")
        h.host.advance(seconds: 1)
        h.header.beginRefreshing()
        h.host.advance(seconds: 0.5)
        try XCTUnwrap(load()).finish(newRows: 2)
        XCTAssertEqual(h.header.newRowsBannerText, "2 new posts")
        h.header.beginRefreshing()
        h.header.endRefreshing()
        XCTAssertNil(h.header.newRowsBannerText, "ended at once by the app")
    }

    @MainActor func testAwayFromTheTopTheRefreshRunsInPlaceAndShowsNoBanner() async throws {
        let (h, load) = harness()
        h.header.refreshesInPlaceAwayFromTop = true
        h.scrollView.contentOffset = Point(x: 0, y: 1200)
        h.header.beginRefreshing()
        h.host.advance(seconds: 0.5)
        XCTAssertEqual(h.header.state, .refreshing)
        XCTAssertEqual(h.offsetY, 1200, "no scroll to the top")
        XCTAssertEqual(h.insetTop, 0, "no inset above the content read")
        XCTAssertEqual(h.header.pullingPercent, 1)
        XCTAssertEqual(h.handlerCalls + (load() == nil ? 0 : 1), 1, "the load runs")
        try XCTUnwrap(load()).finish(newRows: 12)
        XCTAssertNil(h.header.newRowsBannerText, "out of sight: the list's pill tells instead")
        h.host.advance(seconds: 1)
        XCTAssertEqual(h.header.state, .idle)
        XCTAssertEqual(h.offsetY, 1200)
    }

    @MainActor func testNearTheTopOrWithoutTheSettingTheRefreshScrollsToTheHeaderAsInMJRefresh() async throws {
        for (setting, offset) in [(false, 1200.0), (true, 40.0)] {
            let (h, _) = harness()
            h.header.refreshesInPlaceAwayFromTop = setting
            h.scrollView.contentOffset = Point(x: 0, y: offset)
            h.header.beginRefreshing()
            h.host.advance(seconds: 0.5)
            XCTAssertEqual(h.offsetY, -54, "setting \(setting), from \(offset)")
            XCTAssertEqual(h.insetTop, 54)
        }
    }
}
