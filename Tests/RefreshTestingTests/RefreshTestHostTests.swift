import Foundation
import RefreshCore
import RefreshSDL
import RefreshTestSupport
import RefreshTesting
import XCTest

/// A list of `rows` rows whose header and footer handlers count their calls and end on request.
@MainActor final class HostedList: ListDataSource {
    var rows: Int
    let list = ListView(frame: .zero)
    let header = NormalHeader()
    let footer = AutoNormalFooter()
    var headerCalls = 0, footerCalls = 0

    init(rows: Int = 30) {
        self.rows = rows
        list.dataSource = self
        header.refreshingHandler = { [unowned self] in headerCalls += 1 }
        footer.refreshingHandler = { [unowned self] in footerCalls += 1 }
        list.refreshHeader = header
        list.refreshFooter = footer
        list.reloadData()
    }

    func numberOfRows(in list: ListView) -> Int { rows }
    func list(_ list: ListView, contentForRow row: Int) -> ListRowContent { ListRowContent(title: "Row \(row + 1)") }
}

/// A grid of `count` items with a title each.
@MainActor final class CountingItems: GridDataSource {
    var count: Int
    init(count: Int) { self.count = count }
    func numberOfItems(in grid: GridView) -> Int { count }
    func grid(_ grid: GridView, contentForItem item: Int) -> ListRowContent {
        ListRowContent(title: "Item \(item + 1)")
    }
}

