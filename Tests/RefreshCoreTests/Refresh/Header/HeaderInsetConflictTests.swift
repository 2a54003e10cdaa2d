import XCTest

@testable import RefreshCore

/// MJRefresh's inset conflicts (its issues #916, #1163): an app that sets `contentInset` while a
/// refresh runs ends with exactly what it set, and the inset the header adds is never negative.
nonisolated final class HeaderInsetConflictTests: XCTestCase {
    @MainActor func testAppInsetSetDuringARefreshIsWhatRemains() async throws {
        for (start, during) in [(20.0, 0.0), (0, 20), (20, 20), (64, 10)] {
            let h = HeaderHarness(inset: EdgeInsets(top: start))
            h.header.beginRefreshing()
            h.host.advance(seconds: 0.3)
            XCTAssertEqual(h.insetTop, start + 54)
            h.scrollView.contentInset = EdgeInsets(top: during)
            XCTAssertEqual(h.scrollView.contentInset, EdgeInsets(top: during))
            XCTAssertGreaterThanOrEqual(h.header.addedInsetTop, 0)
            XCTAssertEqual(h.insetTop, during + h.header.addedInsetTop)
            h.header.endRefreshing()
            for _ in 0..<60 {
                h.host.advance()
                XCTAssertGreaterThanOrEqual(h.header.addedInsetTop, 0, "start \(start), during \(during)")
            }
            XCTAssertEqual(h.scrollView.contentInset, EdgeInsets(top: during), "start \(start), during \(during)")
            XCTAssertEqual(h.scrollView.adjustedContentInset, EdgeInsets(top: during))
            XCTAssertEqual(h.header.addedInsetTop, 0)
            XCTAssertEqual(h.scrollView.presentationContentOffset.y, -during, accuracy: 1e-9, "at rest at the new top")
        }
    }

    @MainActor func testAppInsetSetBeforeBeginAndAfterEnd() async throws {
        let h = HeaderHarness()
        h.scrollView.contentInset = EdgeInsets(top: 30)
        h.scrollView.contentOffset = Point(x: 0, y: -30)
        h.header.beginRefreshing()
        h.host.advance(seconds: 0.3)
        XCTAssertEqual(h.insetTop, 84)
        XCTAssertEqual(h.scrollView.contentOffset.y, -84)
        h.header.endRefreshing()
        h.scrollView.contentInset = EdgeInsets(top: 5)   // right after the end, mid-animation
        h.host.advance(seconds: 1)
        XCTAssertEqual(h.scrollView.contentInset, EdgeInsets(top: 5))
        XCTAssertEqual(h.insetTop, 5)
    }

    @MainActor func testScrolledIntoTheContentWhileTheAppChangesItsInset() async throws {
        let h = HeaderHarness(inset: EdgeInsets(top: 20))
        h.header.beginRefreshing()
        h.host.advance(seconds: 0.3)
        h.host.drag(from: Point(x: 0, y: 500), to: Point(x: 0, y: 200), frames: 5, release: false)
        XCTAssertEqual(h.header.addedInsetTop, 0, "scrolled into the content: nothing added")
        h.scrollView.contentInset = EdgeInsets(top: 0)
        XCTAssertGreaterThanOrEqual(h.header.addedInsetTop, 0)
        h.scrollView.touchMoved(to: Point(x: 0, y: 900), time: h.host.now + 0.02)
        XCTAssertEqual(h.header.addedInsetTop, 54, "pulled back: hovering on the new top")
        h.scrollView.touchUp(time: h.host.now + 0.2)
        h.header.endRefreshing()
        h.host.advance(seconds: 1)
        XCTAssertEqual(h.scrollView.contentInset, .zero)
        XCTAssertEqual(h.scrollView.adjustedContentInset, .zero)
    }

    @MainActor func testANegativeAppInsetNeverMakesTheHeaderAddANegativeOne() async throws {
        let h = HeaderHarness()
        h.header.beginRefreshing()
        h.host.advance(seconds: 0.3)
        h.scrollView.contentInset = EdgeInsets(top: -30)
        for _ in 0..<30 {
            h.host.advance()
            XCTAssertGreaterThanOrEqual(h.header.addedInsetTop, 0)
        }
        h.header.endRefreshing()
        h.host.advance(seconds: 1)
        XCTAssertEqual(h.scrollView.contentInset, EdgeInsets(top: -30), "the app's value, even a strange one")
        XCTAssertEqual(h.header.addedInsetTop, 0)
    }
}
