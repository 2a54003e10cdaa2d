import RefreshCore
import RefreshTestSupport
import XCTest

@testable import RefreshPlayground
@testable import RefreshPlaygroundCommands

/// `header.two-level` end to end through replay: a pull past the second floor's distance opens it
/// (the trace names it), Esc, a pull up and its ✕ close it with the list back where it was, and a
/// shorter pull refreshes as usual.
nonisolated final class HeaderTwoLevelReplayTests: XCTestCase {

    @MainActor func run(_ steps: [ReplayStep]...) throws -> (ReplayRunner, [TraceFrame]) {
        try replay(
            "header.two-level", viewport: Size(width: 390, height: 600), refreshDelay: 0.5, steps: steps.flatMap { $0 }
        ).runnerAndTrace
    }

    /// Finger y, from 100, that shows `shown` points past the top of a 600 pt window.
    @MainActor func finger(_ shown: Double) -> Double { 100 + RubberBand.distance(for: shown, dimension: 600) }

    /// An app inset of 12.5 pt, then a pull showing 150 pt (past 1.9 × 54 = 102.6), released, then
    /// resting until the floor is open.
    @MainActor var openSteps: [ReplayStep] {
        [
            .inset(EdgeInsets(top: 12.5, left: 0, bottom: 0, right: 0)),
            .wait(seconds: 0.1),
        ] + .drag(from: Point(x: 200, y: 100), to: Point(x: 200, y: finger(150)), hold: 0.2) + [.wait(seconds: 1)]
    }

    @MainActor func testAPullPastTheSecondDistanceOpensTheFloorAndEscClosesIt() async throws {
        let (runner, trace) = try run(openSteps + [.key("Escape"), .wait(seconds: 1)])
        let states = trace.map { $0.header!.state }
        var phases: [String] = []
        for s in states where phases.last != s { phases.append(s) }
        XCTAssertEqual(
            phases,
            [
                "idle", "pulling", "releaseToSecondFloor", "openingSecondFloor", "secondFloor", "closingSecondFloor",
                "idle",
            ])
        XCTAssertEqual(trace.last!.header!.callbacks, 0, "the refreshing handler never ran")
        let open = try XCTUnwrap(trace.last { $0.header!.state == "secondFloor" })
        XCTAssertEqual(open.offsetY, -54 - 600, "the floor fills the viewport")
        XCTAssertEqual(open.insetTop, 54 + 600)
        // The inset came without moving the list (as UIKit's): it was at 0, 12.5 pt from its rest.
        XCTAssertEqual(trace.first { $0.insetTop == 12.5 }?.offsetY, 0)
        XCTAssertEqual(trace.last!.offsetY, 0, "back exactly where it was")
        XCTAssertEqual(trace.last!.insetTop, 12.5)
        XCTAssertEqual(runner.scene.scrollView.contentInset.top, 12.5)
        XCTAssertTrue(runner.scene.scrollView.isScrollEnabled)
        XCTAssertFalse(runner.scene.key("Escape"), "closed, Esc is not the example's any more (the window quits)")
    }

    @MainActor func testThePageKeysDoNotMoveTheOpenFloor() async throws {
        let (_, trace) = try run(
            openSteps + [
                .key("End"),
                .wait(seconds: 0.5),
                .key("PageDown"),
            ]
                + [.wait(seconds: 0.5)])
        XCTAssertEqual(trace.last!.header!.state, "secondFloor")
        XCTAssertEqual(trace.last!.offsetY, -54 - 600)
    }

    @MainActor func testAPullUpOnTheFloorClosesIt() async throws {
        let (_, trace) = try run(
            openSteps + .drag(from: Point(x: 200, y: 500), to: Point(x: 200, y: 200), hold: 0.1) + [.wait(seconds: 1)])
        XCTAssertTrue(trace.contains { $0.header!.state == "secondFloor" && $0.offsetY > -654 }, "follows the finger")
        XCTAssertEqual(trace.last!.header!.state, "idle")
        XCTAssertEqual(trace.last!.offsetY, 0)
        XCTAssertEqual(trace.last!.insetTop, 12.5)
    }

    @MainActor func testTheCloseButtonClosesIt() async throws {
        // The ✕ is 36 pt wide, 12 pt from the top right corner.
        let (_, trace) = try run(
            openSteps + [
                .down(Point(x: 360, y: 30)),
                .up,
                .wait(seconds: 1),
            ])
        XCTAssertTrue(trace.contains { $0.header!.state == "closingSecondFloor" })
        XCTAssertEqual(trace.last!.header!.state, "idle")
        XCTAssertEqual(trace.last!.offsetY, 0)
    }

    @MainActor func testAPullBelowTheSecondDistanceRefreshesAsUsual() async throws {
        let (_, trace) = try run(
            .drag(from: Point(x: 200, y: 100), to: Point(x: 200, y: finger(90)), hold: 0.2), [.wait(seconds: 2)])
        XCTAssertFalse(trace.contains { $0.header!.state.contains("econdFloor") })
        XCTAssertEqual(trace.refreshStarts(\.header), 1)
        XCTAssertEqual(trace.last!.header!.callbacks, 1)
        XCTAssertEqual(trace.last!.header!.state, "idle")
        XCTAssertEqual(trace.last!.insetTop, 0)
    }
}
