import RefreshCore
import RefreshTesting
import XCTest

/// The sheet's geometry: a shared grid, nothing overlapping, everything inside the sheet.
nonisolated final class ContactSheetLayoutTests: XCTestCase {
    @MainActor func allRects(_ l: ContactSheetLayout) -> [Rect] {
        l.headingLines + l.sections.flatMap { s in [s.title] + s.cells.flatMap { [$0.image, $0.caption, $0.state] } }
    }

    @MainActor func testRowsWrapIntoColumnsThatFitTheMaximumWidth() async {
        let l = ContactSheetLayout(
            cellSize: Size(width: 390, height: 111), cellCounts: [7, 10, 15, 7], headingCount: 4,
            headingWidth: 700)
        XCTAssertEqual(l.columns, 4)
        XCTAssertLessThanOrEqual(l.size.width, ContactSheetLayout.maxWidth)
        XCTAssertEqual(l.sections.map(\.cells.count), [7, 10, 15, 7])
        let first = l.sections[0].cells
        XCTAssertEqual(first[4].image.minX, first[0].image.minX, "the fifth cell starts the second line")
        XCTAssertGreaterThan(first[4].image.minY, first[0].state.maxY)
    }

    @MainActor func testNothingOverlapsAndEverythingIsInside() async {
        let l = ContactSheetLayout(
            cellSize: Size(width: 120, height: 180), cellCounts: [7, 10, 15, 7], headingCount: 4,
            headingWidth: 900)
        let sheet = Rect(origin: .zero, size: l.size)
        let rects = allRects(l)
        for r in rects { XCTAssertTrue(sheet.contains(r), "\(r) outside \(sheet)") }
        for (i, a) in rects.enumerated() {
            for b in rects[(i + 1)...] { XCTAssertFalse(a.intersects(b), "\(a) overlaps \(b)") }
        }
    }

    @MainActor func testAWideHeadingWidensTheSheetAndAHugeCellGetsOneColumn() async {
        let narrow = ContactSheetLayout(
            cellSize: Size(width: 100, height: 50), cellCounts: [2], headingCount: 1,
            headingWidth: 800)
        XCTAssertEqual(narrow.columns, 2)
        XCTAssertEqual(narrow.size.width, 800 + 2 * ContactSheetLayout.padding)
        let huge = ContactSheetLayout(
            cellSize: Size(width: 2000, height: 50), cellCounts: [3], headingCount: 1,
            headingWidth: 10)
        XCTAssertEqual(huge.columns, 1)
        XCTAssertEqual(huge.size.width, 2000 + 2 * ContactSheetLayout.padding)
    }
}
