import RefreshTestSupport
import RefreshTesting
import XCTest

@testable import RefreshCore

/// Seeded random property tests of the scroll model: the rubber band is monotonic, bounded and
/// invertible; momentum moves one way and stops short of its destination; the spring returns to
/// rest crossing zero at most once; and any drag, released any way, ends at rest inside the range.
/// Each failure names the seed's case so it reproduces.
nonisolated final class ScrollModelPropertyTests: XCTestCase {
    @MainActor func testRubberBandIsMonotonicBoundedAndInvertible() async throws {
        var r = SplitMix64(seed: 1)
        for i in 0..<2000 {
            let d = r.double(50...10_000)
            let a = r.double(0...20_000), b = r.double(0...20_000)
            let (lo, hi) = (min(a, b), max(a, b))
            let fLo = RubberBand.offset(for: lo, dimension: d), fHi = RubberBand.offset(for: hi, dimension: d)
            XCTAssertLessThanOrEqual(fLo, fHi, "case \(i): monotonic")
            XCTAssertGreaterThanOrEqual(fLo, 0, "case \(i)")
            XCTAssertLessThan(fHi, d, "case \(i): below the asymptote")
            XCTAssertLessThanOrEqual(fHi, RubberBand.coefficient * hi + 1e-9, "case \(i): never more than c per point")
            if fHi < d * RubberBand.saturation * 0.99 {
                XCTAssertEqual(
                    RubberBand.distance(for: fHi, dimension: d), hi, accuracy: 1e-6 * max(1, hi), "case \(i): inverts")
            }
        }
    }

    @MainActor func testResistedIsMonotonicAndInvertibleAroundAnyRange() async throws {
        var r = SplitMix64(seed: 2)
        for i in 0..<2000 {
            let lo = r.double(-500...500), hi = lo + r.double(0...3000), d = r.double(50...2000)
            let a = r.double(lo - 800...hi + 800), b = r.double(lo - 800...hi + 800)
            let ra = RubberBand.resisted(min(a, b), min: lo, max: hi, dimension: d)
            let rb = RubberBand.resisted(max(a, b), min: lo, max: hi, dimension: d)
            XCTAssertLessThanOrEqual(ra, rb, "case \(i): monotonic")
            XCTAssertGreaterThan(ra, lo - d, "case \(i): bounded below")
            XCTAssertLessThan(rb, hi + d, "case \(i): bounded above")
            XCTAssertEqual(
                RubberBand.unresisted(ra, min: lo, max: hi, dimension: d), min(a, b),
                accuracy: 1e-6 * max(1, abs(a) + abs(b)),
                "case \(i): unresisted inverts resisted")
        }
    }

    @MainActor func testMomentumMovesOneWayAndStopsShortOfItsDestination() async throws {
        var r = SplitMix64(seed: 3)
        for i in 0..<1000 {
            let d = Deceleration(
                x0: r.double(-5000...5000), v0: r.double(-12_000...12_000),
                rate: r.chance(0.5) ? DecelerationRate.normal : DecelerationRate.fast)
            let end = d.duration(epsilon: 0.5)
            XCTAssertTrue(end.isFinite && end >= 0, "case \(i)")
            var last = d.x0
            for k in 1...50 {
                let x = d.position(at: end * Double(k) / 50)
                XCTAssertGreaterThanOrEqual((x - last) * (d.v0 < 0 ? -1 : 1), -1e-9, "case \(i): one way")
                XCTAssertLessThanOrEqual(
                    abs(x - d.x0), abs(d.destination - d.x0) + 1e-9, "case \(i): short of the destination")
                last = x
            }
            if d.v0 != 0 && end > 0 {
                XCTAssertEqual(abs(d.destination - d.position(at: end)), 0.5, accuracy: 1e-6, "case \(i)")
            }
        }
    }

    @MainActor func testSpringReturnsToRestCrossingZeroAtMostOnce() async throws {
        var r = SplitMix64(seed: 4)
        for i in 0..<1000 {
            let s = Spring(x0: r.double(-500...500), v0: r.double(-10_000...10_000))
            var crossings = 0, last = s.x0
            for k in 1...300 {
                let x = s.displacement(at: Double(k) / 100)
                if (x > 0) != (last > 0) && x != 0 && last != 0 { crossings += 1 }
                last = x
            }
            XCTAssertLessThanOrEqual(crossings, 1, "case \(i): critically damped")
            XCTAssertTrue(
                s.isSettled(at: 3, epsilon: 0.5, velocityEpsilon: ScrollView.stopVelocity),
                "case \(i): at rest after 3 s")
        }
    }

    /// Random content, insets, start offset and drag (any direction, any speed, released moving or
    /// held): the content always comes to rest, inside the range, within 10 s.
    @MainActor func testEveryDragEndsAtRestInsideTheRange() async throws {
        var r = SplitMix64(seed: 5)
        var moved = 0, bounced = 0
        for i in 0..<300 {
            let host = try RefreshTestHost.core(fps: 60)
            let sv = host.scrollView
            sv.contentSize = Size(width: r.chance(0.2) ? r.double(0...900) : 390, height: r.double(0...4000))
            sv.alwaysBounceVertical = r.chance(0.7)
            sv.alwaysBounceHorizontal = r.chance(0.3)
            sv.contentInset = EdgeInsets(
                top: r.double(0...100), left: r.chance(0.2) ? r.double(0...60) : 0,
                bottom: r.double(0...100), right: r.chance(0.2) ? r.double(0...60) : 0)
            let lo = sv.minContentOffset, hi = sv.maxContentOffset
            sv.contentOffset = Point(x: r.double(lo.x...hi.x), y: r.double(lo.y...hi.y))
            var p = Point(x: r.double(0...390), y: r.double(0...844))
            sv.touchDown(at: p, time: host.now)
            for _ in 0..<r.int(1...12) {
                host.clock.advance(by: r.double(0.004...0.06))
                p = Point(x: p.x + r.double(-150...150), y: p.y + r.double(-400...400))
                sv.touchMoved(to: p, time: host.now)
                host.root.tick()
            }
            if r.chance(0.3) { host.clock.advance(by: r.double(0...0.2)) }
            if r.chance(0.15) { sv.touchCancelled(time: host.now) } else { sv.touchUp(time: host.now) }
            var frames = 0
            if sv.isMoving { moved += 1 }
            let o0 = sv.contentOffset
            if o0.x < sv.minContentOffset.x || o0.x > sv.maxContentOffset.x || o0.y < sv.minContentOffset.y
                || o0.y > sv.maxContentOffset.y
            {
                bounced += 1
            }
            while sv.isMoving && frames < 600 {
                host.advance()
                frames += 1
                XCTAssertTrue(sv.contentOffset.x.isFinite && sv.contentOffset.y.isFinite, "case \(i)")
            }
            XCTAssertFalse(sv.isMoving, "case \(i): at rest within 10 s")
            let o = sv.contentOffset, l = sv.minContentOffset, h = sv.maxContentOffset
            XCTAssertTrue(
                o.x >= l.x - 1e-6 && o.x <= h.x + 1e-6 && o.y >= l.y - 1e-6 && o.y <= h.y + 1e-6,
                "case \(i): \(o) outside \(l)…\(h)")
        }
        XCTAssertGreaterThan(moved, 150, "most releases leave momentum or a bounce to run")
        XCTAssertGreaterThan(bounced, 50, "many start past an edge")
    }
}
