import RefreshTestSupport
import XCTest

@testable import RefreshCore

/// What a header's refresh does to the footer of the same list (issue 28, item 7): a header
/// refresh that reloaded the rows clears a failed footer's retry; one that failed or was cancelled
/// brought no rows and leaves it standing; no more data stays until the app calls
/// `resetNoMoreData()`, as in MJRefresh (the one line the header's handler writes).
nonisolated final class FooterAcrossHeaderRefreshTests: XCTestCase {
    /// A list with a header and an auto footer, both recording their loads.
    @MainActor final class Pair {
        let footer = AutoNormalFooter()
        let header = NormalHeader()
        let h: FooterHarness<AutoNormalFooter>
        let footerLoads: LoadRecorder
        let headerLoads: LoadRecorder

        init() {
            h = FooterHarness(footer, rows: 30)
            footerLoads = LoadRecorder(footer)
            headerLoads = LoadRecorder(header)
            h.list.refreshHeader = header
        }

        /// The footer loads at the end and its load ends with `outcome`; it rests afterwards.
        func footerLoad(ending outcome: RefreshOutcome) {
            h.beginAtTheEnd(running: 0.1)
            footerLoads[footerLoads.count - 1].finish(outcome)
            h.host.advance(seconds: 1.2)
        }

        /// The header refreshes from the top; `end` ends it; the list rests afterwards.
        func headerRefresh(_ end: (RefreshLoad) -> Void) {
            h.scroll(to: 0)
            header.beginRefreshing()
            h.host.advance(seconds: 0.4)
            end(headerLoads[headerLoads.count - 1])
            h.host.advance(seconds: 1.2)
            XCTAssertEqual(header.state, .idle)
        }
    }

    @MainActor func testAHeaderRefreshThatEndedWithSuccessClearsTheRetry() async {
        let p = Pair()
        p.footerLoad(ending: .failure())
        XCTAssertEqual(p.footer.state, .failed)
        p.headerRefresh { $0.finish(.success) }
        XCTAssertEqual(p.footer.state, .idle)
        XCTAssertEqual(p.footer.stateLabel.text, "Tap or pull up to load more")
        XCTAssertEqual(p.footerLoads.count, 1, "it does not load by itself for that")
    }

    @MainActor func testAHeaderRefreshEndedWithoutAnOutcomeClearsTheRetry() async {
        let p = Pair()
        p.footerLoad(ending: .failure())
        p.headerRefresh { _ in p.header.endRefreshing() }   // MJRefresh's way: reload, then endRefreshing()
        XCTAssertEqual(p.footer.state, .idle)
    }

    @MainActor func testAFailedHeaderRefreshLeavesTheRetryStanding() async {
        let p = Pair()
        p.footerLoad(ending: .failure())
        p.headerRefresh { $0.finish(.failure(message: "Offline")) }
        XCTAssertEqual(p.footer.state, .failed)
        XCTAssertTrue(p.footer.stateLabel.text.hasSuffix("Tap to retry"), p.footer.stateLabel.text)
    }

    @MainActor func testACancelledHeaderRefreshLeavesTheRetryStanding() async {
        let p = Pair()
        p.footerLoad(ending: .failure())
        p.headerRefresh { _ in XCTAssertTrue(p.header.cancelRefreshing()) }
        XCTAssertEqual(p.footer.state, .failed, "a cancelled refresh reloaded nothing")
        p.headerRefresh { $0.finish(.success) }
        XCTAssertEqual(p.footer.state, .idle, "the next one that did reload clears it")
    }

    @MainActor func testNoMoreDataStaysUntilTheAppResetsIt() async {
        let p = Pair()
        p.footerLoad(ending: .noMoreData)
        XCTAssertEqual(p.footer.state, .noMoreData)
        p.headerRefresh { $0.finish(.success) }
        XCTAssertEqual(p.footer.state, .noMoreData, "as in MJRefresh: the app says when more data may come")
        // The line GettingStarted shows, in the header's handler (it replaces the recorder's load handler).
        p.header.refreshingHandler = { [unowned p] in
            if p.footer.state == .noMoreData { p.footer.resetNoMoreData() }
        }
        p.headerRefresh { _ in p.header.endRefreshing() }
        XCTAssertEqual(p.footer.state, .idle)
    }

    @MainActor func testAnIdleFooterStaysIdleAndAFooterLoadAfterTheRetryStillRuns() async {
        let p = Pair()
        p.headerRefresh { $0.finish(.success) }
        XCTAssertEqual(p.footer.state, .idle)
        p.footerLoad(ending: .failure())
        p.headerRefresh { $0.finish(.success) }
        p.footerLoad(ending: .success)
        XCTAssertEqual(p.footerLoads.count, 2)
        XCTAssertEqual(p.footer.state, .idle)
    }
}
