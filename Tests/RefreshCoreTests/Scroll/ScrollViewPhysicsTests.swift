import RefreshTestSupport
import RefreshTesting
import XCTest

@testable import RefreshCore

/// `ScrollView.physics`: the rubber band's coefficient and the bounce spring's ω, per scroll view.
nonisolated final class ScrollViewPhysicsTests: XCTestCase {
    /// The drawn overscroll of a 200 pt pull past the top of a fresh 844 pt scroll view.
    @MainActor private func overscroll(coefficient: Double?) throws -> Double {
        let host = try RefreshTestHost.core()
        let sv = host.scrollView
        sv.contentSize = Size(width: 390, height: 5000)
        if let coefficient { sv.physics.rubberBandCoefficient = coefficient }
        sv.touchDown(at: Point(x: 10, y: 100), time: host.now)
        sv.touchMoved(to: Point(x: 10, y: 300), time: host.now + 0.1)
        return -sv.contentOffset.y
    }

    @MainActor func testTheCoefficientShapesTheBandExactlyAsTheFormula() async throws {
        XCTAssertEqual(try overscroll(coefficient: nil), RubberBand.offset(for: 200, dimension: 844), accuracy: 1e-9)
        let loose = try overscroll(coefficient: 1.0)
        XCTAssertEqual(loose, RubberBand.offset(for: 200, dimension: 844, coefficient: 1.0), accuracy: 1e-9)
        XCTAssertGreaterThan(loose, try overscroll(coefficient: nil) + 40, "a looser band shows more of the pull")
    }

    /// A drag catching a bounce, and a trackpad's deltas, go through the same band: the trackpad
    /// past the top follows the tuned coefficient.
    @MainActor func testTheTrackpadFollowsTheTunedBand() async throws {
        let host = try RefreshTestHost.core()
        let sv = host.scrollView
        sv.contentSize = Size(width: 390, height: 5000)
        sv.physics.rubberBandCoefficient = 0.2
        sv.trackpadScroll(by: Point(x: 0, y: -100), time: host.now)
        XCTAssertEqual(
            -sv.contentOffset.y, RubberBand.offset(for: 100, dimension: 844, coefficient: 0.2), accuracy: 1e-9)
    }

    /// Seconds until a release from a 100 pt overscroll has sprung back within a point.
    @MainActor private func bounceTime(omega: Double?) throws -> Double {
        let host = try RefreshTestHost.core()
        let sv = host.scrollView
        sv.contentSize = Size(width: 390, height: 5000)
        if let omega { sv.physics.springOmega = omega }
        sv.touchDown(at: Point(x: 10, y: 100), time: host.now)
        host.advance(seconds: 0.1)
        sv.touchMoved(to: Point(x: 10, y: 400), time: host.now)
        host.advance(seconds: 0.2)
        sv.touchUp(at: Point(x: 10, y: 400), time: host.now)   // rested: no fling
        let start = host.now
        while sv.contentOffset.y < -1, host.now - start < 5 { host.advance(frames: 1) }
        return host.now - start
    }

    @MainActor func testAStifferSpringBouncesBackSooner() async throws {
        let ios = try bounceTime(omega: nil)
        let stiff = try bounceTime(omega: 25)
        XCTAssertLessThan(stiff, ios * 0.6, "ω 25 against iOS's 10: \(stiff) s against \(ios) s")
    }

    @MainActor func testAValueThatIsNotPositiveIsReplacedByIOSsWithAWarningNamingIt() async throws {
        let host = try RefreshTestHost.core()
        let sv = host.scrollView
        let log = LogCapture()
        log.watch(sv)
        sv.physics = ScrollPhysics(rubberBandCoefficient: -1, springOmega: .nan)
        XCTAssertEqual(sv.physics, .ios)
        let warnings = log.entries.filter { $0.level == .warning }
        XCTAssertEqual(warnings.count, 2, "\(log.entries)")
        XCTAssertTrue(warnings[0].says(["property": "physics.rubberBandCoefficient", "value": "-1.0"]), "\(warnings)")
        XCTAssertTrue(warnings[1].says(["property": "physics.springOmega", "value": "nan"]), "\(warnings)")
        sv.physics.springOmega = 20
        XCTAssertEqual(sv.physics.springOmega, 20)
        XCTAssertEqual(sv.physics.rubberBandCoefficient, RubberBand.coefficient)
    }
}
