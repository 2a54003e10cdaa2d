import XCTest

@testable import RefreshCore

/// Seeded random property tests of each refresh state machine: for any app inset and any pull, a
/// release refreshes exactly when the pull passed the threshold, the handler runs exactly once
/// per refresh, nothing is left `pulling`, and ending gives back exactly the inset the refresh
/// added. Pulls within 4 pt of a threshold are skipped (which side they land on is not the
/// property). Each failure names its case.
nonisolated final class StateMachinePropertyTests: XCTestCase {
    /// A pull that shows `shown` points, away from `threshold`.
    @MainActor func shown(_ r: inout SplitMix64, threshold: Double) -> Double {
        while true {
            let s = r.double(3...160)
            if abs(s - threshold) > 4 { return s }
        }
    }

    @MainActor func testHeaderRefreshesExactlyPastItsHeightAndGivesItsInsetBack() async throws {
        var r = SplitMix64(seed: 11)
        for i in 0..<150 {
            let app = EdgeInsets(top: r.double(0...80)), system = EdgeInsets(top: r.double(0...40))
            let h = HeaderHarness(inset: app, system: system)
            let s = shown(&r, threshold: RefreshHeader.defaultHeight)
            h.pull(h.fingerDistance(showing: s))
            h.host.advance(seconds: 0.4)
            let past = s > RefreshHeader.defaultHeight
            XCTAssertEqual(h.header.state, past ? .refreshing : .idle, "case \(i): shown \(s)")
            XCTAssertEqual(h.handlerCalls, past ? 1 : 0, "case \(i)")
            XCTAssertEqual(
                h.insetTop, app.top + system.top + (past ? RefreshHeader.defaultHeight : 0), accuracy: 1e-9, "case \(i)"
            )
            h.header.endRefreshing()
            h.host.advance(seconds: 0.6)
            XCTAssertEqual(h.header.state, .idle, "case \(i)")
            XCTAssertEqual(h.scrollView.adjustedContentInset, app + system, "case \(i): exactly the app's and system's")
            XCTAssertEqual(h.scrollView.contentInset, app, "case \(i)")
            XCTAssertEqual(h.handlerCalls, past ? 1 : 0, "case \(i): once per refresh")
        }
    }

    @MainActor func testBackFooterRefreshesExactlyPastItsHeightAndGivesItsInsetBack() async throws {
        var r = SplitMix64(seed: 12)
        for i in 0..<150 {
            let app = EdgeInsets(top: r.double(0...40), bottom: r.double(0...60))
            let h = FooterHarness(BackStateFooter(), rows: r.int(20...40), inset: app)
            h.scroll(to: h.maxOffsetY)
            let s = shown(&r, threshold: RefreshFooter.defaultHeight)
            h.dragUp(h.fingerDistance(showing: s))
            h.host.advance(seconds: 0.4)
            let past = s > RefreshFooter.defaultHeight
            XCTAssertEqual(h.footer.state, past ? .refreshing : .idle, "case \(i): shown \(s)")
            XCTAssertEqual(h.handlerCalls, past ? 1 : 0, "case \(i)")
            h.footer.endRefreshing()
            h.host.advance(seconds: 0.6)
            XCTAssertEqual(h.footer.state, .idle, "case \(i)")
            XCTAssertEqual(h.list.adjustedContentInset, app, "case \(i): exactly the app's inset")
            XCTAssertEqual(h.handlerCalls, past ? 1 : 0, "case \(i)")
            XCTAssertTrue(
                h.offsetY >= h.list.minContentOffset.y - 1e-9 && h.offsetY <= h.maxOffsetY + 1e-9,
                "case \(i): at rest inside")
        }
    }

    @MainActor func testTrailerRefreshesExactlyPastItsWidthAndGivesItsInsetBack() async throws {
        var r = SplitMix64(seed: 13)
        for i in 0..<150 {
            let app = EdgeInsets(left: r.double(0...30), right: r.double(0...40))
            let h = TrailerHarness(NormalTrailer(), items: r.int(8...30), inset: app)
            h.scroll(to: h.maxOffsetX)
            let s = shown(&r, threshold: RefreshTrailer.defaultWidth)
            h.dragLeft(h.fingerDistance(showing: s))
            h.host.advance(seconds: 0.4)
            let past = s > RefreshTrailer.defaultWidth
            XCTAssertEqual(h.trailer.state, past ? .refreshing : .idle, "case \(i): shown \(s)")
            XCTAssertEqual(h.handlerCalls, past ? 1 : 0, "case \(i)")
            h.trailer.endRefreshing()
            h.host.advance(seconds: 0.6)
            XCTAssertEqual(h.trailer.state, .idle, "case \(i)")
            XCTAssertEqual(h.grid.adjustedContentInset, app, "case \(i): exactly the app's inset")
        }
    }

    /// Random gestures toward the end: an auto footer starts at most once per gesture, runs its
    /// handler once per refresh, keeps exactly its height in the bottom inset, and is never pulling.
    @MainActor func testAutoFooterStartsAtMostOncePerGesture() async throws {
        var r = SplitMix64(seed: 14)
        var total = 0
        for i in 0..<40 {
            let h = FooterHarness(AutoStateFooter(), rows: r.int(10...40))
            var refreshes = 0
            for g in 0..<r.int(1...6) {
                let before = h.handlerCalls
                h.dragUp(r.double(20...1200), rest: r.chance(0.5) ? 0.05 : 0)
                h.host.advance(seconds: 2)
                XCTAssertLessThanOrEqual(h.handlerCalls - before, 1, "case \(i) gesture \(g): one start per gesture")
                XCTAssertNotEqual(h.footer.state, .pulling, "case \(i) gesture \(g)")
                if h.footer.state == .refreshing {
                    refreshes += 1
                    h.footer.endRefreshing()
                    h.host.advance(seconds: 0.5)
                }
                XCTAssertEqual(
                    h.insetBottom, RefreshFooter.defaultHeight, "case \(i) gesture \(g): its height, nothing more")
            }
            XCTAssertEqual(h.handlerCalls, refreshes, "case \(i): one handler call per refresh")
            total += refreshes
        }
        XCTAssertGreaterThan(total, 20, "the gestures reach the end often")
    }
}
