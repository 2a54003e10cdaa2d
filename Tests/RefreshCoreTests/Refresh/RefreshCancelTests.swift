import Foundation
import RefreshTestSupport
import RefreshTesting
import XCTest

@testable import RefreshCore

/// Cancelling a refresh (`cancelRefreshing()`, Esc through the router, `refreshTimeout`) for each
/// control kind: the load is told, the control collapses with no outcome and gives its inset back
/// exactly, the trace's `events` say `cancelled`, and a completion that comes later changes nothing.
nonisolated final class RefreshCancelTests: XCTestCase {
    /// The `cancelled` events of `target` in a trace line of `host` (which takes them).
    @MainActor private func cancelledEvents(_ host: RefreshTestHost, _ target: String) -> Int {
        let line = host.traceLine(frame: 0, time: 0)
        let json = try! JSONSerialization.jsonObject(with: Data(line.utf8)) as! [String: Any]
        let events = (json[target] as! [String: Any])["events"] as! [String]
        return events.filter { $0 == "cancelled" }.count
    }

    @MainActor func testCancellingAHeaderTellsTheLoadCollapsesAndGivesTheAppsInsetBack() async throws {
        let app = EdgeInsets(top: 30, left: 0, bottom: 12, right: 0)
        let h = HeaderHarness(header: NormalHeader(), inset: app, system: EdgeInsets(top: 10))
        h.header.outcomeDisplayDuration = 0.5
        var loads: [RefreshLoad] = [], told = 0, reasons: [RefreshCancelReason] = []
        h.header.loadHandler = { load in
            loads.append(load)
            load.onCancel { told += 1 }
        }
        h.header.onRefreshCancelled = { reasons.append($0) }
        _ = cancelledEvents(h.host, "header")
        h.header.beginRefreshing()
        h.host.advance(seconds: 0.5)
        XCTAssertEqual(h.insetTop, 40 + RefreshHeader.defaultHeight)
        XCTAssertTrue(h.header.cancelRefreshing())
        XCTAssertEqual(h.header.state, .idle, "collapses at once, no outcome shown")
        XCTAssertNil(h.header.lastOutcome)
        XCTAssertTrue(loads[0].isCancelled)
        XCTAssertFalse(loads[0].isCurrent)
        XCTAssertEqual(told, 1)
        XCTAssertEqual(reasons, [.code])
        XCTAssertEqual(h.header.lastCancelReason, .code)
        XCTAssertNil(h.header.refreshSource)
        XCTAssertNil(h.header.lastUpdatedTime, "a cancelled refresh updated nothing")
        XCTAssertEqual(cancelledEvents(h.host, "header"), 1)
        XCTAssertEqual(cancelledEvents(h.host, "header"), 0, "told once")
        h.host.advance(seconds: 0.5)
        XCTAssertEqual(
            h.scrollView.adjustedContentInset, app + EdgeInsets(top: 10), "the app's and the system's, exactly")
        XCTAssertEqual(h.header.addedInset, .zero)
        XCTAssertEqual(h.scrollView.contentInset, app, "the app's own inset was never touched")
        loads[0].finish(.success)   // the late completion
        loads[0].onCancel { told += 1 }   // (runs at once: it was cancelled)
        h.host.advance(seconds: 1)
        XCTAssertEqual(h.header.state, .idle)
        XCTAssertNil(h.header.lastOutcome, "a late finish records nothing")
        XCTAssertEqual(h.header.handlerCallCount, 1)
        XCTAssertEqual(told, 2)
    }

    @MainActor func testCancellingDuringTheBeginAnimationNeverRunsTheHandler() async throws {
        let h = HeaderHarness(inset: EdgeInsets(top: 20))
        h.header.beginRefreshing()
        h.host.advance(seconds: 0.05)
        XCTAssertEqual(h.handlerCalls, 0, "still sliding in")
        h.header.cancelRefreshing()
        h.host.advance(seconds: 1)
        XCTAssertEqual(h.handlerCalls, 0)
        XCTAssertEqual(h.header.handlerCallCount, 0)
        XCTAssertEqual(h.insetTop, 20)
        XCTAssertEqual(h.offsetY, -20, accuracy: 0.01, "back at the top")
    }

    @MainActor func testCancellingBeforeTheFirstFrameCancelsWillRefresh() async throws {
        let h = HeaderHarness(inWindow: false)
        h.header.beginRefreshing()
        XCTAssertEqual(h.header.state, .willRefresh)
        XCTAssertTrue(h.header.cancelRefreshing())
        XCTAssertEqual(h.header.state, .idle)
        XCTAssertEqual(h.handlerCalls, 0)
    }

    @MainActor func testCancellingOutsideARefreshWarnsAndChangesNothing() async throws {
        let h = HeaderHarness(), log = LogCapture()
        log.watch(h.header)
        XCTAssertFalse(h.header.cancelRefreshing())
        XCTAssertEqual(h.header.state, .idle)
        XCTAssertNil(h.header.lastCancelReason)
        XCTAssertTrue(
            log.messages(at: .warning).contains { $0.contains("wrong state") }, "\(log.messages(at: .warning))")
        XCTAssertEqual(cancelledEvents(h.host, "header"), 0)
    }

    @MainActor func testAShownOutcomeIsNotARefreshToCancel() async throws {
        let h = HeaderHarness()
        var load: RefreshLoad?
        h.header.loadHandler = { load = $0 }
        h.header.beginRefreshing()
        h.host.advance(seconds: 0.5)
        load?.finish(.success)
        XCTAssertEqual(h.header.state, .finished)
        XCTAssertFalse(h.header.cancelRefreshing())
        XCTAssertEqual(h.header.state, .finished, "the outcome stays on show")
    }

    @MainActor func testCancellingAnAutoFooterKeepsItsOwnInsetAndLetsItLoadAgain() async throws {
        let footer = AutoNormalFooter()
        footer.automaticallyRefreshes = false
        let h = FooterHarness(footer, inset: EdgeInsets(bottom: 16))
        var loads: [RefreshLoad] = []
        footer.loadHandler = { loads.append($0) }
        let before = h.list.adjustedContentInset
        footer.beginRefreshing()
        XCTAssertEqual(loads.count, 1)
        XCTAssertTrue(footer.cancelRefreshing())
        XCTAssertEqual(footer.state, .idle)
        XCTAssertNil(footer.lastOutcome)
        XCTAssertTrue(loads[0].isCancelled)
        XCTAssertEqual(cancelledEvents(h.host, "footer"), 1)
        h.host.advance(seconds: 0.5)
        XCTAssertEqual(h.list.adjustedContentInset, before, "the app's 16 and the footer's own height, as before")
        loads[0].finish(.noMoreData)
        XCTAssertEqual(footer.state, .idle, "a late no-more-data marks nothing")
        footer.beginRefreshing()
        XCTAssertEqual(loads.count, 2)
        loads[1].finish(.success)
        XCTAssertEqual(footer.lastOutcome, .success, "the next load is an ordinary one")
    }

    @MainActor func testCancellingABackFooterGivesItsBottomInsetBack() async throws {
        let footer = BackNormalFooter()
        let h = FooterHarness(footer, inset: EdgeInsets(bottom: 16))
        let before = h.list.adjustedContentInset
        footer.beginRefreshing()
        h.host.advance(seconds: 0.5)
        XCTAssertGreaterThan(h.insetBottom, before.bottom)
        XCTAssertEqual(h.handlerCalls, 1)
        footer.cancelRefreshing()
        XCTAssertEqual(cancelledEvents(h.host, "footer"), 1)
        h.host.advance(seconds: 0.6)
        XCTAssertEqual(footer.state, .idle)
        XCTAssertEqual(h.list.adjustedContentInset, before)
        XCTAssertEqual(footer.addedInset, .zero)
    }

    @MainActor func testCancellingATrailerGivesItsRightInsetBack() async throws {
        let trailer = NormalTrailer()
        let h = TrailerHarness(trailer, inset: EdgeInsets(right: 8))
        let before = h.grid.adjustedContentInset
        trailer.beginRefreshing()
        h.host.advance(seconds: 0.5)
        XCTAssertGreaterThan(h.insetRight, before.right)
        trailer.cancelRefreshing()
        XCTAssertEqual(cancelledEvents(h.host, "trailer"), 1)
        h.host.advance(seconds: 0.6)
        XCTAssertEqual(trailer.state, .idle)
        XCTAssertEqual(h.grid.adjustedContentInset, before)
        XCTAssertEqual(h.handlerCalls, 1)
    }

    @MainActor func testTheTimeoutCancelsOnTheInjectedClock() async throws {
        let h = HeaderHarness()
        var loads: [RefreshLoad] = []
        h.header.loadHandler = { loads.append($0) }
        h.header.refreshTimeout = 2
        h.header.beginRefreshing()
        h.host.advance(seconds: 1.9)
        XCTAssertEqual(h.header.state, .refreshing)
        h.host.advance(seconds: 0.2)
        XCTAssertEqual(h.header.state, .idle)
        XCTAssertEqual(h.header.lastCancelReason, .timeout)
        XCTAssertTrue(loads[0].isCancelled)
        // A refresh that ends in time is not cancelled later by its old timer.
        h.host.advance(seconds: 0.5)
        h.header.beginRefreshing()
        h.host.advance(seconds: 1)
        loads[1].finish()
        h.host.advance(seconds: 0.5)
        h.header.beginRefreshing()
        h.host.advance(seconds: 1.2)
        XCTAssertEqual(h.header.state, .refreshing, "the 2nd refresh's timer is not the 3rd's")
        XCTAssertFalse(loads[2].isCancelled)
        h.host.advance(seconds: 1)
        XCTAssertTrue(loads[2].isCancelled)
    }

    @MainActor func testATimeoutThatIsNotAPositiveNumberIsIgnoredWithAWarning() async throws {
        let h = HeaderHarness(), log = LogCapture()
        log.watch(h.header)
        for bad in [0, -1, .nan, .infinity] as [Double] {
            h.header.refreshTimeout = bad
            XCTAssertNil(h.header.refreshTimeout, "\(bad)")
        }
        let warnings = log.entries.filter { $0.level == .warning && $0.says(["property": "refreshTimeout"]) }
        XCTAssertEqual(warnings.count, 4, "\(log.entries)")
        h.header.refreshTimeout = 0.5
        XCTAssertEqual(h.header.refreshTimeout, 0.5)
    }

    @MainActor func testEscapeCancelsOnlyWhileAControlRefreshes() async throws {
        let h = HeaderHarness()
        let footer = BackNormalFooter()
        footer.refreshingHandler = {}
        h.scrollView.refreshFooter = footer
        let router = ScrollViewInputRouter(scrollView: h.scrollView)
        XCTAssertFalse(router.route(.key("Escape")), "nothing refreshes: Esc is the caller's")
        footer.beginRefreshing()
        h.host.advance(seconds: 0.5)
        XCTAssertFalse(h.header.beginRefreshingWhenUnblocked(source: .key), "F5 waits for the footer")
        XCTAssertTrue(router.route(.key("Escape")))
        XCTAssertEqual(footer.state, .idle)
        XCTAssertEqual(footer.lastCancelReason, .key)
        XCTAssertFalse(h.header.isWaitingToBegin, "the waiting refresh is given up too")
        h.host.advance(seconds: 1)
        XCTAssertEqual(h.header.state, .idle)
        XCTAssertEqual(h.handlerCalls, 0)
        XCTAssertFalse(router.route(.key("Escape")))
    }

    @MainActor func testTheTaskOfTheAsyncFormIsCancelled() async throws {
        final class Flag: @unchecked Sendable {
            private let lock = NSLock()
            private var value = false
            var isSet: Bool { lock.withLock { value } }
            func set() { lock.withLock { value = true } }
        }
        let started = Flag(), sawCancel = Flag()
        let h = HeaderHarness()
        h.header.setRefreshingTask {
            started.set()
            while !Task.isCancelled { try? await Task.sleep(nanoseconds: 1_000_000) }
            sawCancel.set()
            return .success
        }
        h.header.beginRefreshing()
        h.host.advance(seconds: 0.5)
        var deadline = Date().addingTimeInterval(10)
        while !started.isSet && Date() < deadline { usleep(1_000) }
        XCTAssertTrue(started.isSet)
        h.header.cancelRefreshing()
        deadline = Date().addingTimeInterval(10)
        while !sawCancel.isSet && Date() < deadline { usleep(1_000) }
        XCTAssertTrue(sawCancel.isSet, "Task.isCancelled became true inside the task")
        for _ in 0..<20 {
            usleep(2_000)
            h.host.advance()
        }
        XCTAssertEqual(h.header.state, .idle, "the task's .success after the cancel changed nothing")
        XCTAssertNil(h.header.lastOutcome)
    }

    @MainActor func testEachRefreshCallsItsHandlerOnceThroughCancelsAndRestarts() async throws {
        let h = HeaderHarness()
        for i in 1...4 {
            h.header.beginRefreshing()
            h.host.advance(seconds: 0.5)
            XCTAssertEqual(h.handlerCalls, i)
            h.header.cancelRefreshing()
            h.host.advance(seconds: 0.5)
            XCTAssertEqual(h.handlerCalls, i, "no call on a cancel")
            XCTAssertEqual(h.insetTop, 0)
        }
    }

    /// A load whose refresh the app ended with `endRefreshing()` (never finishing the load) is not
    /// told of a later refresh's cancel, even one cancelled before its own handler ran.
    @MainActor func testACancelTellsOnlyTheRunningRefreshsLoad() async throws {
        let h = HeaderHarness()
        var loads: [RefreshLoad] = [], told = 0
        h.header.loadHandler = { load in
            loads.append(load)
            load.onCancel { told += 1 }
        }
        h.header.beginRefreshing()
        h.host.advance(seconds: 0.5)
        h.header.endRefreshing()   // the app ends it without finishing its load
        h.host.advance(seconds: 0.5)
        h.header.beginRefreshing()
        h.host.advance(seconds: 0.05)   // still sliding in: no handler, no load yet
        h.header.cancelRefreshing()
        XCTAssertEqual(loads.count, 1)
        XCTAssertFalse(loads[0].isCancelled, "the first load's refresh ended; it was not cancelled")
        XCTAssertEqual(told, 0)
    }
}
