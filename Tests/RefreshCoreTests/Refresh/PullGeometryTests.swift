import RefreshTestSupport
import RefreshTesting
import XCTest

@testable import RefreshCore

/// The one pull rule (`PullGeometry`, RefreshComponent+Pull) at each edge a control sits at: the
/// header's top, the back footer's bottom and the trailer's right. The values first, then each
/// control pulled through the same steps, with app insets that are not whole points.
nonisolated final class PullGeometryTests: XCTestCase {
    @MainActor func testTopEdge() async throws {
        let g = PullGeometry(
            edge: .top, content: 3000, viewport: 844, inset: EdgeInsets(top: 20, bottom: 10), extent: 54,
            trigger: 54)
        XCTAssertEqual(g.happenOffset, -20, "at rest under the top inset")
        XCTAssertEqual(g.threshold, -74)
        XCTAssertEqual(g.hoverOffset, -74)
        XCTAssertEqual(g.percent(at: 100), 0, "scrolled into the content")
        XCTAssertEqual(g.percent(at: -20), 0)
        XCTAssertEqual(g.percent(at: -47), 0.5)
        XCTAssertEqual(g.percent(at: -74), 1)
        XCTAssertEqual(g.percent(at: -101), 1.5)
        XCTAssertFalse(g.isPulled(at: -20), "the rest offset is no pull")
        XCTAssertTrue(g.isPulled(at: -20.5))
        XCTAssertFalse(g.isPastThreshold(at: -74), "at the threshold is not past it")
        XCTAssertTrue(g.isPastThreshold(at: -74.5))
        XCTAssertEqual(g.hoverInset, 54)
        XCTAssertEqual(g.insets(54), EdgeInsets(top: 54))
    }

    @MainActor func testBottomEdgeIsTheTopEdgeWithTheSignsFlipped() async throws {
        let g = PullGeometry(
            edge: .bottom, content: 1800, viewport: 844, inset: EdgeInsets(top: 20, bottom: 30), extent: 44,
            trigger: 44)
        XCTAssertEqual(g.contentBreak, 1800 - (844 - 50))
        XCTAssertEqual(g.happenOffset, 986, "the end of the scroll range: 1800 + 30 − 844")
        XCTAssertEqual(g.threshold, 1030)
        XCTAssertEqual(g.hoverOffset, 1030)
        XCTAssertEqual(g.percent(at: 500), 0)
        XCTAssertEqual(g.percent(at: 1008), 0.5)
        XCTAssertEqual(g.percent(at: 1052), 1.5)
        XCTAssertFalse(g.isPulled(at: 986))
        XCTAssertTrue(g.isPulled(at: 986.5))
        XCTAssertFalse(g.isPastThreshold(at: 1030))
        XCTAssertTrue(g.isPastThreshold(at: 1030.5))
        XCTAssertEqual(g.hoverInset, 44)
        XCTAssertEqual(g.insets(44), EdgeInsets(bottom: 44))
        XCTAssertEqual(g.trailingOrigin(ignoring: 0), 1800, "after the content")
        XCTAssertEqual(g.trailingOrigin(ignoring: 30), 1830)
        let top = PullGeometry(edge: .top, content: 1800, viewport: 844, inset: .zero, extent: 44, trigger: 44)
        let bottom = PullGeometry(edge: .bottom, content: 1800, viewport: 844, inset: .zero, extent: 44, trigger: 44)
        for pull in [0.0, 11, 22, 44, 66, 100] {
            XCTAssertEqual(
                top.percent(at: top.happenOffset - pull), bottom.percent(at: bottom.happenOffset + pull),
                "a pull of \(pull)")
            XCTAssertEqual(top.offset(pulledBy: pull), -pull)
            XCTAssertEqual(bottom.offset(pulledBy: pull), 956 + pull)
        }
    }

    @MainActor func testBottomEdgeOfShortContentHoversOverTheGap() async throws {
        let g = PullGeometry(
            edge: .bottom, content: 300, viewport: 844, inset: EdgeInsets(top: 20, bottom: 10), extent: 44,
            trigger: 44)
        XCTAssertEqual(g.contentBreak, -514)
        XCTAssertEqual(g.happenOffset, -20, "shows as soon as the content is pulled up")
        XCTAssertEqual(g.hoverOffset, 24)
        XCTAssertEqual(g.hoverInset, 44 + 514, "its height plus the gap")
        XCTAssertEqual(g.trailingOrigin(ignoring: 0), 814, "at the bottom of the room the insets leave")
    }

    @MainActor func testRightEdgeWithATriggerDistanceApartFromTheWidth() async throws {
        let g = PullGeometry(
            edge: .right, content: 2360, viewport: 390, inset: EdgeInsets(top: 40, left: 10, bottom: 40, right: 5),
            extent: 60, trigger: 100)
        XCTAssertEqual(g.contentBreak, 2360 - 375, "the vertical insets play no part")
        XCTAssertEqual(g.happenOffset, 1975)
        XCTAssertEqual(g.threshold, 2075)
        XCTAssertEqual(g.hoverOffset, 2035, "hovers at its width, short of the threshold")
        XCTAssertEqual(g.percent(at: 2025), 0.5)
        XCTAssertEqual(g.percent(at: 2035), 0.6)
        XCTAssertFalse(g.isPastThreshold(at: 2035))
        XCTAssertTrue(g.isPastThreshold(at: 2076))
        XCTAssertEqual(g.insets(60), EdgeInsets(right: 60))
        XCTAssertEqual(g.trailingOrigin(ignoring: 5), 2365)
    }

    @MainActor func testAZeroTriggerDistanceGivesNoPercent() async throws {
        let g = PullGeometry(edge: .top, content: 3000, viewport: 844, inset: .zero, extent: 0, trigger: 0)
        XCTAssertEqual(g.percent(at: -30), 0)
        XCTAssertTrue(g.isPastThreshold(at: -0.5))
    }

    // MARK: Through the controls

    @MainActor func testHeaderFollowsTheRuleAndGivesItsInsetBackExactly() async throws {
        let inset = EdgeInsets(top: 20.5, left: 0, bottom: 10.25, right: 0)
        let header = RecordingHeader()
        let h = HeaderHarness(header: header, inset: inset)
        XCTAssertEqual(header.pullEdge, .top)
        let drive = PullDrive(
            host: h.host, scrollView: h.scrollView, start: { h.pull(h.fingerDistance(showing: $0), release: false) },
            move: { h.moveFinger(to: h.fingerDistance(showing: $0)) }, release: h.release)
        assertPullCycle(
            header, recorder: header.recorder, drive, appInset: inset, rest: Point(x: 0, y: -20.5),
            hover: Point(x: 0, y: -74.5))
    }

    @MainActor func testHeaderGivesUpTheInsetTheContentIsScrolledInPastWhileRefreshing() async throws {
        let header = RefreshHeader()
        let h = HeaderHarness(header: header, inset: EdgeInsets(top: 20.5))
        header.beginRefreshing()
        h.host.advance(seconds: 0.5)
        XCTAssertEqual(header.addedInset, EdgeInsets(top: 54))
        h.scrollView.contentOffset = Point(x: 0, y: -40.5)
        XCTAssertEqual(header.addedInset, EdgeInsets(top: 20), "what still shows of the header")
        h.scrollView.contentOffset = Point(x: 0, y: 300)
        XCTAssertEqual(header.addedInset, .zero)
        h.scrollView.contentOffset = Point(x: 0, y: -200)
        XCTAssertEqual(header.addedInset, EdgeInsets(top: 54), "never more than its height")
    }

    @MainActor func testBackFooterFollowsTheRuleAndGivesItsInsetBackExactly() async throws {
        let inset = EdgeInsets(top: 20.5, left: 0, bottom: 10.25, right: 0)
        let footer = RecordingBackFooter()
        let h = FooterHarness(footer, inset: inset)
        XCTAssertEqual(footer.pullEdge, .bottom)
        let end = h.maxOffsetY
        XCTAssertEqual(end, 1800 + 10.25 - 844)
        h.scroll(to: end)
        let drive = PullDrive(
            host: h.host, scrollView: h.list, start: { h.dragUp(h.fingerDistance(showing: $0), release: false) },
            move: { h.move(to: 700 - h.fingerDistance(showing: $0)) }, release: { h.release() })
        assertPullCycle(
            footer, recorder: footer.recorder, drive, appInset: inset, rest: Point(x: 0, y: end),
            hover: Point(x: 0, y: end + 44))
    }

    @MainActor func testTrailerFollowsTheRuleOnTheHorizontalAxisAndGivesItsInsetBackExactly() async throws {
        let inset = EdgeInsets(top: 0, left: 10.5, bottom: 0, right: 5.25)
        let trailer = RecordingTrailer()
        let h = TrailerHarness(trailer, inset: inset)
        XCTAssertEqual(trailer.pullEdge, .right)
        let end = h.maxOffsetX
        XCTAssertEqual(end, h.contentWidth + 5.25 - 390)
        h.scroll(to: end)
        let drive = PullDrive(
            host: h.host, scrollView: h.grid, start: { h.dragLeft(h.fingerDistance(showing: $0), release: false) },
            move: { h.move(to: 350 - h.fingerDistance(showing: $0)) }, release: { h.release() })
        assertPullCycle(
            trailer, recorder: trailer.recorder, drive, appInset: inset, rest: Point(x: end, y: 0),
            hover: Point(x: end + 60, y: 0))
    }
}

