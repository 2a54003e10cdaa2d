import XCTest

@testable import RefreshCore

/// The scroll model's formulas (docs/library.md, "Scroll physics": iOS's deceleration rates 0.998
/// and 0.99 per millisecond, the rubber band's 0.55, a spring of ω = 10) against values worked out
/// by hand from them, to 0.01 pt.
nonisolated final class PhysicsVectorTests: XCTestCase {
    @MainActor let acc = 0.01

    // A. Deceleration v0 = 2000, d = 0.998 (and 0.99).
    @MainActor func testDecelerationVectorA() async {
        let d = Deceleration(x0: 0, v0: 2000, rate: DecelerationRate.normal)
        XCTAssertEqual(d.position(at: 0.1), 181.2517, accuracy: acc)
        XCTAssertEqual(d.velocity(at: 0.1), 1637.1336, accuracy: acc)
        XCTAssertEqual(d.position(at: 0.5), 631.8560, accuracy: acc)
        XCTAssertEqual(d.velocity(at: 0.5), 735.0225, accuracy: acc)
        XCTAssertEqual(d.position(at: 1.0), 864.0703, accuracy: acc)
        XCTAssertEqual(d.velocity(at: 1.0), 270.1290, accuracy: acc)
        XCTAssertEqual(d.destination, 998.9997, accuracy: acc)
        XCTAssertEqual(d.duration(epsilon: 0.5), 3.7961, accuracy: 0.0001)
        XCTAssertEqual(d.k, -2.0020026707, accuracy: 1e-9)
        // v = v0 + k·s
        XCTAssertEqual(d.velocity(at: 0.5), 2000 + d.k * d.position(at: 0.5), accuracy: 1e-6)
    }

    @MainActor func testFastDecelerationVectorA() async {
        let d = Deceleration(x0: 0, v0: 2000, rate: DecelerationRate.fast)
        XCTAssertEqual(d.destination, 198.998, accuracy: acc)
        XCTAssertEqual(d.position(at: 0.1), 126.1585, accuracy: acc)
        XCTAssertEqual(d.duration(epsilon: 0.5), 0.5956, accuracy: 0.0001)
        XCTAssertEqual(d.k, -10.0503, accuracy: 0.0001)
    }

    // B. Rubber band c = 0.55, d = 844.
    @MainActor func testRubberBandVectorB() async {
        XCTAssertEqual(RubberBand.offset(for: 50, dimension: 844), 26.6322, accuracy: acc)
        XCTAssertEqual(RubberBand.offset(for: 100, dimension: 844), 51.6352, accuracy: acc)
        XCTAssertEqual(RubberBand.offset(for: 200, dimension: 844), 97.3166, accuracy: acc)
        XCTAssertEqual(RubberBand.offset(for: 500, dimension: 844), 207.4173, accuracy: acc)
        for x in [1.0, 50, 100, 500, 2000] {
            let y = RubberBand.offset(for: x, dimension: 844)
            XCTAssertEqual(RubberBand.distance(for: y, dimension: 844), x, accuracy: 1e-6, "inverse at \(x)")
        }
    }

    // C. Spring ω = 10 from 80 pt at rest.
    @MainActor func testSpringVectorC() async {
        let s = Spring(x0: 80, v0: 0)
        XCTAssertEqual(s.displacement(at: 0.1), 58.8607, accuracy: acc)
        XCTAssertEqual(s.displacement(at: 0.3), 15.9319, accuracy: acc)
        XCTAssertEqual(s.displacement(at: 0.5), 3.2342, accuracy: acc)
        XCTAssertEqual(s.displacement(at: 0.7176), 0.5, accuracy: 0.001)
        XCTAssertFalse(s.isSettled(at: 0.717, epsilon: 0.5, velocityEpsilon: ScrollView.stopVelocity))
        XCTAssertTrue(s.isSettled(at: 0.718, epsilon: 0.5, velocityEpsilon: ScrollView.stopVelocity))
    }

    // D. Momentum hits an edge 500 pt away with v0 = 2000.
    @MainActor func testMomentumIntoEdgeVectorD() async throws {
        let d = Deceleration(x0: 0, v0: 2000)
        let hit = try XCTUnwrap(d.time(toTravel: 500))
        XCTAssertEqual(hit, 0.346727, accuracy: 1e-6)
        XCTAssertEqual(d.velocity(at: hit), 998.9987, accuracy: acc)
        let s = Spring(x0: 0, v0: d.velocity(at: hit))
        XCTAssertEqual(s.displacement(at: 0.1), 36.75, accuracy: acc)
        XCTAssertEqual(s.velocity(at: 0.1), 0, accuracy: 1e-9)   // the peak
        XCTAssertFalse(s.isSettled(at: 0.727, epsilon: 0.5, velocityEpsilon: ScrollView.stopVelocity))
        XCTAssertTrue(s.isSettled(at: 0.729, epsilon: 0.5, velocityEpsilon: ScrollView.stopVelocity))
        XCTAssertNil(d.time(toTravel: 1000), "beyond the destination is never reached")
    }

    // E. Release velocity from samples.
    @MainActor func testVelocityVectorE() async {
        var tracker = VelocityTracker()
        for (ms, pt) in [(0.0, 0.0), (8, 10), (16, 22), (33, 45), (41, 55), (58, 72)] {
            tracker.add(Point(x: 0, y: pt), at: ms / 1000)
        }
        XCTAssertEqual(tracker.rawVelocity().y, 988.62, accuracy: acc)
        XCTAssertEqual(tracker.velocity(releasedAt: 0.058).y, 988.62, accuracy: acc)
        XCTAssertEqual(tracker.velocity(releasedAt: 0.058 + 0.041).y, 0, "rested more than 40 ms")
        XCTAssertEqual(tracker.velocity(releasedAt: 0.058 + 0.039).y, 988.62, accuracy: acc)
    }
}
