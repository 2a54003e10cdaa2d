import XCTest

@testable import RefreshCore

nonisolated final class SchedulerTests: XCTestCase {
    @MainActor func testAsyncRunsNextFrameInOrder() async {
        let clock = ManualClock()
        let s = Scheduler(clock: clock)
        var log: [String] = []
        s.async {
            log.append("a"); s.async { log.append("c") }
        }
        s.async { log.append("b") }
        XCTAssertEqual(log, [])
        s.runDue()
        XCTAssertEqual(log, ["a", "b"], "work queued while running waits a frame")
        s.runDue()
        XCTAssertEqual(log, ["a", "b", "c"])
        XCTAssertTrue(s.isIdle)
    }

    @MainActor func testTimersFireByTimeAndCancel() async {
        let clock = ManualClock()
        let s = Scheduler(clock: clock)
        var log: [Int] = []
        s.after(1.0) { log.append(1) }
        let t = s.after(0.5) { log.append(99) }
        s.after(0.7) { log.append(2) }
        s.cancel(t)
        clock.advance(by: 0.69)
        s.runDue()
        XCTAssertEqual(log, [])
        clock.advance(by: 0.5)
        s.runDue()
        XCTAssertEqual(log, [2, 1])
    }

    @MainActor func testManualClockNeverGoesBack() async {
        let c = ManualClock(now: 5)
        c.advance(by: -1)
        c.set(3)
        c.advance(by: .nan)
        XCTAssertEqual(c.now, 5)
        c.set(6)
        XCTAssertEqual(c.now, 6)
    }
}
