import RefreshTestSupport
import RefreshTesting
import XCTest

@testable import RefreshCore

/// `AutoFooter`: its inset and place, when it triggers by itself (trigger percent, direction,
/// short content, automaticallyRefreshes), pull-and-release, taps, and that every refresh calls the
/// handler once, at once. Rows of 60 pt in an 844 pt list: 30 rows end at 1800 and, with the
/// footer's 44 pt, the list scrolls to 1000.
nonisolated final class AutoFooterTests: XCTestCase {
    // MARK: Inset and placement

    @MainActor func testAttachTakesItsHeightInTheInsetAndSitsAfterTheContent() async throws {
        let footer = AutoStateFooter()
        let h = FooterHarness(footer, inset: EdgeInsets(top: 10, left: 0, bottom: 20, right: 0))
        XCTAssertEqual(footer.frame, Rect(x: 0, y: 1800, width: 390, height: 44))
        XCTAssertEqual(h.list.refreshInset(for: footer), EdgeInsets(bottom: 44))
        XCTAssertEqual(h.insetBottom, 64, "the app's 20 plus the footer's 44")
        XCTAssertEqual(
            h.list.contentInset, EdgeInsets(top: 10, left: 0, bottom: 20, right: 0), "the app's inset untouched")
        XCTAssertEqual(h.maxOffsetY, 1800 + 64 - 844)
        XCTAssertTrue(h.list.alwaysBounceVertical)
        footer.ignoredScrollViewContentInsetBottom = 20
        XCTAssertEqual(footer.frame.minY, 1820, "moved into the app's bottom inset")
        h.reload(rows: 40)
        XCTAssertEqual(footer.frame.minY, 2420, "follows the content size")
        h.list.refreshFooter = nil
        XCTAssertEqual(
            h.list.adjustedContentInset, EdgeInsets(top: 10, left: 0, bottom: 20, right: 0),
            "detached: its inset is gone")
        XCTAssertNil(footer.scrollView)
    }

    @MainActor func testHidingGivesItsInsetBackAndShowingTakesItAgain() async throws {
        let footer = AutoStateFooter()
        let h = FooterHarness(footer)
        footer.isHidden = true
        XCTAssertEqual(h.insetBottom, 0)
        h.reload(rows: 35)
        footer.isHidden = false
        XCTAssertEqual(h.insetBottom, 44)
        XCTAssertEqual(footer.frame.minY, 2100, "re-placed after the content that changed while hidden")
        footer.height = 60
        XCTAssertEqual(h.insetBottom, 60, "a new height is a new inset")
        footer.isHidden = true
        footer.height = 50
        XCTAssertEqual(h.insetBottom, 0, "no inset while hidden, whatever the height")
        footer.isHidden = false
        XCTAssertEqual(h.insetBottom, 50)
    }

    // MARK: Automatic trigger

    @MainActor func testScrollingToTheEndStartsItOnceAndTheHandlerRunsAtOnce() async throws {
        let footer = RecordingAutoFooter()
        let h = FooterHarness(footer)
        h.scroll(to: 999)
        XCTAssertEqual(footer.state, .idle, "one point short of the whole footer")
        h.scroll(to: 1000)
        XCTAssertEqual(footer.state, .refreshing)
        XCTAssertEqual(h.handlerCalls, 1, "no begin animation: the handler ran inside the change")
        XCTAssertEqual(footer.stateLabel.text, "Loading...")
        XCTAssertEqual(h.insetBottom, 44, "no inset change while refreshing")
        h.host.advance(seconds: 1)
        XCTAssertEqual(h.handlerCalls, 1, "exactly once")
        var ended = 0
        footer.endRefreshing { ended += 1 }
        XCTAssertEqual(footer.state, .idle)
        XCTAssertEqual(ended, 0)
        h.host.advance()
        XCTAssertEqual(ended, 1, "nothing to animate: the completion runs on the next frame")
        XCTAssertEqual(footer.recorder.transitions, ["idle->refreshing", "refreshing->idle"])
        XCTAssertEqual(footer.stateLabel.text, "Tap or pull up to load more")
    }

    @MainActor func testTriggerPercentPicksHowMuchOfTheFooterShows() async throws {
        // Content ends at 1800; the footer's top edge shows from offset 956 on.
        for (percent, first) in [(1.0, 1000.0), (0.5, 978), (0, 956), (-0.5, 934), (-1, 912)] {
            let footer = AutoStateFooter()
            footer.triggerAutomaticallyRefreshPercent = percent
            let h = FooterHarness(footer)
            h.scroll(to: first - 1)
            XCTAssertEqual(footer.state, .idle, "percent \(percent)")
            h.scroll(to: first)
            XCTAssertEqual(footer.state, .refreshing, "percent \(percent): starts at \(first)")
            XCTAssertEqual(h.handlerCalls, 1)
        }
    }

    @MainActor func testOnlyMovingTowardTheBottomStartsIt() async throws {
        let footer = AutoStateFooter()
        footer.automaticallyRefreshes = false
        footer.triggerAutomaticallyRefreshPercent = 0   // starts from 956 on
        let h = FooterHarness(footer)
        h.scroll(to: 1000)
        XCTAssertEqual(footer.state, .idle, "automatic refresh off")
        footer.automaticallyRefreshes = true
        h.scroll(to: 990)
        XCTAssertEqual(footer.state, .idle, "moving up inside the trigger zone")
        h.scroll(to: 995)
        XCTAssertEqual(footer.state, .refreshing, "moving down inside it")
    }

    @MainActor func testAFlingToTheEndStartsItDuringTheMomentum() async throws {
        let footer = AutoStateFooter()
        let h = FooterHarness(footer)
        h.dragUp(500, rest: 0)
        XCTAssertEqual(footer.state, .idle)
        XCTAssertTrue(h.list.isDecelerating)
        var startedAt: Double?
        for _ in 0..<300 where startedAt == nil {
            h.host.advance()
            if footer.state == .refreshing { startedAt = h.offsetY }
        }
        XCTAssertNotNil(startedAt, "the momentum reached the end")
        XCTAssertGreaterThanOrEqual(startedAt ?? 0, 1000)
        XCTAssertEqual(h.handlerCalls, 1)
        h.host.advance(seconds: 2)
        XCTAssertEqual(h.handlerCalls, 1)
    }

    @MainActor func testShortContentNeverStartsByScrollingOnlyByAPullUp() async throws {
        let footer = AutoStateFooter()
        let h = FooterHarness(footer, rows: 5)   // 300 pt of content in 844
        XCTAssertEqual(footer.frame.minY, 300)
        h.scroll(to: 40)
        XCTAssertEqual(footer.state, .idle, "the footer is in view, but nothing scrolled it in")
        h.scroll(to: 0)
        h.dragDown(100)
        h.host.advance(seconds: 1)
        XCTAssertEqual(footer.state, .idle, "pulled down: that is the header's gesture")
        h.dragUp(60)
        XCTAssertEqual(footer.state, .refreshing, "pulled up and released")
        XCTAssertEqual(h.handlerCalls, 1)
    }

    @MainActor func testShortContentPullUpWorksWithAutomaticRefreshOff() async throws {
        let footer = AutoStateFooter()
        footer.automaticallyRefreshes = false
        let h = FooterHarness(footer, rows: 5)
        h.dragUp(60)
        XCTAssertEqual(footer.state, .refreshing)
        XCTAssertEqual(h.handlerCalls, 1)
    }

    @MainActor func testWithAutomaticRefreshOffAPullAndReleaseAtTheEndStartsIt() async throws {
        let footer = AutoStateFooter()
        footer.automaticallyRefreshes = false
        let h = FooterHarness(footer)
        h.scroll(to: 1000)
        h.dragUp(100, release: false)
        XCTAssertGreaterThan(h.offsetY, 1000, "pulled past the end")
        XCTAssertEqual(footer.state, .idle, "nothing while the finger is down")
        h.release()
        XCTAssertEqual(footer.state, .refreshing, "released past the end")
        XCTAssertEqual(h.handlerCalls, 1)
    }

    @MainActor func testWithAutomaticRefreshOffReleasingShortOfTheEndDoesNothing() async throws {
        let footer = AutoStateFooter()
        footer.automaticallyRefreshes = false
        let h = FooterHarness(footer)
        h.scroll(to: 500)
        h.dragUp(300)
        h.host.advance(seconds: 2)
        XCTAssertEqual(footer.state, .idle)
        XCTAssertEqual(h.handlerCalls, 0)
    }

    @MainActor func testThePercentAndAlphaFollowHowMuchOfTheFooterShows() async throws {
        let footer = AutoStateFooter()
        footer.automaticallyRefreshes = false
        footer.automaticallyChangesAlpha = true
        let h = FooterHarness(footer)
        XCTAssertEqual(footer.alpha, 0)
        for (offset, percent) in [(900.0, 0.0), (956, 0), (967, 0.25), (978, 0.5), (1000, 1)] {
            h.scroll(to: offset)
            h.host.advance()
            XCTAssertEqual(footer.pullingPercent, percent, accuracy: 1e-9, "offset \(offset)")
            XCTAssertEqual(footer.alpha, percent, accuracy: 1e-9)
        }
        footer.beginRefreshing()
        h.host.advance(seconds: 0.3)
        XCTAssertEqual(footer.alpha, 1, "refreshing: fully shown")
        h.scroll(to: 900)
        h.host.advance()
        XCTAssertEqual(footer.pullingPercent, 1, "not followed while refreshing")
    }

    // MARK: Tap

    @MainActor func testATapOnTheIdleFooterStartsIt() async throws {
        let footer = AutoStateFooter()
        footer.automaticallyRefreshes = false
        let h = FooterHarness(footer)
        h.scroll(to: 1000)
        h.tap(atContent: Point(x: 195, y: 1790))
        XCTAssertEqual(footer.state, .idle, "a tap on the last row is not a tap on the footer")
        h.tapFooter()
        XCTAssertEqual(footer.state, .refreshing)
        XCTAssertEqual(h.handlerCalls, 1)
        h.tapFooter()
        XCTAssertEqual(h.handlerCalls, 1, "a tap while refreshing does nothing")
        footer.endRefreshing()
        footer.startsOnTap = false
        h.tapFooter()
        XCTAssertEqual(footer.state, .idle, "taps can be turned off")
    }

    @MainActor func testATapThatStopsAFlingIsNotATap() async throws {
        let footer = AutoStateFooter()
        footer.automaticallyRefreshes = false
        let h = FooterHarness(footer, rows: 60)
        h.scroll(to: 2800)   // the end: the footer (at 3600) shows at the bottom of the view
        h.dragDown(10, rest: 0)
        XCTAssertTrue(h.list.isDecelerating)
        XCTAssertLessThan(h.footer.frame.maxY - h.offsetY, 844 + 15, "most of the footer still in view")
        h.tapFooter()
        XCTAssertEqual(footer.state, .idle, "the touch only caught the moving content")
    }

    // MARK: Begin off-window and bad settings

    @MainActor func testBeginOffWindowThenAttachCallsTheHandlerOnce() async throws {
        let footer = RecordingAutoFooter()
        let h = FooterHarness(footer, inWindow: false)
        footer.beginRefreshing()
        XCTAssertEqual(footer.state, .willRefresh)
        XCTAssertEqual(h.handlerCalls, 0, "nothing runs off-window")
        XCTAssertEqual(footer.stateLabel.text, "Loading...")
        h.host.root.addSubview(h.list)
        h.host.advance()
        XCTAssertEqual(footer.state, .refreshing)
        h.host.advance(seconds: 1)
        XCTAssertEqual(h.handlerCalls, 1)
        footer.endRefreshing()
        XCTAssertEqual(
            footer.recorder.transitions, ["idle->willRefresh", "willRefresh->refreshing", "refreshing->idle"])
    }

    @MainActor func testTriggerPercentAndTriggerTimesAreClampedWithWarnings() async throws {
        let log = LogCapture()
        let footer = AutoStateFooter()
        log.watch(footer)
        footer.triggerAutomaticallyRefreshPercent = 3
        XCTAssertEqual(footer.triggerAutomaticallyRefreshPercent, 1)
        footer.triggerAutomaticallyRefreshPercent = -7
        XCTAssertEqual(footer.triggerAutomaticallyRefreshPercent, -1)
        footer.triggerAutomaticallyRefreshPercent = .nan
        XCTAssertEqual(footer.triggerAutomaticallyRefreshPercent, 1)
        footer.triggerAutomaticallyRefreshPercent = 0.3
        XCTAssertEqual(footer.triggerAutomaticallyRefreshPercent, 0.3, "in range: kept")
        XCTAssertEqual(
            log.entries.filter { $0.says(["property": "triggerAutomaticallyRefreshPercent"]) }.map(
                \.metadata["result"]),
            ["1.0", "-1.0", "1.0"], "\(log.entries)")
        footer.autoTriggerTimes = -5
        XCTAssertEqual(footer.autoTriggerTimes, -1)
        footer.autoTriggerTimes = 3
        XCTAssertEqual(footer.autoTriggerTimes, 3)
        XCTAssertEqual(
            log.entries.filter { $0.says(["property": "autoTriggerTimes", "value": "-5", "result": "-1"]) }.count, 1,
            "\(log.entries)")
        XCTAssertEqual(log.messages.count, 4)
    }
}
