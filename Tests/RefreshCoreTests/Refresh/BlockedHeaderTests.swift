import RefreshTestSupport
import RefreshTesting
import XCTest

@testable import RefreshCore

/// Issue 17, item 6 ("Feel"): a header another control holds (its refresh, its outcome on show)
/// never invites a release it would refuse, says that it waits, and a refresh asked of it then is
/// queued, not ignored: it begins as soon as that control has ended (SmartRefreshLayout's
/// `autoRefresh` after a finish).
nonisolated final class BlockedHeaderTests: XCTestCase {
    typealias Pair = HeaderAndFooterTests.Pair

    let waiting = "Waiting for loading to finish"

    /// 40 rows with an auto footer that is loading (scrolled to the end), then back at the top.
    @MainActor func loadingFooter() -> (Pair, AutoNormalFooter) {
        let auto = AutoNormalFooter()
        let p = Pair(footer: auto, rows: 40)
        p.list.contentOffset = p.list.maxContentOffset
        p.host.advance()
        XCTAssertEqual(auto.state, .refreshing)
        p.list.contentOffset = .zero
        p.host.advance()
        return (p, auto)
    }

    @MainActor func testAHeaderPulledPastItsThresholdWhileTheFooterLoadsSaysItWaitsNotRelease() async throws {
        let (p, auto) = loadingFooter()
        p.pullHeader(showing: 90, release: false)
        XCTAssertEqual(p.header.state, .idle, "never pulling while the footer loads")
        XCTAssertTrue(p.header.isPulledWhileHeld)
        XCTAssertTrue(p.header.showsWaitingTitle)
        XCTAssertEqual(p.header.stateLabel.text, waiting, "it says it waits, never \"Release to refresh\"")
        // Back short of the threshold: the usual idle title.
        p.list.touchMoved(to: Point(x: 100, y: 100 + RubberBand.distance(for: 30, dimension: 844)), time: p.host.now)
        XCTAssertFalse(p.header.isPulledWhileHeld)
        XCTAssertEqual(p.header.stateLabel.text, "Pull down to refresh")
        p.list.touchUp(time: p.host.now + 0.05)
        p.host.advance(seconds: 1)
        XCTAssertFalse(p.header.isWaitingToBegin, "released short of the threshold: nothing waits")
        auto.endRefreshing()
        p.host.advance(seconds: 1)
        XCTAssertEqual(p.header.state, .idle)
        XCTAssertEqual(p.log, ["footer"])
    }

    @MainActor func testAReleasePastTheThresholdWhileTheFooterLoadsRefreshesWhenItEnds() async throws {
        let (p, auto) = loadingFooter()
        p.pullHeader(showing: 90)
        p.host.advance(seconds: 1)
        XCTAssertEqual(p.header.state, .idle)
        XCTAssertTrue(p.header.isWaitingToBegin, "the release waits for the footer")
        XCTAssertEqual(p.header.stateLabel.text, waiting)
        auto.endRefreshing()
        XCTAssertEqual(p.header.state, .refreshing, "begins as soon as the footer ends")
        XCTAssertFalse(p.header.isWaitingToBegin)
        p.host.advance(seconds: 0.5)
        XCTAssertEqual(p.log, ["footer", "header"])
        XCTAssertEqual(p.list.contentOffset.y, -54, accuracy: 1e-6, "and scrolls into view")
    }

    @MainActor func testTheFootersEndDuringThePullInvitesTheReleaseAtOnce() async throws {
        let (p, auto) = loadingFooter()
        p.pullHeader(showing: 90, release: false)
        XCTAssertEqual(p.header.stateLabel.text, waiting)
        auto.endRefreshing()
        XCTAssertEqual(p.header.state, .pulling, "no longer held: pulling without waiting for the next move")
        XCTAssertEqual(p.header.stateLabel.text, "Release to refresh")
        p.list.touchUp(time: p.host.now + 0.05)
        p.host.advance(seconds: 1)
        XCTAssertEqual(p.log, ["footer", "header"])
    }

    @MainActor func testBeginRefreshingWhenUnblockedWaitsForTheFootersLoadAndItsOutcome() async throws {
        let (p, auto) = loadingFooter()
        auto.outcomeDisplayDuration = 0.5
        var load: RefreshLoad?
        auto.loadHandler = { load = $0 }
        auto.endRefreshing()
        p.host.advance(seconds: 0.1)
        auto.beginRefreshing()
        XCTAssertNotNil(load)
        XCTAssertFalse(p.header.beginRefreshingWhenUnblocked(), "the footer loads: it waits")
        XCTAssertTrue(p.header.isWaitingToBegin)
        XCTAssertEqual(p.header.state, .idle)
        XCTAssertEqual(p.header.stateLabel.text, waiting)
        XCTAssertFalse(p.header.beginRefreshingWhenUnblocked(), "asked again: still one wait")
        load?.finish(.success)
        XCTAssertEqual(auto.state, .finished)
        XCTAssertEqual(p.header.state, .idle, "the footer's outcome on show still holds the list")
        p.host.advance(seconds: 0.6)
        XCTAssertEqual(auto.state, .idle)
        XCTAssertEqual(p.header.state, .refreshing, "began as the footer collapsed")
        p.host.advance(seconds: 0.5)
        XCTAssertEqual(p.headerCalls, 1, "one refresh, one call")
        XCTAssertNotEqual(p.header.stateLabel.text, waiting)
        p.header.endRefreshing()
        p.host.advance(seconds: 1)
        XCTAssertTrue(p.header.beginRefreshingWhenUnblocked(), "nothing holds the list: it begins now")
        XCTAssertEqual(p.header.state, .refreshing)
    }

    @MainActor func testAWaitIsGivenUpByEndRefreshingHidingOrRemoval() async throws {
        for giveUp in ["end", "hide", "remove"] {
            let (p, auto) = loadingFooter()
            p.header.beginRefreshingWhenUnblocked()
            XCTAssertTrue(p.header.isWaitingToBegin)
            var completed = false
            switch giveUp {
            case "end": p.header.endRefreshing { completed = true }
            case "hide": p.header.isHidden = true
            default: p.list.refreshHeader = nil
            }
            XCTAssertFalse(p.header.isWaitingToBegin, giveUp)
            auto.endRefreshing()
            p.host.advance(seconds: 1)
            XCTAssertEqual(p.header.state, .idle, giveUp)
            XCTAssertEqual(p.headerCalls, 0, giveUp)
            if giveUp == "end" { XCTAssertTrue(completed, "the end's completion still runs") }
        }
    }
}
