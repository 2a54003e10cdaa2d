import XCTest

@testable import RefreshCore

/// The back footer's placements (`RefreshPlacement`), the header's with the signs flipped: its
/// frame at given pulls and a whole refresh in each (the handler once, the app's inset exact
/// afterwards). 30 rows of 60 pt end at 1800 in an 844 pt list with a 10.5 pt bottom inset; the
/// footer is 44 pt.
nonisolated final class BackFooterPlacementTests: XCTestCase {
    @MainActor func testAWholeRefreshInEachPlacementGivesTheInsetBack() async throws {
        for placement in RefreshPlacement.allCases {
            let footer = BackStateFooter()
            footer.placement = placement
            let h = FooterHarness(footer, inset: EdgeInsets(top: 0, left: 0, bottom: 10.5, right: 0))
            h.scroll(to: h.maxOffsetY)
            h.dragUp(h.fingerDistance(showing: 30), release: false)
            h.host.advance()
            let fromBottom = 844 - (footer.frame.maxY - h.offsetY)
            XCTAssertEqual(
                fromBottom, placement == .behind || placement == .scale ? 10.5 : 10.5 + 30 - 44, accuracy: 1e-9,
                "\(placement), pulled by 30")
            XCTAssertEqual(footer.frame.height, placement == .scale ? 30 : 44, accuracy: 1e-9, "\(placement)")
            XCTAssertEqual(footer.height, 44, "\(placement): the design height")
            h.move(to: 700 - h.fingerDistance(showing: 80))
            h.release()
            h.host.advance(seconds: 1)
            XCTAssertEqual(footer.state, .refreshing, "\(placement)")
            XCTAssertEqual(h.handlerCalls, 1, "\(placement)")
            XCTAssertEqual(844 - (footer.frame.maxY - h.offsetY), 10.5, accuracy: 1e-9, "\(placement): in full view")
            XCTAssertEqual(h.list.refreshInset(for: footer).bottom, placement == .front ? 0 : 44, "\(placement)")
            footer.endRefreshing()
            h.host.advance(seconds: 2)
            XCTAssertEqual(footer.state, .idle, "\(placement)")
            XCTAssertEqual(h.insetBottom, 10.5, "\(placement): the app's inset, exactly")
            XCTAssertEqual(h.offsetY, h.maxOffsetY, "\(placement)")
            XCTAssertEqual(footer.frame.minY, 1800, "\(placement): back at rest")
            XCTAssertEqual(h.handlerCalls, 1, "\(placement)")
        }
    }

    @MainActor func testEveryPlacementChangeWhileRefreshing() async throws {
        for from in RefreshPlacement.allCases {
            for to in RefreshPlacement.allCases where to != from {
                let footer = BackStateFooter()
                footer.placement = from
                let h = FooterHarness(footer, inset: EdgeInsets(top: 0, left: 0, bottom: 10.5, right: 0))
                let rest = h.maxOffsetY
                h.scroll(to: rest)
                h.dragUp(h.fingerDistance(showing: 80))
                h.host.advance(seconds: 1)
                XCTAssertEqual(footer.state, .refreshing, "\(from) → \(to)")
                footer.placement = to
                h.host.advance(seconds: 0.5)
                let over = to == .front
                XCTAssertEqual(h.list.refreshInset(for: footer).bottom, over ? 0 : 44, "\(from) → \(to)")
                XCTAssertEqual(h.offsetY, over ? rest : rest + 44, "\(from) → \(to)")
                XCTAssertEqual(844 - (footer.frame.maxY - h.offsetY), 10.5, accuracy: 1e-9, "\(from) → \(to): in view")
                footer.endRefreshing()
                h.host.advance(seconds: 2)
                XCTAssertEqual(h.insetBottom, 10.5, "\(from) → \(to): the app's inset, exactly")
                XCTAssertEqual(h.offsetY, rest, "\(from) → \(to)")
                XCTAssertEqual(footer.frame.minY, 1800, "\(from) → \(to): back at rest")
                XCTAssertEqual(footer.frame.height, 44, "\(from) → \(to)")
                XCTAssertEqual(h.handlerCalls, 1, "\(from) → \(to)")
            }
        }
    }

    @MainActor func testAHeightSetWhileStretchedIsTheNewDesignHeight() async throws {
        let footer = BackStateFooter()
        footer.placement = .scale
        let h = FooterHarness(footer)
        h.scroll(to: h.maxOffsetY)
        h.dragUp(h.fingerDistance(showing: 30), release: false)
        h.host.advance()
        XCTAssertEqual(footer.frame.height, 30, accuracy: 1e-9)
        footer.height = 60
        XCTAssertEqual(footer.height, 60)
        XCTAssertEqual(footer.frame.height, 30, accuracy: 1e-9, "still stretched over the room")
        h.host.advance()
        XCTAssertEqual(footer.pullingPercent, 0.5, accuracy: 1e-9, "the threshold follows the new height")
        h.move(to: 700 - h.fingerDistance(showing: 90))
        h.release()
        h.host.advance(seconds: 1)
        XCTAssertEqual(footer.state, .refreshing)
        XCTAssertEqual(h.list.refreshInset(for: footer).bottom, 60, "hovers at the new height")
        XCTAssertEqual(footer.frame.height, 60, accuracy: 1e-9)
        footer.endRefreshing()
        h.host.advance(seconds: 2)
        XCTAssertEqual(h.insetBottom, 0, "the app's inset, exactly")
        XCTAssertEqual(footer.frame.height, 60)
        footer.placement = .translate
        XCTAssertFalse(footer.clipsToBounds, "scale's clipping given back")
    }

    @MainActor func testTheTrailerStaysTranslate() async throws {
        let trailer = NormalTrailer()
        trailer.placement = .front
        XCTAssertEqual(trailer.effectivePlacement, .translate, "only the header and the back footer are placed")
        let h = TrailerHarness(trailer, items: 2, inset: EdgeInsets(top: 0, left: 10, bottom: 0, right: 20))
        h.dragLeft(h.fingerDistance(showing: 80))
        h.host.advance()
        XCTAssertEqual(trailer.state, .refreshing)
        XCTAssertEqual(h.grid.refreshInset(for: trailer).right, 60 + (390 - 30 - 244), "it hovers by its inset")
        XCTAssertEqual(trailer.frame.minX, 390 - 30, "at rest")
    }
}
