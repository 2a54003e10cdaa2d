import XCTest

@testable import RefreshCore

/// Points to whole pixels: each edge rounded on its own, so neighbours stay neighbours.
nonisolated final class PixelRectTests: XCTestCase {
    @MainActor func testEachEdgeIsRoundedOnItsOwnSoSharedEdgesStayShared() async {
        let left = PixelRect(Rect(x: 0.3, y: 0, width: 10.4, height: 5), scale: 2)
        let right = PixelRect(Rect(x: 10.7, y: 0, width: 3, height: 5), scale: 2)
        XCTAssertEqual(left, PixelRect(x0: 1, y0: 0, x1: 21, y1: 10))
        XCTAssertEqual(left.x1, right.x0, "rectangles that share an edge in points share it in pixels")
        XCTAssertFalse(left.intersects(right))
        XCTAssertEqual(left.width, 20)
        XCTAssertEqual(left.height, 10)
    }

    @MainActor func testHugeCoordinatesAreClampedInsteadOfTrapping() async {
        let r = PixelRect(Rect(x: -1e300, y: 0, width: 2e300, height: 1), scale: 4)
        XCTAssertEqual(r.x0, -100_000_000)
        XCTAssertEqual(r.x1, 100_000_000)
    }

    @MainActor func testIntersectionAndContainment() async {
        let a = PixelRect(x0: 0, y0: 0, x1: 10, y1: 10), b = PixelRect(x0: 5, y0: 5, x1: 20, y1: 20)
        XCTAssertEqual(a.intersection(b), PixelRect(x0: 5, y0: 5, x1: 10, y1: 10))
        XCTAssertTrue(a.intersection(PixelRect(x0: 10, y0: 0, x1: 12, y1: 10)).isEmpty, "edges touch, no pixel shared")
        XCTAssertTrue(a.contains(PixelRect(x0: 2, y0: 2, x1: 10, y1: 10)))
        XCTAssertFalse(a.contains(b))
        XCTAssertTrue(a.contains(PixelRect(x0: 50, y0: 50, x1: 50, y1: 60)), "an empty rectangle is inside any")
        XCTAssertTrue(PixelRect(x0: 3, y0: 0, x1: 1, y1: 5).isEmpty, "reversed edges cover nothing")
    }
}
