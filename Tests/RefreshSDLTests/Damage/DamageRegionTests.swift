import RefreshCore
import XCTest

@testable import RefreshSDL

nonisolated final class DamageRegionTests: XCTestCase {
    @MainActor func rect(_ x0: Int32, _ y0: Int32, _ x1: Int32, _ y1: Int32) -> PixelRect {
        PixelRect(x0: x0, y0: y0, x1: x1, y1: y1)
    }

    /// Every pixel of `rects` is in the region and the region's rectangles never overlap.
    @MainActor func assertCovers(
        _ region: DamageRegion, _ rects: [PixelRect], file: StaticString = #filePath, line: UInt = #line
    ) {
        for (i, a) in region.rects.enumerated() {
            for b in region.rects[(i + 1)...] {
                XCTAssertFalse(a.intersects(b), "\(a) overlaps \(b)", file: file, line: line)
            }
        }
        for r in rects where !r.isEmpty {
            for y in r.y0..<r.y1 {
                for x in r.x0..<r.x1 {
                    let p = rect(x, y, x + 1, y + 1)
                    XCTAssertTrue(region.intersects(p), "pixel \(x),\(y) of \(r) missing", file: file, line: line)
                }
            }
        }
    }

    @MainActor func testEmptyRectanglesAddNothing() async {
        var d = DamageRegion()
        d.add(rect(5, 5, 5, 9))
        d.add(rect(5, 5, 2, 9))
        XCTAssertTrue(d.isEmpty)
        XCTAssertEqual(d.area, 0)
    }

    @MainActor func testFarApartRectanglesStaySeparate() async {
        var d = DamageRegion()
        d.add(rect(0, 0, 10, 10))
        d.add(rect(50, 50, 60, 60))
        XCTAssertEqual(d.rects.count, 2)
        XCTAssertEqual(d.area, 200)
        XCTAssertEqual(d.bounds, rect(0, 0, 60, 60))
    }

    @MainActor func testOverlappingRectanglesMergeIntoTheirBox() async {
        var d = DamageRegion()
        d.add(rect(0, 0, 10, 10))
        d.add(rect(5, 5, 15, 15))
        XCTAssertEqual(d.rects, [rect(0, 0, 15, 15)], "disjoint: a translucent draw is never applied twice")
    }

    @MainActor func testAGrownBoxSwallowsWhatItNowTouches() async {
        var d = DamageRegion()
        d.add(rect(0, 0, 4, 4))
        d.add(rect(20, 0, 24, 4))
        d.add(rect(40, 0, 44, 4))
        d.add(rect(2, 2, 42, 3))   // overlaps all three
        XCTAssertEqual(d.rects, [rect(0, 0, 44, 4)])
    }

    @MainActor func testAdjacentRectanglesJoinWhenTheBoxCostsNoMore() async {
        var d = DamageRegion()
        d.add(rect(0, 0, 10, 10))
        d.add(rect(10, 0, 20, 10))   // side by side: the box is exactly both
        XCTAssertEqual(d.rects, [rect(0, 0, 20, 10)])
        var e = DamageRegion()
        e.add(rect(0, 0, 10, 10))
        e.add(rect(11, 11, 21, 21))   // diagonal: the box would repaint twice as much
        XCTAssertEqual(e.rects.count, 2)
    }

    @MainActor func testContainedRectangleChangesNothing() async {
        var d = DamageRegion()
        d.add(rect(0, 0, 100, 100))
        d.add(rect(10, 10, 20, 20))
        XCTAssertEqual(d.rects, [rect(0, 0, 100, 100)])
        XCTAssertTrue(d.containsWhole(rect(10, 10, 20, 20)))
        XCTAssertFalse(d.containsWhole(rect(90, 90, 110, 110)))
    }

    @MainActor func testManyRectanglesCollapseToOneBox() async {
        var d = DamageRegion()
        var added: [PixelRect] = []
        for i in 0..<(DamageRegion.maximumCount + 3) {
            let r = rect(Int32(i * 20), Int32(i * 20), Int32(i * 20 + 5), Int32(i * 20 + 5))
            added.append(r)
            d.add(r)
        }
        XCTAssertLessThanOrEqual(d.rects.count, DamageRegion.maximumCount)
        assertCovers(d, added)
    }

    @MainActor func testRandomRectanglesAreAlwaysCoveredByDisjointRectangles() async {
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<50 {
            var d = DamageRegion()
            var added: [PixelRect] = []
            for _ in 0..<Int.random(in: 1...12, using: &rng) {
                let x = Int32.random(in: 0..<60, using: &rng), y = Int32.random(in: 0..<60, using: &rng)
                let r = rect(x, y, x + Int32.random(in: 0...15, using: &rng), y + Int32.random(in: 0...15, using: &rng))
                added.append(r)
                d.add(r)
            }
            assertCovers(d, added)
            XCTAssertLessThanOrEqual(d.area, 75 * 75)
        }
    }

    @MainActor func testRemoveAllEmptiesTheRegion() async {
        var d = DamageRegion()
        d.add(rect(0, 0, 3, 3))
        d.removeAll()
        XCTAssertTrue(d.isEmpty)
        XCTAssertEqual(d.bounds, rect(0, 0, 0, 0))
    }
}
