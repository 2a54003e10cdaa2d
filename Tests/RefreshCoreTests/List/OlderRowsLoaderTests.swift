import RefreshTestSupport
import RefreshTesting
import XCTest

@testable import RefreshCore

/// `OlderRowsLoader`: a chat list loads its older rows by itself once per approach to the top,
/// never while a load runs or the header refreshes, and no more once the history has ended.
nonisolated final class OlderRowsLoaderTests: XCTestCase {
    /// A chat list of 100 rows of 60 pt at its end, whose loader counts its loads (which finish
    /// only when the test says).
    @MainActor private final class Chat {
        let host: RefreshTestHost
        let source = CountingSource(count: 100)
        let list: ListView
        let loader: OlderRowsLoader
        var loads = 0
        /// The load the handler got last.
        var current: OlderRowsLoad?

        /// `rows` rows; the loader is set before the first load when `loaderFirst`.
        init(distance: Double? = nil, rows: Int = 100, loaderFirst: Bool = false) {
            source.count = rows
            loader = OlderRowsLoader(distance: distance)
            // Hosting throws only for fonts that cannot load.
            if loaderFirst {
                let window = Window(
                    frame: Rect(x: 0, y: 0, width: 390, height: 844), context: ViewContext(clock: ManualClock()))
                list = ListView(frame: window.bounds)
                list.rowHeight = 60
                list.startsAtEnd = true
                list.olderRowsLoader = loader
                list.dataSource = source
                window.addSubview(list)
                host = try! RefreshTestHost(root: window, scrollView: list, scale: 1, fps: 60, textRenderer: nil)
                host.recordsTrace = false
            } else {
                (host, list) = try! ListViewInsertRowsTests.makeList(source, offset: nil, startsAtEnd: true)
            }
            loader.handler = { [unowned self] in
                loads += 1
                current = $0
            }
            list.olderRowsLoader = loader
            if loaderFirst {
                list.reloadData()
                host.frame(after: 1 / 60)
            }
        }

        /// Moves the offset to each of `ys` in turn, as a scroll would.
        func scroll(through ys: [Double]) {
            for y in ys { list.contentOffset = Point(x: 0, y: y) }
        }

        /// Inserts `n` older rows and finishes the running load.
        func finish(inserting n: Int, hasMoreRows: Bool = true) {
            list.insert(0..<n, into: source)
            current?.finish(hasMoreRows: hasMoreRows)
        }
    }

    @MainActor func testLoadsOncePerApproachToTheTop() async throws {
        let chat = Chat()
        XCTAssertEqual(chat.loads, 0, "the first load at the end loads no history")
        chat.scroll(through: [4000, 2000, 900])
        XCTAssertEqual(chat.loads, 0, "more than a screen (844 pt) from the top")
        chat.scroll(through: [800])
        XCTAssertEqual(chat.loads, 1)
        XCTAssertTrue(chat.loader.isLoading)
        chat.scroll(through: [700, 400, 0, 300, 100])
        XCTAssertEqual(chat.loads, 1, "never while a load runs")
        chat.finish(inserting: 20)
        XCTAssertEqual(chat.list.contentOffset.y, 1300, "the rows came above the one under the eyes")
        XCTAssertFalse(chat.loader.isLoading)
        XCTAssertEqual(chat.loads, 1, "the offset moved with the rows: no approach")
        chat.scroll(through: [1200, 900])
        XCTAssertEqual(chat.loads, 1)
        chat.scroll(through: [1000, 1300, 800])
        XCTAssertEqual(chat.loads, 2, "the next approach loads again")
    }

    @MainActor func testTheDistanceIsConfigurable() async throws {
        let chat = Chat(distance: 100)
        chat.scroll(through: [800, 300, 101])
        XCTAssertEqual(chat.loads, 0)
        chat.scroll(through: [100])
        XCTAssertEqual(chat.loads, 1)
        let clamped = Chat(distance: -.infinity)
        clamped.scroll(through: [800, 1])
        XCTAssertEqual(clamped.loads, 0, "a bad distance counts as 0: only the top itself")
        clamped.scroll(through: [0])
        XCTAssertEqual(clamped.loads, 1)
    }

    @MainActor func testMovesTowardTheEndNeverLoad() async throws {
        let chat = Chat()
        chat.list.contentOffset = Point(x: 0, y: 2000)
        chat.list.contentOffset = Point(x: 0, y: 500)
        XCTAssertEqual(chat.loads, 1)
        chat.finish(inserting: 0)
        chat.scroll(through: [600, 700, 800])
        XCTAssertEqual(chat.loads, 1, "away from the top")
    }

    @MainActor func testNoMoreHistoryStopsItUntilReset() async throws {
        let chat = Chat()
        chat.scroll(through: [500])
        chat.finish(inserting: 5, hasMoreRows: false)
        XCTAssertFalse(chat.loader.hasMoreRows)
        chat.scroll(through: [300, 0])
        XCTAssertEqual(chat.loads, 1, "no more history: nothing starts")
        var completed = 0
        chat.loader.load { completed += 1 }
        XCTAssertEqual(completed, 1, "a header's load completes at once")
        XCTAssertEqual(chat.loads, 1)
        chat.loader.reset()
        chat.scroll(through: [500, 400])
        XCTAssertEqual(chat.loads, 2)
    }

    @MainActor func testAPullPastTheTopIsTheHeadersNotTheLoaders() async throws {
        let chat = Chat()
        chat.scroll(through: [500, 0])
        chat.finish(inserting: 0)
        chat.host.advance()
        chat.host.drag(from: Point(x: 200, y: 300), to: Point(x: 200, y: 300 + 120), frames: 10, rest: 0.05)
        chat.host.advance(seconds: 1)
        XCTAssertEqual(chat.loads, 1, "the pull down and the bounce back load nothing")
    }

    @MainActor func testAHeaderLoadsThroughTheLoaderOneLoadAtATime() async throws {
        let chat = Chat()
        let header = NormalHeader()
        header.refreshingHandler = { [unowned header, unowned chat] in
            chat.loader.load { header.endRefreshing() }
        }
        chat.list.refreshHeader = header
        chat.scroll(through: [500])
        XCTAssertEqual(chat.loads, 1)
        chat.list.contentOffset = Point(x: 0, y: 0)
        chat.host.advance()
        chat.host.drag(from: Point(x: 200, y: 300), to: Point(x: 200, y: 300 + 150), frames: 10, rest: 0.05)
        chat.host.advance(seconds: 0.5)
        XCTAssertTrue(header.isRefreshing)
        XCTAssertEqual(chat.loads, 1, "the header's pull joins the running load")
        chat.finish(inserting: 20)
        chat.host.advance(seconds: 1)
        XCTAssertFalse(header.isRefreshing, "and ends with it")
        XCTAssertEqual(chat.loads, 1, "1200 pt of rows came above: the list rests a screen from the top")
        header.beginRefreshing()
        chat.host.advance(seconds: 0.5)
        XCTAssertEqual(chat.loads, 2, "a header pull with no load running starts one")
        chat.scroll(through: [chat.list.contentOffset.y + 50, chat.list.contentOffset.y])
        XCTAssertEqual(chat.loads, 2)
        chat.finish(inserting: 0)
    }

    @MainActor func testNoLoadWhileAHeaderOfItsOwnRefreshes() async throws {
        let chat = Chat()
        let header = NormalHeader()
        header.refreshingHandler = {}
        chat.list.refreshHeader = header
        header.beginRefreshing()
        chat.host.advance(seconds: 0.5)
        chat.scroll(through: [2000, 500, 300])
        XCTAssertEqual(chat.loads, 0)
        header.endRefreshing()
        chat.host.advance(seconds: 0.5)
        chat.scroll(through: [200])
        XCTAssertEqual(chat.loads, 1)
    }

    @MainActor func testHomeLoadsOnItsWayToTheTop() async {
        let chat = Chat()
        chat.list.setContentOffset(chat.list.minContentOffset, animated: true)
        chat.host.advance(seconds: 0.5)
        XCTAssertEqual(chat.list.contentOffset.y, 0)
        XCTAssertEqual(chat.loads, 1)
        XCTAssertEqual(chat.list.olderRowsLoader?.indicator?.phase, .loading, "the top shows the spinner")
        let onScreen = chat.list.rectForRow(0).minY - chat.list.contentOffset.y
        XCTAssertEqual(onScreen, 44, "the first row sits below the indicator's slot")
        chat.finish(inserting: 10)
        chat.host.advance()
        XCTAssertEqual(chat.list.contentOffset.y, 600)
        XCTAssertEqual(chat.list.rectForRow(10).minY - chat.list.contentOffset.y, onScreen, "the row at the top stayed")
        XCTAssertEqual(chat.loads, 2, "resting 600 pt from the top, within a screen: the next batch comes")
    }

    /// Issue 30, item 7: after Home loaded one batch the list rested 600 pt from the top, within a
    /// screen of it, and loaded nothing more until nudged. A load that brought rows and left the
    /// list resting near the top loads the next at once, until the list is a screen away or the
    /// history ends; not under a finger, and not after a load that brought nothing.
    @MainActor func testALoadThatLeavesTheListRestingNearTheTopLoadsTheNextWithoutANudge() async {
        let chat = Chat()
        chat.list.setContentOffset(chat.list.minContentOffset, animated: false)
        XCTAssertEqual(chat.loads, 1)
        chat.finish(inserting: 10)
        XCTAssertEqual(chat.list.contentOffset.y, 600)
        XCTAssertEqual(chat.loads, 2, "600 pt from the top: within the distance")
        chat.finish(inserting: 10)
        XCTAssertEqual(chat.list.contentOffset.y, 1200)
        XCTAssertEqual(chat.loads, 2, "1200 pt from the top: a screen away, the user reads on")

        let ended = Chat()
        ended.list.setContentOffset(ended.list.minContentOffset, animated: false)
        ended.finish(inserting: 5, hasMoreRows: false)
        XCTAssertEqual(ended.loads, 1, "the history ended: nothing more")
        let empty = Chat()
        empty.list.setContentOffset(empty.list.minContentOffset, animated: false)
        empty.finish(inserting: 0)
        XCTAssertEqual(empty.loads, 1, "a load that brought nothing does not loop")

        let held = Chat()
        held.list.setContentOffset(held.list.minContentOffset, animated: false)
        held.list.touchDown(at: Point(x: 195, y: 400), time: held.host.now)
        held.finish(inserting: 10)
        XCTAssertEqual(held.loads, 1, "a finger on the list: its next move toward the top decides")
        held.list.touchUp(time: held.host.now + 0.5)
    }

    @MainActor func testALateFinishOfAnEndedLoadNeverEndsTheNextOne() async throws {
        let chat = Chat()
        chat.scroll(through: [500])
        let first = try XCTUnwrap(chat.current)
        XCTAssertTrue(first.isCurrent)
        chat.loader.reset()
        XCTAssertFalse(chat.loader.isLoading, "a reset ends the running load")
        XCTAssertFalse(first.isCurrent)
        chat.scroll(through: [600, 400])
        XCTAssertEqual(chat.loads, 2)
        let second = try XCTUnwrap(chat.current)
        first.finish(hasMoreRows: false)
        XCTAssertTrue(chat.loader.isLoading, "the first load's late reply leaves the second running")
        XCTAssertTrue(chat.loader.hasMoreRows, "and records nothing")
        XCTAssertTrue(second.isCurrent)
        second.finish()
        XCTAssertFalse(chat.loader.isLoading)
        chat.scroll(through: [600, 300])
        XCTAssertEqual(chat.loads, 3)
        let third = try XCTUnwrap(chat.current)
        second.finish(hasMoreRows: false)
        XCTAssertTrue(third.isCurrent, "finishing a load twice changes nothing either")
        XCTAssertTrue(chat.loader.isLoading)
    }

    @MainActor func testAResetCompletesWhoeverWaitsOnTheEndedLoad() async throws {
        let chat = Chat()
        var completed = 0
        chat.loader.load { completed += 1 }
        XCTAssertEqual(chat.loads, 1)
        chat.loader.reset()
        XCTAssertEqual(completed, 1, "a header waiting on it is not left refreshing")
        chat.current?.finish()
        XCTAssertEqual(completed, 1)
    }

    @MainActor func testAChatShorterThanItsWindowFillsUpWithoutAPull() async throws {
        let chat = Chat(rows: 5, loaderFirst: true)
        XCTAssertEqual(chat.loads, 1, "five rows rest at the very top: the first load asks for history")
        chat.finish(inserting: 2)
        XCTAssertEqual(chat.list.contentOffset.y, 0, "seven rows still leave room")
        XCTAssertEqual(chat.loads, 2, "the load brought rows and the list still rests at its top: it loads again")
        chat.finish(inserting: 0)
        XCTAssertEqual(chat.loads, 2, "a reply of no rows does not loop")
        chat.list.insert(7..<8, into: chat.source)
        XCTAssertEqual(chat.loads, 3, "a new message while it rests at its top asks again")
        chat.finish(inserting: 10)
        XCTAssertEqual(
            chat.list.contentOffset.y, 280,
            "1080 pt of rows and the 44 pt slot in 844: the eight stayed where they were")
        XCTAssertEqual(chat.loads, 4, "resting 280 pt from the top, within a screen: the next batch comes")
        chat.finish(inserting: 0, hasMoreRows: false)
        chat.scroll(through: [0])
        chat.list.insert(18..<19, into: chat.source)
        XCTAssertEqual(chat.loads, 4, "until the history ends")
    }

    @MainActor func testATallChatAsksForNoHistoryWhenItOpensNorAfterALoadAtItsTop() async throws {
        let chat = Chat(rows: 30, loaderFirst: true)
        XCTAssertEqual(chat.list.contentOffset.y, 1800 + 44 - 844, "at its end, the indicator's slot above the rows")
        XCTAssertEqual(chat.loads, 0, "the rows fill the window: no history until a move toward the top")
        chat.list.setContentOffset(chat.list.minContentOffset, animated: false)
        XCTAssertEqual(chat.loads, 1)
        chat.finish(inserting: 20)
        XCTAssertEqual(chat.list.contentOffset.y, 1200)
        XCTAssertEqual(chat.loads, 1, "one load for one trip to the top once it leaves the list a screen away")
    }
}
