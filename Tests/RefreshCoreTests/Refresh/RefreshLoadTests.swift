import Foundation
import RefreshTestSupport
import RefreshTesting
import XCTest

@testable import RefreshCore

/// `loadHandler` and `RefreshLoad`: each refresh hands its handler a one-shot completion for that
/// refresh only. Finishing the current load ends it once, with its outcome recorded; a finish that
/// comes after its refresh ended, or after a newer one began, or a second time, changes nothing
/// and says so at debug level.
nonisolated final class RefreshLoadTests: XCTestCase {
    /// A header harness whose header keeps every load its handler was given.
    @MainActor final class Loads {
        let h: HeaderHarness
        let log = LogCapture()
        var loads: [RefreshLoad] = []
        var ends = 0

        init() {
            h = HeaderHarness()
            log.watch(h.header, from: .debug)
            // These tests check which refresh a finish ends; OutcomeDisplayTests check the show.
            h.header.outcomeDisplayDuration = 0
            h.header.loadHandler = { [unowned self] in self.loads.append($0) }
        }

        var header: RefreshHeader { h.header }

        /// Begins a refresh and runs past its begin animation.
        func begin() {
            header.endRefreshingCompletion = { [unowned self] in self.ends += 1 }
            header.beginRefreshing()
            h.host.advance(seconds: 0.3)
        }

        var debug: [String] { log.messages(at: .debug) }
        var warnings: [String] { log.messages(at: .warning) }
    }

    @MainActor func testFinishingTheCurrentLoadEndsItOnceWithItsOutcome() async throws {
        let l = Loads()
        l.begin()
        XCTAssertEqual(l.loads.count, 1)
        XCTAssertTrue(l.loads[0].isCurrent)
        XCTAssertNil(l.header.lastOutcome, "no outcome while refreshing")
        l.loads[0].finish(.success)
        XCTAssertEqual(l.header.state, .idle, "at once")
        XCTAssertEqual(l.header.lastOutcome, .success)
        XCTAssertFalse(l.loads[0].isCurrent)
        l.h.host.advance(seconds: 0.5)
        XCTAssertEqual(l.ends, 1, "one end animation, one completion")
        XCTAssertEqual(l.h.insetTop, 0, "the inset is given back")
        XCTAssertEqual(l.header.handlerCallCount, 1)
        XCTAssertEqual(l.warnings, [])
    }

    @MainActor func testFailureEndsAsEndRefreshingAndIsRecordedWithItsMessage() async throws {
        let l = Loads()
        l.begin()
        l.loads[0].finish(.failure(message: "offline"))
        XCTAssertEqual(l.header.state, .idle)
        XCTAssertEqual(l.header.lastOutcome, .failure(message: "offline"))
        l.h.host.advance(seconds: 0.5)
        XCTAssertEqual(l.h.insetTop, 0)
        l.begin()
        XCTAssertNil(l.header.lastOutcome, "a new refresh forgets the last outcome")
        l.loads[1].finish(.failure())
        XCTAssertEqual(l.header.lastOutcome, .failure(message: nil))
    }

    @MainActor func testTheHandlerRunsExactlyOncePerRefreshWithANewLoadEachTime() async throws {
        let l = Loads()
        for i in 1...3 {
            l.begin()
            XCTAssertEqual(l.loads.count, i, "refresh \(i)")
            XCTAssertEqual(l.header.handlerCallCount, i)
            l.h.host.advance(seconds: 1)
            XCTAssertEqual(l.loads.count, i, "no second call while refresh \(i) runs")
            l.loads[i - 1].finish()
            l.h.host.advance(seconds: 0.5)
        }
        XCTAssertFalse(l.loads[0] === l.loads[1])
        XCTAssertEqual(l.ends, 3)
        // A refresh ended before its begin animation finished never runs its handler.
        l.header.beginRefreshing()
        l.header.endRefreshing()
        l.h.host.advance(seconds: 0.5)
        XCTAssertEqual(l.loads.count, 3)
    }

    @MainActor func testALateFinishAfterEndRefreshingChangesNothing() async throws {
        let l = Loads()
        l.begin()
        l.header.endRefreshing()
        XCTAssertNil(l.header.lastOutcome, "endRefreshing records no outcome")
        l.h.host.advance(seconds: 0.5)
        XCTAssertFalse(l.loads[0].isCurrent)
        l.loads[0].finish(.failure(message: "late"))
        XCTAssertEqual(l.header.state, .idle)
        XCTAssertNil(l.header.lastOutcome, "a late outcome is not recorded")
        XCTAssertEqual(l.ends, 1)
        XCTAssertEqual(
            l.debug.filter { $0.contains("late finish") && $0.contains("already ended") }.count, 1, "\(l.debug)")
        XCTAssertEqual(l.warnings, [], "a late reply is normal: debug, not a warning")
    }

    /// The bug of issue 17 in `footer.auto-manual`: load 1 ended by the app, load 2 begun, load 1's
    /// reply arrives during load 2 and must not end it; load 2's own reply then does.
    @MainActor func testALateFinishAfterANewBeginNeverEndsTheNewerRefresh() async throws {
        let log = LogCapture()
        let footer = AutoNormalFooter()
        footer.automaticallyRefreshes = false
        log.watch(footer, from: .debug)
        let h = FooterHarness(footer)
        var loads: [RefreshLoad] = []
        footer.loadHandler = { loads.append($0) }
        footer.beginRefreshing()   // load 1 (an auto footer runs its handler at once)
        h.host.advance(seconds: 0.3)
        footer.endRefreshing()   // the app ends it
        h.host.advance(seconds: 0.3)
        footer.beginRefreshing()   // load 2
        XCTAssertEqual(loads.count, 2)
        h.host.advance(seconds: 0.4)
        loads[0].finish(.success)   // load 1's late reply
        XCTAssertEqual(footer.state, .refreshing, "load 2 still runs")
        XCTAssertTrue(loads[1].isCurrent)
        XCTAssertNil(footer.lastOutcome)
        XCTAssertEqual(log.messages(at: .debug).filter { $0.contains("a newer refresh runs") }.count, 1)
        h.host.advance(seconds: 0.6)
        loads[1].finish(.success)   // load 2's own reply
        XCTAssertEqual(footer.state, .finished, "it shows load 2's outcome")
        h.host.advance(seconds: 0.6)
        XCTAssertEqual(footer.state, .idle)
        XCTAssertEqual(footer.lastOutcome, .success)
        XCTAssertEqual(footer.handlerCallCount, 2)
    }

    @MainActor func testFinishingTwiceIsHarmless() async throws {
        let l = Loads()
        l.begin()
        l.loads[0].finish(.success)
        l.loads[0].finish(.failure(message: "again"))
        XCTAssertEqual(l.header.lastOutcome, .success, "the second finish is ignored")
        XCTAssertEqual(l.debug.filter { $0.contains("finished twice") }.count, 1, "\(l.debug)")
        l.h.host.advance(seconds: 0.5)
        l.begin()
        l.loads[0].finish(.success)
        XCTAssertEqual(l.header.state, .refreshing, "nor does it end a later refresh")
        XCTAssertEqual(l.debug.filter { $0.contains("finished twice") }.count, 2)
        XCTAssertEqual(l.warnings, [])
    }

    @MainActor func testAFooterFinishedWithNoMoreDataEndsInNoMoreData() async throws {
        for footer in [RecordingAutoFooter(), RecordingBackFooter()] as [RefreshFooter] {
            let h = FooterHarness(footer)
            var loads: [RefreshLoad] = []
            footer.outcomeDisplayDuration = 0
            footer.loadHandler = { loads.append($0) }
            footer.beginRefreshing()
            h.host.advance(seconds: 0.3)
            XCTAssertEqual(loads.count, 1, "\(footer)")
            loads[0].finish(.noMoreData)
            XCTAssertEqual(footer.state, .noMoreData, "as endRefreshingWithNoMoreData()")
            XCTAssertEqual(footer.lastOutcome, .noMoreData)
            h.host.advance(seconds: 0.5)
            XCTAssertEqual(h.insetBottom, footer is AutoFooter ? 44 : 0, "the refresh's inset is given back")
            footer.endRefreshing()
            XCTAssertEqual(footer.state, .noMoreData, "endRefreshing keeps its rule: it never undoes no more data")
            footer.resetNoMoreData()
            XCTAssertEqual(footer.state, .idle)
            footer.beginRefreshing()
            h.host.advance(seconds: 0.3)
            loads[1].finish(.success)
            XCTAssertEqual(footer.state, .idle)
        }
    }

    @MainActor func testAHeaderGivenNoMoreDataEndsAsForSuccessAndLeavesTheFooterAlone() async throws {
        let l = Loads()
        let footer = AutoStateFooter()
        l.h.scrollView.refreshFooter = footer
        l.begin()
        l.loads[0].finish(.noMoreData)
        XCTAssertEqual(l.header.state, .idle, "a header has no no-more-data state")
        XCTAssertEqual(l.header.lastOutcome, .noMoreData, "the outcome is still recorded")
        XCTAssertEqual(footer.state, .idle, "the footer keeps its own state")
        l.h.host.advance(seconds: 0.5)
        XCTAssertEqual(l.h.insetTop, 0)
        l.begin()
        XCTAssertEqual(l.header.state, .refreshing, "and the header refreshes again")
    }

    @MainActor func testTheDoneFormEndsItsOwnRefreshWithNoOutcome() async throws {
        let h = HeaderHarness()
        var done: (@Sendable @MainActor () -> Void)?
        h.header.setRefreshingAction { done = $0 }
        XCTAssertNil(h.header.refreshingHandler)
        XCTAssertNotNil(h.header.loadHandler, "the done form is a load handler")
        h.header.beginRefreshing()
        h.host.advance(seconds: 0.3)
        done?()
        XCTAssertEqual(h.header.state, .idle)
        XCTAssertNil(h.header.lastOutcome, "done ends as endRefreshing() does")
    }

    @MainActor func testOneHandlerFormReplacesTheOther() async throws {
        let h = HeaderHarness()
        var plain = 0
        var loads = 0
        h.header.refreshingHandler = { plain += 1 }
        h.header.loadHandler = { _ in loads += 1 }
        XCTAssertNil(h.header.refreshingHandler)
        h.header.beginRefreshing()
        h.host.advance(seconds: 0.3)
        XCTAssertEqual([plain, loads], [0, 1])
        h.header.endRefreshing()
        h.host.advance(seconds: 0.5)
        h.header.refreshingHandler = { plain += 1 }
        XCTAssertNil(h.header.loadHandler)
        h.header.beginRefreshing()
        h.host.advance(seconds: 0.3)
        XCTAssertEqual([plain, loads], [1, 1])
    }

    // MARK: The async form

    struct Offline: Error, CustomStringConvertible {
        var description: String { "offline" }
    }

    struct Described: LocalizedError {
        var errorDescription: String? { "The server said no" }
    }

    /// Runs the frames until `component` leaves `refreshing` (the task's end is posted from the pool).
    @MainActor func waitUntilNotRefreshing(_ component: RefreshComponent, host: RefreshTestHost) {
        let deadline = Date().addingTimeInterval(5)
        while component.state == .refreshing && Date() < deadline {
            usleep(2_000)
            host.advance()
        }
    }

    @MainActor func testTheAsyncFormFinishesWithTheOutcomeItReturns() async throws {
        for outcome in [RefreshOutcome.success, .failure(message: "no network")] {
            let h = HeaderHarness()
            h.header.outcomeDisplayDuration = 0
            h.header.setRefreshingTask { outcome }
            XCTAssertNil(h.header.refreshingHandler)
            h.header.beginRefreshing()
            h.host.advance(seconds: 0.3)
            waitUntilNotRefreshing(h.header, host: h.host)
            XCTAssertEqual(h.header.state, .idle, "\(outcome)")
            XCTAssertEqual(h.header.lastOutcome, outcome)
        }
        let footer = BackStateFooter()
        let f = FooterHarness(footer)
        footer.outcomeDisplayDuration = 0
        footer.setRefreshingTask { .noMoreData }
        footer.beginRefreshing()
        f.host.advance(seconds: 0.3)
        waitUntilNotRefreshing(footer, host: f.host)
        XCTAssertEqual(footer.state, .noMoreData)
        XCTAssertEqual(footer.lastOutcome, .noMoreData)
    }

    @MainActor func testTheAsyncFormThatThrowsFailsWithTheErrorsDescription() async throws {
        for (error, message) in [(Offline() as any Error, "offline"), (Described(), "The server said no")] {
            let h = HeaderHarness()
            h.header.outcomeDisplayDuration = 0
            h.header.setRefreshingTask { throw error }
            h.header.beginRefreshing()
            h.host.advance(seconds: 0.3)
            waitUntilNotRefreshing(h.header, host: h.host)
            XCTAssertEqual(h.header.state, .idle)
            XCTAssertEqual(h.header.lastOutcome, .failure(message: message))
        }
    }

    /// A task of an ended refresh that returns while a newer one runs changes nothing.
    @MainActor func testTheAsyncFormReturningAfterANewBeginChangesNothing() async throws {
        final class Gate: @unchecked Sendable {
            private let lock = NSLock()
            private var opened = false
            func open() { lock.withLock { opened = true } }
            var isOpen: Bool { lock.withLock { opened } }
        }
        let first = Gate(), released = Gate()
        let h = HeaderHarness()
        let log = LogCapture()
        log.watch(h.header, from: .debug)
        h.header.setRefreshingTask {
            if !first.isOpen {
                first.open()
                while !released.isOpen { try await Task.sleep(nanoseconds: 1_000_000) }
                return .failure(message: "late")
            }
            try await Task.sleep(nanoseconds: 60_000_000_000)   // the second never returns in time
            return .success
        }
        h.header.beginRefreshing()
        h.host.advance(seconds: 0.3)
        h.header.endRefreshing()
        h.host.advance(seconds: 0.5)
        h.header.beginRefreshing()
        h.host.advance(seconds: 0.3)
        XCTAssertEqual(h.header.state, .refreshing)
        released.open()
        let deadline = Date().addingTimeInterval(2)
        while log.messages(at: .debug).isEmpty && Date() < deadline {
            usleep(2_000)
            h.host.advance()
        }
        XCTAssertEqual(h.header.state, .refreshing, "the first task's late result does not end the second refresh")
        XCTAssertNil(h.header.lastOutcome)
        XCTAssertEqual(log.messages(at: .debug).filter { $0.contains("a newer refresh runs") }.count, 1)
        h.header.endRefreshing()
    }
}