nonisolated final class RefreshTestHostTests: XCTestCase {
    @MainActor func host(_ model: HostedList, size: Size = Size(width: 320, height: 480), scale: Double = 1) throws
        -> RefreshTestHost
    {
        try RefreshTestHost(scrollView: model.list, size: size, scale: scale)
    }

    @MainActor func testAFullHeaderCycleCallsTheHandlerOnceAndGivesTheInsetsBack() async throws {
        let model = HostedList()
        let host = try host(model)
        XCTAssertEqual(model.header.state, .idle)
        host.pull(.top, by: 80)
        XCTAssertEqual(model.header.state, .pulling, "pulled past its 54 pt threshold")
        XCTAssertEqual(model.headerCalls, 0)
        host.release()
        host.advance(seconds: 0.5)
        XCTAssertEqual(model.header.state, .refreshing)
        XCTAssertEqual(model.headerCalls, 1)
        XCTAssertEqual(model.list.adjustedContentInset.top, RefreshHeader.defaultHeight, "the header hovers")
        model.header.endRefreshing()
        XCTAssertTrue(host.settle(), "everything comes to rest after the end")
        XCTAssertEqual(model.header.state, .idle)
        XCTAssertEqual(model.headerCalls, 1, "one refresh, one call")
        XCTAssertEqual(model.list.contentInset, .zero, "the app's inset is untouched")
        XCTAssertEqual(model.list.adjustedContentInset.top, 0, "the header's inset is given back")
        XCTAssertEqual(model.list.contentOffset.y, 0, accuracy: 0.001)
    }

    @MainActor func testAPullShortOfTheThresholdDoesNotRefresh() async throws {
        let model = HostedList()
        let host = try host(model)
        host.pull(.top, by: 40)
        XCTAssertEqual(model.header.state, .idle)
        XCTAssertEqual(model.header.pullingPercent, 40 / RefreshHeader.defaultHeight, accuracy: 0.02)
        host.release()
        XCTAssertTrue(host.settle())
        XCTAssertEqual(model.headerCalls, 0)
    }

    @MainActor func testAPullShowsTheDistanceAskedWhateverTheDragRate() async throws {
        for rate in [1.0, 0.5, 1.5] {
            let model = HostedList()
            model.header.dragRate = rate
            let host = try host(model)
            host.pull(.top, by: 40)
            XCTAssertEqual(model.list.contentOffset.y, -40, accuracy: 0.05, "drag rate \(rate)")
        }
        let capped = HostedList()
        capped.header.maximumPullDistance = 30
        let host = try host(capped)
        host.pull(.top, by: 40)
        XCTAssertEqual(capped.list.contentOffset.y, -30, accuracy: 0.05, "the maximum still caps it")
    }

    @MainActor func testKeysGoThroughTheRouter() async throws {
        let model = HostedList()
        let host = try host(model)
        host.press("End")
        host.settle(timeout: 2)
        XCTAssertEqual(model.footerCalls, 1, "End reaches the auto footer, which loads")
        XCTAssertEqual(model.footer.state, .refreshing)
        model.footer.endRefreshing()
        host.press("Home")
        host.settle(timeout: 2)
        XCTAssertEqual(model.list.contentOffset.y, 0, accuracy: 0.001)
        host.press("F5")
        host.advance(seconds: 0.5)
        XCTAssertEqual(model.header.state, .refreshing)
        XCTAssertEqual(model.headerCalls, 1)
        host.press("X")
        host.advance(frames: 1)
        XCTAssertEqual(model.headerCalls, 1, "a key the router does not know does nothing")
    }

    @MainActor func testEnterRetriesAFailedAutoFooterAndNothingElse() async throws {
        let model = HostedList()
        var loads: [RefreshLoad] = []
        model.footer.loadHandler = { loads.append($0) }
        let host = try host(model)
        host.press("Return")
        host.advance(frames: 2)
        XCTAssertEqual(model.footer.state, .idle, "Enter starts no idle footer")
        host.press("End")
        host.settle(timeout: 2)
        XCTAssertEqual(loads.count, 1)
        loads[0].finish(.failure())
        host.advance(seconds: 0.6)
        XCTAssertEqual(model.footer.state, .failed)
        for key in ["Return", "Keypad Enter"] {
            host.press(key)
            host.advance(frames: 1)
            XCTAssertEqual(model.footer.state, .refreshing, key)
            loads[loads.count - 1].finish(.failure(message: "still down"))
            host.advance(seconds: 0.6)
            XCTAssertEqual(model.footer.state, .failed, key)
        }
        XCTAssertEqual(loads.count, 3, "one load per retry")
        XCTAssertEqual(model.footer.stateLabel.text, "still down · Tap to retry")
    }

    @MainActor func testEndAtTheEndLoadsABackFooterOrATrailerButTheWheelDoesNot() async throws {
        let model = HostedList()
        let footer = BackNormalFooter()
        var calls = 0
        footer.refreshingHandler = { calls += 1 }
        model.list.refreshFooter = footer
        let host = try host(model)
        host.press("End")
        host.settle(timeout: 2)
        XCTAssertEqual(footer.state, .idle, "the first End only scrolls to the end")
        host.scrollWheel(dy: -3)
        host.advance(frames: 5)
        XCTAssertEqual(footer.state, .idle, "the wheel against the end never pulls a back footer")
        host.press("End")
        host.advance(seconds: 0.5)
        XCTAssertEqual(footer.state, .refreshing, "End at the end loads it, as a pull would")
        XCTAssertEqual(calls, 1)
        host.press("PageDown")
        host.advance(seconds: 0.5)
        XCTAssertEqual(calls, 1, "once per refresh")

        let grid = GridView(frame: .zero)
        let items = CountingItems(count: 12)
        grid.scrollDirection = .horizontal
        grid.dataSource = items
        grid.reloadData()
        let trailer = NormalTrailer()
        var trailerCalls = 0
        trailer.refreshingHandler = { trailerCalls += 1 }
        grid.refreshTrailer = trailer
        let strip = try RefreshTestHost(scrollView: grid, size: Size(width: 320, height: 200))
        strip.press("End")
        strip.settle(timeout: 2)
        XCTAssertEqual(trailer.state, .idle)
        strip.press("End")
        strip.advance(seconds: 0.5)
        XCTAssertEqual(trailer.state, .refreshing, "sideways: End at the end loads the trailer")
        XCTAssertEqual(trailerCalls, 1)
    }

    @MainActor func testTheWheelNeverPullsButTheFlingScrolls() async throws {
        let model = HostedList()
        let host = try host(model)
        host.scrollWheel(dy: 3)
        host.advance(frames: 2)
        XCTAssertEqual(model.list.contentOffset.y, 0, "the wheel is clamped at the top")
        XCTAssertEqual(model.header.state, .idle)
        host.fling(from: Point(x: 160, y: 400), to: Point(x: 160, y: 250))
        host.advance(frames: 10)
        let moving = model.list.contentOffset.y
        XCTAssertGreaterThan(moving, 150, "the content keeps going after the release")
        host.advance(seconds: 0.5)
        XCTAssertGreaterThan(model.list.contentOffset.y, moving)
    }

    @MainActor func testATapLoadsAManualFooter() async throws {
        let model = HostedList(rows: 3)
        model.footer.automaticallyRefreshes = false
        let host = try host(model)
        host.advance(frames: 1)
        let f = model.footer.frame
        host.tap(at: Point(x: f.midX, y: f.midY))
        host.advance(frames: 2)
        XCTAssertEqual(model.footerCalls, 1)
    }

    @MainActor func testRenderingHasTheSizeAndScaleAndShowsThePull() async throws {
        let model = HostedList()
        let host = try host(model, size: Size(width: 101, height: 60), scale: 2)
        let idle = host.render()
        XCTAssertEqual(idle.width, 202)
        XCTAssertEqual(idle.height, 120)
        host.pull(.top, by: 50, duration: 0.1)
        let pulled = host.render()
        XCTAssertNotNil(pulled.difference(from: idle, tolerance: 0), "the pulled header shows")
        XCTAssertEqual(host.render().pixels, pulled.pixels, "rendering twice changes nothing")
    }

    @MainActor func testRenderAfterAdvanceShowsTheNewFrame() async throws {
        let model = HostedList()
        let host = try host(model, size: Size(width: 101, height: 60), scale: 1)
        let marker = View(frame: Rect(x: 0, y: 0, width: 20, height: 20))
        marker.backgroundColor = Color(r: 255, g: 0, b: 0)
        host.root.addSubview(marker)
        host.advance()
        XCTAssertEqual(host.render()[5, 5], Color(r: 255, g: 0, b: 0))
        marker.backgroundColor = Color(r: 0, g: 0, b: 255)
        host.advance()
        XCTAssertEqual(host.render()[5, 5], Color(r: 0, g: 0, b: 255), "the frame just produced, not the one before")
    }

    @MainActor func testTheSameGesturesGiveTheSamePixelsAndTrace() async throws {
        func session() throws -> (Bitmap, [String]) {
            let model = HostedList()
            let host = try host(model)
            host.drag(from: Point(x: 160, y: 100), to: Point(x: 160, y: 300), duration: 0.4)
            host.advance(seconds: 0.37)
            return (host.render(), host.trace)
        }
        let (a, traceA) = try session()
        let (b, traceB) = try session()
        XCTAssertEqual(a.pixels, b.pixels)
        XCTAssertEqual(traceA, traceB)
        XCTAssertFalse(traceA.isEmpty)
    }

    @MainActor func testTheTraceHasOneLinePerFrameWithTheControlsStates() async throws {
        let model = HostedList()
        let host = try host(model)
        host.pull(.top, by: 80, duration: 0.2)
        XCTAssertEqual(host.trace.count, host.frameCount)
        XCTAssertEqual(host.frameCount, 12, "0.2 s at 60 fps")
        let last = try XCTUnwrap(host.trace.last)
        XCTAssertTrue(last.hasPrefix(#"{"frame":11,"t":0.183,"#), "frame 0 is at t = 0: \(last)")
        XCTAssertTrue(last.contains(#""dragging":true"#), last)
        XCTAssertTrue(last.contains(#""header":{"state":"pulling""#), last)
        XCTAssertTrue(last.contains(#""footer":{"state":"idle""#), last)
        XCTAssertTrue(last.contains(#""trailer":null"#), last)
        host.recordsTrace = false
        host.advance(frames: 3)
        XCTAssertEqual(host.trace.count, 12, "nothing kept while off")
    }

    @MainActor func testAScriptRunsAgainstTheUsersViewAsTheGesturesDo() async throws {
        let json = """
            {"viewport":{"width":320,"height":480},"fps":30,"language":"ja","theme":"dark",
             "steps":[{"op":"down","x":160,"y":100},{"op":"move","x":160,"y":300,"duration":0.5},
                      {"op":"screenshot","name":"pulled"},{"op":"up"},{"op":"wait","seconds":0.5},
                      {"op":"call","target":"header","method":"endRefreshing"},{"op":"wait","seconds":1},
                      {"op":"screenshot","name":"after"}]}
            """
        let script = try ReplayScript(json: Array(json.utf8), fileName: "mine.json")
        XCTAssertEqual(script.fps, 30)
        let model = HostedList()
        let host = try RefreshTestHost(scrollView: model.list, script: script)
        var shots: [String: Bitmap] = [:]
        try host.run(script) { name, picture in shots[name] = picture }
        XCTAssertEqual(shots.keys.sorted(), ["after", "pulled"])
        XCTAssertEqual(model.headerCalls, 1)
        XCTAssertEqual(model.header.state, .idle)
        XCTAssertEqual(model.header.stateLabel.text, "下に引いて更新", "the script's language")
        XCTAssertEqual(shots["after"]?[5, 5], RefreshTheme.dark.cells.background, "the script's dark theme on the rows")

        let again = HostedList()
        let gestures = try RefreshTestHost(scrollView: again.list, script: script)
        gestures.drag(from: Point(x: 160, y: 100), to: Point(x: 160, y: 300), duration: 0.5, release: false)
        XCTAssertEqual(gestures.render().pixels, shots["pulled"]?.pixels, "the same frame as the script's")
        XCTAssertEqual(gestures.trace, Array(host.trace.prefix(gestures.trace.count)))
    }

    @MainActor func testAScriptWithoutAThemeLeavesTheAppsColours() async throws {
        let script = try ReplayScript(
            json: Array(#"{"viewport":{"width":320,"height":480},"steps":[{"op":"frame"}]}"#.utf8))
        XCTAssertNil(script.theme)
        XCTAssertFalse(script.serialized().contains("theme"), "and it writes none back")
        let model = HostedList()
        let mint = Color(r: 200, g: 255, b: 230)
        model.list.backgroundColor = mint
        model.header.tintColor = mint
        let host = try RefreshTestHost(scrollView: model.list, script: script)
        try host.run(script)
        XCTAssertEqual(model.list.backgroundColor, mint)
        XCTAssertEqual(model.header.tintColor, mint)
    }

    @MainActor func testSettleReportsAControlThatNeverEnds() async throws {
        let model = HostedList()
        let host = try host(model)
        model.header.beginRefreshing()
        XCTAssertFalse(host.settle(timeout: 1), "the spinner turns as long as the refresh lasts")
        XCTAssertEqual(host.now, 1, accuracy: 0.02)
        model.header.endRefreshing()
        XCTAssertTrue(host.settle())
    }

    @MainActor func testBadValuesAreRefusedWithTheirNames() async throws {
        let list = ListView(frame: .zero)
        XCTAssertThrowsError(try RefreshTestHost(scrollView: list, size: Size(width: 0, height: 10))) {
            XCTAssertEqual(
                "\($0)", "RefreshTestHost: size 0x10 pt: each side must be a finite number of at least 1 point")
        }
        XCTAssertThrowsError(try RefreshTestHost(scrollView: list, scale: .nan)) {
            XCTAssertEqual("\($0)", "RefreshTestHost: scale nan: must be between 0.25 and 8 pixels per point")
        }
        XCTAssertThrowsError(try RefreshTestHost(scrollView: list, fps: 1000)) {
            XCTAssertEqual("\($0)", "RefreshTestHost: fps 1000: must be between 1 and 480 frames per second")
        }
        XCTAssertNil(list.superview, "a refused host leaves the view alone")
    }

    @MainActor func testStepsThatNeedTheAppAreLoggedWithoutADelegate() async throws {
        let capture = LogCapture()
        let model = HostedList()
        let host = try RefreshTestHost(scrollView: model.list, logger: capture.logger)
        host.perform(.rows(count: 3))
        host.advance(frames: 1)
        XCTAssertEqual(model.list.numberOfRows, 30)
        XCTAssertEqual(capture.messages.count, 1)
        XCTAssertTrue(capture.messages[0].contains("needs a delegate"), capture.messages[0])
        XCTAssertEqual(capture.entries[0].metadata["control"], "RefreshTestHost")
    }

    @MainActor func testADelegateTakesTheStepsItKnows() async throws {
        final class Data: RefreshTestHostDelegate {
            let model: HostedList
            init(_ model: HostedList) { self.model = model }
            func host(_ host: RefreshTestHost, perform step: ReplayStep, at time: Double) -> Bool {
                guard case let .rows(count) = step else { return false }
                model.rows = count
                model.list.reloadData()
                return true
            }
        }
        let model = HostedList()
        let host = try host(model)
        let data = Data(model)
        host.delegate = data
        host.perform(.rows(count: 3))
        host.press("F5")
        host.advance(seconds: 0.5)
        XCTAssertEqual(model.list.numberOfRows, 3)
        XCTAssertEqual(model.headerCalls, 1, "what it declines the host performs")
    }
}
