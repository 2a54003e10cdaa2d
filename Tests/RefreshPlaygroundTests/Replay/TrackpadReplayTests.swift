import RefreshCore
import RefreshTestSupport
import XCTest

@testable import RefreshPlayground

/// The `trackpad` op end to end: points with the wheel's sign, 1:1 inside the range, rubber-banding
/// past an edge, settling 0.1 s after the last delta, and never pulling a refresh control.
nonisolated final class TrackpadReplayTests: XCTestCase {

    @MainActor func run(_ example: String, _ steps: [ReplayStep], viewport: Size? = nil) throws -> [TraceFrame] {
        try replay(example, viewport: viewport, refreshDelay: 0.5, steps: steps).trace
    }

    /// `count` trackpad deltas one frame apart (60 fps).
    @MainActor func swipe(dx: Double = 0, dy: Double = 0, count: Int) -> [ReplayStep] {
        Array(repeating: [.trackpad(dx: dx, dy: dy), .wait(seconds: 0.0167)], count: count).flatMap { $0 }
    }

    @MainActor func testTheOpParsesWithDefaultsAndClearErrors() async throws {
        let s = try ReplayScriptParser.parse(
            data: Data(
                #"""
                {"example":"list.plain","steps":[{"op":"trackpad","dx":0,"dy":-12.5},{"op":"trackpad","dx":3}]}
                """#.utf8), fileName: "s.json")
        XCTAssertEqual(s.steps, [.trackpad(dx: 0, dy: -12.5), .trackpad(dx: 3, dy: 0)])
        for (json, message) in [
            (#"{"op":"trackpad","dy":20000}"#, #"s.json: step 1: "dy" must be between -10000 and 10000, got 20000.0"#),
            (#"{"op":"trackpad","dx":"1"}"#, #"s.json: step 1: "dx" must be a number, not a string"#),
            (#"{"op":"trackpad","y":1}"#, #"s.json: step 1: unknown key "y" for op "trackpad" (allowed: dx, dy, op)"#),
        ] {
            XCTAssertThrowsError(
                try ReplayScriptParser.parse(
                    data: Data(#"{"example":"list.plain","steps":[\#(json)]}"#.utf8),
                    fileName: "s.json")
            ) { error in
                XCTAssertEqual("\(error)", message)
            }
        }
    }

    /// Inside the list: points 1:1, `dy < 0` toward the bottom; then it stays (no fling).
    @MainActor func testInsideTheListItMovesOneToOneAndStays() async throws {
        let trace = try run("list.plain", swipe(dy: -12.5, count: 4) + [.wait(seconds: 0.5)])
        XCTAssertEqual(trace[0].offsetY, 12.5)
        XCTAssertEqual(trace[3].offsetY, 50)
        XCTAssertEqual(trace.last!.offsetY, 50)
        XCTAssertFalse(trace.contains { $0.dragging || $0.decelerating })
    }

    /// `header.normal` pulled 300 pt by trackpad: drawn far past the 54 pt threshold, the header
    /// stays idle, its handler never runs; 0.1 s after the last delta it springs back to 0.
    @MainActor func testAHeaderPulled300PointsByTrackpadNeverRefreshes() async throws {
        let trace = try run("header.normal", swipe(dy: 10, count: 30) + [.wait(seconds: 1.5)])
        let header = trace.map { $0.header! }
        XCTAssertEqual(Set(header.map(\.state)), ["idle"], "never pulling, never refreshing")
        XCTAssertEqual(header.last!.callbacks, 0)
        let deepest = try XCTUnwrap(trace.min { $0.offsetY < $1.offsetY })
        XCTAssertEqual(deepest.frame, 29, "the last delta")
        XCTAssertEqual(-deepest.offsetY, RubberBand.offset(for: 300, dimension: 844), accuracy: 0.01)
        XCTAssertGreaterThan(deepest.header!.percent, 2, "pulled past the threshold")
        // Held for the 0.1 s timeout (6 frames at 60 fps), then the bounce.
        for f in trace[30..<35] { XCTAssertEqual(f.offsetY, deepest.offsetY, "frame \(f.frame) waits") }
        XCTAssertTrue(trace[37].decelerating)
        XCTAssertGreaterThan(trace[37].offsetY, deepest.offsetY)
        XCTAssertFalse(trace.contains(where: \.dragging))
        XCTAssertEqual(trace.last!.offsetY, 0)
        XCTAssertFalse(trace.last!.decelerating)
        XCTAssertEqual(header.last!.percent, 0)
    }

    /// The strip scrolls sideways with dx and is pulled past its end without loading.
    @MainActor func testATrailerIsNeverPulledByATrackpad() async throws {
        let steps = [.key("End"), .wait(seconds: 1)] + swipe(dx: 10, count: 30) + [.wait(seconds: 1.5)]
        let trace = try run("trailer.horizontal", steps, viewport: Size(width: 390, height: 300))
        let end = trace[59].offsetX
        let deepest = try XCTUnwrap(trace.max { $0.offsetX < $1.offsetX })
        XCTAssertEqual(deepest.offsetX - end, RubberBand.offset(for: 300, dimension: 390), accuracy: 0.01)
        XCTAssertGreaterThan(deepest.trailer!.percent, 1)
        XCTAssertEqual(Set(trace.map { $0.trailer!.state }), ["idle"])
        XCTAssertEqual(trace.last!.trailer!.callbacks, 0)
        XCTAssertEqual(trace.last!.offsetX, end)
    }
}
