import RefreshTesting
import XCTest

@testable import RefreshCore

/// `ScrollView.velocity`: the content's current speed in every phase of a gesture, checked against
/// the closed forms (the offset's own change over a frame, the deceleration and spring formulas).
nonisolated final class ScrollViewVelocityTests: XCTestCase {
    /// A scroll view of `content` filling a 390 × 844 window stepped at `fps`.
    @MainActor func makeHost(fps: Double = 60, content: Size) throws -> (RefreshTestHost, ScrollView) {
        let sv = ScrollView(frame: .zero)
        sv.contentSize = content
        return (try RefreshTestHost(scrollView: sv, size: Size(width: 390, height: 844), fps: fps), sv)
    }

    @MainActor func testAtRestItIsZero() async throws {
        let (host, sv) = try makeHost(content: Size(width: 390, height: 5000))
        host.advance(seconds: 0.1)
        XCTAssertEqual(sv.velocity, .zero)
    }

    @MainActor func testWhileDraggingItIsWhatAReleaseWouldGiveAgainstTheFinger() async throws {
        let (host, sv) = try makeHost(fps: 100, content: Size(width: 390, height: 5000))
        sv.contentOffset = Point(x: 0, y: 1000)
        // The finger moves up 1000 pt/s: the content scrolls toward the end at 1000 pt/s.
        host.drag(from: Point(x: 10, y: 600), to: Point(x: 10, y: 500), duration: 0.1, release: false)
        XCTAssertTrue(sv.isDragging)
        XCTAssertEqual(sv.velocity.y, 1000, accuracy: 0.5)
        XCTAssertEqual(sv.velocity.x, 0, "a list only scrolls vertically")
        // A finger that rests longer than the rest threshold would release with no momentum.
        host.frame(after: 0.05)
        XCTAssertEqual(sv.velocity, .zero)
    }

    @MainActor func testDuringMomentumItFollowsTheDecelerationCurve() async throws {
        let (host, sv) = try makeHost(fps: 100, content: Size(width: 390, height: 100_000))
        sv.contentOffset = Point(x: 0, y: 10_000)
        host.drag(from: Point(x: 10, y: 600), to: Point(x: 10, y: 500), duration: 0.1)
        host.advance()   // the release applies in this frame: momentum starts
        XCTAssertTrue(sv.isDecelerating)
        let v0 = sv.velocity.y
        XCTAssertEqual(v0, 1000, accuracy: 0.5)
        host.advance(seconds: 0.2)
        XCTAssertEqual(sv.velocity.y, v0 * pow(DecelerationRate.normal, 200), accuracy: 0.01)
        // It matches the offset's own change: the mean of the velocities at both ends of one frame.
        let y0 = sv.contentOffset.y, va = sv.velocity.y
        host.advance()
        XCTAssertEqual((sv.contentOffset.y - y0) / 0.01, (va + sv.velocity.y) / 2, accuracy: 0.05)
    }

    @MainActor func testDuringABounceItIsTheSpringsVelocity() async throws {
        let (host, sv) = try makeHost(fps: 100, content: Size(width: 390, height: 5000))
        let pull = RubberBand.distance(for: 80, dimension: 844)
        host.drag(from: Point(x: 10, y: 100), to: Point(x: 10, y: 100 + pull), duration: 0.05, release: false)
        host.frame(after: 0.05)
        host.release()
        host.advance()   // the release applies in this frame: the spring starts
        XCTAssertEqual(sv.velocity, .zero, "released at rest, at the drawn offset")
        host.advance(seconds: 0.1)
        // Springing back toward the top edge (offset growing from -80 to 0).
        XCTAssertEqual(sv.velocity.y, Spring(x0: -80, v0: 0).velocity(at: 0.1), accuracy: 1e-6)
        XCTAssertGreaterThan(sv.velocity.y, 0)
        host.advance(seconds: 2)
        XCTAssertFalse(sv.isDecelerating)
        XCTAssertEqual(sv.velocity, .zero)
    }

    /// The velocity of an animated scroll is the eased curve's: 0 at both ends, fastest in the
    /// middle, and it agrees with the offset's change from frame to frame.
    @MainActor func testAnimatedScrollsVelocityFollowsItsEasedCurve() async throws {
        let (host, sv) = try makeHost(fps: 100, content: Size(width: 390, height: 5000))
        sv.setContentOffset(Point(x: 0, y: 330), animated: true)
        XCTAssertEqual(sv.velocity, .zero, "at rest before its first frame")
        var speeds: [Double] = [], offsets: [Double] = []
        for _ in 0..<32 {
            host.advance()
            speeds.append(sv.velocity.y)
            offsets.append(sv.contentOffset.y)
        }
        for k in 1..<31 {
            let central = (offsets[k + 1] - offsets[k - 1]) / 0.02
            XCTAssertEqual(speeds[k], central, accuracy: 5 + central * 0.03, "frame \(k): the offset moves at it")
        }
        let average = 330 / ScrollView.animatedScrollDuration
        XCTAssertLessThan(speeds.first!, average / 4)
        XCTAssertLessThan(speeds.last!, average / 4)
        XCTAssertGreaterThan(speeds.max()!, average * 1.5)
        host.advance(seconds: 0.5)
        XCTAssertEqual(sv.velocity, .zero)
    }
}
