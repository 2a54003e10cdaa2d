import XCTest

@testable import RefreshCore

/// MJRefresh's inset conflicts (its issues #916 inset 40 → −4, #1163 −44, #1511, #711): an app
/// that sets `contentInset` before or after attaching, around hiding and showing, or during a
/// refresh always reads back exactly what it set; what the footers add is kept apart, is never negative, and never drifts.
nonisolated final class FooterInsetConflictTests: XCTestCase {
    @MainActor private func assertSane<F>(
        _ h: FooterHarness<F>, app: EdgeInsets, added: Double,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(h.list.contentInset, app, "the app's inset is exactly what it set", file: file, line: line)
        let own = h.list.refreshInset(for: h.footer)
        XCTAssertEqual(own, EdgeInsets(bottom: added), file: file, line: line)
        XCTAssertGreaterThanOrEqual(min(own.top, own.left, own.bottom, own.right), 0, file: file, line: line)
        XCTAssertEqual(h.list.adjustedContentInset, app + EdgeInsets(bottom: added), file: file, line: line)
    }

    @MainActor func testInsetSetBeforeAttaching() async throws {
        let app = EdgeInsets(top: 0, left: 0, bottom: 40, right: 0)
        let footer = AutoStateFooter()
        let h = FooterHarness(footer, inset: app, attach: false)
        h.attach()
        assertSane(h, app: app, added: 44)
        footer.isHidden = true
        assertSane(h, app: app, added: 0)
        h.list.contentInset = app   // #916: the app writes its 40 again while the footer is hidden
        footer.isHidden = false
        assertSane(h, app: app, added: 44)
        footer.isHidden = true
        assertSane(h, app: app, added: 0)
        h.list.refreshFooter = nil
        assertSane(h, app: app, added: 0)
    }

    @MainActor func testHiddenBeforeAttachingNeverTouchesTheInset() async throws {
        let app = EdgeInsets(bottom: 40)
        let footer = AutoStateFooter()
        footer.isHidden = true
        let h = FooterHarness(footer, inset: app)
        assertSane(h, app: app, added: 0)
        h.list.contentInset = EdgeInsets(bottom: 4)
        footer.isHidden = false
        assertSane(h, app: EdgeInsets(bottom: 4), added: 44)
        XCTAssertEqual(footer.frame.minY, 1800)
    }

    @MainActor func testInsetSetAfterAttaching() async throws {
        let footer = AutoStateFooter()
        let h = FooterHarness(footer)
        let app = EdgeInsets(top: 64, left: 0, bottom: 10, right: 0)
        h.list.contentInset = app
        assertSane(h, app: app, added: 44)
        XCTAssertEqual(h.maxOffsetY, 1800 + 54 - 844)
        footer.isHidden = true
        assertSane(h, app: app, added: 0)
        footer.isHidden = false
        assertSane(h, app: app, added: 44)
        h.list.refreshFooter = nil
        assertSane(h, app: app, added: 0)
    }

    @MainActor func testAnAppThatOverwritesTheInsetWithZeroThenHidesTheFooter() async throws {
        let footer = AutoStateFooter()
        let h = FooterHarness(footer)
        h.list.contentInset = .zero   // MJRefresh lost the footer's 44 here and went to −44 on hide (#1163)
        assertSane(h, app: .zero, added: 44)
        footer.isHidden = true
        assertSane(h, app: .zero, added: 0)
        XCTAssertEqual(h.maxOffsetY, 956)
    }

    @MainActor func testRepeatedHideAndShowNeverDrifts() async throws {
        let footer = AutoStateFooter()
        let h = FooterHarness(footer, inset: EdgeInsets(bottom: 7))
        var app = EdgeInsets(bottom: 7)
        for i in 0..<100 {
            footer.isHidden = true
            if i % 3 == 0 {
                app = EdgeInsets(top: Double(i % 5), left: 0, bottom: Double(i % 7), right: 0)
                h.list.contentInset = app
            }
            assertSane(h, app: app, added: 0)
            footer.isHidden = false
            if i % 4 == 0 {
                app.bottom += 1
                h.list.contentInset = app
            }
            assertSane(h, app: app, added: 44)
        }
    }

    @MainActor func testAnInsetChangeDuringAnAutoRefreshIsKept() async throws {
        let footer = AutoStateFooter()
        let h = FooterHarness(footer, inset: EdgeInsets(bottom: 20))
        h.scroll(to: h.maxOffsetY)
        XCTAssertEqual(footer.state, .refreshing)
        h.list.contentInset = EdgeInsets(bottom: 0)
        footer.endRefreshing()
        h.host.advance(seconds: 1)
        assertSane(h, app: EdgeInsets(bottom: 0), added: 44)
    }

    @MainActor func testAnInsetChangeDuringABackRefreshIsKept() async throws {
        for appDuring in [EdgeInsets.zero, EdgeInsets(bottom: 20), EdgeInsets(top: 30, left: 0, bottom: 90, right: 0)] {
            let footer = BackStateFooter()
            let h = FooterHarness(footer, inset: EdgeInsets(bottom: 10))
            footer.beginRefreshing()
            h.host.advance(seconds: 0.3)
            assertSane(h, app: EdgeInsets(bottom: 10), added: 44)
            h.list.contentInset = appDuring
            assertSane(h, app: appDuring, added: 44)
            footer.endRefreshing()
            assertSane(h, app: appDuring, added: 0)
            h.host.advance(seconds: 1)
            assertSane(h, app: appDuring, added: 0)
            XCTAssertEqual(h.list.presentationContentOffset.y, h.offsetY, "at rest")
            XCTAssertLessThanOrEqual(h.offsetY, h.maxOffsetY, "inside the range the app's inset gives")
            XCTAssertGreaterThanOrEqual(h.offsetY, h.list.minContentOffset.y)
        }
    }

    @MainActor func testHideAndShowDuringABackRefreshWithAppChanges() async throws {
        let footer = BackStateFooter()
        let h = FooterHarness(footer, inset: EdgeInsets(bottom: 10))
        footer.beginRefreshing()
        h.host.advance(seconds: 0.3)
        h.list.contentInset = EdgeInsets(bottom: 25)
        footer.isHidden = true
        assertSane(h, app: EdgeInsets(bottom: 25), added: 0)
        footer.isHidden = false
        assertSane(h, app: EdgeInsets(bottom: 25), added: 0)
        footer.beginRefreshing()
        h.host.advance(seconds: 0.3)
        assertSane(h, app: EdgeInsets(bottom: 25), added: 44)
        footer.endRefreshing()
        h.host.advance(seconds: 1)
        assertSane(h, app: EdgeInsets(bottom: 25), added: 0)
        XCTAssertEqual(h.handlerCalls, 2)
    }

    @MainActor func testTheSystemInsetIsAddedButNeverWritten() async throws {
        let footer = AutoStateFooter()
        let h = FooterHarness(footer, inset: EdgeInsets(bottom: 5))
        h.list.systemInset = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        XCTAssertEqual(h.list.adjustedContentInset, EdgeInsets(top: 47, left: 0, bottom: 5 + 34 + 44, right: 0))
        footer.isHidden = true
        XCTAssertEqual(h.list.adjustedContentInset, EdgeInsets(top: 47, left: 0, bottom: 39, right: 0))
        XCTAssertEqual(h.list.contentInset, EdgeInsets(bottom: 5))
        XCTAssertEqual(h.list.systemInset, EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    }

    @MainActor func testABackFooterOnShortContentFollowsInsetChanges() async throws {
        let footer = BackStateFooter()
        let h = FooterHarness(footer, rows: 5)
        XCTAssertEqual(footer.frame.minY, 844)
        h.list.contentInset = EdgeInsets(top: 20, left: 0, bottom: 50, right: 0)
        XCTAssertEqual(footer.frame.minY, 844 - 70, "re-placed when the app changes its inset")
        footer.ignoredScrollViewContentInsetBottom = 50
        XCTAssertEqual(footer.frame.minY, 844 - 20)
    }
}
