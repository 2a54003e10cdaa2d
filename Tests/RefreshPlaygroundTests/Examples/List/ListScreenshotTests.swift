import RefreshCore
import RefreshTestSupport
import XCTest

@testable import RefreshPlayground

/// Golden screenshots of the plain list, rendered headless by the replay runner.
nonisolated final class ListScreenshotTests: XCTestCase {
    @MainActor func testIdle() async throws {
        assertScreenshot(try replay("list.plain", steps: [.wait(seconds: 0.02)]).lastFrame, named: "idle")
    }

    @MainActor func testIdleAtScale2() async throws {
        let shot = try replay(
            "list.plain", viewport: Size(width: 320, height: 400), scale: 2, steps: [.wait(seconds: 0.02)]
        ).lastFrame
        XCTAssertEqual(shot.width, 640)
        assertScreenshot(shot, named: "idle-2x")
    }

    @MainActor func testPulledPastTopShowsRubberBandGap() async throws {
        let shot = try replay(
            "list.plain",
            steps: [
                .down(Point(x: 200, y: 100)),
                .move(Point(x: 200, y: 400), duration: 0.3),
            ]
        ).lastFrame
        assertScreenshot(shot, named: "pulled-300")
    }

    @MainActor func testPulledPastBottom() async throws {
        let shot = try replay(
            "list.plain", rows: 20,
            steps: [
                .key("End"),
                .wait(seconds: 0.4),
                .down(Point(x: 200, y: 700)),
                .move(Point(x: 200, y: 500), duration: 0.2),
            ]
        ).lastFrame
        assertScreenshot(shot, named: "pulled-bottom")
    }

    @MainActor func testInsertedRowsAndInset() async throws {
        let shot = try replay(
            "list.plain", rows: 3,
            steps: [
                .insert(atTop: true, count: 2),
                .inset(EdgeInsets(top: 40, left: 0, bottom: 0, right: 0)),
                .wait(seconds: 0.02),
            ]
        ).lastFrame
        assertScreenshot(shot, named: "inserted-inset")
    }

    @MainActor func testChatStartsAtTheNewestMessage() async throws {
        assertScreenshot(
            try replay("list.chat", steps: [.wait(seconds: 0.02)]).lastFrame, named: "chat-start")
    }

    /// Home reached the top while the older messages load: the indicator's spinner and
    /// "Loading..." above the first message.
    @MainActor func testChatLoadingOlderMessagesAtTheTop() async throws {
        let shot = try replay("list.chat", steps: [.key("Home"), .wait(seconds: 0.6)]).lastFrame
        assertScreenshot(shot, named: "chat-loading-older")
    }

    /// Five trips to the top loaded all the history: the top says "No more data" above #451.
    @MainActor func testChatAtTheStartOfItsHistory() async throws {
        let trip: [ReplayStep] = [.key("Home"), .wait(seconds: 1.5)]
        let shot = try replay("list.chat", steps: Array(repeating: trip, count: 6).flatMap { $0 }).lastFrame
        assertScreenshot(shot, named: "chat-history-start")
    }

    /// Home reached the top and 10 older messages came above: #501 is still where it was, below
    /// the last of them.
    @MainActor func testChatAfterHomeLoadedOlderMessages() async throws {
        let shot = try replay("list.chat", steps: [.key("Home"), .wait(seconds: 1.5)]).lastFrame
        assertScreenshot(shot, named: "chat-older-loaded")
    }

    /// Page Up left the bottom, so the new message (N) stays below, out of view.
    @MainActor func testChatNewMessageAwayFromTheBottom() async throws {
        let shot = try replay(
            "list.chat",
            steps: [
                .key("PageUp"),
                .wait(seconds: 0.5),
                .key("N"),
                .wait(seconds: 0.5),
            ]
        ).lastFrame
        assertScreenshot(shot, named: "chat-new-message-away")
    }
}
