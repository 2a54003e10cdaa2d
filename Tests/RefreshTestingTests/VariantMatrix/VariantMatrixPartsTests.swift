import RefreshCore
import RefreshTesting
import XCTest

/// The variant matrix's pure parts: which labels count as cut, and where the sheet puts things.
nonisolated final class VariantMatrixPartsTests: XCTestCase {
    @MainActor func label(_ text: String, width: Double, lines: Int = 1) -> Label {
        let label = Label(text: text, font: .bold(14))
        label.numberOfLines = lines
        label.frame = Rect(x: 0, y: 0, width: width, height: 60)
        return label
    }

    @MainActor func testALabelIsCutWhenItDrawsLessThanItsText() async {
        let box = View(frame: Rect(x: 0, y: 0, width: 400, height: 60))
        box.addSubview(label("Pull down to refresh", width: 300))
        XCTAssertEqual(CutLabels.cuts(in: box), [], "fits")
        box.addSubview(label("Pull down to refresh", width: 80, lines: 3))
        XCTAssertEqual(CutLabels.cuts(in: box), [], "wrapped onto lines, every word drawn")
        let cut = label("Tippen oder nach oben ziehen, um mehr zu laden", width: 90)
        box.addSubview(cut)
        XCTAssertEqual(CutLabels.cuts(in: box).map(\.text), ["Tippen oder nach oben ziehen, um mehr zu laden"])
        XCTAssertTrue(CutLabels.cuts(in: box).first?.displayed.hasSuffix("…") == true)
        cut.isHidden = true
        XCTAssertEqual(CutLabels.cuts(in: box), [], "a hidden label shows nothing cut")
        cut.isHidden = false
        box.alpha = 0
        XCTAssertEqual(CutLabels.cuts(in: box), [], "nor one under a transparent view")
    }

    @MainActor func testColumnsAreAsWideAsTheirWidestCellOrHeaderAndRowsAsTallAsTheirTallest() async {
        let layout = MatrixLayout(
            cellSizes: [
                [Size(width: 320, height: 50), Size(width: 60, height: 180)],
                [Size(width: 320, height: 40), Size(width: 60, height: 170)],
            ], headingCount: 2, headingWidth: 100, rowTitleWidth: 40, headerWidths: [100, 130])
        let p = MatrixLayout.padding, g = MatrixLayout.gap
        XCTAssertEqual(layout.columnHeaders.map(\.width), [320, 130])
        XCTAssertEqual(layout.columnHeaders[1].minX, layout.columnHeaders[0].maxX + g)
        XCTAssertEqual(layout.cells[1][1].image.minX, layout.columnHeaders[1].minX)
        XCTAssertEqual(
            layout.cells[0][0].caption.minY, layout.cells[0][0].image.minY + 180 + 2, "under the row's tallest")
        XCTAssertEqual(
            layout.cells[1][0].image.minY, layout.cells[0][0].caption.maxY + g, "the next row after the caption")
        XCTAssertEqual(layout.rowTitles[1].minY, layout.cells[1][0].image.minY)
        XCTAssertEqual(layout.size.width, 2 * p + 40 + g + 320 + g + 130)
        XCTAssertEqual(layout.size.height, layout.cells[1][1].caption.maxY + p)
    }
}
