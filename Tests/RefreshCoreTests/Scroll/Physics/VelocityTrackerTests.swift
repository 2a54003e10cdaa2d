import XCTest

@testable import RefreshCore

nonisolated final class VelocityTrackerTests: XCTestCase {
    @MainActor func testConstantVelocityIsExact() async {
        var t = VelocityTracker()
        for i in 0..<10 { t.add(Point(x: Double(i) * 10, y: Double(i) * -20), at: Double(i) * 0.008) }
        let v = t.velocity(releasedAt: 0.072)
        XCTAssertEqual(v.x, 1250, accuracy: 1e-6)
        XCTAssertEqual(v.y, -2500, accuracy: 1e-6)
    }

    @MainActor func testClampsToRange() async {
        var fast = VelocityTracker()
        for i in 0..<6 { fast.add(Point(x: 0, y: Double(i) * 200), at: Double(i) * 0.01) }   // 20000 pt/s
        XCTAssertEqual(fast.velocity(releasedAt: 0.05).y, 8000)
        var slow = VelocityTracker()
        for i in 0..<6 { slow.add(Point(x: 0, y: Double(i) * 0.5), at: Double(i) * 0.01) }   // 50 pt/s
        XCTAssertEqual(slow.velocity(releasedAt: 0.05).y, 0)
        XCTAssertEqual(slow.rawVelocity().y, 50, accuracy: 1e-6)
    }

    @MainActor func testOnlyLast100msCount() async {
        var t = VelocityTracker()
        // Slow for a long time, then fast for the last 64 ms.
        for i in 0..<10 { t.add(Point(x: 0, y: Double(i)), at: Double(i) * 0.016) }
        let base = 9 * 0.016
        for i in 1...4 { t.add(Point(x: 0, y: 9 + Double(i) * 16), at: base + Double(i) * 0.016) }
        // Samples older than 100 ms (before base + 0.064 - 0.1) do not count; recent ones dominate.
        XCTAssertGreaterThan(t.rawVelocity().y, 600)
    }

    @MainActor func testGapOver40msEndsWindow() async {
        var t = VelocityTracker()
        t.add(Point(x: 0, y: 0), at: 0)
        t.add(Point(x: 0, y: 100), at: 0.005)   // fast burst
        t.add(Point(x: 0, y: 100), at: 0.060)   // 55 ms gap: window ends here
        t.add(Point(x: 0, y: 100), at: 0.068)
        XCTAssertEqual(t.rawVelocity().y, 0, accuracy: 1e-6)
    }

    @MainActor func testCloseSamplesMerge() async {
        var t = VelocityTracker()
        t.add(Point(x: 0, y: 0), at: 0)
        t.add(Point(x: 0, y: 10), at: 0.010)
        t.add(Point(x: 0, y: 11), at: 0.0105)   // < 2 ms: replaces the previous sample
        XCTAssertEqual(t.rawVelocity().y, 11 / 0.0105, accuracy: 1e-6)
    }

    @MainActor func testEmptyAndNaN() async {
        var t = VelocityTracker()
        XCTAssertEqual(t.velocity(releasedAt: 1), .zero)
        t.add(Point(x: .nan, y: 0), at: 0)
        t.add(Point(x: 0, y: 0), at: .infinity)
        XCTAssertEqual(t.rawVelocity(), .zero)
    }
}
