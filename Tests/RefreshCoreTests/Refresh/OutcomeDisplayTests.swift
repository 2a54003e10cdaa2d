import Foundation
import RefreshTestSupport
import RefreshTesting
import XCTest

@testable import RefreshCore

/// Showing a load's outcome: `finished` for `outcomeDisplayDuration` with its title and icon while
/// the control keeps its place, then the collapse (an auto footer's failure waits in `failed` for a
/// retry); `minimumRefreshingDuration`; and every MJRefresh call keeping its rule.
nonisolated final class OutcomeDisplayTests: XCTestCase {
    /// A header harness whose header keeps every load and every state it entered.
    @MainActor final class Header {
        let h: HeaderHarness
        let header: NormalHeader
        var loads: [RefreshLoad] = []
        var states: [RefreshState] = []
        var ends = 0

        init(display: Double = RefreshComponent.defaultOutcomeDisplayDuration) {
            header = NormalHeader()
            h = HeaderHarness(header: header)
            header.outcomeDisplayDuration = display
            header.loadHandler = { [unowned self] in self.loads.append($0) }
            header.endRefreshingCompletion = { [unowned self] in self.ends += 1 }
        }

        /// Begins a refresh and runs past its begin animation, noting every state until `run` ends.
        func begin() {
            header.beginRefreshing()
            run(0.3)
        }

        func run(_ seconds: Double) {
            let frames = Int((seconds * h.host.fps).rounded())
            for _ in 0..<frames {
                h.host.advance()
                if states.last != header.state { states.append(header.state) }
            }
        }
    }

    @MainActor func testASuccessShowsRefreshedWithATickForHalfASecondThenCollapses() async throws {
        let t = Header()
        t.begin()
        t.loads[0].finish(.success)
        XCTAssertEqual(t.header.state, .finished)
        XCTAssertTrue(t.header.isShowingOutcome)
        XCTAssertEqual(t.header.stateLabel.text, "Refreshed")
        XCTAssertFalse(t.header.indicator.outcomeView.isHidden)
        XCTAssertEqual(t.header.indicator.outcomeView.outcome, .success)
        XCTAssertTrue(t.header.loadingView.isHidden, "the spinner gives way to the icon")
        XCTAssertTrue(t.header.arrowView.isHidden)
        XCTAssertEqual(t.h.insetTop, 54, "it keeps its place while it shows the outcome")
        t.run(0.45)
        XCTAssertEqual(t.header.state, .finished, "still on show before 0.5 s")
        XCTAssertEqual(t.ends, 0, "the end completion waits for the collapse")
        t.run(0.1)
        XCTAssertEqual(t.header.state, .idle, "collapsing after 0.5 s")
        XCTAssertEqual(t.header.stateLabel.text, "Refreshed", "the outcome's title slides out with it")
        t.run(0.5)
        XCTAssertEqual(t.h.insetTop, 0, "the inset is given back exactly")
        XCTAssertFalse(t.header.isShowingOutcome)
        XCTAssertEqual(t.header.stateLabel.text, "Pull down to refresh")
        XCTAssertTrue(t.header.indicator.outcomeView.isHidden)
        XCTAssertFalse(t.header.arrowView.isHidden, "the arrow is back once it has slid out")
        XCTAssertEqual(t.ends, 1)
        XCTAssertEqual(t.header.handlerCallCount, 1)
        XCTAssertEqual(t.states, [.refreshing, .finished, .idle])
        XCTAssertEqual(t.header.lastOutcome, .success)
    }

    @MainActor func testAFailureShowsItsMessageWithACrossAndKeepsTheLastUpdatedTime() async throws {
        let t = Header()
        t.begin()
        t.loads[0].finish(.success)
        t.run(1)
        let updated = t.header.lastUpdatedTime
        XCTAssertNotNil(updated)
        t.run(5)
        t.begin()
        t.loads[1].finish(.failure(message: "No network"))
        XCTAssertEqual(t.header.state, .finished)
        XCTAssertEqual(t.header.stateLabel.text, "No network")
        XCTAssertEqual(t.header.indicator.outcomeView.outcome, .failure(message: "No network"))
        t.run(1)
        XCTAssertEqual(t.header.state, .idle, "a failed header collapses after showing its message")
        XCTAssertEqual(t.header.lastUpdatedTime, updated, "a failed load updated nothing")
        XCTAssertEqual(t.h.insetTop, 0)
        t.begin()
        t.loads[2].finish(.failure())
        XCTAssertEqual(t.header.stateLabel.text, "Refresh failed", "no message: the localized title")
        t.header.effectiveLocalizer.language = .zhHans
        XCTAssertEqual(t.header.stateLabel.text, "刷新失败", "in the user's language")
        t.header.setTitle("Try again later", for: .failed)
        XCTAssertEqual(t.header.stateLabel.text, "Try again later", "the app's title for failures")
        t.header.effectiveLocalizer.language = .en
    }

    @MainActor func testZeroDisplayCollapsesAtOnceAsMJRefreshDoes() async throws {
        let t = Header(display: 0)
        t.begin()
        t.loads[0].finish(.success)
        XCTAssertEqual(t.header.state, .idle)
        XCTAssertFalse(t.header.isShowingOutcome)
        XCTAssertEqual(t.header.lastOutcome, .success)
        t.run(0.5)
        XCTAssertEqual(t.h.insetTop, 0)
        XCTAssertEqual(t.states, [.refreshing, .idle])
    }

    @MainActor func testEndRefreshingAndTheDoneFormNeverShowAnOutcome() async throws {
        let t = Header()
        t.begin()
        t.header.endRefreshing()
        XCTAssertEqual(t.header.state, .idle, "MJRefresh's call collapses at once")
        t.run(1)
        t.header.setRefreshingAction { done in done() }
        t.header.beginRefreshing()
        t.run(0.4)
        XCTAssertEqual(t.header.state, .idle, "a done form has no outcome to show")
        XCTAssertFalse(t.states.contains(.finished))
    }

    @MainActor func testEndRefreshingWhileShowingCollapsesNowAndALateFinishChangesNothing() async throws {
        let t = Header()
        t.begin()
        t.loads[0].finish(.success)
        t.loads[0].finish(.failure())
        XCTAssertEqual(t.header.lastOutcome, .success, "a second finish is ignored")
        t.run(0.1)
        t.header.endRefreshing()
        XCTAssertEqual(t.header.state, .idle, "the show is cut short")
        t.run(0.6)
        XCTAssertEqual(t.h.insetTop, 0)
        XCTAssertEqual(t.ends, 1)
    }

    @MainActor func testBeginningWhileShowingStartsANewRefreshAndTheOldTimerDoesNotEndIt() async throws {
        let t = Header()
        t.begin()
        t.loads[0].finish(.success)
        t.run(0.3)
        t.header.beginRefreshing()
        XCTAssertEqual(t.header.state, .refreshing)
        XCTAssertFalse(t.header.isShowingOutcome)
        t.run(0.5)
        XCTAssertEqual(t.header.state, .refreshing, "the first show's timer belongs to the first load")
        XCTAssertEqual(t.loads.count, 2)
        XCTAssertTrue(t.loads[1].isCurrent)
        XCTAssertEqual(t.header.handlerCallCount, 2, "once per refresh")
        XCTAssertEqual(t.h.insetTop, 54)
    }

    @MainActor func testAMinimumRefreshingTimeDelaysAFastReply() async throws {
        let t = Header()
        t.header.minimumRefreshingDuration = 1
        t.begin()   // refreshing from t ≈ 0, the handler ran at 0.25 s
        t.loads[0].finish(.success)
        XCTAssertEqual(t.header.state, .refreshing, "the spinner stays for the minimum")
        XCTAssertNil(t.header.lastOutcome)
        XCTAssertFalse(t.loads[0].isCurrent, "the load itself is finished")
        t.run(0.65)
        XCTAssertEqual(t.header.state, .refreshing)
        t.run(0.1)
        XCTAssertEqual(t.header.state, .finished, "once the refresh has lasted a second")
        XCTAssertEqual(t.header.lastOutcome, .success)
        t.run(1)
        XCTAssertEqual(t.h.insetTop, 0)
        XCTAssertEqual(t.ends, 1)
    }

    @MainActor func testAnExplicitEndDuringTheMinimumWinsAndTheDelayedOutcomeNeverComes() async throws {
        let t = Header()
        t.header.minimumRefreshingDuration = 1
        t.begin()
        t.loads[0].finish(.success)
        t.header.endRefreshing()
        XCTAssertEqual(t.header.state, .idle)
        t.run(2)
        XCTAssertFalse(t.states.contains(.finished))
        XCTAssertNil(t.header.lastOutcome)
    }

    @MainActor func testBadDurationsAreTakenAsTheDefaultsWithAWarning() async throws {
        let header = RefreshHeader()
        let log = LogCapture()
        log.watch(header)
        header.outcomeDisplayDuration = -1
        header.minimumRefreshingDuration = .nan
        XCTAssertEqual(header.outcomeDisplayDuration, 0.5)
        XCTAssertEqual(header.minimumRefreshingDuration, 0)
        XCTAssertEqual(log.messages(at: .warning).count, 2)
    }

    // MARK: Footers

    @MainActor func testAFailedAutoFooterShowsTheFailureThenWaitsForATapToRetry() async throws {
        let footer = AutoNormalFooter()
        let h = FooterHarness(footer, rows: 30)
        let loads = LoadRecorder(footer)
        h.beginAtTheEnd(running: 0.1)
        loads[0].finish(.failure())
        XCTAssertEqual(footer.state, .finished)
        XCTAssertEqual(footer.stateLabel.text, "Load failed")
        XCTAssertFalse(footer.outcomeView.isHidden)
        XCTAssertTrue(footer.loadingView.isHidden)
        h.host.advance(seconds: 0.6)
        XCTAssertEqual(footer.state, .failed)
        XCTAssertEqual(footer.stateLabel.text, "Load failed · Tap to retry")
        XCTAssertEqual(footer.outcomeView.outcome, .failure(message: nil))
        XCTAssertEqual(h.insetBottom, 44, "the auto footer keeps only its own height")
        // It never loads by itself while it waits.
        h.scroll(to: h.maxOffsetY - 200)
        h.host.advance(seconds: 0.1)
        h.scroll(to: h.maxOffsetY)
        h.host.advance(seconds: 0.1)
        XCTAssertEqual(footer.state, .failed)
        XCTAssertEqual(loads.count, 1)
        h.tapFooter()
        h.host.advance(seconds: 0.1)
        XCTAssertEqual(footer.state, .refreshing, "a tap retries")
        XCTAssertEqual(loads.count, 2)
        XCTAssertTrue(footer.outcomeView.isHidden)
        loads[1].finish(.success)
        XCTAssertEqual(footer.stateLabel.text, "Loaded")
        XCTAssertEqual(footer.outcomeView.outcome, .success)
        h.host.advance(seconds: 0.6)
        XCTAssertEqual(footer.state, .idle)
        XCTAssertEqual(footer.stateLabel.text, "Tap or pull up to load more")
        XCTAssertTrue(footer.outcomeView.isHidden)
    }

    @MainActor func testAFailedAutoFooterRetriesThroughRetryAndAPullUpAtTheEndButNotAnIdleOne() async throws {
        let footer = AutoStateFooter()
        footer.outcomeDisplayDuration = 0
        let h = FooterHarness(footer, rows: 30)
        let loads = LoadRecorder(footer)
        XCTAssertFalse(footer.retry(), "nothing to retry while idle")
        h.scroll(to: h.maxOffsetY)
        footer.beginRefreshing()
        h.host.advance(seconds: 0.1)
        loads[0].finish(.failure(message: "Server busy"))
        XCTAssertEqual(footer.state, .failed, "with no show it waits at once")
        XCTAssertEqual(footer.stateLabel.text, "Server busy · Tap to retry")
        XCTAssertTrue(footer.retry())
        XCTAssertEqual(footer.state, .refreshing)
        loads[1].finish(.failure())
        h.host.advance(seconds: 0.1)
        h.dragUp(80)
        h.host.advance(seconds: 0.1)
        XCTAssertEqual(footer.state, .refreshing, "a pull-up released at the end retries")
        XCTAssertEqual(loads.count, 3)
        loads[2].finish(.noMoreData)
        XCTAssertEqual(footer.state, .noMoreData)
        XCTAssertFalse(footer.retry())
    }

    @MainActor func testEndRefreshingDismissesAFailedAutoFooter() async throws {
        let footer = AutoStateFooter()
        let h = FooterHarness(footer, rows: 30)
        let loads = LoadRecorder(footer)
        h.beginAtTheEnd(running: 0.1)
        loads[0].finish(.failure())
        footer.endRefreshing()
        XCTAssertEqual(footer.state, .failed, "ending the show leads where the outcome leads")
        footer.endRefreshing()
        XCTAssertEqual(footer.state, .idle, "and ending the wait gives up the retry")
    }

    @MainActor func testAFooterFinishedWithNoMoreDataShowsItThenStaysInNoMoreData() async throws {
        for footer in [AutoNormalFooter(), BackNormalFooter()] as [RefreshFooter] {
            let h = FooterHarness(footer, rows: 30)
            let loads = LoadRecorder(footer)
            h.beginAtTheEnd(running: 0.4)
            loads[0].finish(.noMoreData)
            XCTAssertEqual(footer.state, .finished, "\(footer)")
            XCTAssertEqual((footer as? StateTitled)?.currentTitle, "No more data", "\(footer)")
            h.host.advance(seconds: 0.6)
            XCTAssertEqual(footer.state, .noMoreData, "\(footer)")
            h.host.advance(seconds: 0.5)
            XCTAssertEqual(h.insetBottom, footer is AutoFooter ? 44 : 0, "\(footer): the hover inset is given back")
        }
    }

    @MainActor func testABackFooterShowsItsOutcomeInPlaceThenGivesTheInsetBack() async throws {
        let footer = BackNormalFooter()
        let h = FooterHarness(footer, rows: 30)
        let loads = LoadRecorder(footer)
        h.beginAtTheEnd(running: 0.4)
        XCTAssertEqual(h.insetBottom, 44)
        loads[0].finish(.failure())
        XCTAssertEqual(footer.stateLabel.text, "Load failed")
        XCTAssertFalse(footer.indicator.outcomeView.isHidden)
        h.host.advance(seconds: 0.3)
        XCTAssertEqual(h.insetBottom, 44, "in place while it shows the outcome")
        h.host.advance(seconds: 0.3)
        XCTAssertEqual(footer.state, .idle, "a back footer collapses after a failure: a pull retries")
        h.host.advance(seconds: 0.5)
        XCTAssertEqual(h.insetBottom, 0)
    }

    @MainActor func testATrailerShowsItsOutcome() async throws {
        let h = TrailerHarness(RecordingTrailer())
        let loads = LoadRecorder(h.trailer)
        h.scroll(to: h.maxOffsetX)
        h.trailer.beginRefreshing()
        h.host.advance(seconds: 0.4)
        loads[0].finish(.success)
        XCTAssertEqual(h.trailer.state, .finished)
        XCTAssertEqual(h.trailer.stateLabel.text, "Loaded")
        XCTAssertGreaterThan(h.insetRight, 0)
        h.host.advance(seconds: 1.2)
        XCTAssertEqual(h.trailer.state, .idle)
        XCTAssertEqual(h.insetRight, 0)
        XCTAssertEqual(h.trailer.recorder.transitions, ["idle->refreshing", "refreshing->finished", "finished->idle"])
    }

    // MARK: Other controls

    @MainActor func testAControlShowingItsOutcomeBlocksTheOthersAndHandsOverWhenItCollapses() async throws {
        let footer = AutoStateFooter()
        let h = FooterHarness(footer, rows: 30)
        let header = RefreshHeader()
        var headerLoads: [RefreshLoad] = []
        header.loadHandler = { headerLoads.append($0) }
        h.list.refreshHeader = header
        header.beginRefreshing()
        h.host.advance(seconds: 0.3)
        headerLoads[0].finish(.success)
        XCTAssertEqual(header.state, .finished)
        footer.beginRefreshing()
        XCTAssertEqual(footer.state, .idle, "no second control while the outcome shows")
        h.host.advance(seconds: 1)
        footer.beginRefreshing()
        XCTAssertEqual(footer.state, .refreshing, "after the collapse it may")
    }

    @MainActor func testHidingOrDetachingWhileShowingGoesIdleAndGivesTheInsetBack() async throws {
        let t = Header()
        t.begin()
        t.loads[0].finish(.success)
        t.h.scrollView.refreshHeader = nil
        XCTAssertEqual(t.header.state, .idle)
        XCTAssertEqual(t.h.insetTop, 0)
        let footer = BackStateFooter()
        let h = FooterHarness(footer, rows: 30)
        let loads = LoadRecorder(footer)
        h.beginAtTheEnd(running: 0.4)
        loads[0].finish(.success)
        footer.isHidden = true
        XCTAssertEqual(footer.state, .idle)
        XCTAssertEqual(h.insetBottom, 0)
    }

    // MARK: A refresh begun while an outcome shows

    /// F5 while "Refreshed ✓" shows (issue 30, item 1): the new refresh clears the outcome at once,
    /// icon and text, on every control that shows one; the spinner alone shows.
    @MainActor func testARefreshBegunWhileAnOutcomeShowsClearsItsIconAndTextAtOnce() async {
        let t = Header()
        t.begin()
        t.loads[0].finish(.success)
        t.run(0.2)
        XCTAssertFalse(t.header.indicator.outcomeView.isHidden)
        t.header.beginRefreshingWhenUnblocked()
        XCTAssertEqual(t.header.state, .refreshing)
        XCTAssertTrue(t.header.indicator.outcomeView.isHidden, "no tick under the spinner")
        XCTAssertFalse(t.header.loadingView.isHidden)
        XCTAssertEqual(t.header.stateLabel.text, "Loading...", "the refreshing title, not \"Refreshed\"")
        t.run(0.3)
        XCTAssertTrue(t.header.indicator.outcomeView.isHidden, "nor once the begin animation is over")

        let footer = BackNormalFooter()
        let h = FooterHarness(footer, rows: 30)
        let loads = LoadRecorder(footer)
        h.beginAtTheEnd(running: 0.4)
        loads[0].finish(.failure())
        h.host.advance(seconds: 0.2)
        XCTAssertFalse(footer.indicator.outcomeView.isHidden)
        footer.beginRefreshing()
        XCTAssertEqual(footer.state, .refreshing)
        XCTAssertTrue(footer.indicator.outcomeView.isHidden, "no cross under the back footer's spinner")
        XCTAssertEqual(footer.stateLabel.text, "Loading...")

        let trailer = TrailerHarness(RecordingTrailer())
        let trailerLoads = LoadRecorder(trailer.trailer)
        trailer.scroll(to: trailer.maxOffsetX)
        trailer.trailer.beginRefreshing()
        trailer.host.advance(seconds: 0.4)
        trailerLoads[0].finish(.success)
        trailer.host.advance(seconds: 0.2)
        XCTAssertFalse(trailer.trailer.indicator.outcomeView.isHidden)
        trailer.trailer.beginRefreshing()
        XCTAssertTrue(trailer.trailer.indicator.outcomeView.isHidden, "no tick under the trailer's spinner")
        XCTAssertNotEqual(trailer.trailer.stateLabel.text, "Loaded")
    }

    /// Issue 30, item 9: after a failed load, a header refresh that reloads the rows clears the
    /// footer's "Load failed · Tap to retry" (SmartRefreshLayout resets its footer); a header
    /// refresh that failed leaves it waiting.
    @MainActor func testAHeaderRefreshThatReloadsTheRowsClearsAFailedFooter() async {
        let footer = AutoNormalFooter()
        let h = FooterHarness(footer, rows: 30)
        let loads = LoadRecorder(footer)
        let header = NormalHeader()
        let headerLoads = LoadRecorder(header)
        h.list.refreshHeader = header
        h.beginAtTheEnd(running: 0.1)
        loads[0].finish(.failure())
        h.host.advance(seconds: 0.6)
        XCTAssertEqual(footer.state, .failed)
        h.scroll(to: 0)
        header.beginRefreshing()
        h.host.advance(seconds: 0.4)
        headerLoads[0].finish(.failure(message: "Offline"))
        h.host.advance(seconds: 1.2)
        XCTAssertEqual(header.state, .idle)
        XCTAssertEqual(footer.state, .failed, "a failed refresh brought no rows: the retry still stands")
        header.beginRefreshing()
        h.host.advance(seconds: 0.4)
        headerLoads[1].finish(.success)
        XCTAssertEqual(footer.state, .failed, "while the header shows its outcome")
        h.host.advance(seconds: 1.2)
        XCTAssertEqual(footer.state, .idle, "the rows were reloaded: the failed page is gone")
        XCTAssertEqual(footer.stateLabel.text, "Tap or pull up to load more")
        XCTAssertTrue(footer.outcomeView.isHidden)
        XCTAssertEqual(loads.count, 1, "it does not load by itself for that")
    }
}