/// How a test drags one control's scroll view: a drag begun and moved to show a given overscroll
/// past the control's edge, in points, and a release at rest.
private struct PullDrive {
    let host: RefreshTestHost
    let scrollView: ScrollView
    let start: (_ shown: Double) -> Void
    let move: (_ shown: Double) -> Void
    let release: () -> Void
}

/// Pulls `control` through the rule's steps: half its extent past the edge (idle, 0.5), one and a
/// half (pulling, 1.5), released (refreshing, hovering at `hover` by its extent on its edge only),
/// ended (the app's inset exactly, back at `rest`).
@MainActor private func assertPullCycle(
    _ control: RefreshComponent, recorder: TransitionRecorder, _ drive: PullDrive, appInset: EdgeInsets, rest: Point,
    hover: Point, line: UInt = #line
) {
    let g = control.pullGeometry!
    let axis = g.edge.axis
    drive.start(g.extent / 2)
    XCTAssertEqual(drive.scrollView.contentOffset[axis], g.offset(pulledBy: g.extent / 2), accuracy: 1e-9, line: line)
    XCTAssertEqual(control.pullingPercent, 0.5, accuracy: 1e-9, line: line)
    XCTAssertEqual(control.state, .idle, line: line)
    drive.move(g.extent * 1.5)
    XCTAssertEqual(control.pullingPercent, 1.5, accuracy: 1e-9, line: line)
    XCTAssertEqual(control.state, .pulling, line: line)
    drive.release()
    drive.host.advance(seconds: 0.5)
    XCTAssertEqual(control.state, .refreshing, line: line)
    XCTAssertEqual(control.addedInset, g.insets(g.extent), "its extent, on its edge only", line: line)
    XCTAssertEqual(drive.scrollView.contentOffset, hover, "hovers one extent past the edge", line: line)
    control.endRefreshing()
    drive.host.advance(seconds: 0.5)
    XCTAssertEqual(drive.scrollView.adjustedContentInset, appInset, "exactly the app's inset", line: line)
    XCTAssertEqual(control.addedInset, .zero, line: line)
    XCTAssertEqual(drive.scrollView.contentOffset, rest, line: line)
    XCTAssertEqual(recorder.transitions, ["idle->pulling", "pulling->refreshing", "refreshing->idle"], line: line)
}
