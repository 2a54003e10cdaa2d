import RefreshTestSupport
import RefreshTesting
import XCTest

@testable import RefreshCore

/// `ListView.cellColors` and `GridView.cellColors`: every visible cell takes new colours at once,
/// and cells shown later (new or reused) take the colours in force when they appear.
nonisolated final class CellColorsTests: XCTestCase {
    @MainActor let night = CellColors(
        background: Color(r: 28, g: 28, b: 30), title: .white,
        subtitle: Color(r: 152, g: 152, b: 159), separator: Color(r: 56, g: 56, b: 58))
    @MainActor let sepia = CellColors(
        background: Color(r: 250, g: 240, b: 220), title: Color(r: 60, g: 40, b: 20),
        subtitle: Color(r: 120, g: 100, b: 80), separator: Color(r: 210, g: 190, b: 160))

    @MainActor func colors(of cell: ListCell) -> CellColors {
        CellColors(
            background: cell.backgroundColor ?? .clear, title: cell.titleLabel.textColor,
            subtitle: cell.subtitleLabel.textColor, separator: cell.separatorColor)
    }

    @MainActor func colors(of cell: GridCell) -> (Color?, Color, Color) {
        (cell.backgroundColor, cell.titleLabel.textColor, cell.subtitleLabel.textColor)
    }

    @MainActor func makeList(_ host: RefreshTestHost, rows: Int = 100) -> (ListView, CountingSource) {
        let source = CountingSource(count: rows)
        let list = ListView(frame: host.root.bounds)
        list.dataSource = source
        host.root.addSubview(list)
        list.reloadData()
        host.advance()
        return (list, source)
    }

    @MainActor func visibleListCells(_ list: ListView) -> [ListCell] {
        list.visibleRows.compactMap { list.cell(forRow: $0) }
    }

    @MainActor func testNewCellsHaveTheDefaultColours() async throws {
        let host = try RefreshTestHost.core()
        let (list, _) = makeList(host)
        XCTAssertEqual(list.cellColors, .default)
        XCTAssertEqual(CellColors.default.background, .white)
        XCTAssertFalse(visibleListCells(list).isEmpty)
        for cell in visibleListCells(list) { XCTAssertEqual(colors(of: cell), .default) }
    }

    @MainActor func testListRecoloursVisibleRowsAtOnce() async throws {
        let host = try RefreshTestHost.core()
        let (list, source) = makeList(host)
        let asked = source.contentRequests.count
        list.cellColors = night
        let cells = visibleListCells(list)
        XCTAssertEqual(cells.count, 15)
        for cell in cells { XCTAssertEqual(colors(of: cell), night, "row \(cell.row), before any new frame") }
        host.advance()
        XCTAssertEqual(source.contentRequests.count, asked, "re-colouring asks the data source nothing")
    }

    @MainActor func testRowsShownLaterTakeTheColoursInForce() async throws {
        let host = try RefreshTestHost.core()
        let (list, source) = makeList(host)
        // 3 rows: 12 of the 15 cells wait in the reuse pool while the colours change.
        source.count = 3
        list.reloadData()
        host.advance()
        XCTAssertEqual(list.visibleRows, 0..<3)
        list.cellColors = night
        source.count = 100
        list.reloadData()
        host.advance()
        XCTAssertEqual(list.visibleRows, 0..<15)
        for cell in visibleListCells(list) { XCTAssertEqual(colors(of: cell), night, "reused for row \(cell.row)") }
        list.contentOffset = Point(x: 0, y: 3000)
        host.advance()
        XCTAssertEqual(list.visibleRows, 50..<65)
        for cell in visibleListCells(list) { XCTAssertEqual(colors(of: cell), night, "scrolled in, row \(cell.row)") }
        list.cellColors = sepia
        for cell in visibleListCells(list) { XCTAssertEqual(colors(of: cell), sepia, "row \(cell.row)") }
    }

    @MainActor func testRowBackgroundColorIsTheCellColoursBackground() async throws {
        let host = try RefreshTestHost.core()
        let (list, _) = makeList(host)
        list.cellColors = night
        list.rowBackgroundColor = Color(r: 1, g: 2, b: 3)
        XCTAssertEqual(list.cellColors.background, Color(r: 1, g: 2, b: 3))
        XCTAssertEqual(list.cellColors.title, night.title, "only the background changes")
        XCTAssertEqual(list.cell(forRow: 0)?.backgroundColor, Color(r: 1, g: 2, b: 3))
        XCTAssertEqual(list.cell(forRow: 0)?.titleLabel.textColor, night.title)
    }

    @MainActor func testGridRecoloursVisibleCardsAndCardsShownLater() async throws {
        let host = try RefreshTestHost.core()
        let source = GridCountingSource(count: 200)
        let grid = GridView(frame: host.root.bounds)
        grid.dataSource = source
        host.root.addSubview(grid)
        grid.reloadData()
        host.advance()
        let first = grid.visibleItems
        XCTAssertFalse(first.isEmpty)
        for item in first {
            let c = colors(of: grid.cell(forItem: item)!)
            XCTAssertEqual(c.0, .white)
            XCTAssertEqual(c.1, CellColors.default.title)
        }
        grid.cellColors = night
        for item in first {
            let c = colors(of: grid.cell(forItem: item)!)
            XCTAssertEqual(c.0, night.background, "item \(item)")
            XCTAssertEqual(c.1, night.title)
            XCTAssertEqual(c.2, night.subtitle)
        }
        // 2 items: the other cards wait in the reuse pool while the colours change.
        source.count = 2
        grid.reloadData()
        host.advance()
        XCTAssertEqual(grid.visibleItems, 0..<2)
        grid.cellColors = sepia
        source.count = 200
        grid.reloadData()
        grid.contentOffset = Point(x: 0, y: 3000)
        host.advance()
        XCTAssertTrue(grid.visibleItems.allSatisfy { !first.contains($0) }, "every card is new to its item")
        XCTAssertGreaterThan(grid.visibleItems.count, 2)
        for item in grid.visibleItems {
            let c = colors(of: grid.cell(forItem: item)!)
            XCTAssertEqual(c.0, sepia.background, "item \(item)")
            XCTAssertEqual(c.1, sepia.title)
            XCTAssertEqual(c.2, sepia.subtitle)
        }
        XCTAssertEqual(grid.itemBackgroundColor, sepia.background)
    }
}
