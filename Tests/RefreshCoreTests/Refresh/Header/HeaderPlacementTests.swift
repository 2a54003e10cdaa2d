import XCTest

@testable import RefreshCore

/// The header's placements (`RefreshPlacement`): where its frame is at given pulls, its order among
/// the scroll view's subviews, and a whole refresh in each (the handler once, the app's inset exact
/// afterwards). The list is 844 pt tall with a 20 pt top inset, the header 54.
nonisolated final class HeaderPlacementTests: XCTestCase {
    @MainActor func testFramesWhilePulled() async throws {
        for placement in RefreshPlacement.allCases {
            let header = RefreshHeader()
            header.placement = placement
            let h = HeaderHarness(header: header, inset: EdgeInsets(top: 20))
            h.pull(h.fingerDistance(showing: 30), release: false)
            h.host.advance()
            let onScreen = header.frame.minY - h.offsetY   // from the scroll view's top
            switch placement {
            case .translate, .front: XCTAssertEqual(onScreen, 20 + 30 - 54, accuracy: 1e-9, "\(placement)")
            case .behind, .scale: XCTAssertEqual(onScreen, 20, accuracy: 1e-9, "pinned under the inset")
            }
            XCTAssertEqual(
                header.frame.height, placement == .scale ? 30 : 54, accuracy: 1e-9,
                "\(placement): over the room it opens")
            XCTAssertEqual(header.designHeight, 54, "\(placement)")
            h.moveFinger(to: h.fingerDistance(showing: 80))
            h.host.advance()
            let pulledFar = header.frame.minY - h.offsetY
            XCTAssertEqual(pulledFar, placement == .translate ? 20 + 80 - 54 : 20, accuracy: 1e-9, "\(placement)")
        }
    }

    @MainActor func testFrontDrawsOverTheRowsAndTheOthersBehind() async throws {
        let h = HeaderHarness(inset: EdgeInsets(top: 20))
        let row = View(frame: Rect(x: 0, y: 0, width: 390, height: 44))
        h.scrollView.addSubview(row)
        XCTAssertTrue(h.scrollView.subviews.first === h.header, "behind the rows by default")
        h.header.placement = .front
        XCTAssertTrue(h.scrollView.subviews.last === h.header)
        h.scrollView.addSubview(View(frame: Rect(x: 0, y: 44, width: 390, height: 44)))
        h.pull(10, release: false)
        XCTAssertTrue(h.scrollView.subviews.last === h.header, "still over a row added later, once scrolled")
        h.header.placement = .behind
        XCTAssertTrue(h.scrollView.subviews.first === h.header)
        // A list inserts its new cells at the back.
        h.scrollView.insertSubview(View(frame: Rect(x: 0, y: 88, width: 390, height: 44)), at: 0)
        h.pull(20, release: false)
        XCTAssertTrue(h.scrollView.subviews.first === h.header, "behind a row inserted at the back, once scrolled")
        let footer = BackFooter()
        footer.placement = .behind
        h.scrollView.refreshFooter = footer
        h.pull(30, release: false)
        XCTAssertTrue(h.scrollView.subviews.first === footer, "two controls behind keep their order")
        XCTAssertTrue(h.scrollView.subviews[1] === h.header)
    }

    @MainActor func testAWholeRefreshInEachPlacementGivesTheInsetBack() async throws {
        for placement in RefreshPlacement.allCases {
            let header = RefreshHeader()
            header.placement = placement
            let h = HeaderHarness(header: header, inset: EdgeInsets(top: 20.5))
            h.pull(h.fingerDistance(showing: 80))
            h.host.advance(seconds: 1)
            XCTAssertEqual(header.state, .refreshing, "\(placement)")
            XCTAssertEqual(h.handlerCalls, 1, "\(placement)")
            let onScreen = header.frame.minY - h.offsetY
            XCTAssertEqual(onScreen, 20.5, accuracy: 1e-9, "\(placement): in full view under the inset")
            if placement == .front {
                XCTAssertEqual(header.addedInsetTop, 0, "over the content: no hover inset")
                XCTAssertEqual(h.offsetY, -20.5, "the content back at rest under the header")
            } else {
                XCTAssertEqual(header.addedInsetTop, 54, "\(placement)")
                XCTAssertEqual(h.offsetY, -74.5, "\(placement)")
            }
            header.endRefreshing()
            h.host.advance()
            if placement == .front {
                let sliding = header.presentationFrame.minY - h.scrollView.presentationContentOffset.y
                XCTAssertTrue(sliding > 20.5 - 54 && sliding < 20.5, "slides back out of view: \(sliding)")
            }
            h.host.advance(seconds: 2)
            XCTAssertEqual(header.state, .idle, "\(placement)")
            XCTAssertEqual(h.insetTop, 20.5, "\(placement): the app's inset, exactly")
            XCTAssertEqual(h.offsetY, -20.5, "\(placement)")
            XCTAssertEqual(header.frame.minY, -54, "\(placement): back at rest")
            XCTAssertEqual(h.handlerCalls, 1, "\(placement)")
        }
    }
}
