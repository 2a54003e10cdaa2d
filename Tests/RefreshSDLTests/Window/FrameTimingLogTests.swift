import RefreshSDL
import XCTest

/// `FrameTimingLog`'s bookkeeping with injected times: an input counts from its arrival to the
/// present of the first frame that shows it; inputs coalesced into one frame; present intervals.
nonisolated final class FrameTimingLogTests: XCTestCase {
    func testAnInputCountsFromItsArrivalToThePresentOfTheNextFrame() {
        var log = FrameTimingLog()
        log.inputApplied(arrivedAt: 10.000)
        let frame = log.framePresented(at: 10.0125)
        XCTAssertEqual(frame.presented, 10.0125)
        XCTAssertEqual(try XCTUnwrap(frame.latencyMilliseconds), 12.5, accuracy: 1e-9)
        XCTAssertEqual(frame.inputCount, 1)
        XCTAssertNil(frame.intervalMilliseconds, "the first frame has no interval")
        XCTAssertEqual(try XCTUnwrap(log.lastLatencyMilliseconds), 12.5, accuracy: 1e-9)
        XCTAssertEqual(log.latencies.count, 1)
    }

    func testAFrameWithoutInputHasNoLatencyAndTheNextFrameStartsAfresh() {
        var log = FrameTimingLog()
        log.inputApplied(arrivedAt: 1.0)
        log.framePresented(at: 1.01)
        let idle = log.framePresented(at: 1.026)
        XCTAssertNil(idle.latencyMilliseconds, "the input was shown by the frame before")
        XCTAssertEqual(idle.inputCount, 0)
        XCTAssertEqual(try XCTUnwrap(idle.intervalMilliseconds), 16, accuracy: 1e-9)
        XCTAssertEqual(log.latencies.count, 1)
    }

    func testMovesCoalescedIntoOneFrameReportTheOldestAndCountEach() {
        var log = FrameTimingLog()
        log.inputApplied(arrivedAt: 2.004)
        log.inputApplied(arrivedAt: 2.001)   // out of order: the oldest still counts
        log.inputApplied(arrivedAt: 2.009)
        let frame = log.framePresented(at: 2.017)
        XCTAssertEqual(try XCTUnwrap(frame.latencyMilliseconds), 16, accuracy: 1e-9, "the longest wait")
        XCTAssertEqual(frame.inputCount, 3)
        XCTAssertEqual(log.latencies.values.map { ($0 * 1000).rounded() / 1000 }, [13, 16, 8])
        XCTAssertEqual(try XCTUnwrap(log.lastLatencyMilliseconds), 8, accuracy: 1e-9, "the newest input's")
    }

    func testInputAFrameDidNotShowWaitsForTheNextFrameThatDoesUntilTheWindowRests() {
        var log = FrameTimingLog()
        log.inputApplied(arrivedAt: 5.0)
        let unchanged = log.framePresented(at: 5.005, showedPixels: false)
        XCTAssertNil(unchanged.latencyMilliseconds, "nothing on screen changed")
        let moved = log.framePresented(at: 5.021)
        XCTAssertEqual(try XCTUnwrap(moved.latencyMilliseconds), 21, accuracy: 1e-9, "the first frame showing it")

        log.inputApplied(arrivedAt: 6.0)
        log.framePresented(at: 6.004, showedPixels: false)
        log.windowRested()
        XCTAssertNil(log.framePresented(at: 9.0).latencyMilliseconds, "dropped at rest, not charged to a later frame")
        XCTAssertEqual(log.latencies.count, 1)
    }

    func testIntervalsAreKeptForTheGraph() {
        var log = FrameTimingLog()
        for k in 0..<5 { log.framePresented(at: 1 + Double(k) * 0.0167) }
        XCTAssertEqual(log.intervals.count, 4)
        for v in log.intervals.values { XCTAssertEqual(v, 16.7, accuracy: 1e-6) }
    }

    func testNonFiniteArrivalsAreIgnored() {
        var log = FrameTimingLog()
        log.inputApplied(arrivedAt: .nan)
        XCTAssertNil(log.framePresented(at: 1).latencyMilliseconds)
    }

    func testRecentSamplesKeepTheLastValuesAndTheirPercentiles() {
        var s = RecentSamples(capacity: 4)
        XCTAssertNil(s.percentile(50))
        XCTAssertNil(s.last)
        for v in [5.0, 1, 3, 2, 4] { s.add(v) }
        XCTAssertEqual(s.values, [1, 3, 2, 4], "the oldest (5) dropped")
        XCTAssertEqual(s.last, 4)
        XCTAssertEqual(s.percentile(50), 2, "nearest rank: the 2nd of 4")
        XCTAssertEqual(s.percentile(99), 4)
        XCTAssertEqual(s.percentile(0), 1)
        s.add(.infinity)
        XCTAssertEqual(s.count, 4, "not finite: ignored")
        s.removeAll()
        XCTAssertEqual(s.values, [])
    }
}
