import RefreshTestSupport
import RefreshTesting
import XCTest

@testable import RefreshCore

/// A trackpad overscroll is not a drag: pulled far past a header's, back footer's or trailer's
/// threshold, none of them goes to `pulling` or refreshes, neither while it is pulled nor when it
/// settles; the content springs back.
nonisolated final class TrackpadRefreshTests: XCTestCase {
    /// Sends 30 deltas of `step` one frame apart on `axis`, then waits for the settle; returns the
    /// largest pulling percent seen and every state seen.
    @MainActor func pull(_ sv: ScrollView, _ control: RefreshComponent, host: RefreshTestHost, axis: Axis, step: Double)
        -> (maxPercent: Double, states: Set<RefreshState>)
    {
        var states: Set<RefreshState> = [control.state]
        var maxPercent = 0.0
        for _ in 0..<30 {
            var d = Point.zero
            d[axis] = step
            sv.trackpadScroll(by: d, time: host.now)
            states.insert(control.state)
            host.advance()
            states.insert(control.state)
            maxPercent = max(maxPercent, control.pullingPercent)
        }
        for _ in 0..<Int(2 * host.fps) {
            host.advance()
            states.insert(control.state)
        }
        return (maxPercent, states)
    }

    /// 300 pt of trackpad deltas down at the top of a header's list: shown well past the 54 pt
    /// threshold (percent > 1), yet idle throughout, no handler call, back at the top.
    @MainActor func testAHeaderIsNeverPulledByATrackpad() async throws {
        let h = HeaderHarness(header: NormalHeader())
        let (maxPercent, states) = pull(h.scrollView, h.header, host: h.host, axis: .vertical, step: -10)
        XCTAssertGreaterThan(maxPercent, 1.5, "pulled well past the threshold")
        XCTAssertEqual(states, [.idle])
        XCTAssertEqual(h.handlerCalls, 0)
        XCTAssertEqual(h.scrollView.contentOffset.y, 0)
        XCTAssertEqual(h.header.pullingPercent, 0)
        XCTAssertFalse(h.scrollView.isMoving)
        // The same header still refreshes from a real drag afterwards.
        h.pull(h.fingerDistance(showing: 80))
        h.host.advance()
        XCTAssertEqual(h.header.state, .refreshing)
    }

    @MainActor func testABackFooterIsNeverPulledByATrackpad() async throws {
        let h = FooterHarness(RecordingBackFooter(), rows: 30)
        h.scroll(to: h.maxOffsetY)
        let (maxPercent, _) = pull(h.sv, h.footer, host: h.host, axis: .vertical, step: 10)
        XCTAssertGreaterThan(maxPercent, 1.5)
        XCTAssertEqual(h.footer.recorder.transitions, [], "never left idle")
        XCTAssertEqual(h.handlerCalls, 0)
        XCTAssertEqual(h.offsetY, h.maxOffsetY)
    }

    @MainActor func testATrailerIsNeverPulledByATrackpad() async throws {
        let h = TrailerHarness(RecordingTrailer())
        h.scroll(to: h.maxOffsetX)
        let (maxPercent, _) = pull(h.grid, h.trailer, host: h.host, axis: .horizontal, step: 10)
        XCTAssertGreaterThan(maxPercent, 1.5)
        XCTAssertEqual(h.trailer.recorder.transitions, [])
        XCTAssertEqual(h.handlerCalls, 0)
        XCTAssertEqual(h.offsetX, h.maxOffsetX)
    }
}
