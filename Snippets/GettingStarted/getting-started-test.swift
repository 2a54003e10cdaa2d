// An XCTest of the getting-started list on a clock the test moves: a 240-point pull released past
// the header's height makes it refresh, the same on every run. On Linux an XCTest class that uses
// the main actor's views is nonisolated, and each of its tests is `@MainActor` and `async`.

import RefreshCore
import XCTest

/// The rows the list shows.
final class Rows: ListDataSource {
    var count = 20
    func numberOfRows(in list: ListView) -> Int { count }
    func list(_ list: ListView, contentForRow row: Int) -> ListRowContent {
        ListRowContent(title: "Row \(row + 1)")
    }
}

nonisolated final class PullToRefreshTests: XCTestCase {
    @MainActor func testPullPastTheHeaderRefreshes() async throws {
        let clock = ManualClock()
        let window = Window(frame: Rect(x: 0, y: 0, width: 390, height: 640), context: ViewContext(clock: clock))
        let rows = Rows()
        let list = ListView(frame: window.bounds)
        list.dataSource = rows
        list.reloadData()
        window.addSubview(list)
        let header = NormalHeader()
        var refreshes = 0
        header.refreshingHandler = { refreshes += 1 }
        list.refreshHeader = header

        // A finger drags 240 points down in 30 frames of 1/60 s, then lets go.
        list.touchDown(at: Point(x: 200, y: 100), time: clock.now)
        for step in 1...30 {
            clock.advance(by: 1.0 / 60)
            list.touchMoved(to: Point(x: 200, y: 100 + Double(step) * 8), time: clock.now)
            window.tick()
        }
        XCTAssertEqual(header.state, .pulling)
        list.touchUp(time: clock.now)
        for _ in 0..<30 {
            clock.advance(by: 1.0 / 60)
            window.tick()
        }
        XCTAssertEqual(header.state, .refreshing)
        XCTAssertEqual(refreshes, 1)
    }
}

// snippet.hide
// Runs the test when the snippet runs (`swift test` finds test classes by itself in a test target).
extension PullToRefreshTests: @unchecked Sendable {}
XCTMain([testCase([("testPullPastTheHeaderRefreshes", asyncTest(PullToRefreshTests.testPullPastTheHeaderRefreshes))])])
