import RefreshCore
import XCTest

@testable import RefreshPlayground
@testable import RefreshPlaygroundCommands

/// A tuning session (K, arrows, K) replayed as the window records it, key steps through the scene's
/// one input path, then a drag: the tuned feel is kept as a test (issue 29, item 5).
nonisolated final class FeelTuningReplayTests: XCTestCase {
    static let viewport = Size(width: 390, height: 600)

    @MainActor func run(_ tuning: [String], _ steps: [ReplayStep]) throws -> (ReplayRunner, [TraceFrame]) {
        try replay(
            "header.normal", viewport: Self.viewport, refreshDelay: .never,
            steps: [.wait(seconds: 0.1)] + tuning.map { .key($0) } + [.wait(seconds: 0.1)] + steps
        ).runnerAndTrace
    }

    /// A 200 pt drag down from the top, held.
    static let pull: [ReplayStep] = [
        .down(Point(x: 200, y: 100)), .move(Point(x: 200, y: 300), duration: 0.2), .wait(seconds: 0.1),
    ]

    @MainActor func testALooserRubberBandShowsMoreOfTheSamePull() async throws {
        let (_, before) = try run([], Self.pull)
        // The rubber band from 0.55 to 1.0: nine steps of 0.05.
        let (runner, after) = try run(["K"] + Array(repeating: "Right", count: 9) + ["K"], Self.pull)
        XCTAssertEqual(runner.scene.scrollView.physics.rubberBandCoefficient, 1.0)
        XCTAssertFalse(runner.scene.tuning.isOpen)
        XCTAssertEqual(before.last!.offsetY, -RubberBand.offset(for: 200, dimension: 600), accuracy: 0.01)
        XCTAssertEqual(
            after.last!.offsetY, -RubberBand.offset(for: 200, dimension: 600, coefficient: 1), accuracy: 0.01)
        XCTAssertLessThan(after.last!.offsetY, before.last!.offsetY - 50, "150 pt shown against 93")
    }

    @MainActor func testARaisedTriggerDistanceMovesTheTriggerPoint() async throws {
        // 80 pt shown: past the header's 54, short of 100.
        let finger = 100 + RubberBand.distance(for: 80, dimension: 600)
        let pull: [ReplayStep] = [
            .down(Point(x: 200, y: 100)), .move(Point(x: 200, y: finger), duration: 0.2), .wait(seconds: 0.1),
        ]
        let release: [ReplayStep] = [.up, .wait(seconds: 1)]
        let (_, before) = try run([], pull + release)
        // Down to the trigger distance, then from the height (54) to 100: 60, 65 … 100.
        let session = ["K", "Down", "Down", "Down"] + Array(repeating: "Right", count: 9) + ["K"]
        let (runner, after) = try run(session, pull + release)
        XCTAssertEqual(runner.scene.component(.header)?.triggerDistance, 100)
        let heldBefore = try XCTUnwrap(before.last { $0.dragging }?.header)
        let heldAfter = try XCTUnwrap(after.last { $0.dragging }?.header)
        XCTAssertEqual(heldBefore.state, "pulling")
        XCTAssertEqual(heldAfter.state, "idle")
        XCTAssertEqual(heldAfter.percent, 0.8, accuracy: 0.01, "80 of 100 pt")
        XCTAssertEqual(before.last?.header?.state, "refreshing")
        XCTAssertEqual(after.last?.header?.state, "idle")
        XCTAssertEqual(after.last!.offsetY, 0, accuracy: 0.5, "sprang back, nothing to hover for")
    }

    /// The hold height changed while the header hovers: this refresh keeps the inset it added and
    /// gives back exactly that; the next one hovers at the new height; the app's inset is never
    /// touched.
    @MainActor func testAHoldHeightChangedWhileRefreshingTakesEffectAtTheNextRefresh() async throws {
        let session = ["K", "Down", "Down", "Down", "Down"] + Array(repeating: "Right", count: 5) + ["K"]
        let (runner, trace) = try replay(
            "header.normal", viewport: Self.viewport, refreshDelay: 1,
            steps: [.key("F5"), .wait(seconds: 0.5)] + session.map { .key($0) } + [.wait(seconds: 2), .key("F5")]
                + [.wait(seconds: 0.5)]
        ).runnerAndTrace
        let header = try XCTUnwrap(runner.scene.component(.header))
        XCTAssertEqual(header.frame.height, 64, "54 and five steps of 2")
        let firstEnd = try XCTUnwrap(trace.firstIndex { $0.header?.state == "idle" && $0.frame > 10 })
        let first = trace[..<firstEnd].last { $0.header?.state == "refreshing" }
        XCTAssertEqual(first?.insetTop ?? 0, 54, accuracy: 0.01, "the refresh under way keeps what it added")
        XCTAssertEqual(trace[firstEnd...].first { $0.insetTop == 0 }?.header?.state, "idle", "all of it given back")
        XCTAssertEqual(trace.last?.header?.state, "refreshing")
        XCTAssertEqual(trace.last!.insetTop, 64, accuracy: 0.01, "the next refresh hovers at the new height")
        XCTAssertEqual(trace.last!.offsetY, -64, accuracy: 0.5)
        XCTAssertEqual(runner.scene.scrollView.contentInset, runner.scene.appInset)
    }
}
