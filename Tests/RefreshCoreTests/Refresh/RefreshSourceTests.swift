import Foundation
import RefreshTestSupport
import RefreshTesting
import XCTest

@testable import RefreshCore

/// Every refresh knows what started it (`refreshSource`, `RefreshLoad.source`, the trace's
/// `"source"`): a pull, a key, the app's code or the control itself; and `showRefreshing()` shows a
/// refresh for the app's own load without calling the handler.
nonisolated final class RefreshSourceTests: XCTestCase {
    /// The source each handler call saw, and the loads.
    @MainActor final class Seen {
        var sources: [RefreshSource?] = []
        var loads: [RefreshLoad] = []

        func watch(_ c: RefreshComponent) {
            c.loadHandler = { [unowned self, unowned c] load in
                self.sources.append(c.refreshSource)
                self.loads.append(load)
            }
        }
    }

    @MainActor func testAPullReleasedPastTheThresholdIsAPull() async throws {
        let h = HeaderHarness(header: NormalHeader()), seen = Seen()
        seen.watch(h.header)
        XCTAssertNil(h.header.refreshSource, "no refresh, no source")
        h.pull(h.fingerDistance(showing: 80))
        h.host.advance(seconds: 0.5)
        XCTAssertEqual(h.header.state, .refreshing)
        XCTAssertEqual(h.header.refreshSource, .pull)
        XCTAssertEqual(seen.sources, [.pull], "the handler reads it")
        XCTAssertEqual(seen.loads.first?.source, .pull)
        seen.loads[0].finish()
        XCTAssertNil(h.header.refreshSource, "forgotten when the refresh ends")
    }

    @MainActor func testTheAppsBeginIsCodeUnlessItNamesAnother() async throws {
        let h = HeaderHarness(), seen = Seen()
        seen.watch(h.header)
        h.header.beginRefreshing()
        h.host.advance(seconds: 0.5)
        h.header.endRefreshing()
        h.host.advance(seconds: 0.5)
        h.header.beginRefreshing(source: .automatic)
        h.host.advance(seconds: 0.5)
        XCTAssertEqual(seen.sources, [.code, .automatic])
        XCTAssertEqual(seen.loads.map(\.source), [.code, .automatic])
    }

    @MainActor func testABeginOffWindowKeepsItsSourceThroughWillRefresh() async throws {
        let h = HeaderHarness(inWindow: false), seen = Seen()
        seen.watch(h.header)
        h.header.beginRefreshing(source: .automatic)
        XCTAssertEqual(h.header.state, .willRefresh)
        XCTAssertEqual(h.header.refreshSource, .automatic)
    }

    @MainActor func testKeysAreTheKeySource() async throws {
        let h = HeaderHarness(), seen = Seen()
        seen.watch(h.header)
        let router = ScrollViewInputRouter(scrollView: h.scrollView)
        XCTAssertTrue(router.route(.key("F5")))
        h.host.advance(seconds: 0.5)
        XCTAssertEqual(seen.sources, [.key])
        XCTAssertTrue(h.scrollView.contentOffset.y < 0)
    }

    @MainActor func testAnAutoFooterScrolledIntoViewIsAutomaticATapIsAPullEnterIsAKey() async throws {
        let footer = AutoNormalFooter()
        let h = FooterHarness(footer), seen = Seen()
        seen.watch(footer)
        h.dragUp(h.maxOffsetY + 200)
        XCTAssertEqual(seen.sources.first, .automatic, "\(footer.state)")
        seen.loads[0].finish(.failure(message: "offline"))
        h.host.advance(seconds: 1)
        XCTAssertEqual(footer.state, .failed)
        let router = ScrollViewInputRouter(scrollView: h.list)
        XCTAssertTrue(router.route(.key("Return")))
        XCTAssertEqual(seen.sources.last, .key, "Enter retries as a key")
        seen.loads.last?.finish(.failure())
        h.host.advance(seconds: 1)
        h.tap(atContent: Point(x: 100, y: footer.frame.midY))
        h.host.advance(seconds: 0.1)
        XCTAssertEqual(seen.sources.last, .pull, "a tap is the user's gesture: \(seen.sources)")
        XCTAssertEqual(seen.sources.count, 3)
    }

    @MainActor func testARefreshWaitingForAnotherKeepsItsSourceUntilItBegins() async throws {
        let h = HeaderHarness(), seen = Seen()
        seen.watch(h.header)
        let footer = BackNormalFooter()
        footer.refreshingHandler = {}
        h.scrollView.refreshFooter = footer
        footer.beginRefreshing()
        h.host.advance(seconds: 0.5)
        XCTAssertFalse(h.header.beginRefreshingWhenUnblocked(source: .key))
        XCTAssertTrue(h.header.isWaitingToBegin)
        XCTAssertNil(h.header.refreshSource)
        footer.endRefreshing()
        h.host.advance(seconds: 0.5)
        XCTAssertEqual(seen.sources, [.key])
    }

    @MainActor func testShowRefreshingShowsWithoutCallingTheHandler() async throws {
        let h = HeaderHarness(inset: EdgeInsets(top: 20)), seen = Seen()
        seen.watch(h.header)
        var completions = 0
        h.header.beginRefreshingCompletion = { completions += 1 }
        h.header.showRefreshing()
        h.host.advance(seconds: 0.5)
        XCTAssertEqual(h.header.state, .refreshing)
        XCTAssertEqual(h.header.refreshSource, .code)
        XCTAssertFalse(h.header.refreshCallsHandler)
        XCTAssertEqual(h.insetTop, 20 + RefreshHeader.defaultHeight, "it hovers as any refresh")
        XCTAssertEqual(h.header.handlerCallCount, 0)
        XCTAssertEqual(seen.sources.count, 0, "no handler, no load")
        XCTAssertEqual(completions, 0, "nor the begin completion")
        h.header.endRefreshing()
        h.host.advance(seconds: 0.5)
        XCTAssertEqual(h.header.state, .idle)
        XCTAssertEqual(h.insetTop, 20, "the app's inset, exactly")
        XCTAssertTrue(h.header.refreshCallsHandler, "the next refresh calls it again")
        h.header.beginRefreshing()
        h.host.advance(seconds: 0.5)
        XCTAssertEqual(h.header.handlerCallCount, 1)
        XCTAssertEqual(seen.sources, [.code])
        XCTAssertEqual(completions, 1)
    }

    @MainActor func testShowRefreshingOnAnAutoFooterAndItsIgnoredCallsWarn() async throws {
        let footer = AutoNormalFooter()
        let h = FooterHarness(footer), log = LogCapture()
        log.watch(footer)
        footer.showRefreshing(source: .automatic)
        XCTAssertEqual(footer.state, .refreshing)
        XCTAssertEqual(footer.refreshSource, .automatic)
        XCTAssertEqual(h.handlerCalls, 0)
        footer.showRefreshing()
        XCTAssertTrue(
            log.messages(at: .warning).contains { $0.contains("wrong state") }, "\(log.messages(at: .warning))")
        footer.endRefreshing()
        h.host.advance(seconds: 0.5)
        XCTAssertEqual(h.handlerCalls, 0)
    }

    @MainActor func testTheTraceNamesTheSourceNullWhenNotRefreshing() async throws {
        let h = HeaderHarness()
        func source() -> Any? {
            let line = h.host.traceLine(frame: 0, time: 0)
            let json = try! JSONSerialization.jsonObject(with: Data(line.utf8)) as! [String: Any]
            return (json["header"] as! [String: Any])["source"]
        }
        XCTAssertTrue(source() is NSNull)
        h.header.beginRefreshing(source: .automatic)
        XCTAssertEqual(source() as? String, "automatic")
        h.header.endRefreshing()
        XCTAssertTrue(source() is NSNull)
    }

    @MainActor func testEachRefreshCallsItsHandlerOnceWhateverItsSource() async throws {
        let h = HeaderHarness()
        let router = ScrollViewInputRouter(scrollView: h.scrollView)
        let starts: [() -> Void] = [
            { h.header.beginRefreshing() },
            { router.route(.key("F5")) },
            { h.pull(h.fingerDistance(showing: 80)) },
            { h.header.beginRefreshing(source: .automatic) },
        ]
        for (i, start) in starts.enumerated() {
            start()
            h.host.advance(seconds: 0.5)
            XCTAssertEqual(h.header.handlerCallCount, i + 1, "refresh \(i)")
            h.host.advance(seconds: 1)
            XCTAssertEqual(h.header.handlerCallCount, i + 1, "refresh \(i): no second call")
            h.header.endRefreshing()
            h.host.advance(seconds: 0.5)
        }
    }
}
