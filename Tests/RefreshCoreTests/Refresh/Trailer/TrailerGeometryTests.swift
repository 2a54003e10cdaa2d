import XCTest

@testable import RefreshCore

/// The trailer's geometry settings, on a 390 × 200 horizontal banner; the trailer is 60 pt wide.
nonisolated final class TrailerGeometryTests: XCTestCase {
    @MainActor func testDefaultsAreMJRefreshs() async throws {
        let trailer = RecordingTrailer()
        let h = TrailerHarness(trailer)
        XCTAssertTrue(h.grid.overscrollShapeEntries.isEmpty)
        let end = h.maxOffsetX
        h.scroll(to: end)
        let finger = h.fingerDistance(showing: 70)
        h.dragLeft(finger, release: false)
        XCTAssertEqual(h.offsetX, end + RubberBand.offset(for: finger, dimension: 390), "iOS's band, bit for bit")
        XCTAssertEqual(trailer.state, .pulling, "one trailer width")
        XCTAssertEqual(trailer.pullingPercent, 70 / 60, accuracy: 1e-9)
    }

    @MainActor func testTriggersAtTheTriggerDistanceAndHoversAtItsWidth() async throws {
        let trailer = RecordingTrailer()
        trailer.triggerDistance = 100
        let h = TrailerHarness(trailer)
        let end = h.maxOffsetX
        h.scroll(to: end)
        h.dragLeft(h.fingerDistance(showing: 80), release: false)
        XCTAssertEqual(trailer.state, .idle, "past its width but short of the trigger distance")
        XCTAssertEqual(trailer.pullingPercent, 0.8, accuracy: 1e-9)
        h.move(to: 350 - h.fingerDistance(showing: 110))
        XCTAssertEqual(trailer.state, .pulling)
        h.release()
        h.host.advance(seconds: 0.5)
        XCTAssertEqual(trailer.state, .refreshing)
        XCTAssertEqual(h.offsetX, end + 60, "hovers one width past the end")
        XCTAssertEqual(h.insetRight, 60)
        XCTAssertEqual(h.handlerCalls, 1)
        trailer.endRefreshing()
        h.host.advance(seconds: 0.5)
        XCTAssertEqual(h.insetRight, 0)
        XCTAssertEqual(h.offsetX, end)
        XCTAssertEqual(trailer.recorder.transitions, ["idle->pulling", "pulling->refreshing", "refreshing->idle"])
    }

    @MainActor func testATriggerDistanceShorterThanTheWidthStillHoversAtTheWidth() async throws {
        let trailer = RefreshTrailer()
        trailer.triggerDistance = 30
        let h = TrailerHarness(trailer)
        let end = h.maxOffsetX
        h.scroll(to: end)
        h.dragLeft(h.fingerDistance(showing: 40))
        h.host.advance(seconds: 0.5)
        XCTAssertEqual(trailer.state, .refreshing)
        XCTAssertEqual(h.offsetX, end + 60)
        XCTAssertEqual(h.handlerCalls, 1)
    }

    @MainActor func testDragRateScalesTheShownDistance() async throws {
        let trailer = RefreshTrailer()
        trailer.dragRate = 0.5
        let h = TrailerHarness(trailer)
        let end = h.maxOffsetX
        h.scroll(to: end)
        h.dragLeft(h.fingerDistance(showing: 100), release: false)
        XCTAssertEqual(h.offsetX, end + 50, accuracy: 1e-9)
        XCTAssertEqual(trailer.state, .idle, "50 pt: short of one width")
        h.release()
        h.host.advance(seconds: 1)
        XCTAssertEqual(h.offsetX, end, "springs back")
        XCTAssertEqual(h.handlerCalls, 0)
    }

    @MainActor func testMaximumPullCapsTheShownDistance() async throws {
        let trailer = RefreshTrailer()
        trailer.maximumPullDistance = 75
        let h = TrailerHarness(trailer)
        let end = h.maxOffsetX
        h.scroll(to: end)
        h.dragLeft(h.fingerDistance(showing: 200), release: false)
        XCTAssertEqual(h.offsetX, end + 75)
        h.release()
        h.host.advance(seconds: 0.5)
        XCTAssertEqual(trailer.state, .refreshing)
        XCTAssertEqual(h.offsetX, end + 60)
        h.dragLeft(h.fingerDistance(showing: 200), release: false)
        XCTAssertEqual(h.offsetX, end + 75, "75 pt past the end while hovering too")
        h.release()
        h.host.advance(seconds: 1)
        XCTAssertEqual(h.offsetX, end + 60)
    }

    @MainActor func testRefreshOnThresholdRunsTheHandlerOnceAndSettlesOnRelease() async throws {
        let trailer = RecordingTrailer()
        trailer.refreshTrigger = .threshold
        let h = TrailerHarness(trailer)
        let end = h.maxOffsetX
        h.scroll(to: end)
        h.dragLeft(h.fingerDistance(showing: 90), release: false)
        XCTAssertEqual(trailer.state, .refreshing, "the finger still down")
        XCTAssertEqual(h.insetRight, 60)
        XCTAssertGreaterThan(h.offsetX, end + 90, "the finger keeps the content: no jump to where it hovers")
        XCTAssertLessThan(h.offsetX, end + 100)
        h.host.advance(seconds: 0.3)
        XCTAssertEqual(h.handlerCalls, 1)
        h.move(to: 340)
        h.move(to: 350 - h.fingerDistance(showing: 120))
        h.release()
        h.host.advance(seconds: 1)
        XCTAssertEqual(h.offsetX, end + 60, "settles where it hovers")
        XCTAssertEqual(h.grid.presentationContentOffset.x, end + 60)
        XCTAssertEqual(h.handlerCalls, 1)
        XCTAssertEqual(trailer.recorder.transitions, ["idle->refreshing"])
        trailer.endRefreshing()
        h.host.advance(seconds: 0.5)
        XCTAssertEqual(h.offsetX, end)
        h.dragLeft(h.fingerDistance(showing: 90))
        h.host.advance(seconds: 1)
        XCTAssertEqual(h.handlerCalls, 2, "one refresh per pull")
        XCTAssertEqual(trailer.recorder.transitions, ["idle->refreshing", "refreshing->idle", "idle->refreshing"])
    }
}
