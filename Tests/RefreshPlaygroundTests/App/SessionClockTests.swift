import XCTest

@testable import RefreshPlayground

nonisolated final class SessionClockTests: XCTestCase {
    @MainActor func testRealTimeIsSceneTimeAtFullSpeed() async {
        let c = SessionClock(startingAt: 100)
        XCTAssertEqual(c.sceneTime(atReal: 100), 0)
        XCTAssertEqual(c.sceneTime(atReal: 101.5), 1.5)
        XCTAssertEqual(c.sceneTime(atReal: 99), 0, "never before the start")
    }

    @MainActor func testSpeedCyclesAndSlowsFromWhereTimeIs() async {
        var c = SessionClock(startingAt: 0)
        var seen: [Double] = []
        for _ in 0..<5 {
            seen.append(c.speed)
            c.cycleSpeed(atReal: 0)
        }
        XCTAssertEqual(seen, [1, 0.5, 0.25, 0.1, 1])
        var slow = SessionClock(startingAt: 0)
        slow.setSpeed(0.25, atReal: 2)   // 2 s at 1×
        XCTAssertEqual(slow.sceneTime(atReal: 2), 2)
        XCTAssertEqual(slow.sceneTime(atReal: 6), 3, accuracy: 1e-12, "4 real seconds at 0.25× are 1 scene second")
    }

    @MainActor func testPauseStopsTimeAndStepAdvancesOneFrameAtTheSpeed() async {
        var c = SessionClock(startingAt: 0)
        c.setSpeed(0.5, atReal: 0)
        c.togglePause(atReal: 2)   // scene 1.0
        XCTAssertTrue(c.isPaused)
        XCTAssertEqual(c.sceneTime(atReal: 10), 1)
        XCTAssertEqual(c.step(frameInterval: 1.0 / 60), 1 + 0.5 / 60, accuracy: 1e-12)
        XCTAssertEqual(c.sceneTime(atReal: 20), 1 + 0.5 / 60, accuracy: 1e-12)
        c.togglePause(atReal: 20)
        XCTAssertEqual(c.sceneTime(atReal: 22), 2 + 0.5 / 60, accuracy: 1e-12, "resumes where it stopped, at its speed")
        var running = SessionClock(startingAt: 0)
        XCTAssertEqual(running.step(frameInterval: 1), 0, "a step while running does nothing")
        XCTAssertEqual(running.sceneTime(atReal: 1), 1)
    }
}
