import RefreshCore
import RefreshTestSupport
import XCTest

@testable import RefreshPlayground

/// `FrameRateMeter`: frames per second over a rolling window of frame times.
nonisolated final class FrameRateMeterTests: XCTestCase {
    @MainActor func feed(_ meter: inout FrameRateMeter, fps: Double, from start: Double, seconds: Double) {
        let n = Int((seconds * fps).rounded())
        for i in 0..<n { meter.recordFrame(at: start + Double(i) / fps) }
    }

    @MainActor func testUnknownBeforeTwoFrames() async {
        var meter = FrameRateMeter()
        XCTAssertNil(meter.framesPerSecond)
        meter.recordFrame(at: 10)
        XCTAssertNil(meter.framesPerSecond)
        meter.recordFrame(at: 10)
        XCTAssertNil(meter.framesPerSecond, "two frames at one time give no rate")
    }

    @MainActor func testSteadyRatesAreReportedExactly() async {
        for fps in [30.0, 60, 120, 144] {
            var meter = FrameRateMeter()
            feed(&meter, fps: fps, from: 5, seconds: 3)
            XCTAssertEqual(meter.framesPerSecond ?? 0, fps, accuracy: 1e-6, "\(fps)")
            XCTAssertLessThanOrEqual(meter.frameCount, Int(fps) + 1, "only the last second is kept")
        }
    }

    @MainActor func testTheWindowForgetsOldFrames() async {
        var meter = FrameRateMeter(window: 0.5)
        feed(&meter, fps: 120, from: 0, seconds: 2)
        feed(&meter, fps: 30, from: 2, seconds: 1)
        XCTAssertEqual(meter.framesPerSecond ?? 0, 30, accuracy: 1e-6, "a second at 30 fps after 120 fps reads 30")
    }

    @MainActor func testARestLongerThanTheWindowMakesTheRateUnknown() async {
        var meter = FrameRateMeter()
        feed(&meter, fps: 60, from: 0, seconds: 1)
        meter.recordFrame(at: 10)
        XCTAssertNil(meter.framesPerSecond, "an idle window does not report a stale rate")
        meter.recordFrame(at: 10 + 1.0 / 60)
        XCTAssertEqual(meter.framesPerSecond ?? 0, 60, accuracy: 1e-6)
    }

    @MainActor func testABackwardClockStartsOverAndBadInputIsRefusedWithAMessage() async {
        let log = LogCapture()
        var meter = FrameRateMeter(logger: log.logger)
        feed(&meter, fps: 60, from: 100, seconds: 0.5)
        meter.recordFrame(at: 1)
        XCTAssertEqual(meter.frameCount, 1)
        meter.recordFrame(at: .nan)
        meter.recordFrame(at: .infinity)
        XCTAssertEqual(meter.frameCount, 1)
        XCTAssertTrue(
            log.entries.contains { $0.message.contains("frame time") && $0.says(["value": "nan"]) }, "\(log.entries)")
        let bad = FrameRateMeter(window: -2, logger: log.logger)
        XCTAssertEqual(bad.window, FrameRateMeter.defaultWindow)
        XCTAssertTrue(
            log.entries.contains { $0.message.contains("positive finite number") && $0.says(["value": "-2.0"]) },
            "\(log.entries)")
        meter.reset()
        XCTAssertEqual(meter.frameCount, 0)
    }
}
