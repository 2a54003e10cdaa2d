import RefreshCore
import RefreshSDL
import RefreshTestSupport
import XCTest

@testable import RefreshPlayground
@testable import RefreshPlaygroundCommands

/// `list.chat` driven through the one input path: it opens at its end, Home reaches the top and
/// loads older rows until a screen of them is above, and every batch of older rows leaves the rows on screen exactly where
/// they were (the offset moves by exactly the rows' height in the frame they arrive), at rest
/// and mid-fling; a new message follows only at the bottom.
nonisolated final class ChatReplayTests: XCTestCase {

    /// The content of `list.chat`'s 30 messages of 60 pt, below the older-rows indicator's 44 pt slot.
    private let content = 30.0 * 60 + 44

    /// The trace of `steps` on `list.chat` (30 messages of 60 pt in 390 × 844); `delay` is the
    /// script's refresh delay (`null`: loads never finish).
    @MainActor private func run(delay: RefreshDelay = 1, _ steps: [ReplayStep]...) throws -> [TraceFrame] {
        try replay("list.chat", refreshDelay: delay, steps: steps.flatMap { $0 }).trace
    }

    /// The frames where rows arrived: the content grew.
    @MainActor private func arrivals(_ trace: [TraceFrame]) -> [Int] {
        trace.indices.dropFirst().filter { trace[$0].contentHeight > trace[$0 - 1].contentHeight }
    }

    @MainActor func testItOpensAtTheNewestMessage() async throws {
        let trace = try run([.wait(seconds: 0.1)])
        XCTAssertEqual(trace.first!.offsetY, content - 844, "the first frame is already at the end")
        XCTAssertTrue(trace.allSatisfy { $0.offsetY == content - 844 })
    }

    /// Home reaches the top and loads; the batch leaves the list resting 600 pt from the top, within
    /// a screen, so the next batch comes without a nudge (issue 30, item 7); that one leaves it a
    /// screen away, where the user reads on.
    @MainActor func testHomeReachesTheTopAndLoadsOlderRowsUntilAScreenOfThemKeepingTheTopRowStill() async throws {
        let trace = try run([.key("Home"), .wait(seconds: 4)])
        let arrived = arrivals(trace)
        XCTAssertEqual(arrived.count, 2, "two loads for one trip to the top")
        let i = try XCTUnwrap(arrived.first)
        XCTAssertEqual(trace[i - 1].offsetY, 0, "Home reached the top before the rows came")
        XCTAssertEqual(trace[i].contentHeight - trace[i - 1].contentHeight, 600, "10 older messages")
        XCTAssertEqual(trace[i].offsetY, 600, "the offset moved with them: the top row did not move")
        let j = arrived[1]
        XCTAssertTrue(trace[i..<j].allSatisfy { $0.offsetY == 600 }, "nothing moves while the next batch loads")
        XCTAssertEqual(trace[j].offsetY, 1200, "nor when it comes")
        XCTAssertTrue(trace[j...].allSatisfy { $0.offsetY == 1200 }, "and nothing moves after")
        XCTAssertEqual(trace.last!.header!.callbacks, 0, "the header was never pulled")
    }

    @MainActor func testOlderRowsArrivingMidFlingMoveNothingOnScreen() async throws {
        // A fling toward the top that comes within a screen of it starts a load; the rows arrive
        // while it still flies. Against the same fling whose load never finishes, the offset is
        // exactly their height further down in every later frame: what is drawn is the same.
        let fling: [ReplayStep] =
            .drag(from: Point(x: 200, y: 300), to: Point(x: 200, y: 450), duration: 0.15) + [.wait(seconds: 1.5)]
        let loaded = try run(delay: 0.3, fling)
        let twin = try run(delay: .never, fling)
        let i = try XCTUnwrap(arrivals(loaded).first)
        XCTAssertEqual(arrivals(loaded).count, 1)
        XCTAssertTrue(loaded[i].decelerating, "the rows came mid-fling")
        XCTAssertEqual(loaded.count, twin.count)
        for k in 0..<i { XCTAssertEqual(loaded[k].offsetY, twin[k].offsetY) }
        for k in i..<loaded.count {
            XCTAssertEqual(loaded[k].offsetY - twin[k].offsetY, 600, accuracy: 1e-9, "frame \(k)")
        }
        XCTAssertGreaterThan(twin.last!.offsetY, 0, "the fling stopped short of the top")
    }

    @MainActor func testANewMessageFollowsOnlyAtTheBottom() async throws {
        let trace = try run(
            [.key("N"), .wait(seconds: 0.5)]
                + [
                    .key("PageUp"),
                    .wait(seconds: 0.5),
                    .key("N"),
                    .wait(seconds: 0.5),
                ]
        )
        XCTAssertEqual(trace.first!.contentHeight, content + 60, "the first message came at once")
        XCTAssertEqual(trace[20].offsetY, content + 60 - 844, "at the bottom: it scrolled in (0.33 s)")
        let grew = arrivals(trace)
        XCTAssertEqual(grew.count, 1, "the second message")
        let before = trace[grew[0] - 1]
        XCTAssertLessThan(before.offsetY, content + 60 - 844, "Page Up left the bottom")
        XCTAssertTrue(trace[grew[0]...].allSatisfy { $0.offsetY == before.offsetY }, "so it does not move the list")
    }

    /// `list.chat` run through `steps` (the header's and the loader's loads take 1 s), then its
    /// header and its loader.
    @MainActor private func chatScene(_ steps: [ReplayStep]) throws -> (RefreshHeader, OlderRowsLoader, ReplayRunner) {
        let script = SceneScript(configuration: SceneConfiguration(exampleID: "list.chat"), steps: steps)
        let runner = try ReplayRunner(script: script, outputDirectory: nil, textRenderer: try TextRenderer.shared())
        try runner.run()
        let list = try XCTUnwrap(runner.scene.scrollView as? ListView)
        return (try XCTUnwrap(list.refreshHeader), try XCTUnwrap(list.olderRowsLoader), runner)
    }

    /// Home, then the two loads it brings (the first leaves the list within a screen of the top).
    private let tripToTheTop: [ReplayStep] = [.key("Home"), .wait(seconds: 2.5)]

    @MainActor func testOnceTheHistoryHasEndedTheHeaderHides() async throws {
        let (header, loader, _) = try chatScene(Array(repeating: tripToTheTop, count: 2).flatMap { $0 })
        XCTAssertTrue(loader.hasMoreRows)
        XCTAssertFalse(header.isHidden, "four loads of five: a pull may load the last")
        let (ended, endedLoader, _) = try chatScene(Array(repeating: tripToTheTop, count: 3).flatMap { $0 })
        XCTAssertFalse(endedLoader.hasMoreRows)
        XCTAssertEqual(endedLoader.indicator?.phase, .noMoreRows)
        XCTAssertTrue(ended.isHidden, "nothing left to load: no header to pull")
    }

    @MainActor func testAPullThatLoadsTheLastBatchHidesTheHeaderOnlyOnceItHasSlidOut() async throws {
        let pull: [ReplayStep] = [
            .down(Point(x: 200, y: 200)), .move(Point(x: 200, y: 420), duration: 0.2), .up, .wait(seconds: 0.3),
        ]
        let steps =
            Array(repeating: tripToTheTop, count: 2).flatMap { $0 } + [.key("Home"), .wait(seconds: 0.4)] + pull
        let (header, loader, runner) = try chatScene(steps)
        XCTAssertEqual(header.handlerCallCount, 1, "the pull joined the fifth load")
        XCTAssertTrue(loader.hasMoreRows, "which has not come yet")
        let scene = runner.scene
        for _ in 0..<120 where loader.hasMoreRows { scene.tick(at: scene.clock.now + 1.0 / 60) }
        XCTAssertFalse(loader.hasMoreRows, "the last batch came")
        XCTAssertTrue(header.state != .idle || header.isEndingRefresh, "the header's refresh ends")
        XCTAssertFalse(header.isHidden, "still sliding out")
        for _ in 0..<120 { scene.tick(at: scene.clock.now + 1.0 / 60) }
        XCTAssertTrue(header.isHidden)
        XCTAssertEqual(runner.scene.scrollView.contentInset, .zero, "its inset was given back first")
    }
}
