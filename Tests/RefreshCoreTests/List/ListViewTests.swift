import RefreshTestSupport
import RefreshTesting
import XCTest

@testable import RefreshCore

class CountingSource: ListDataSource {
    var count: Int
    var countRequests = 0
    var contentRequests: [Int] = []
    init(count: Int) { self.count = count }
    func numberOfRows(in list: ListView) -> Int { countRequests += 1; return count }
    func list(_ list: ListView, contentForRow row: Int) -> ListRowContent {
        contentRequests.append(row)
        return ListRowContent(title: "Row \(row)", subtitle: "subtitle \(row)")
    }
}

final class VariableSource: CountingSource, ListRowHeightSource {
    func list(_ list: ListView, heightForRow row: Int) -> Double { row % 2 == 0 ? 40 : 80 }
}

nonisolated final class ListViewTests: XCTestCase {
    @MainActor func makeList(_ source: ListDataSource, host: RefreshTestHost) -> ListView {
        let list = ListView(frame: host.root.bounds)
        list.rowHeight = 60
        list.dataSource = source
        host.root.addSubview(list)
        list.reloadData()
        host.advance()
        return list
    }

    @MainActor func testOnlyVisibleRowsAreAskedAndLaidOut() async throws {
        let host = try RefreshTestHost.core()
        let source = CountingSource(count: 100)
        let list = makeList(source, host: host)
        XCTAssertEqual(list.contentSize.height, 6000)
        XCTAssertEqual(list.visibleRows, 0..<15, "844 / 60 → rows 0…14")
        XCTAssertEqual(source.contentRequests, Array(0..<15))
        host.advance()
        XCTAssertEqual(source.contentRequests.count, 15, "a steady frame asks nothing")
        list.contentOffset = Point(x: 0, y: 120)
        host.advance()
        XCTAssertEqual(list.visibleRows, 2..<17)
        XCTAssertEqual(source.contentRequests.suffix(2), [15, 16], "only rows that appeared")
        XCTAssertEqual(list.cell(forRow: 2)?.frame, Rect(x: 0, y: 120, width: 390, height: 60))
    }

    @MainActor func testMillionRowsCostTheSameAsHundred() async throws {
        var work: [Int] = []
        for n in [100, 1_000_000] {
            let host = try RefreshTestHost.core()
            let source = CountingSource(count: n)
            let list = makeList(source, host: host)
            for i in 1...30 {
                list.contentOffset = Point(x: 0, y: Double(i) * 97.5)
                host.advance()
            }
            work.append(source.contentRequests.count)
            XCTAssertEqual(source.countRequests, 1)
            XCTAssertLessThanOrEqual(list.subviews.count, 17, "cells are reused")
        }
        XCTAssertEqual(work[0], work[1])
    }

    @MainActor func testVariableHeights() async throws {
        let host = try RefreshTestHost.core()
        let source = VariableSource(count: 1001)
        let list = makeList(source, host: host)
        XCTAssertEqual(list.contentSize.height, 501 * 40 + 500 * 80)
        XCTAssertEqual(list.rectForRow(3), Rect(x: 0, y: 40 + 80 + 40, width: 390, height: 80))
        list.contentOffset = Point(x: 0, y: 170)   // inside row 3 (160..<240)
        host.advance()
        XCTAssertEqual(list.visibleRows.lowerBound, 3)
        list.contentOffset = Point(x: 0, y: list.contentSize.height - 844)
        host.advance()
        XCTAssertEqual(list.visibleRows.upperBound, 1001)
    }

    @MainActor func testReloadDataUpdatesContentSizeAndCells() async throws {
        let host = try RefreshTestHost.core()
        let source = CountingSource(count: 5)
        let list = makeList(source, host: host)
        XCTAssertEqual(list.visibleRows, 0..<5)
        source.count = 0
        list.reloadData()
        host.advance()
        XCTAssertEqual(list.contentSize.height, 0)
        XCTAssertEqual(list.visibleRows, 0..<0)
        source.count = 50
        list.reloadData()
        host.advance()
        XCTAssertEqual(list.cell(forRow: 0)?.titleLabel.text, "Row 0")
    }

    @MainActor func testDrawnOffsetDuringAnimationIsCovered() async throws {
        let host = try RefreshTestHost.core(fps: 100)
        let source = CountingSource(count: 100)
        let list = makeList(source, host: host)
        list.contentOffset = Point(x: 0, y: 3000)
        host.advance()
        host.root.context.animator.animate(
            duration: 0.4, curve: .linear,
            animations: {
                list.contentOffset = Point(x: 0, y: 0)
            })
        host.advance()
        XCTAssertTrue(list.visibleRows.contains(50), "rows under the drawn offset are laid out")
        XCTAssertTrue(list.visibleRows.contains(0), "rows under the model offset are laid out")
        host.advance(seconds: 0.5)
        XCTAssertEqual(list.visibleRows, 0..<15)
    }
}
