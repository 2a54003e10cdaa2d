import RefreshCore
import RefreshSDL
import XCTest

@testable import RefreshPlayground
@testable import RefreshPlaygroundCommands
@testable import RefreshPlaygroundWindow

/// The window trace's timing members (docs/replay.md): `wall`, `presented` on every frame,
/// `latency` on frames that show input; and the benchmark reading them back.
nonisolated final class WindowTraceTimingTests: XCTestCase {
    @MainActor func serialized(_ members: [(key: String, value: JSONValue)]) -> String {
        JSONValue.object(members).serialized()
    }

    @MainActor func testAFrameShowingInputCarriesPresentedAndLatency() async {
        let frame = FrameTimingLog.Frame(
            presented: 12_345.678_912_34, latencyMilliseconds: 11.234_56, inputCount: 2, intervalMilliseconds: 16.7)
        XCTAssertEqual(
            serialized(WindowTraceTiming.members(wall: 3.25, frame: frame)),
            #"{"wall":3.25,"presented":12345.678912,"latency":11.235}"#)
    }

    @MainActor func testAFrameWithoutInputHasNoLatency() async {
        let frame = FrameTimingLog.Frame(
            presented: 7.5, latencyMilliseconds: nil, inputCount: 0, intervalMilliseconds: nil)
        XCTAssertEqual(serialized(WindowTraceTiming.members(wall: 0.1, frame: frame)), #"{"wall":0.1,"presented":7.5}"#)
        XCTAssertEqual(serialized(WindowTraceTiming.members(wall: 0.1, frame: nil)), #"{"wall":0.1}"#)
    }

    @MainActor func testTheBenchReadsTheTimingBack() async {
        let trace = """
            {"frame":0,"t":0,"wall":0,"presented":100.5,"offset":{"x":0,"y":0},"decelerating":false,"header":null}
            {"frame":1,"t":0.016,"wall":0.016,"presented":100.516,"latency":9.5,"offset":{"x":0,"y":2},"decelerating":true,"header":{"state":"refreshing"}}
            not json
            {"frame":2,"t":0.033,"offset":{"x":0,"y":4}}
            """
        let frames = WindowTraceFrame.frames(inTrace: trace)
        XCTAssertEqual(
            frames,
            [
                WindowTraceFrame(presented: 100.5, latency: nil, offsetY: 0, decelerating: false, headerState: nil),
                WindowTraceFrame(
                    presented: 100.516, latency: 9.5, offsetY: 2, decelerating: true, headerState: "refreshing"),
            ], "lines without presented (replay's) are skipped")
    }

    /// Two moves sent within one frame are both shown by it; a send during a frame's work is shown by the next.
    @MainActor func testEachSendIsMatchedToTheFirstFrameShowingIt() async {
        let frames = [
            WindowTraceFrame(presented: 1.000, latency: nil, offsetY: 0, decelerating: false, headerState: nil),
            WindowTraceFrame(presented: 1.017, latency: nil, offsetY: 4, decelerating: false, headerState: nil),
            WindowTraceFrame(presented: 1.034, latency: nil, offsetY: 6, decelerating: false, headerState: nil),
        ]
        let sends = [
            SentInput(sent: 1.002, expect: .offsetAtLeast(2)),
            SentInput(sent: 1.005, expect: .offsetAtLeast(4)),
            SentInput(sent: 1.016, expect: .offsetAtLeast(6)),   // read too late for the frame at 1.017
            SentInput(sent: 1.020, expect: .offsetAtLeast(8)),   // never shown: left out
        ]
        let ms = LatencyMatcher.latencies(of: sends, in: frames)
        XCTAssertEqual(ms.map { ($0 * 1000).rounded() / 1000 }, [15, 12, 18])
        XCTAssertEqual(
            LatencyMatcher.latencies(of: [SentInput(sent: 1.01, expect: .offsetChanged)], in: frames).map {
                ($0 * 1000).rounded() / 1000
            }, [7])
        XCTAssertEqual(
            LatencyMatcher.intervals(in: frames) { $0.offsetY > 0 }.map { ($0 * 1000).rounded() / 1000 }, [17])
    }
}
