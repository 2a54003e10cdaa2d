import XCTest

@testable import RefreshCore

/// The header's `front` placement when the app asks it to make room (`frontPushesContent`), with
/// `refreshTrigger` `.threshold`, and a placement changed while the header refreshes: the hover
/// inset is the new placement's, the handler runs once, and the app's inset is exact afterwards.
/// The list is 844 pt tall with a 20.5 pt top inset, the header 54.
nonisolated final class HeaderFrontPlacementTests: XCTestCase {
    /// Where the header's top is drawn, from the scroll view's top.
    @MainActor func onScreen(_ h: HeaderHarness) -> Double {
        h.header.presentationFrame.minY - h.scrollView.presentationContentOffset.y
    }

    @MainActor func testFrontThatPushesTheContentStaysOverIt() async throws {
        let header = RefreshHeader()
        header.placement = .front
        header.frontPushesContent = true
        let h = HeaderHarness(header: header, inset: EdgeInsets(top: 20.5))
        h.pull(h.fingerDistance(showing: 80))
        h.host.advance(seconds: 1)
        XCTAssertEqual(header.state, .refreshing)
        XCTAssertEqual(header.addedInsetTop, 54, "room made for it")
        XCTAssertEqual(h.offsetY, -74.5)
        XCTAssertEqual(onScreen(h), 20.5, accuracy: 1e-9)
        h.pull(-200)   // the user scrolls the rows up under it
        h.host.advance(seconds: 1)
        XCTAssertEqual(onScreen(h), 20.5, accuracy: 1e-9, "still over the rows, under the inset")
        XCTAssertTrue(h.scrollView.subviews.last === header)
        XCTAssertEqual(header.addedInsetTop, 0, "scrolled in: the inset given up, as translate's")
        h.scrollView.setContentOffset(Point(x: 0, y: -74.5), animated: false)
        XCTAssertEqual(header.addedInsetTop, 54)
        header.endRefreshing()
        h.host.advance(seconds: 2)
        XCTAssertEqual(h.insetTop, 20.5, "the app's inset, exactly")
        XCTAssertEqual(h.offsetY, -20.5)
        XCTAssertEqual(header.frame.minY, -54)
        XCTAssertEqual(h.handlerCalls, 1)
    }

    @MainActor func testAskingFrontToPushWhileItRefreshes() async throws {
        let header = RefreshHeader()
        header.placement = .front
        let h = HeaderHarness(header: header, inset: EdgeInsets(top: 20.5))
        h.pull(h.fingerDistance(showing: 80))
        h.host.advance(seconds: 1)
        XCTAssertEqual(h.offsetY, -20.5, "over the content at rest")
        header.frontPushesContent = true
        h.host.advance(seconds: 0.5)
        XCTAssertEqual(header.addedInsetTop, 54)
        XCTAssertEqual(h.offsetY, -74.5, "the content moved on under it")
        XCTAssertEqual(onScreen(h), 20.5, accuracy: 1e-9)
        header.frontPushesContent = false
        h.host.advance(seconds: 0.5)
        XCTAssertEqual(header.addedInsetTop, 0)
        XCTAssertEqual(h.offsetY, -20.5, "back at rest under it")
        XCTAssertEqual(onScreen(h), 20.5, accuracy: 1e-9)
        header.endRefreshing()
        h.host.advance(seconds: 2)
        XCTAssertEqual(h.insetTop, 20.5)
        XCTAssertEqual(h.handlerCalls, 1)
    }

    @MainActor func testEveryPlacementChangeWhileRefreshing() async throws {
        for from in RefreshPlacement.allCases {
            for to in RefreshPlacement.allCases where to != from {
                for pushes in [false, true] {
                    let header = RefreshHeader()
                    header.placement = from
                    header.frontPushesContent = pushes
                    let h = HeaderHarness(header: header, inset: EdgeInsets(top: 20.5))
                    h.pull(h.fingerDistance(showing: 80))
                    h.host.advance(seconds: 1)
                    let context = "\(from) → \(to), front pushes: \(pushes)"
                    XCTAssertEqual(header.state, .refreshing, context)
                    header.placement = to
                    h.host.advance(seconds: 0.5)
                    let over = to == .front && !pushes
                    XCTAssertEqual(header.addedInsetTop, over ? 0 : 54, context)
                    XCTAssertEqual(h.offsetY, over ? -20.5 : -74.5, context)
                    XCTAssertEqual(onScreen(h), 20.5, accuracy: 1e-9, "\(context): in full view")
                    XCTAssertEqual(header.frame.height, 54, accuracy: 1e-9, context)
                    if to == .front { XCTAssertTrue(h.scrollView.subviews.last === header, context) }
                    header.endRefreshing()
                    h.host.advance(seconds: 2)
                    XCTAssertEqual(header.state, .idle, context)
                    XCTAssertEqual(h.insetTop, 20.5, "\(context): the app's inset, exactly")
                    XCTAssertEqual(h.offsetY, -20.5, context)
                    XCTAssertEqual(header.frame.minY, -54, "\(context): back at rest")
                    XCTAssertEqual(header.frame.height, 54, context)
                    XCTAssertEqual(h.handlerCalls, 1, context)
                }
            }
        }
    }

    @MainActor func testFrontWithTheThresholdTrigger() async throws {
        for pushes in [false, true] {
            let header = RefreshHeader()
            header.placement = .front
            header.frontPushesContent = pushes
            header.refreshTrigger = .threshold
            let h = HeaderHarness(header: header, inset: EdgeInsets(top: 20.5))
            h.pull(h.fingerDistance(showing: 100), release: false)
            h.host.advance()
            XCTAssertEqual(header.state, .refreshing, "began under the finger")
            XCTAssertEqual(header.pullingPercent, 1)
            XCTAssertEqual(onScreen(h), 20.5, accuracy: 1e-9, "pinned over the rows")
            XCTAssertEqual(header.addedInsetTop, pushes ? 54 : 0)
            h.release()
            h.host.advance(seconds: 1.5)
            XCTAssertEqual(h.offsetY, pushes ? -74.5 : -20.5, "settled: pushes \(pushes)")
            XCTAssertEqual(onScreen(h), 20.5, accuracy: 1e-9)
            XCTAssertEqual(h.handlerCalls, 1)
            header.endRefreshing()
            h.host.advance(seconds: 2)
            XCTAssertEqual(h.insetTop, 20.5, "the app's inset, exactly")
            XCTAssertEqual(h.offsetY, -20.5)
            XCTAssertEqual(h.handlerCalls, 1)
        }
    }
}
