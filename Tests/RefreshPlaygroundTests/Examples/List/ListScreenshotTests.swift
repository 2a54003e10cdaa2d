import RefreshCore
import RefreshTestSupport
import XCTest

@testable import RefreshPlayground

/// Golden screenshots of the plain list, rendered headless by the replay runner.
nonisolated final class ListScreenshotTests: XCTestCase {
    lazy var dir = temporaryFolder("shots")

    @MainActor func render(_ json: String) throws -> Bitmap {
        let script = try ReplayScriptParser.parse(data: Data(json.utf8), fileName: "shot.json")
        let runner = try ReplayRunner(script: script, outputDirectory: dir.path)
        try runner.run()
        return runner.snapshot()
    }

    @MainActor func testIdle() async throws {
        assertScreenshot(try render(#"{"example":"list.plain","steps":[{"op":"wait","seconds":0.02}]}"#), named: "idle")
    }

    @MainActor func testIdleAtScale2() async throws {
        let shot = try render(
            #"{"example":"list.plain","scale":2,"viewport":{"width":320,"height":400},"steps":[{"op":"wait","seconds":0.02}]}"#
        )
        XCTAssertEqual(shot.width, 640)
        assertScreenshot(shot, named: "idle-2x")
    }

    @MainActor func testPulledPastTopShowsRubberBandGap() async throws {
        let shot = try render(
            """
            {"example":"list.plain","steps":[{"op":"down","x":200,"y":100},{"op":"move","x":200,"y":400,"duration":0.3}]}
            """)
        assertScreenshot(shot, named: "pulled-300")
    }

    @MainActor func testPulledPastBottom() async throws {
        let shot = try render(
            """
            {"example":"list.plain","rows":20,"steps":[{"op":"key","key":"End"},{"op":"wait","seconds":0.4},
              {"op":"down","x":200,"y":700},{"op":"move","x":200,"y":500,"duration":0.2}]}
            """)
        assertScreenshot(shot, named: "pulled-bottom")
    }

    @MainActor func testInsertedRowsAndInset() async throws {
        let shot = try render(
            """
            {"example":"list.plain","rows":3,"steps":[{"op":"insert","at":"top","count":2},{"op":"inset","top":40},
              {"op":"wait","seconds":0.02}]}
            """)
        assertScreenshot(shot, named: "inserted-inset")
    }

    @MainActor func testChatStartsAtTheNewestMessage() async throws {
        assertScreenshot(
            try render(#"{"example":"list.chat","steps":[{"op":"wait","seconds":0.02}]}"#), named: "chat-start")
    }

    /// Home reached the top while the older messages load: the indicator's spinner and
    /// "Loading..." above the first message.
    @MainActor func testChatLoadingOlderMessagesAtTheTop() async throws {
        let shot = try render(
            #"{"example":"list.chat","steps":[{"op":"key","key":"Home"},{"op":"wait","seconds":0.6}]}"#)
        assertScreenshot(shot, named: "chat-loading-older")
    }

    /// Five trips to the top loaded all the history: the top says "No more data" above #451.
    @MainActor func testChatAtTheStartOfItsHistory() async throws {
        let trip = #"{"op":"key","key":"Home"},{"op":"wait","seconds":1.5}"#
        let steps = Array(repeating: trip, count: 6).joined(separator: ",")
        let shot = try render(#"{"example":"list.chat","steps":["# + steps + "]}")
        assertScreenshot(shot, named: "chat-history-start")
    }

    /// Home reached the top and 10 older messages came above: #501 is still where it was, below
    /// the last of them.
    @MainActor func testChatAfterHomeLoadedOlderMessages() async throws {
        let shot = try render(
            #"{"example":"list.chat","steps":[{"op":"key","key":"Home"},{"op":"wait","seconds":1.5}]}"#)
        assertScreenshot(shot, named: "chat-older-loaded")
    }

    /// Page Up left the bottom, so the new message (N) stays below, out of view.
    @MainActor func testChatNewMessageAwayFromTheBottom() async throws {
        let shot = try render(
            #"{"example":"list.chat","steps":[{"op":"key","key":"PageUp"},{"op":"wait","seconds":0.5},{"op":"key","key":"N"},{"op":"wait","seconds":0.5}]}"#
        )
        assertScreenshot(shot, named: "chat-new-message-away")
    }
}
