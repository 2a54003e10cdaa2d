import RefreshCore
import RefreshSDL
import RefreshTestSupport
import XCTest

@testable import RefreshPlayground
@testable import RefreshPlaygroundCommands

/// Keys pressed when they cannot act (issue 30, item 8) call nothing, log nothing and leave a
/// word for the window (`KeyNotice`); F in `header.placement-front` says what it set (item 11);
/// N resets the example's page count with no more data, so the cycle comes round again (item 2).
nonisolated final class KeyNoticeReplayTests: XCTestCase {
    /// `example` run through `steps` (refreshes take `refreshDelay` s), its warnings caught.
    @MainActor func run(
        _ example: String, _ steps: [ReplayStep], refreshDelay: Double? = 1
    ) throws -> (ReplayRunner, LogCapture) {
        var configuration = SceneConfiguration(exampleID: example)
        configuration.viewport = Size(width: 390, height: 600)
        configuration.refreshDelay = .some(refreshDelay)
        let log = LogCapture()
        var logger = log.logger
        logger.logLevel = .info
        let runner = try ReplayRunner(
            script: SceneScript(configuration: configuration, steps: steps), outputDirectory: nil,
            textRenderer: try TextRenderer.shared(), logger: logger)
        try runner.run()
        return (runner, log)
    }

    // MARK: Item 8: keys that cannot act now

    @MainActor func testF5WhileRefreshingCallsNothingAndSaysSo() async throws {
        let (runner, log) = try run(
            "header.normal", [.key("F5"), .wait(seconds: 0.3), .key("F5"), .wait(seconds: 0.1)])
        XCTAssertEqual(runner.scene.component(.header)?.state, .refreshing)
        XCTAssertEqual(log.entries, [], "a person pressing a key did nothing wrong")
        XCTAssertEqual(runner.scene.takeNotice()?.text, "F5: already refreshing")
        XCTAssertNil(runner.scene.takeNotice(), "taken once")
    }

    @MainActor func testF5WithTheSecondFloorOpenCallsNothingAndSaysSo() async throws {
        let pull: [ReplayStep] = [
            .down(Point(x: 200, y: 100)),
            .move(Point(x: 200, y: 100 + RubberBand.distance(for: 150, dimension: 600)), duration: 0.3),
            .wait(seconds: 0.2), .up, .wait(seconds: 1),
        ]
        let (runner, log) = try run("header.two-level", pull + [.key("F5"), .wait(seconds: 0.1)])
        XCTAssertEqual(runner.scene.component(.header).flatMap { ($0 as? RefreshHeader)?.secondFloor?.phase }, .open)
        XCTAssertEqual(log.entries, [])
        XCTAssertEqual(runner.scene.takeNotice()?.text, "F5: the second floor is open")
    }

    @MainActor func testNWithNothingToResetCallsNothingAndSaysSo() async throws {
        let (runner, log) = try run("footer.no-more-data", [.key("N"), .wait(seconds: 0.1)])
        XCTAssertEqual(runner.scene.component(.footer)?.state, .idle)
        XCTAssertEqual(log.entries, [])
        XCTAssertEqual(runner.scene.takeNotice()?.text, "N: nothing to reset")
    }

    @MainActor func testAKeyThatActsLeavesNoNotice() async throws {
        let (runner, log) = try run("header.normal", [.key("F5"), .wait(seconds: 0.1)])
        XCTAssertEqual(runner.scene.component(.header)?.state, .refreshing)
        XCTAssertEqual(log.entries, [])
        XCTAssertNil(runner.scene.takeNotice())
    }

    /// The library still warns a program that calls at the wrong moment.
    @MainActor func testTheLibrarysWarningStaysForCode() async throws {
        let (_, log) = try run(
            "header.normal", [.key("F5"), .wait(seconds: 0.1), .call(target: .header, method: .beginRefreshing)])
        XCTAssertEqual(log.entries.map(\.message), ["A call in the wrong state was ignored"])
    }

    // MARK: Item 11: F in placement-front

    @MainActor func testFSaysWhetherTheRowsMakeRoom() async throws {
        let (runner, _) = try run("header.placement-front", [.key("F"), .wait(seconds: 0.1)])
        XCTAssertEqual(runner.scene.component(.header)?.frontPushesContent, true)
        XCTAssertEqual(runner.scene.component(.footer)?.frontPushesContent, true)
        XCTAssertEqual(runner.scene.takeNotice()?.text, "F: rows make room")
        let (again, _) = try run("header.placement-front", [.key("F"), .wait(seconds: 0.1), .key("F")])
        XCTAssertEqual(again.scene.component(.header)?.frontPushesContent, false)
        XCTAssertEqual(again.scene.takeNotice()?.text, "F: rows stay under the controls")
    }

    // MARK: Item 2: N starts the pages again

    /// End and the load it brings, `count` times.
    let ends: (Int) -> [ReplayStep] = { count in
        Array(repeating: [ReplayStep.key("End"), .wait(seconds: 1.5)], count: count).flatMap { $0 }
    }

    @MainActor func testNoMoreDataComesBackAfterTheSameLoadsOnceReset() async throws {
        for example in ["footer.no-more-data", "list.showcase"] {
            let (first, _) = try run(example, ends(4))
            XCTAssertEqual(first.scene.component(.footer)?.state, .noMoreData, example)
            let firstRows = first.scene.rows.count
            // Reset, then the same presses: "No more data" after the same three loads.
            let (runner, log) = try run(example, ends(4) + [.key("N"), .wait(seconds: 0.1)] + ends(4))
            XCTAssertEqual(runner.scene.component(.footer)?.state, .noMoreData, "\(example): the cycle repeats")
            XCTAssertEqual(runner.scene.rows.count - firstRows, firstRows - 20, "\(example): as many pages again")
            XCTAssertEqual(log.entries, [], example)
            // And once more.
            let (third, _) = try run(
                example, (ends(4) + [.key("N"), .wait(seconds: 0.1)]) + ends(4) + [.key("N")] + ends(4))
            XCTAssertEqual(third.scene.component(.footer)?.state, .noMoreData, example)
        }
    }
}
