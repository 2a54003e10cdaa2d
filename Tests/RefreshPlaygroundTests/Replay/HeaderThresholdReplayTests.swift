import RefreshCore
import RefreshTestSupport
import XCTest

@testable import RefreshPlayground
@testable import RefreshPlaygroundCommands

/// `header.threshold` and `header.trigger-hold` end to end through replay (issue 17, items 4 and 7).
nonisolated final class HeaderThresholdReplayTests: XCTestCase {

    @MainActor func run(
        _ id: String, viewport: Double = 600, delay: RefreshDelay = 0.5, _ steps: [ReplayStep]...
    ) throws -> (ReplayRunner, [TraceFrame]) {
        try replay(
            id, viewport: Size(width: 390, height: viewport), refreshDelay: delay, steps: steps.flatMap { $0 }
        ).runnerAndTrace
    }

    // MARK: header.threshold

    /// Finger y, from 100, that shows `shown` points past the top of a 600 pt window.
    @MainActor func finger(_ shown: Double) -> Double { 100 + RubberBand.distance(for: shown, dimension: 600) }

    @MainActor func testEachCrossingStartsAPulseThatPlaysForAThirdOfASecond() async throws {
        let (runner, trace) = try run(
            "header.threshold",
            [
                .down(Point(x: 200, y: 100)),
                .move(Point(x: 200, y: finger(80)), duration: 0),
                .wait(seconds: 0.1),
                .move(Point(x: 200, y: finger(20)), duration: 0),
                .move(Point(x: 200, y: finger(80)), duration: 0),
                .wait(seconds: 0.5),
                .up,
                .wait(seconds: 0.1),
            ])
        let header = try XCTUnwrap(runner.scene.component(.header) as? ThresholdPulseHeader)
        let events = trace.flatMap { $0.header!.events }
        XCTAssertEqual(events, ["armed", "disarmed", "armed", "triggered"])
        // Frame 0 armed, frames 7 and 8 disarmed and armed again, 0.5 s later the release triggered.
        let frames = trace.filter { !$0.header!.events.isEmpty }.map(\.frame)
        XCTAssertEqual(frames, [0, 7, 8, 39])
        XCTAssertEqual(header.pulses.map(\.event), [.triggered], "the earlier pulses have played out")
        XCTAssertEqual(header.pulses.first?.start ?? 0, trace[39].t, accuracy: 0.001)
        XCTAssertTrue(header.isMoving, "a pulse keeps frames coming")
        XCTAssertEqual(trace.last?.header?.state, "refreshing")
    }

    @MainActor func testOverlappingPulsesPlayOnTheirOwnClocksAndTheSceneComesToRest() async throws {
        let (runner, _) = try run(
            "header.threshold", delay: .never,
            [
                .down(Point(x: 200, y: 100)),
                .move(Point(x: 200, y: finger(80)), duration: 0),
                .move(Point(x: 200, y: finger(20)), duration: 0),
                .move(Point(x: 200, y: finger(80)), duration: 0),
            ])
        let header = try XCTUnwrap(runner.scene.component(.header) as? ThresholdPulseHeader)
        XCTAssertEqual(header.pulses.map(\.event), [.armed, .disarmed, .armed], "three crossings, three frames")
        runner.host.advance(seconds: 0.31)
        XCTAssertEqual(header.pulses, [], "each plays 0.3 s")
        XCTAssertFalse(header.isMoving)
        runner.host.release()
        runner.host.advance(seconds: 0.2)
        XCTAssertEqual(header.pulses.map(\.event), [.triggered])
        XCTAssertFalse(runner.host.settle(timeout: 1), "refreshing, its spinner turns (the script ends it)")
        XCTAssertEqual(header.pulses, [])
    }

    // MARK: header.trigger-hold

    /// Finger y, from 40, that shows `shown` points past the top of a 600 pt window at a drag rate of 0.6.
    @MainActor func holdFinger(_ shown: Double) -> Double {
        40 + RubberBand.distance(for: shown / 0.6, dimension: 600)
    }

    @MainActor func testTheTriggerIsPastTheHoldAndThePullStopsAtItsMaximum() async throws {
        let header = Example.makeTriggerHoldHeader()
        XCTAssertEqual(header.triggerDistance, 100)
        XCTAssertEqual(header.frame.height, 54, "held at the default height")
        XCTAssertEqual(header.dragRate, 0.6)
        XCTAssertEqual(header.maximumPullDistance, 160)

        let (_, trace) = try run(
            "header.trigger-hold",
            [
                .down(Point(x: 200, y: 40)),
                .move(Point(x: 200, y: holdFinger(90)), duration: 0.3),
                .move(Point(x: 200, y: 1500), duration: 0.5),
                .wait(seconds: 0.1),
                .up,
                .wait(seconds: 2),
            ])
        for f in trace where f.dragging {
            let shown = -f.offsetY
            XCTAssertLessThanOrEqual(shown, 160 + 1e-9, "frame \(f.frame): never past the maximum")
            XCTAssertEqual(f.header!.percent, shown / 100, accuracy: 0.001, "frame \(f.frame): 1 at 100 pt")
            XCTAssertEqual(
                f.header!.state, shown > 100 ? "pulling" : "idle", "frame \(f.frame): pulling only past 100 pt")
        }
        XCTAssertTrue(trace.contains { $0.dragging && -$0.offsetY > 54 && $0.header!.state == "idle" })
        XCTAssertEqual(trace.filter(\.dragging).map { -$0.offsetY }.max() ?? 0, 160, accuracy: 1e-9)
        XCTAssertEqual(trace.flatMap { $0.header!.events }, ["armed", "triggered"])
        let hovering = try XCTUnwrap(trace.last { $0.header!.state == "refreshing" })
        XCTAssertEqual(hovering.insetTop, 54, "hovers at its height, not at the trigger distance")
        XCTAssertEqual(hovering.offsetY, -54)
        XCTAssertEqual(trace.last?.header?.callbacks, 1)
        XCTAssertEqual(trace.last?.header?.state, "idle")
        XCTAssertEqual(trace.last?.contentHeight, 25 * 60, "5 rows inserted at the top")
        XCTAssertEqual(trace.last?.insetTop, 0)
    }

    /// Released past the held height but short of the trigger: no refresh, no event.
    @MainActor func testAReleaseBetweenTheHoldAndTheTriggerDoesNotRefresh() async throws {
        let (_, trace) = try run(
            "header.trigger-hold",
            .drag(from: Point(x: 200, y: 40), to: Point(x: 200, y: holdFinger(90)), hold: 0.1), [.wait(seconds: 1)])
        XCTAssertEqual(trace.filter(\.dragging).last.map { -$0.offsetY } ?? 0, 90, accuracy: 1e-6)
        XCTAssertEqual(Set(trace.map { $0.header!.state }), ["idle"])
        XCTAssertEqual(trace.flatMap { $0.header!.events }, [])
        XCTAssertEqual(trace.last?.header?.callbacks, 0)
        XCTAssertEqual(trace.last?.offsetY, 0)
    }
}
