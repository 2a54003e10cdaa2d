import RefreshCore
import XCTest

nonisolated final class PathTests: XCTestCase {
    @MainActor func testBuildingRecordsElementsInOrder() async {
        var p = Path()
        XCTAssertTrue(p.isEmpty)
        p.move(to: Point(x: 1, y: 2))
        p.addLine(to: Point(x: 3, y: 4))
        p.addQuadCurve(to: Point(x: 5, y: 6), control: Point(x: 7, y: 8))
        p.closeSubpath()
        XCTAssertEqual(
            p.elements,
            [
                .move(to: Point(x: 1, y: 2)), .line(to: Point(x: 3, y: 4)),
                .quadCurve(to: Point(x: 5, y: 6), control: Point(x: 7, y: 8)), .close,
            ])
        XCTAssertEqual(
            Path.ellipse(in: Rect(x: 0, y: 0, width: 4, height: 2)).elements.count, 6, "move, 4 curves, close")
    }

    @MainActor func testEqualPathsHashAlike() async {
        let a = Path.circle(center: Point(x: 5, y: 5), radius: 3), b = Path.circle(center: Point(x: 5, y: 5), radius: 3)
        XCTAssertEqual(a, b)
        XCTAssertEqual(Set([a, b]).count, 1)
        XCTAssertNotEqual(a, Path.circle(center: Point(x: 5, y: 5), radius: 3.5))
        XCTAssertNotEqual(StrokeStyle(width: 2), StrokeStyle(width: 2, dash: [1, 1]))
    }

    @MainActor func testBoundsOfArcsAreExact() async throws {
        let quarter = Path {
            $0.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        }
        let q = try XCTUnwrap(quarter.bounds)
        XCTAssertEqual(q.minX, 0, accuracy: 1e-9)
        XCTAssertEqual(q.minY, 0, accuracy: 1e-9)
        XCTAssertEqual(q.maxX, 10, accuracy: 1e-9)
        XCTAssertEqual(q.maxY, 10, accuracy: 1e-9)
        // Counter-clockwise from 0 to π/2 is the other three quarters.
        let rest = try XCTUnwrap(
            Path { $0.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false) }.bounds)
        XCTAssertEqual(rest.minX, -10, accuracy: 1e-9)
        XCTAssertEqual(rest.minY, -10, accuracy: 1e-9)
        XCTAssertEqual(rest.maxY, 10, accuracy: 1e-9)
        XCTAssertNil(Path().bounds)
        XCTAssertEqual(
            Path.roundedRect(Rect(x: 1, y: 2, width: 30, height: 10), cornerRadius: 99).bounds,
            Rect(x: 1, y: 2, width: 30, height: 10), "the radius is limited to half the shorter side")
    }

    @MainActor func testArcSweep() async {
        func sweep(_ s: Double, _ e: Double, _ cw: Bool) -> Double {
            Path.arcSweep(start: s, end: e, clockwise: cw).sweep
        }
        XCTAssertEqual(sweep(0, .pi / 2, true), .pi / 2, accuracy: 1e-12)
        XCTAssertEqual(sweep(0, .pi / 2, false), -1.5 * .pi, accuracy: 1e-12)
        XCTAssertEqual(sweep(0, -.pi / 2, true), 1.5 * .pi, accuracy: 1e-12, "an end behind the start: next turn")
        XCTAssertEqual(sweep(0, 2 * .pi, true), 2 * .pi, "a whole turn")
        XCTAssertEqual(sweep(0, 2 * .pi, false), -2 * .pi, "a whole turn, counter-clockwise")
        XCTAssertEqual(sweep(0, 50, true), 2 * .pi, "more than a turn is one turn")
        XCTAssertEqual(sweep(1, 1, true), 0)
        XCTAssertEqual(sweep(-1e300, 1e300, true), 2 * .pi, "a difference that overflows is a whole turn")
        let start = Path.arcSweep(start: -.pi / 2, end: 0, clockwise: true).start
        XCTAssertEqual(start, 1.5 * .pi, accuracy: 1e-12)
    }

    @MainActor func testStrokeOutset() async {
        XCTAssertEqual(StrokeStyle(width: 4, join: .round).outset, 2)
        XCTAssertEqual(StrokeStyle(width: 4, join: .miter, miterLimit: 10).outset, 20)
        XCTAssertEqual(StrokeStyle(width: 4, cap: .square, join: .bevel).outset, 2 * 2.0.squareRoot())
        XCTAssertEqual(StrokeStyle(width: -1).outset, 0)
    }
}
