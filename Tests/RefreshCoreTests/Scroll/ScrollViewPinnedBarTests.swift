import RefreshTestSupport
import RefreshTesting
import XCTest

@testable import RefreshCore

/// `ScrollView.pinnedBar`: a bar over the viewport's top that never moves, whose height is part
/// of the adjusted inset's top and never of the app's `contentInset`.
nonisolated final class ScrollViewPinnedBarTests: XCTestCase {
    /// A host whose scroll view has 5000 pt of content and the app's own 10 pt inset, at rest at the top.
    @MainActor func makeHost() throws -> (RefreshTestHost, ScrollView) {
        let host = try RefreshTestHost.core()
        let sv = host.scrollView
        sv.contentSize = Size(width: 390, height: 5000)
        sv.contentInset = EdgeInsets(top: 10)
        sv.contentOffset = Point(x: 0, y: -10)
        return (host, sv)
    }

    @MainActor func testTheBarAddsItsHeightApartFromTheAppsInsetAndGivesItBackExactly() async throws {
        let (host, sv) = try makeHost()
        let bar = PinnedBar(height: 52)
        sv.pinnedBar = bar
        XCTAssertEqual(sv.contentInset, EdgeInsets(top: 10), "the app's inset is the app's")
        XCTAssertEqual(sv.adjustedContentInset.top, 62)
        XCTAssertEqual(sv.refreshControlInset, .zero, "the bar is no refresh control")
        XCTAssertEqual(sv.contentOffset.y, -62, "content resting at the top stays at the top, below the bar")
        XCTAssertTrue(bar.superview === host.root, "drawn by the scroll view's superview")
        XCTAssertTrue(host.root.subviews.firstIndex { $0 === bar } == host.root.subviews.firstIndex { $0 === sv }! + 1)
        XCTAssertEqual(bar.frame, Rect(x: 0, y: 0, width: 390, height: 52))
        bar.height = 44
        XCTAssertEqual(sv.adjustedContentInset.top, 54)
        XCTAssertEqual(sv.contentOffset.y, -54)
        bar.isHidden = true
        XCTAssertEqual(sv.adjustedContentInset.top, 10, "a hidden bar takes no room")
        bar.isHidden = false
        sv.pinnedBar = nil
        XCTAssertEqual(sv.adjustedContentInset, EdgeInsets(top: 10), "given back exactly")
        XCTAssertEqual(sv.contentOffset.y, -10)
        XCTAssertNil(bar.superview)
        sv.contentInset = EdgeInsets(top: 20)
        XCTAssertEqual(sv.adjustedContentInset.top, 20)
    }

    @MainActor func testTheBarNeverMovesWhileTheContentRubberBands() async throws {
        let (host, sv) = try makeHost()
        let bar = PinnedBar()
        sv.pinnedBar = bar
        host.drag(from: Point(x: 100, y: 200), to: Point(x: 100, y: 500), frames: 10, release: false)
        XCTAssertLessThan(sv.contentOffset.y, -62 - 50, "pulled past the top")
        XCTAssertEqual(bar.presentationFrame, Rect(x: 0, y: 0, width: 390, height: 52))
        host.lift()
        host.frame(after: 2)
        XCTAssertEqual(sv.contentOffset.y, -62, accuracy: 1e-9, "back to rest below the bar")
        XCTAssertEqual(bar.presentationFrame, Rect(x: 0, y: 0, width: 390, height: 52))
    }

    /// A press on the bar is the bar's: the content does not follow the finger; a press below it is a drag.
    @MainActor func testAPressOnTheBarDoesNotDragTheContent() async throws {
        let (host, sv) = try makeHost()
        sv.pinnedBar = PinnedBar(height: 52)
        host.drag(from: Point(x: 100, y: 30), to: Point(x: 100, y: 300), frames: 10, release: false)
        XCTAssertFalse(sv.isTracking)
        XCTAssertEqual(sv.contentOffset.y, -62)
        host.lift()
        host.drag(from: Point(x: 100, y: 60), to: Point(x: 100, y: 300), frames: 10)
        XCTAssertLessThan(sv.contentOffset.y, -62, "just below the bar, the content is dragged")
    }

    /// The header's threshold is measured from the bar's bottom edge: it arms one header height
    /// past the content at rest below the bar.
    @MainActor func testTheHeadersThresholdIsMeasuredFromTheBarsBottomEdge() async throws {
        let h = HeaderHarness(header: NormalHeader(), inset: EdgeInsets(top: 10))
        let sv = h.scrollView, header = h.header
        sv.pinnedBar = PinnedBar(height: 52)
        h.host.advance()
        XCTAssertEqual(h.offsetY, -62)
        XCTAssertEqual(header.scrollViewOriginalInset.top, 62)
        let short = RubberBand.distance(for: 53, dimension: 844), past = RubberBand.distance(for: 56, dimension: 844)
        h.host.touchDown(at: Point(x: 100, y: 100))
        h.host.moveTouch(to: Point(x: 100, y: 100 + short), duration: 0.1)
        XCTAssertEqual(h.offsetY, -62 - 53, accuracy: 1e-6)
        XCTAssertEqual(header.state, .idle, "53 pt below the bar: short of the 54 pt header")
        h.host.moveTouch(to: Point(x: 100, y: 100 + past), duration: 0.1)
        XCTAssertEqual(header.state, .pulling)
        h.host.release()
        h.host.frame(after: 1)
        XCTAssertEqual(header.state, .refreshing)
        XCTAssertEqual(h.offsetY, -62 - header.frame.height, accuracy: 1e-6, "hovering below the bar")
        header.endRefreshing()
        h.host.frame(after: 1)
        XCTAssertEqual(sv.adjustedContentInset, EdgeInsets(top: 62), "the header's inset given back, the bar's kept")
        XCTAssertEqual(sv.contentInset, EdgeInsets(top: 10))
        XCTAssertEqual(h.offsetY, -62)
    }

    @MainActor func testANegativeHeightBecomesZeroWithAWarning() async throws {
        let log = LogCapture()
        let (_, sv) = try makeHost()
        let bar = PinnedBar()
        bar.logger = log.logger
        sv.pinnedBar = bar
        bar.height = -5
        XCTAssertEqual(bar.height, 0)
        XCTAssertEqual(sv.adjustedContentInset.top, 10)
        XCTAssertTrue(log.entries.contains { $0.says(["property": "height", "result": "0.0"]) })
    }

    /// Page Down scrolls by what the viewport shows below the bar, so no row goes by unseen; Home
    /// comes back to rest below the bar.
    @MainActor func testAPageIsTheViewportLessTheBar() async throws {
        let (host, sv) = try makeHost()
        sv.pinnedBar = PinnedBar(height: 52)
        let router = ScrollViewInputRouter(scrollView: sv)
        XCTAssertTrue(router.route(.key("PageDown")))
        host.frame(after: 1)
        XCTAssertEqual(sv.contentOffset.y, -62 + 844 - 52, accuracy: 1e-9)
        XCTAssertTrue(router.route(.key("Home")))
        host.frame(after: 1)
        XCTAssertEqual(sv.contentOffset.y, -62, accuracy: 1e-9)
    }

    /// The placeholder in the tree's language, "Search" unless set.
    @MainActor func testThePlaceholderIsLocalized() async throws {
        let (_, sv) = try makeHost()
        let bar = PinnedBar()
        sv.pinnedBar = bar
        XCTAssertEqual(bar.displayedPlaceholder, "Search")
        bar.localizer = RefreshLocalizer(language: .de)
        XCTAssertEqual(bar.displayedPlaceholder, "Suchen")
        bar.placeholder = "Find a row"
        XCTAssertEqual(bar.displayedPlaceholder, "Find a row")
    }
}
