import RefreshSDL
import XCTest

/// `RefreshWindow`'s time control, without a window: speed, pause and step.
nonisolated final class TreeTimelineTests: XCTestCase {
    @MainActor func testRealTimeIsTreeTimeAtFullSpeed() async {
        let c = TreeTimeline(startingAt: 100)
        XCTAssertEqual(c.treeTime(atReal: 100), 0)
        XCTAssertEqual(c.treeTime(atReal: 101.5), 1.5)
        XCTAssertEqual(c.treeTime(atReal: 99), 0, "never before the start")
        XCTAssertEqual(TreeTimeline(startingAt: 100, treeTime: 3).treeTime(atReal: 101), 4, "from the tree's reading")
    }

    @MainActor func testASlowerSpeedGoesOnFromWhereTimeIs() async {
        var slow = TreeTimeline(startingAt: 0)
        slow.setSpeed(0.25, atReal: 2)   // 2 s at 1×
        XCTAssertEqual(slow.speed, 0.25)
        XCTAssertEqual(slow.treeTime(atReal: 2), 2)
        XCTAssertEqual(slow.treeTime(atReal: 6), 3, accuracy: 1e-12, "4 real seconds at 0.25× are 1 tree second")
    }

    @MainActor func testPauseStopsTimeAndStepAdvancesOneFrameAtTheSpeed() async {
        var c = TreeTimeline(startingAt: 0)
        c.setSpeed(0.5, atReal: 0)
        c.togglePause(atReal: 2)   // tree 1.0
        XCTAssertTrue(c.isPaused)
        XCTAssertEqual(c.treeTime(atReal: 10), 1)
        XCTAssertEqual(c.step(by: 1.0 / 60), 1 + 0.5 / 60, accuracy: 1e-12)
        XCTAssertEqual(c.treeTime(atReal: 20), 1 + 0.5 / 60, accuracy: 1e-12)
        c.togglePause(atReal: 20)
        XCTAssertEqual(c.treeTime(atReal: 22), 2 + 0.5 / 60, accuracy: 1e-12, "resumes where it stopped, at its speed")
        var running = TreeTimeline(startingAt: 0)
        XCTAssertEqual(running.step(by: 1), 0, "a step while running does nothing")
        XCTAssertEqual(running.treeTime(atReal: 1), 1)
    }

    @MainActor func testRebaseContinuesFromANewTreesReading() async {
        var c = TreeTimeline(startingAt: 0)
        c.setSpeed(0.5, atReal: 0)
        c.rebase(treeTime: 7, atReal: 4)
        XCTAssertEqual(c.treeTime(atReal: 6), 8, accuracy: 1e-12, "from 7 at the same speed")
    }
}
