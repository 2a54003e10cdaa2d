import RefreshTestSupport
import XCTest

@testable import RefreshCore

final class RecordingHeader: RefreshHeader {
    let recorder = TransitionRecorder()
    override func stateDidChange(from old: RefreshState) {
        super.stateDidChange(from: old)
        recorder.record(old, state)
    }
}

/// The header's geometry settings: a trigger distance apart from the height it hovers at, a drag
/// rate, a maximum pull and refreshing on crossing the threshold; the defaults are MJRefresh's.
/// The list is 844 pt tall, the header 54.
nonisolated final class HeaderGeometryTests: XCTestCase {
    @MainActor func testDefaultsAreMJRefreshsAndLeaveTheRubberBandAlone() async throws {
        let header = RefreshHeader()
        XCTAssertNil(header.triggerDistance)
        XCTAssertEqual(header.dragRate, 1)
        XCTAssertNil(header.maximumPullDistance)
        XCTAssertEqual(header.refreshTrigger, .release)
        let h = HeaderHarness(header: header)
        XCTAssertTrue(h.scrollView.overscrollShapeEntries.isEmpty, "the defaults shape nothing")
        let finger = h.fingerDistance(showing: 80)
        h.pull(finger, release: false)
        XCTAssertEqual(h.offsetY, -RubberBand.offset(for: finger, dimension: 844), "iOS's band, bit for bit")
        XCTAssertEqual(header.state, .pulling, "one header height")
        XCTAssertEqual(header.pullingPercent, 80 / 54, accuracy: 1e-9)
        header.dragRate = 0.5
        XCTAssertEqual(h.scrollView.overscrollShapeEntries.count, 1)
        header.dragRate = 1
        XCTAssertTrue(h.scrollView.overscrollShapeEntries.isEmpty, "back to the defaults, back to the band")
    }

    @MainActor func testInvalidValuesFallBackToTheDefaults() async throws {
        let header = RefreshHeader()
        header.triggerDistance = -5
        XCTAssertNil(header.triggerDistance)
        header.triggerDistance = 0
        XCTAssertNil(header.triggerDistance)
        header.dragRate = 0
        XCTAssertEqual(header.dragRate, 1)
        header.dragRate = .infinity
        XCTAssertEqual(header.dragRate, 1)
        header.maximumPullDistance = .nan
        XCTAssertNil(header.maximumPullDistance)
        header.maximumPullDistance = 0
        XCTAssertEqual(header.maximumPullDistance, 0, "0: the content cannot be pulled past the top")
    }

    /// The settings share one sanitizing path: each value refused says once which setting, what it
    /// was given and what it took; a value kept says nothing.
    @MainActor func testEachRefusedValueIsNamedInOneWarning() async {
        let header = RefreshHeader()
        let log = LogCapture()
        log.watch(header)
        header.triggerDistance = -5
        header.dragRate = .infinity
        header.maximumPullDistance = .nan
        header.outcomeDisplayDuration = -1
        header.minimumRefreshingDuration = .nan
        header.dragRate = 2
        header.triggerDistance = 80
        XCTAssertEqual(
            log.entries.map {
                "\($0.metadata["property"] ?? "") \($0.metadata["value"] ?? "") → \($0.metadata["result"] ?? "")"
            },
            [
                "triggerDistance -5.0 → none", "dragRate inf → 1.0", "maximumPullDistance nan → none",
                "outcomeDisplayDuration -1.0 → 0.5", "minimumRefreshingDuration nan → 0.0",
            ])
        XCTAssertTrue(log.entries.allSatisfy { $0.level == .warning && $0.says(["control": "RefreshHeader"]) })
        XCTAssertEqual(header.outcomeDisplayDuration, 0.5)
        XCTAssertEqual(header.minimumRefreshingDuration, 0)
    }

    @MainActor func testTriggersAtTheTriggerDistanceAndHoversAtItsHeight() async {
        let header = RecordingHeader()
        header.triggerDistance = 100
        let h = HeaderHarness(header: header)
        h.pull(h.fingerDistance(showing: 80), release: false)
        XCTAssertEqual(header.state, .idle, "past its height but short of the trigger distance")
        XCTAssertEqual(header.pullingPercent, 0.8, accuracy: 1e-9, "1 at the trigger distance")
        XCTAssertFalse(header.isPastRefreshThreshold())
        h.moveFinger(to: h.fingerDistance(showing: 110))
        XCTAssertEqual(header.state, .pulling)
        XCTAssertEqual(header.pullingPercent, 1.1, accuracy: 1e-9)
        XCTAssertTrue(header.isPastRefreshThreshold())
        h.release()
        h.host.advance()
        XCTAssertEqual(header.state, .refreshing)
        h.host.advance(seconds: 0.5)
        XCTAssertEqual(h.offsetY, -54, "hovers at its own height")
        XCTAssertEqual(h.scrollView.presentationContentOffset.y, -54)
        XCTAssertEqual(h.insetTop, 54)
        XCTAssertEqual(h.handlerCalls, 1)
        header.endRefreshing()
        h.host.advance(seconds: 0.5)
        XCTAssertEqual(h.insetTop, 0)
        XCTAssertEqual(h.offsetY, 0)
        XCTAssertEqual(header.recorder.transitions, ["idle->pulling", "pulling->refreshing", "refreshing->idle"])
    }

    @MainActor func testReleasedShortOfTheTriggerDistanceGoesBackIdle() async throws {
        let header = RecordingHeader()
        header.triggerDistance = 100
        let h = HeaderHarness(header: header)
        h.pull(h.fingerDistance(showing: 80))
        h.host.advance(seconds: 1)
        XCTAssertEqual(header.state, .idle)
        XCTAssertEqual(h.offsetY, 0)
        XCTAssertEqual(h.handlerCalls, 0)
        XCTAssertEqual(header.recorder.transitions, [])
    }

    @MainActor func testATriggerDistanceShorterThanTheHeightStillHoversAtTheHeight() async throws {
        let header = RefreshHeader()
        header.triggerDistance = 30
        let h = HeaderHarness(header: header)
        h.pull(h.fingerDistance(showing: 40), release: false)
        XCTAssertEqual(header.state, .pulling)
        XCTAssertEqual(header.pullingPercent, 40 / 30, accuracy: 1e-9)
        h.release()
        h.host.advance(seconds: 0.5)
        XCTAssertEqual(header.state, .refreshing)
        XCTAssertEqual(h.offsetY, -54)
        XCTAssertEqual(h.insetTop, 54)
        XCTAssertEqual(h.handlerCalls, 1)
    }

    @MainActor func testDragRateScalesTheShownDistanceAndTheReleaseSpringsBack() async throws {
        let header = RefreshHeader()
        header.dragRate = 0.5
        let h = HeaderHarness(header: header)
        h.pull(h.fingerDistance(showing: 80), release: false)
        XCTAssertEqual(h.offsetY, -40, accuracy: 1e-9, "half of what iOS's band shows")
        XCTAssertEqual(header.state, .idle, "40 pt: short of one header height")
        h.moveFinger(to: h.fingerDistance(showing: 120))
        XCTAssertEqual(h.offsetY, -60, accuracy: 1e-9)
        XCTAssertEqual(header.state, .pulling)
        h.moveFinger(to: h.fingerDistance(showing: 60))
        XCTAssertEqual(h.offsetY, -30, accuracy: 1e-9, "the finger keeps its grip on the way back")
        XCTAssertEqual(header.state, .idle)
        h.release()
        h.host.advance(seconds: 1)
        XCTAssertEqual(h.offsetY, 0, "springs back")
        XCTAssertEqual(h.handlerCalls, 0)
        h.pull(h.fingerDistance(showing: 140))
        h.host.advance(seconds: 0.5)
        XCTAssertEqual(header.state, .refreshing)
        XCTAssertEqual(h.offsetY, -54)
        XCTAssertEqual(h.handlerCalls, 1)
    }

    @MainActor func testDragRateAboveOneLoosens() async throws {
        let header = RefreshHeader()
        header.dragRate = 1.5
        let h = HeaderHarness(header: header)
        h.pull(h.fingerDistance(showing: 40), release: false)
        XCTAssertEqual(h.offsetY, -60, accuracy: 1e-9)
        XCTAssertEqual(header.state, .pulling)
    }

    @MainActor func testMaximumPullCapsTheShownDistance() async throws {
        let header = RefreshHeader()
        header.maximumPullDistance = 70
        let h = HeaderHarness(header: header, inset: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        h.pull(h.fingerDistance(showing: 300), release: false)
        XCTAssertEqual(h.offsetY, -90, "70 pt past the app's 20 pt inset")
        h.moveFinger(to: h.fingerDistance(showing: 400))
        XCTAssertEqual(h.offsetY, -90)
        h.moveFinger(to: h.fingerDistance(showing: 60))
        XCTAssertEqual(h.offsetY, -80, accuracy: 1e-9, "below the cap the band is iOS's")
        h.moveFinger(to: h.fingerDistance(showing: 300))
        XCTAssertEqual(header.state, .pulling)
        h.release()
        h.host.advance(seconds: 0.5)
        XCTAssertEqual(header.state, .refreshing)
        XCTAssertEqual(h.offsetY, -74, "hovers at its height")
        // A drag while refreshing: still at most 70 pt past the app's inset.
        h.pull(h.fingerDistance(showing: 300), release: false)
        XCTAssertEqual(h.offsetY, -90)
        h.release()
        h.host.advance(seconds: 1)
        XCTAssertEqual(h.offsetY, -74)
        header.endRefreshing()
        h.host.advance(seconds: 0.5)
        XCTAssertEqual(h.scrollView.adjustedContentInset, EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        XCTAssertEqual(h.offsetY, -20)
    }

    @MainActor func testAMaximumShorterThanTheHeightNeverPullsTheHoverIn() async throws {
        let header = RefreshHeader()
        header.maximumPullDistance = 30
        let h = HeaderHarness(header: header)
        h.pull(h.fingerDistance(showing: 200))
        h.host.advance(seconds: 1)
        XCTAssertEqual(header.state, .idle, "30 pt never reach the 54 pt threshold")
        XCTAssertEqual(h.handlerCalls, 0)
        header.beginRefreshing()
        h.host.advance(seconds: 0.5)
        XCTAssertEqual(h.offsetY, -54, "the app's refresh hovers at the height")
        h.pull(h.fingerDistance(showing: 200), release: false)
        XCTAssertEqual(h.offsetY, -54, "no further than where it hovers")
        h.release()
        h.host.advance(seconds: 1)
        XCTAssertEqual(h.offsetY, -54)
    }

    @MainActor func testRefreshOnThresholdRunsTheHandlerOnceAndSettlesOnRelease() async throws {
        let header = RecordingHeader()
        header.refreshTrigger = .threshold
        let h = HeaderHarness(header: header)
        h.pull(h.fingerDistance(showing: 80), release: false)
        XCTAssertEqual(header.state, .refreshing, "as the drag crossed the threshold, the finger still down")
        XCTAssertEqual(h.insetTop, 54)
        // The finger keeps the content (no jump to where it hovers); past the new top edge the band
        // starts again from there, so it shows a little more than 80 pt.
        XCTAssertLessThan(h.offsetY, -80)
        XCTAssertGreaterThan(h.offsetY, -90)
        h.host.advance(seconds: 0.3)
        XCTAssertEqual(h.handlerCalls, 1)
        h.moveFinger(to: h.fingerDistance(showing: 150))
        h.moveFinger(to: 20)
        h.moveFinger(to: h.fingerDistance(showing: 100))
        XCTAssertEqual(header.state, .refreshing)
        h.release()
        h.host.advance(seconds: 1)
        XCTAssertEqual(h.offsetY, -54, "settles at the held height")
        XCTAssertEqual(h.scrollView.presentationContentOffset.y, -54)
        XCTAssertEqual(h.insetTop, 54)
        XCTAssertEqual(h.handlerCalls, 1)
        XCTAssertEqual(header.recorder.transitions, ["idle->refreshing"], "never pulling")
        header.endRefreshing()
        h.host.advance(seconds: 0.5)
        XCTAssertEqual(h.insetTop, 0)
        XCTAssertEqual(h.offsetY, 0)
        h.pull(h.fingerDistance(showing: 80))
        h.host.advance(seconds: 0.5)
        XCTAssertEqual(h.handlerCalls, 2, "one refresh per pull")
        XCTAssertEqual(header.recorder.transitions, ["idle->refreshing", "refreshing->idle", "idle->refreshing"])
    }

    @MainActor func testRefreshOnThresholdNeverRefreshesTwiceInOneDrag() async throws {
        let header = RecordingHeader()
        header.refreshTrigger = .threshold
        let h = HeaderHarness(header: header)
        h.pull(h.fingerDistance(showing: 80), release: false)
        h.host.advance(seconds: 0.3)
        header.endRefreshing()
        h.host.advance(seconds: 0.5)
        XCTAssertEqual(header.state, .idle)
        h.moveFinger(to: h.fingerDistance(showing: 20))
        h.moveFinger(to: h.fingerDistance(showing: 120))
        XCTAssertEqual(header.state, .idle, "this drag already refreshed")
        h.release()
        h.host.advance(seconds: 1)
        XCTAssertEqual(h.offsetY, 0)
        XCTAssertEqual(h.handlerCalls, 1)
        XCTAssertEqual(header.recorder.transitions, ["idle->refreshing", "refreshing->idle"])
    }

    @MainActor func testRefreshOnThresholdWithAShortTriggerSettlesAtTheHeight() async throws {
        let header = RefreshHeader()
        header.refreshTrigger = .threshold
        header.triggerDistance = 30
        let h = HeaderHarness(header: header)
        h.pull(h.fingerDistance(showing: 40), release: false)
        XCTAssertEqual(header.state, .refreshing)
        XCTAssertGreaterThan(h.offsetY, -54, "shows less than its height under the finger")
        h.release()
        h.host.advance(seconds: 0.5)
        XCTAssertEqual(h.offsetY, -54)
        XCTAssertEqual(h.scrollView.presentationContentOffset.y, -54)
        XCTAssertEqual(h.insetTop, 54)
        XCTAssertEqual(h.handlerCalls, 1)
    }

    @MainActor func testRefreshOnThresholdWaitsForTheOtherControl() async throws {
        let header = RecordingHeader()
        header.refreshTrigger = .threshold
        let h = HeaderHarness(header: header)
        let footer = BackFooter()
        h.scrollView.refreshFooter = footer
        footer.beginRefreshing()
        h.host.advance(seconds: 0.5)
        h.scrollView.contentOffset = .zero
        h.pull(h.fingerDistance(showing: 120))
        h.host.advance(seconds: 1)
        XCTAssertEqual(header.state, .idle, "the controls of one scroll view never refresh together")
        XCTAssertEqual(h.handlerCalls, 0)
    }
}
