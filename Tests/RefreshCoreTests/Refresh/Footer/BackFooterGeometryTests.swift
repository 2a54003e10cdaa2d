import XCTest

@testable import RefreshCore

/// The back footer's geometry settings. 30 rows of 60 pt end at 1800; the list (844 pt) scrolls to
/// 956, where the 44 pt footer starts to show.
nonisolated final class BackFooterGeometryTests: XCTestCase {
    @MainActor func testDefaultsAreMJRefreshs() async throws {
        let footer = RecordingBackFooter()
        let h = FooterHarness(footer)
        XCTAssertTrue(h.list.overscrollShapeEntries.isEmpty)
        h.scroll(to: 956)
        let finger = h.fingerDistance(showing: 50)
        h.dragUp(finger, release: false)
        XCTAssertEqual(h.offsetY, 956 + RubberBand.offset(for: finger, dimension: 844), "iOS's band, bit for bit")
        XCTAssertEqual(footer.state, .pulling, "one footer height")
        XCTAssertEqual(footer.pullingPercent, 50 / 44, accuracy: 1e-9)
    }

    @MainActor func testTriggersAtTheTriggerDistanceAndHoversAtItsHeight() async throws {
        let footer = RecordingBackFooter()
        footer.triggerDistance = 80
        let h = FooterHarness(footer)
        h.scroll(to: 956)
        h.dragUp(h.fingerDistance(showing: 60), release: false, from: 700)
        XCTAssertEqual(footer.state, .idle, "past its height but short of the trigger distance")
        XCTAssertEqual(footer.pullingPercent, 0.75, accuracy: 1e-9)
        h.move(to: 700 - h.fingerDistance(showing: 90))
        XCTAssertEqual(footer.state, .pulling)
        XCTAssertEqual(footer.pullingPercent, 90 / 80, accuracy: 1e-9)
        h.release()
        h.host.advance(seconds: 0.5)
        XCTAssertEqual(footer.state, .refreshing)
        XCTAssertEqual(h.offsetY, 1000, "hovers one footer height past the end")
        XCTAssertEqual(h.insetBottom, 44)
        XCTAssertEqual(h.handlerCalls, 1)
        footer.endRefreshing()
        h.host.advance(seconds: 0.5)
        XCTAssertEqual(h.insetBottom, 0)
        XCTAssertEqual(h.offsetY, 956)
        XCTAssertEqual(footer.recorder.transitions, ["idle->pulling", "pulling->refreshing", "refreshing->idle"])
        h.dragUp(h.fingerDistance(showing: 60))
        h.host.advance(seconds: 1)
        XCTAssertEqual(footer.state, .idle, "released short of 80 pt")
        XCTAssertEqual(h.handlerCalls, 1)
    }

    @MainActor func testDragRateScalesTheShownDistance() async throws {
        let footer = BackFooter()
        footer.dragRate = 0.5
        let h = FooterHarness(footer)
        h.scroll(to: 956)
        h.dragUp(h.fingerDistance(showing: 80), release: false)
        XCTAssertEqual(h.offsetY, 996, accuracy: 1e-9, "40 pt: half of iOS's band")
        XCTAssertEqual(footer.state, .idle)
        h.release()
        h.host.advance(seconds: 1)
        XCTAssertEqual(h.offsetY, 956, "springs back")
        h.dragUp(h.fingerDistance(showing: 120))
        h.host.advance(seconds: 0.5)
        XCTAssertEqual(footer.state, .refreshing)
        XCTAssertEqual(h.offsetY, 1000)
        XCTAssertEqual(h.handlerCalls, 1)
    }

    @MainActor func testMaximumPullCapsTheShownDistance() async throws {
        let footer = BackFooter()
        footer.maximumPullDistance = 60
        let h = FooterHarness(footer, inset: EdgeInsets(top: 0, left: 0, bottom: 30, right: 0))
        h.scroll(to: 986)
        h.dragUp(h.fingerDistance(showing: 300), release: false)
        XCTAssertEqual(h.offsetY, 1046, "60 pt past the end of the range with the app's inset")
        h.release()
        h.host.advance(seconds: 0.5)
        XCTAssertEqual(footer.state, .refreshing)
        XCTAssertEqual(h.offsetY, 1030)
        h.dragUp(h.fingerDistance(showing: 300), release: false)
        XCTAssertEqual(h.offsetY, 1046, "still 60 pt past the end while hovering")
        h.release()
        h.host.advance(seconds: 1)
        XCTAssertEqual(h.offsetY, 1030)
        footer.endRefreshing()
        h.host.advance(seconds: 0.5)
        XCTAssertEqual(h.list.adjustedContentInset, EdgeInsets(top: 0, left: 0, bottom: 30, right: 0))
    }

    @MainActor func testMaximumPullWithShortContentCountsFromTheEndOfTheVisibleRoom() async throws {
        let footer = BackFooter()
        footer.maximumPullDistance = 60
        let h = FooterHarness(footer, rows: 5)
        h.dragUp(h.fingerDistance(showing: 300), release: false)
        XCTAssertEqual(h.offsetY, 60)
        h.release()
        h.host.advance(seconds: 0.5)
        XCTAssertEqual(footer.state, .refreshing)
        XCTAssertEqual(h.offsetY, 44)
        h.dragUp(h.fingerDistance(showing: 300), release: false)
        XCTAssertEqual(h.offsetY, 60, "the hover's gap does not count")
        h.release()
        h.host.advance(seconds: 1)
        XCTAssertEqual(h.offsetY, 44)
    }

    @MainActor func testRefreshOnThresholdRunsTheHandlerOnceAndSettlesOnRelease() async throws {
        let footer = RecordingBackFooter()
        footer.refreshTrigger = .threshold
        footer.triggerDistance = 20
        let h = FooterHarness(footer)
        h.scroll(to: 956)
        h.dragUp(h.fingerDistance(showing: 30), release: false)
        XCTAssertEqual(footer.state, .refreshing, "the finger still down")
        XCTAssertEqual(h.insetBottom, 44)
        XCTAssertGreaterThan(h.offsetY, 976, "the finger keeps the content: no jump to where it hovers")
        XCTAssertLessThan(h.offsetY, 1000)
        h.host.advance(seconds: 0.3)
        XCTAssertEqual(h.handlerCalls, 1)
        h.move(to: 700 - h.fingerDistance(showing: 100))
        h.move(to: 700)
        h.move(to: 700 - h.fingerDistance(showing: 60))
        h.release()
        h.host.advance(seconds: 1)
        XCTAssertEqual(h.offsetY, 1000, "settles where it hovers")
        XCTAssertEqual(h.list.presentationContentOffset.y, 1000)
        XCTAssertEqual(h.handlerCalls, 1)
        XCTAssertEqual(footer.recorder.transitions, ["idle->refreshing"])
        footer.endRefreshing()
        h.host.advance(seconds: 0.5)
        XCTAssertEqual(h.offsetY, 956)
        XCTAssertEqual(h.insetBottom, 0)
        h.dragUp(h.fingerDistance(showing: 80))
        h.host.advance(seconds: 1)
        XCTAssertEqual(h.handlerCalls, 2, "one refresh per pull")
        XCTAssertEqual(h.offsetY, 1000)
    }

    @MainActor func testRefreshOnThresholdInNoMoreDataOnlyFollowsThePercent() async throws {
        let footer = RecordingBackFooter()
        footer.refreshTrigger = .threshold
        let h = FooterHarness(footer)
        footer.endRefreshingWithNoMoreData()
        h.scroll(to: 956)
        h.dragUp(h.fingerDistance(showing: 88), release: false)
        XCTAssertEqual(footer.state, .noMoreData)
        XCTAssertEqual(footer.pullingPercent, 2, accuracy: 1e-9)
        h.release()
        h.host.advance(seconds: 1)
        XCTAssertEqual(h.handlerCalls, 0)
    }

    @MainActor func testAHiddenFooterShapesNothing() async throws {
        let footer = BackFooter()
        footer.dragRate = 0.5
        let h = FooterHarness(footer)
        XCTAssertEqual(h.list.overscrollShapeEntries.count, 1)
        footer.isHidden = true
        XCTAssertTrue(h.list.overscrollShapeEntries.isEmpty)
        footer.isHidden = false
        XCTAssertEqual(h.list.overscrollShapeEntries.count, 1)
        h.list.refreshFooter = nil
        XCTAssertTrue(h.list.overscrollShapeEntries.isEmpty, "a removed control shapes nothing")
    }
}
