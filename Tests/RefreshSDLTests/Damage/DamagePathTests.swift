import RefreshCore
import XCTest

@testable import RefreshSDL

/// Paths under damage tracking: the pixels equal a full repaint's frame after frame, and the
/// damage holds every pixel a stroke reaches (its width, miter joins, square caps, antialiasing).
nonisolated final class DamagePathTests: XCTestCase {
    @MainActor let red = Color(r: 255, g: 0, b: 0), blue = Color(r: 0, g: 90, b: 255)

    @MainActor func targets(scale: Double = 1) throws -> (tracked: DamageTrackingTarget, full: DamageTrackingTarget) {
        let t = try DamageTrackingTarget(size: Size(width: 100, height: 80), scale: scale)
        let full = try DamageTrackingTarget(size: Size(width: 100, height: 80), scale: scale)
        full.forcesFullRepaint = true
        return (t, full)
    }

    /// A header-like ring: a translucent track, an arc that grows and turns, at fractional positions,
    /// with a square moving across it and a translucent veil over everything.
    @MainActor func testASpinningArcOverAMovingSquareMatchesAFullRepaint() async throws {
        for scale in [1.0, 2.0] {
            let (t, full) = try targets(scale: scale)
            for frame in 0..<12 {
                let f = Double(frame)
                let draw: (SDLCanvas) -> Void = { c in
                    c.fill(Rect(x: 20 + 3 * f, y: 30, width: 8, height: 8), color: self.red)
                    c.save()
                    c.translate(by: Point(x: 30.3 + 0.37 * f, y: 20.6))
                    let track = Path.circle(center: Point(x: 15, y: 15), radius: 12)
                    c.stroke(track, color: self.blue.multipliedAlpha(0.3), style: StrokeStyle(width: 3))
                    let arc = Path {
                        $0.addArc(
                            center: Point(x: 15, y: 15), radius: 12, startAngle: f * 0.5,
                            endAngle: f * 0.5 + 0.4 + 0.4 * f, clockwise: true)
                    }
                    c.stroke(arc, color: self.blue, style: StrokeStyle(width: 3, cap: .round))
                    c.restore()
                    c.fill(Rect(x: 0, y: 0, width: 100, height: 80), color: Color(r: 0, g: 0, b: 0, a: 30))
                }
                t.renderFrame(clear: .white, draw)
                full.renderFrame(clear: .white, draw)
                XCTAssertTrue(t.hasSamePixels(as: full), "scale \(scale), frame \(frame)")
            }
            XCTAssertLessThan(
                t.damage.area, Int(t.fullRect.width * t.fullRect.height) / 2, "only the changes repainted")
        }
    }

    /// A sharp miter and square caps, moved: where the stroke was is repainted white, all of it.
    @MainActor func testAMovedSharpStrokeLeavesNothingBehind() async throws {
        let (t, full) = try targets()
        let zigzag = Path {
            $0.move(to: Point(x: 10, y: 60))
            $0.addLine(to: Point(x: 20, y: 10))
            $0.addLine(to: Point(x: 30, y: 60))
        }
        let style = StrokeStyle(width: 5, cap: .square, join: .miter, miterLimit: 20)
        for x in [0.0, 40.0, 13.7] {
            let draw: (SDLCanvas) -> Void = { c in
                c.translate(by: Point(x: x, y: 0))
                c.stroke(zigzag, color: .black, style: style)
            }
            t.renderFrame(clear: .white, draw)
            full.renderFrame(clear: .white, draw)
            XCTAssertTrue(t.hasSamePixels(as: full), "at \(x)")
        }
        XCTAssertTrue(
            t.renderFrame(clear: .white) { c in
                c.translate(by: Point(x: 13.7, y: 0))
                c.stroke(zigzag, color: .black, style: style)
            }.isEmpty, "an unchanged path repaints nothing")
    }

    @MainActor func testAPathsBoundsHoldItsMiterTip() async throws {
        let t = try DamageTrackingTarget(size: Size(width: 100, height: 80), scale: 1)
        t.renderFrame(clear: .white) { _ in }
        let damage = t.renderFrame(clear: .white) { c in
            c.stroke(
                Path {
                    $0.move(to: Point(x: 40, y: 70))
                    $0.addLine(to: Point(x: 50, y: 20))
                    $0.addLine(to: Point(x: 60, y: 70))
                }, color: .black, style: StrokeStyle(width: 4, miterLimit: 20))
        }
        // The miter's tip reaches 2 / sin(atan(10 / 50)) ≈ 10.2 pt above the corner at y 20.
        XCTAssertLessThanOrEqual(damage.bounds.y0, 9, "\(damage.rects)")
        let ink = (0..<80).first { y in (0..<100).contains { t.snapshot()[$0, y] != .white } }
        XCTAssertEqual(ink, 9)
    }
}
