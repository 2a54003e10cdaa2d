import RefreshCore
import XCTest

nonisolated final class BitmapPainterTests: XCTestCase {
    @MainActor private func alpha(_ b: Bitmap, _ x: Int, _ y: Int) -> Int { Int(b[x, y].a) }

    @MainActor func testCircleCoverageCentreEdgeAndOutside() async {
        var p = BitmapPainter(width: 20, height: 20)
        p.fillCircle(center: Point(x: 10, y: 10), radius: 6, color: .white)
        let b = p.bitmap
        XCTAssertEqual(b[9, 9], .white, "the centre is fully covered")
        XCTAssertEqual(b[10, 10], .white)
        XCTAssertEqual(alpha(b, 0, 0), 0, "a far corner stays transparent")
        XCTAssertEqual(alpha(b, 10, 1), 0, "a pixel 3.5 px outside the edge is untouched")
        // Pixel (15, 12) has its centre at (15.5, 12.5), 6.04 from the circle's centre: on the edge.
        let edge = alpha(b, 15, 12)
        XCTAssertGreaterThan(edge, 0, "the edge pixel is partly covered")
        XCTAssertLessThan(edge, 255, "the edge pixel is not fully covered")
        // Coverage falls monotonically along a radius through the edge.
        let row = (10..<20).map { alpha(b, $0, 10) }
        XCTAssertEqual(row, row.sorted(by: >), "coverage along +x: \(row)")
        XCTAssertTrue(row.contains { $0 > 0 && $0 < 255 }, "a soft edge, not a hard step: \(row)")
    }

    @MainActor func testCircleIsSymmetric() async {
        var p = BitmapPainter(width: 21, height: 21)
        p.fillCircle(center: Point(x: 10.5, y: 10.5), radius: 7.3, color: Color(r: 200, g: 40, b: 10))
        let b = p.bitmap
        for y in 0..<21 {
            for x in 0..<21 {
                XCTAssertEqual(b[x, y], b[20 - x, y], "mirror in x at (\(x), \(y))")
                XCTAssertEqual(b[x, y], b[x, 20 - y], "mirror in y at (\(x), \(y))")
                XCTAssertEqual(b[x, y], b[y, x], "transpose at (\(x), \(y))")
            }
        }
    }

    @MainActor func testCoverageFunction() async {
        XCTAssertEqual(BitmapPainter.coverage(distance: -3), 1)
        XCTAssertEqual(BitmapPainter.coverage(distance: 0), 0.5)
        XCTAssertEqual(BitmapPainter.coverage(distance: 0.25), 0.25)
        XCTAssertEqual(BitmapPainter.coverage(distance: 0.5), 0)
        XCTAssertEqual(BitmapPainter.coverage(distance: .nan), 0)
    }

    @MainActor func testStraightAlphaOverCompositing() async {
        let red50 = Color(r: 255, g: 0, b: 0, a: 128)
        // Over an opaque colour: a blend, still opaque.
        let onBlue = BitmapPainter.over(red50, Color(r: 0, g: 0, b: 255))
        XCTAssertEqual(onBlue.a, 255)
        XCTAssertEqual(Int(onBlue.r), 128, accuracy: 1)
        XCTAssertEqual(Int(onBlue.b), 127, accuracy: 1)
        // Over transparent: the colour keeps its own RGB (no darkening toward black) and alpha.
        XCTAssertEqual(BitmapPainter.over(red50, .clear), red50)
        // Two half-transparent layers give 75 % alpha, the colour weighted toward the top one.
        let twice = BitmapPainter.over(Color(r: 0, g: 255, b: 0, a: 128), red50)
        XCTAssertEqual(Int(twice.a), 192, accuracy: 1)
        XCTAssertEqual(Int(twice.g), 170, accuracy: 2)
        XCTAssertEqual(Int(twice.r), 85, accuracy: 2)
        // Opaque over anything replaces it.
        XCTAssertEqual(BitmapPainter.over(.white, red50), .white)
    }

    @MainActor func testUnionBlendsOverlapOnce() async {
        let colour = Color(r: 255, g: 255, b: 255, a: 128)
        var p = BitmapPainter(width: 30, height: 30)
        let a = SDFShape.capsule(from: Point(x: 5, y: 15), to: Point(x: 25, y: 15), radius: 3)
        let b = SDFShape.capsule(from: Point(x: 15, y: 5), to: Point(x: 15, y: 25), radius: 3)
        p.fill(a.union(b), color: colour)
        XCTAssertEqual(p.bitmap[15, 15].a, 128, "the crossing is painted once")
        XCTAssertEqual(p.bitmap[8, 15].a, 128)
        // Painting the two separately would blend twice where they cross.
        var q = BitmapPainter(width: 30, height: 30)
        q.fill(a, color: colour)
        q.fill(b, color: colour)
        XCTAssertGreaterThan(q.bitmap[15, 15].a, 128)
    }

    @MainActor func testArcCoversOnlyItsSpan() async {
        var p = BitmapPainter(width: 40, height: 40)
        // From 3 o'clock clockwise to 6 o'clock: the lower right quarter.
        p.strokeArc(
            center: Point(x: 20, y: 20), radius: 12, startAngle: 0, endAngle: .pi / 2, thickness: 4,
            roundCaps: false, color: .white)
        let b = p.bitmap
        let diag = Int(20 + 12 * 0.7071)
        XCTAssertEqual(b[diag, diag].a, 255, "lower right, on the arc")
        XCTAssertEqual(b[40 - diag - 1, 40 - diag - 1].a, 0, "upper left is not on the arc")
        XCTAssertEqual(b[40 - diag - 1, diag].a, 0, "lower left is not on the arc")
        XCTAssertEqual(b[20, 20].a, 0, "the centre is empty")
        XCTAssertEqual(b[diag, 40 - diag - 1].a, 0, "upper right is not on the arc")
        // Round caps reach past the ends; butt caps do not.
        var r = BitmapPainter(width: 40, height: 40)
        r.strokeArc(
            center: Point(x: 20, y: 20), radius: 12, startAngle: 0, endAngle: .pi / 2, thickness: 4,
            roundCaps: true, color: .white)
        XCTAssertGreaterThan(r.bitmap[32, 18].a, 128, "the round cap above 3 o'clock")
        XCTAssertEqual(b[32, 18].a, 0, "no butt cap above 3 o'clock")
    }

    @MainActor func testRingIsHollow() async {
        var p = BitmapPainter(width: 30, height: 30)
        p.strokeRing(center: Point(x: 15, y: 15), radius: 10, thickness: 3, color: .white)
        XCTAssertEqual(p.bitmap[15, 15].a, 0)
        XCTAssertEqual(p.bitmap[24, 15].a, 255)   // centre (24.5, 15.5): 9.5 from the middle, inside the band
        XCTAssertEqual(p.bitmap[15, 5].a, 255)
        XCTAssertEqual(p.bitmap[0, 0].a, 0)
    }

    @MainActor func testRoundedRectCorners() async {
        var p = BitmapPainter(width: 20, height: 20)
        p.fillRoundedRect(Rect(x: 2, y: 2, width: 16, height: 16), cornerRadius: 5, color: .white)
        let b = p.bitmap
        XCTAssertEqual(b[10, 10].a, 255)
        XCTAssertEqual(b[2, 10].a, 255, "the straight left side is covered to the edge")
        XCTAssertEqual(b[1, 10].a, 0)
        XCTAssertEqual(b[2, 2].a, 0, "the rounded corner is cut")
        XCTAssertEqual(b[17, 17].a, 0)
    }

    @MainActor func testTriangleAndConcavePolygon() async {
        var p = BitmapPainter(width: 20, height: 20)
        p.fillTriangle(Point(x: 10, y: 2), Point(x: 18, y: 18), Point(x: 2, y: 18), color: .white)
        XCTAssertEqual(p.bitmap[10, 14].a, 255)
        XCTAssertEqual(p.bitmap[3, 4].a, 0)
        XCTAssertEqual(p.bitmap[16, 4].a, 0)
        // An L shape: its notch stays empty.
        var q = BitmapPainter(width: 20, height: 20)
        q.fillPolygon(
            [
                Point(x: 2, y: 2), Point(x: 8, y: 2), Point(x: 8, y: 12), Point(x: 18, y: 12),
                Point(x: 18, y: 18), Point(x: 2, y: 18),
            ], color: .white)
        XCTAssertEqual(q.bitmap[4, 4].a, 255)
        XCTAssertEqual(q.bitmap[15, 15].a, 255)
        XCTAssertEqual(q.bitmap[14, 5].a, 0, "the notch of the L")
    }

    @MainActor func testPaintingIsDeterministic() async {
        func draw() -> Bitmap {
            var p = BitmapPainter(width: 32, height: 32)
            p.strokeArc(
                center: Point(x: 16, y: 16), radius: 11, startAngle: -1, endAngle: 2.5, thickness: 3,
                color: Color(r: 47, g: 125, b: 246))
            p.fillCapsule(
                from: Point(x: 4, y: 4), to: Point(x: 28, y: 20), radius: 2.2, color: Color(r: 90, g: 90, b: 90, a: 200)
            )
            return p.bitmap
        }
        XCTAssertEqual(draw(), draw())
    }

    @MainActor func testPaintOutsideTheBitmapIsClipped() async {
        var p = BitmapPainter(width: 10, height: 10)
        p.fillCircle(center: Point(x: -20, y: 5), radius: 4, color: .white)
        p.fillCircle(center: Point(x: 0, y: 0), radius: 3, color: .white)
        XCTAssertEqual(p.bitmap[0, 0].a, 255)
        XCTAssertEqual(p.bitmap[9, 9].a, 0)
    }
}
