import RefreshSDL
import XCTest

/// `EventArrival`: an X server stamp (CLOCK_MONOTONIC milliseconds, 32 bits) or SDL's timestamp to
/// CLOCK_MONOTONIC seconds.
nonisolated final class EventArrivalTests: XCTestCase {
    func testAServerStampOnThisClockIsTheMomentTheEventWasMade() throws {
        // now = 1000.0105 s = 1,000,010 ms (+0.5); the event was made at 999,998 ms.
        let t = try XCTUnwrap(EventArrival.fromServerTime(999_998, now: 1000.0105))
        XCTAssertEqual(t, 999.998, accuracy: 1e-9)
    }

    func testAServerStampAcrossTheWrapOf32Bits() throws {
        let now = (Double(UInt64(1) << 32) + 5) / 1000   // 5 ms after the wrap
        let stamp = UInt32.max - 2   // 8 ms before now
        let t = try XCTUnwrap(EventArrival.fromServerTime(stamp, now: now))
        XCTAssertEqual((now - t) * 1000, 8, accuracy: 1e-6)
    }

    func testAStampNotOnThisClockIsRefused() {
        XCTAssertNil(EventArrival.fromServerTime(5_000, now: 100), "95 s old: another clock")
        XCTAssertNil(EventArrival.fromServerTime(100_020, now: 100), "20 ms in the future: another clock")
        XCTAssertNil(EventArrival.fromServerTime(1, now: .nan))
        XCTAssertNotNil(EventArrival.fromServerTime(90_001, now: 100), "9.999 s old: within the window")
    }

    func testAnSDLTimestampIsPlacedByItsAgeOnSDLsClock() {
        XCTAssertEqual(EventArrival.fromSDLTimestamp(4_990, ticks: 5_000, now: 200), 199.99, accuracy: 1e-9)
        XCTAssertEqual(
            EventArrival.fromSDLTimestamp(UInt32.max, ticks: UInt64(1) << 32 + 3, now: 50), 49.996, accuracy: 1e-9,
            "across SDL's 32-bit wrap")
    }
}
