import RefreshTestSupport
import RefreshTesting
import XCTest

@testable import RefreshCore

final class GridCountingSource: GridDataSource {
    var count: Int
    var subtitles = true
    var countRequests = 0
    var contentRequests: [Int] = []
    init(count: Int) { self.count = count }
    func numberOfItems(in grid: GridView) -> Int { countRequests += 1; return count }
    func grid(_ grid: GridView, contentForItem item: Int) -> ListRowContent {
        contentRequests.append(item)
        return ListRowContent(title: "Item \(item)", subtitle: subtitles ? "subtitle \(item)" : nil)
    }
}

private final class ReloadWatcher: ScrollViewObserver {
    var reloads: [(count: Int?, contentSize: Size)] = []
    func scrollViewDidReloadData(_ scrollView: ScrollView) {
        reloads.append((scrollView.totalDataCount, scrollView.contentSize))
    }
}

nonisolated final class GridViewTests: XCTestCase {
    @MainActor let gridGrey = Color(r: 242, g: 242, b: 247)

    /// The length of `lines` lines of `item` points with `spacing` between them and `insets` around.
    @MainActor func extent(lines: Double, item: Double, spacing: Double, insets: Double) -> Double {
        insets + lines * item + (lines - 1) * spacing
    }

    @MainActor func makeGrid(
        _ source: GridDataSource?, size: Size = Size(width: 390, height: 844), fps: Double = 60,
        configure: (GridView) -> Void = { _ in }
    ) throws -> (RefreshTestHost, GridView) {
        try RefreshTestHost.core(size: size, fps: fps) { window in
            let grid = GridView(frame: window.bounds)
            configure(grid)
            grid.dataSource = source
            window.addSubview(grid)
            grid.reloadData()
            return grid
        }
    }

    // MARK: Geometry

    @MainActor func testVerticalDefaultsJustifyThreeColumns() async throws {
        let (_, grid) = try makeGrid(GridCountingSource(count: 100))
        // 390 - 16 of insets leaves 374: three 110-pt items and 28 pt over, spread over 2 gaps.
        XCTAssertEqual(grid.itemsPerLine, 3)
        XCTAssertEqual(grid.rectForItem(0), Rect(x: 8, y: 8, width: 110, height: 110))
        XCTAssertEqual(grid.rectForItem(1), Rect(x: 140, y: 8, width: 110, height: 110))
        XCTAssertEqual(grid.rectForItem(2), Rect(x: 272, y: 8, width: 110, height: 110), "ends at the right inset")
        XCTAssertEqual(grid.rectForItem(3), Rect(x: 8, y: 126, width: 110, height: 110))
        XCTAssertEqual(
            grid.rectForItem(99), Rect(x: 8, y: 8 + 33 * 118, width: 110, height: 110),
            "partial last line keeps the columns")
        XCTAssertEqual(grid.contentSize, Size(width: 390, height: extent(lines: 34, item: 110, spacing: 8, insets: 16)))
        XCTAssertEqual(grid.rectForItem(100), .zero)
        XCTAssertEqual(grid.rectForItem(-1), .zero)
    }

    @MainActor func testSpacingAndInsetsShapeTheVerticalLayout() async throws {
        let (_, grid) = try makeGrid(GridCountingSource(count: 10)) {
            $0.itemSize = Size(width: 89, height: 50)
            $0.interitemSpacing = 8
            $0.lineSpacing = 4
            $0.sectionInset = EdgeInsets(top: 20, left: 5, bottom: 30, right: 5)
        }
        // 380 pt of room hold exactly four 89-pt items with 8 pt between them: no leftover.
        XCTAssertEqual(grid.itemsPerLine, 4)
        XCTAssertEqual((0..<4).map { grid.rectForItem($0).minX }, [5, 102, 199, 296])
        XCTAssertEqual(grid.rectForItem(5), Rect(x: 102, y: 74, width: 89, height: 50))
        XCTAssertEqual(grid.contentSize, Size(width: 390, height: extent(lines: 3, item: 50, spacing: 4, insets: 50)))

        // Twelve items fill three lines exactly; one more opens a fourth line.
        let source = GridCountingSource(count: 12)
        grid.dataSource = source
        grid.reloadData()
        XCTAssertEqual(grid.contentSize.height, extent(lines: 3, item: 50, spacing: 4, insets: 50))
        source.count = 13
        grid.reloadData()
        XCTAssertEqual(grid.contentSize.height, extent(lines: 4, item: 50, spacing: 4, insets: 50))

        source.count = 0
        grid.reloadData()
        XCTAssertEqual(grid.contentSize, Size(width: 390, height: 0), "an empty grid has no content, not even insets")
    }

    @MainActor func testOneColumnIsCentredAndAnOversizedItemWidensTheContent() async throws {
        let (_, grid) = try makeGrid(GridCountingSource(count: 3)) { $0.itemSize = Size(width: 300, height: 100) }
        XCTAssertEqual(grid.itemsPerLine, 1)
        XCTAssertEqual(grid.rectForItem(1), Rect(x: 45, y: 116, width: 300, height: 100), "centred in 374 pt of room")
        XCTAssertEqual(grid.contentSize.width, 390)

        grid.itemSize = Size(width: 500, height: 100)
        XCTAssertEqual(grid.itemsPerLine, 1, "never fewer than one item per line")
        XCTAssertEqual(grid.rectForItem(0).minX, 8)
        XCTAssertEqual(grid.contentSize.width, 516, "the item can be scrolled into view")
    }

    @MainActor func testHorizontalLayoutFillsColumnsTopToBottom() async throws {
        let source = GridCountingSource(count: 10)
        let (_, grid) = try makeGrid(source, size: Size(width: 600, height: 400)) {
            $0.scrollDirection = .horizontal
        }
        // 400 - 16 leaves 384: three items per column, 38 pt over spread over 2 gaps.
        XCTAssertEqual(grid.itemsPerLine, 3)
        XCTAssertEqual(grid.rectForItem(0), Rect(x: 8, y: 8, width: 110, height: 110))
        XCTAssertEqual(grid.rectForItem(1), Rect(x: 8, y: 145, width: 110, height: 110))
        XCTAssertEqual(grid.rectForItem(2), Rect(x: 8, y: 282, width: 110, height: 110), "ends at the bottom inset")
        XCTAssertEqual(grid.rectForItem(3), Rect(x: 126, y: 8, width: 110, height: 110))
        XCTAssertEqual(grid.rectForItem(9), Rect(x: 362, y: 8, width: 110, height: 110))
        XCTAssertEqual(grid.contentSize, Size(width: extent(lines: 4, item: 110, spacing: 8, insets: 16), height: 400))

        source.count = 100
        grid.reloadData()
        XCTAssertEqual(grid.contentSize, Size(width: extent(lines: 34, item: 110, spacing: 8, insets: 16), height: 400))
        XCTAssertFalse(grid.canScroll(.vertical))
        XCTAssertTrue(grid.canScroll(.horizontal))
    }

    @MainActor func testLayoutRangeMatchesBruteForceInBothDirections() async throws {
        for direction in [ScrollDirection.vertical, .horizontal] {
            let layout = GridLayout(
                count: 23, viewport: Size(width: 300, height: 300), direction: direction,
                itemSize: Size(width: 50, height: 40), interitemSpacing: 6, lineSpacing: 10,
                inset: EdgeInsets(top: 3, left: 7, bottom: 11, right: 5))
            let extent = direction == .vertical ? layout.contentSize.height : layout.contentSize.width
            var start = -60.0
            while start < extent + 60 {
                for length in [1.0, 9.5, 10, 45, 300] {
                    let rect =
                        direction == .vertical
                        ? Rect(x: 0, y: start, width: 300, height: length)
                        : Rect(x: start, y: 0, width: length, height: 300)
                    let hits = (0..<23).filter { layout.frame(of: $0).intersects(rect) }
                    let expected = hits.isEmpty ? 0..<0 : hits.first!..<(hits.last! + 1)
                    XCTAssertEqual(layout.items(in: rect), expected, "\(direction) \(rect)")
                }
                start += 2.5
            }
            let aside =
                direction == .vertical
                ? Rect(x: 400, y: 0, width: 50, height: 300) : Rect(x: 0, y: 400, width: 300, height: 50)
            XCTAssertEqual(layout.items(in: aside), 0..<0, "a rect beside every item meets none")
        }
    }

    @MainActor func testQueriesStayExactForAnAstronomicalCount() async throws {
        let layout = GridLayout(
            count: 1_000_000_000_000_000, viewport: Size(width: 390, height: 844), direction: .vertical,
            itemSize: Size(width: 110, height: 110), interitemSpacing: 8, lineSpacing: 8,
            inset: EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        let rect = Rect(x: 0, y: 1e12, width: 390, height: 844)
        let range = layout.items(in: rect)
        XCTAssertEqual(range.count, 24)
        XCTAssertTrue(layout.frame(of: range.lowerBound).intersects(rect))
        XCTAssertTrue(layout.frame(of: range.upperBound - 1).intersects(rect))
        XCTAssertFalse(layout.frame(of: range.upperBound).intersects(rect))
        XCTAssertEqual(layout.items(in: Rect(x: 0, y: 1e300, width: 390, height: 844)), 0..<0)
        XCTAssertEqual(layout.items(in: Rect(x: 0, y: -1e300, width: 390, height: 844)), 0..<0)
        XCTAssertTrue(layout.contentSize.height.isFinite)
    }

    // MARK: Lazy cells

    @MainActor func testOnlyVisibleItemsAreAskedAndLaidOut() async throws {
        let source = GridCountingSource(count: 100)
        let (host, grid) = try makeGrid(source)
        XCTAssertEqual(source.countRequests, 1)
        XCTAssertEqual(grid.visibleItems, 0..<24, "lines start every 118 pt: 8 lines meet 0..<844")
        XCTAssertEqual(source.contentRequests, Array(0..<24))
        XCTAssertEqual(grid.contentRequests, 24)
        host.advance()
        XCTAssertEqual(source.contentRequests.count, 24, "a steady frame asks nothing")

        grid.contentOffset = Point(x: 0, y: 118)
        host.advance()
        XCTAssertEqual(grid.visibleItems, 3..<27, "line 0 ends exactly at 118 and is gone")
        XCTAssertEqual(source.contentRequests.suffix(3), [24, 25, 26], "only items that appeared")
        XCTAssertNil(grid.cell(forItem: 2))
        let cell = grid.cell(forItem: 25)
        XCTAssertEqual(cell?.frame, grid.rectForItem(25))
        XCTAssertEqual(cell?.item, 25)
        XCTAssertEqual(cell?.titleLabel.text, "Item 25")
        XCTAssertEqual(cell?.subtitleLabel.text, "subtitle 25")
    }

    @MainActor func testCellsAreRecycledWhileScrollingThrough() async throws {
        let source = GridCountingSource(count: 300)
        let (host, grid) = try makeGrid(source)
        var y = 0.0
        while y < grid.maxContentOffset.y {
            y += 37
            grid.contentOffset = Point(x: 0, y: y)
            host.advance()
            let cells = grid.subviews.compactMap { $0 as? GridCell }
            XCTAssertLessThanOrEqual(cells.count, 27, "at most 9 lines of 3 ever have a cell")
            for c in cells {
                if c.isHidden {
                    XCTAssertEqual(c.item, -1, "a recycled cell shows nothing")
                } else {
                    XCTAssertTrue(grid.visibleItems.contains(c.item))
                    XCTAssertTrue(grid.cell(forItem: c.item) === c)
                }
            }
            XCTAssertEqual(cells.filter { !$0.isHidden }.count, grid.visibleItems.count)
        }
        XCTAssertEqual(grid.visibleItems.upperBound, 300, "reached the end")
        XCTAssertEqual(
            source.contentRequests.count, Set(source.contentRequests).count, "each item asked once on the way down")
        XCTAssertEqual(grid.contentRequests, 300)
    }

    @MainActor func testMillionItemsCostTheSameAsHundred() async throws {
        var work: [Int] = []
        var shown: [Range<Int>] = []
        for n in [100, 1_000_000] {
            let source = GridCountingSource(count: n)
            let (host, grid) = try makeGrid(source)
            for i in 1...30 {
                grid.contentOffset = Point(x: 0, y: Double(i) * 97.5)
                host.advance()
            }
            work.append(grid.contentRequests)
            shown.append(grid.visibleItems)
            XCTAssertEqual(source.countRequests, 1)
            XCTAssertEqual(source.contentRequests.count, grid.contentRequests)
            XCTAssertLessThanOrEqual(grid.subviews.count, 27, "cells are reused")
        }
        XCTAssertEqual(work[0], work[1])
        XCTAssertEqual(shown[0], shown[1])
    }

    @MainActor func testDrawnOffsetDuringAnimationIsCovered() async throws {
        let (host, grid) = try makeGrid(GridCountingSource(count: 300), fps: 100)
        grid.contentOffset = Point(x: 0, y: 3000)
        host.advance()
        XCTAssertFalse(grid.visibleItems.contains(0))
        host.root.context.animator.animate(
            duration: 0.4, curve: .linear,
            animations: {
                grid.contentOffset = Point(x: 0, y: 0)
            })
        host.advance()
        XCTAssertTrue(grid.visibleItems.contains(75), "items under the drawn offset are laid out")
        XCTAssertTrue(grid.visibleItems.contains(0), "items under the model offset are laid out")
        host.advance(seconds: 0.5)
        XCTAssertEqual(grid.visibleItems, 0..<24)
    }

    // MARK: Changes

    @MainActor func testResizeChangesColumnsAndContentSize() async throws {
        let source = GridCountingSource(count: 100)
        let (host, grid) = try makeGrid(source)
        grid.contentOffset = Point(x: 0, y: grid.maxContentOffset.y)
        host.advance()
        XCTAssertEqual(grid.contentOffset.y, 4020 - 844)

        grid.frame = Rect(x: 0, y: 0, width: 600, height: 844)
        // 584 pt of room: five columns, 2 pt over spread over 4 gaps.
        XCTAssertEqual(grid.itemsPerLine, 5)
        XCTAssertEqual(grid.contentSize, Size(width: 600, height: extent(lines: 20, item: 110, spacing: 8, insets: 16)))
        XCTAssertEqual(grid.contentOffset.y, 2368 - 844, "the offset is clamped into the shorter content")
        host.advance()
        XCTAssertEqual(grid.cell(forItem: 99)?.frame, Rect(x: 482, y: 8 + 19 * 118, width: 110, height: 110))
        XCTAssertEqual(grid.cell(forItem: 96)?.frame.minX, 126.5)
        XCTAssertEqual(grid.visibleItems.upperBound, 100)
        XCTAssertEqual(source.countRequests, 1, "a resize re-flows without asking the data source")

        grid.frame = Rect(x: 0, y: 0, width: 200, height: 844)
        XCTAssertEqual(grid.itemsPerLine, 1)
        XCTAssertEqual(grid.contentSize.height, extent(lines: 100, item: 110, spacing: 8, insets: 16))
    }

    @MainActor func testChangingGeometryPropertiesRelaysOutWithoutReloading() async throws {
        let source = GridCountingSource(count: 100)
        let watcher = ReloadWatcher()
        let (host, grid) = try makeGrid(source)
        grid.addObserver(watcher)

        grid.itemSize = Size(width: 60, height: 60)
        XCTAssertEqual(grid.itemsPerLine, 5)
        XCTAssertEqual(grid.contentSize.height, extent(lines: 20, item: 60, spacing: 8, insets: 16))
        host.advance()
        XCTAssertEqual(grid.cell(forItem: 7)?.frame, grid.rectForItem(7))
        XCTAssertEqual(grid.cell(forItem: 7)?.frame.size, Size(width: 60, height: 60))

        grid.lineSpacing = 20
        XCTAssertEqual(grid.contentSize.height, extent(lines: 20, item: 60, spacing: 20, insets: 16))
        grid.sectionInset = EdgeInsets(top: 100, left: 8, bottom: 0, right: 8)
        XCTAssertEqual(grid.rectForItem(0).minY, 100)
        grid.interitemSpacing = 40
        XCTAssertEqual(grid.itemsPerLine, 4, "(374 + 40) / 100")
        grid.scrollDirection = .horizontal
        XCTAssertEqual(grid.contentSize.height, 844)
        XCTAssertGreaterThan(grid.contentSize.width, 390)
        host.advance()
        for item in grid.visibleItems { XCTAssertEqual(grid.cell(forItem: item)?.frame, grid.rectForItem(item)) }

        XCTAssertEqual(source.countRequests, 1)
        XCTAssertTrue(watcher.reloads.isEmpty, "geometry is not a data reload")
    }

    @MainActor func testReloadDataNotifiesObserversLastWithTheNewCount() async throws {
        let source = GridCountingSource(count: 0)
        let (host, grid) = try makeGrid(source)
        XCTAssertEqual(grid.totalDataCount, 0)
        let watcher = ReloadWatcher()
        grid.addObserver(watcher)

        source.count = 42
        grid.reloadData()
        XCTAssertEqual(watcher.reloads.count, 1)
        XCTAssertEqual(watcher.reloads.first?.count, 42)
        XCTAssertEqual(
            watcher.reloads.first?.contentSize,
            Size(width: 390, height: extent(lines: 14, item: 110, spacing: 8, insets: 16)),
            "observers hear after the content size is set")
        XCTAssertEqual(grid.totalDataCount, 42)
        XCTAssertEqual(grid.numberOfItems, 42)

        source.count = -5
        grid.reloadData()
        XCTAssertEqual(grid.totalDataCount, 0, "a negative count is no items")
        XCTAssertEqual(watcher.reloads.count, 2)

        grid.dataSource = nil
        source.count = 7
        grid.reloadData()
        host.advance()
        XCTAssertEqual(grid.numberOfItems, 0)
        XCTAssertEqual(grid.visibleItems, 0..<0)
    }

    @MainActor func testReloadRebuildsVisibleCellsWithFreshContent() async throws {
        let source = GridCountingSource(count: 5)
        let (host, grid) = try makeGrid(source)
        XCTAssertEqual(grid.visibleItems, 0..<5)
        XCTAssertEqual(source.contentRequests.count, 5)
        source.subtitles = false
        grid.reloadData()
        host.advance()
        XCTAssertEqual(source.contentRequests.count, 10, "visible items are asked again")
        let cell = grid.cell(forItem: 0)
        XCTAssertEqual(cell?.subtitleLabel.isHidden, true)
        XCTAssertEqual(cell?.titleLabel.text, "Item 0")
    }

    // MARK: Bad input

    @MainActor func testBadGeometryIsClampedWithAWarning() async throws {
        let log = LogCapture()
        let (host, grid) = try makeGrid(GridCountingSource(count: 1000))
        log.watch(host.root)
        XCTAssertTrue(log.messages.isEmpty)

        grid.itemSize = Size(width: .nan, height: -5)
        XCTAssertEqual(grid.itemSize, Size(width: 110, height: 1))
        XCTAssertEqual(log.messages.count, 1)
        grid.itemSize = Size(width: .infinity, height: 0)
        XCTAssertEqual(grid.itemSize, Size(width: 110, height: 1))
        grid.interitemSpacing = -3
        XCTAssertEqual(grid.interitemSpacing, 0)
        grid.lineSpacing = .nan
        XCTAssertEqual(grid.lineSpacing, 0)
        grid.sectionInset = EdgeInsets(top: .infinity, left: -4, bottom: 2, right: .nan)
        XCTAssertEqual(grid.sectionInset, EdgeInsets(top: 0, left: 0, bottom: 2, right: 0))
        XCTAssertEqual(log.messages.count, 5)
        XCTAssertTrue(log.entries.allSatisfy { $0.says(["control": "GridView"]) }, "\(log.entries)")

        host.advance()
        XCTAssertTrue(grid.contentSize.isValid)
        XCTAssertEqual(grid.contentSize.height, 336, "334 one-point lines of 3, no spacing, 2 pt of inset")
        XCTAssertFalse(grid.visibleItems.isEmpty)
        XCTAssertEqual(log.messages.count, 5, "nothing else complained")
    }

    // MARK: Scrolling and drawing

    @MainActor func testHorizontalGridScrollsSideways() async throws {
        let (host, grid) = try makeGrid(GridCountingSource(count: 100)) { $0.scrollDirection = .horizontal }
        // 828 pt of room: 7 items per column, 15 columns.
        XCTAssertEqual(grid.itemsPerLine, 7)
        XCTAssertEqual(grid.contentSize, Size(width: extent(lines: 15, item: 110, spacing: 8, insets: 16), height: 844))
        XCTAssertEqual(grid.visibleItems, 0..<28, "columns 0…3 meet 0..<390")

        host.drag(from: Point(x: 300, y: 400), to: Point(x: 100, y: 400), frames: 10, release: false)
        XCTAssertEqual(grid.contentOffset, Point(x: 200, y: 0), "1:1 inside the range")
        XCTAssertEqual(grid.visibleItems, 7..<35, "columns 1…4: column 0 ends at 118 and left the view")
        grid.touchUp(time: host.now)
        host.advance(seconds: 3)
        XCTAssertGreaterThan(grid.contentOffset.x, 200, "momentum carries on sideways")
        XCTAssertEqual(grid.contentOffset.y, 0)
        let first = grid.visibleItems.lowerBound
        XCTAssertTrue(
            grid.cell(forItem: first)!.frame.intersects(Rect(origin: grid.contentOffset, size: grid.bounds.size)))

        host.drag(from: Point(x: 200, y: 600), to: Point(x: 200, y: 300), frames: 10)
        XCTAssertEqual(grid.contentOffset.y, 0, "a horizontal grid does not scroll vertically")
    }

    @MainActor func testNarrowHorizontalGridBouncesOnlyWhenAskedTo() async throws {
        let (host, grid) = try makeGrid(GridCountingSource(count: 10)) { $0.scrollDirection = .horizontal }
        XCTAssertLessThan(grid.contentSize.width, 390)
        host.drag(from: Point(x: 100, y: 400), to: Point(x: 250, y: 400), frames: 10)
        XCTAssertEqual(grid.contentOffset.x, 0, "nothing to scroll")

        grid.alwaysBounceHorizontal = true
        host.drag(from: Point(x: 100, y: 400), to: Point(x: 250, y: 400), frames: 10, release: false)
        XCTAssertLessThan(grid.contentOffset.x, 0, "rubber band past the left edge")
        XCTAssertGreaterThan(grid.contentOffset.x, -150, "resisted")
        grid.touchUp(time: host.now)
        host.advance(seconds: 2)
        XCTAssertEqual(grid.contentOffset.x, 0, "springs back")
    }

    @MainActor func testBackgroundFillsOnlyTheGapsBetweenCards() async throws {
        for (direction, offset) in [
            (ScrollDirection.vertical, Point(x: 0, y: 100)), (.horizontal, Point(x: 53, y: 0)),
            (.vertical, Point(x: 0, y: -40)),
        ] {
            let (host, grid) = try makeGrid(GridCountingSource(count: 100)) { $0.scrollDirection = direction }
            grid.contentOffset = offset
            host.advance()
            let canvas = RecordingCanvas(bounds: host.root.bounds)
            grid.render(in: canvas)

            let background = canvas.coloredFills.filter { $0.color == gridGrey }.map(\.rect)
            let cards = canvas.coloredFills.filter { $0.color == .white }.map(\.rect)
            XCTAssertEqual(cards.count, grid.visibleItems.count)
            let backgroundArea = background.reduce(0) { $0 + $1.width * $1.height }
            XCTAssertLessThan(backgroundArea, 390 * 844 / 3, "\(direction): not one full-screen fill")

            // Cards and background together cover every point of the view exactly once.
            var coverage = [UInt8](repeating: 0, count: 390 * 844)
            for r in background + cards {
                let c = r.intersection(host.root.bounds)
                guard !c.isEmpty else { continue }
                // A point counts when its centre lies in the half-open rect, so abutting rects share none.
                let ys = Int((c.minY - 0.5).rounded(.up))..<Int((c.maxY - 0.5).rounded(.up))
                let xs = Int((c.minX - 0.5).rounded(.up))..<Int((c.maxX - 0.5).rounded(.up))
                for y in ys { for x in xs { coverage[y * 390 + x] += 1 } }
            }
            let holes = coverage.filter { $0 == 0 }.count, overlaps = coverage.filter { $0 > 1 }.count
            XCTAssertEqual(holes, 0, "\(direction) at \(offset)")
            XCTAssertEqual(overlaps, 0, "\(direction) at \(offset)")
        }
    }

    @MainActor func testTranslucentCardsGetTheWholeBackground() async throws {
        let (host, grid) = try makeGrid(GridCountingSource(count: 100)) {
            $0.itemBackgroundColor = Color(r: 255, g: 255, b: 255, a: 128)
        }
        let canvas = RecordingCanvas(bounds: host.root.bounds)
        grid.render(in: canvas)
        XCTAssertEqual(canvas.coloredFills.filter { $0.color == gridGrey }.map(\.rect), [host.root.bounds])

        // Made opaque again, the cards already shown change too, so the gaps-only fill stays right.
        grid.itemBackgroundColor = .white
        XCTAssertTrue(grid.visibleItems.allSatisfy { grid.cell(forItem: $0)?.backgroundColor == .white })
        let opaque = RecordingCanvas(bounds: host.root.bounds)
        grid.render(in: opaque)
        XCTAssertFalse(opaque.coloredFills.contains { $0.color == gridGrey && $0.rect == host.root.bounds })
    }

    // MARK: Cells

    @MainActor func testCardsShowASwatchThatDiffersFromTheirNeighbours() async throws {
        let (host, grid) = try makeGrid(GridCountingSource(count: 100))
        for item in grid.visibleItems {
            guard let cell = grid.cell(forItem: item) else { return XCTFail("no cell for \(item)") }
            if item % 3 != 2, let right = grid.cell(forItem: item + 1) {
                XCTAssertNotEqual(cell.swatchColor, right.swatchColor, "\(item) and its right neighbour")
            }
            if let below = grid.cell(forItem: item + 3) {
                XCTAssertNotEqual(cell.swatchColor, below.swatchColor, "\(item) and the card below")
            }
        }
        let canvas = RecordingCanvas(bounds: host.root.bounds)
        grid.render(in: canvas)
        let swatch0 = grid.cell(forItem: 0)!.swatchColor
        XCTAssertTrue(
            canvas.coloredFills.contains {
                $0.rect == Rect(x: 16, y: 16, width: 94, height: 94 * 0.45) && $0.color == swatch0
            })
    }

    @MainActor func testCardTextIsCentredUnderTheSwatch() async throws {
        let cell = GridCell(frame: Rect(x: 0, y: 0, width: 110, height: 110))
        cell.configure(with: ListRowContent(title: "Alone"))
        cell.layoutIfNeeded()
        XCTAssertTrue(cell.subtitleLabel.isHidden)
        XCTAssertEqual(cell.titleLabel.alignment, .center)
        XCTAssertEqual(cell.titleLabel.font, .bold(15))
        let room = (top: cell.swatchFrame.maxY + 4, bottom: 102.0)
        XCTAssertEqual(cell.titleLabel.frame.midY, (room.top + room.bottom) / 2, accuracy: 1e-9)
        XCTAssertGreaterThanOrEqual(cell.titleLabel.frame.minY, cell.swatchFrame.maxY)

        cell.configure(with: ListRowContent(title: "Title", subtitle: "A subtitle far too long for a small card"))
        cell.layoutIfNeeded()
        XCTAssertFalse(cell.subtitleLabel.isHidden)
        XCTAssertGreaterThan(cell.subtitleLabel.frame.minY, cell.titleLabel.frame.maxY)
        XCTAssertLessThanOrEqual(cell.subtitleLabel.frame.maxY, 110 - GridCell.padding)
        XCTAssertTrue(cell.subtitleLabel.displayedText.hasSuffix("…"), "cut to the card's width")

        let log = LogCapture()
        log.watch(cell)
        cell.frame = Rect(x: 0, y: 0, width: 4, height: 4)
        cell.layoutIfNeeded()
        XCTAssertTrue(log.messages.isEmpty, "a tiny card lays out without invalid frames: \(log.messages)")
    }
}
