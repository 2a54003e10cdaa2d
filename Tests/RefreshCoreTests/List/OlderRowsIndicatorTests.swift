import RefreshTestSupport
import RefreshTesting
import XCTest

@testable import RefreshCore

/// `OlderRowsIndicator`: the top of a chat list shows each phase of its older-rows loader in a
/// slot of the content above the first row, and nothing on screen moves when the phase, the slot
/// or the indicator changes.
nonisolated final class OlderRowsIndicatorTests: XCTestCase {
    /// A chat list of `rows` rows of 60 pt in 390 × 844 at its end, with a loader whose loads finish
    /// when the test says.
    @MainActor private final class Chat {
        let host: RefreshTestHost
        let source: CountingSource
        let list: ListView
        let loader = OlderRowsLoader()
        var current: OlderRowsLoad?

        init(rows: Int = 100) {
            source = CountingSource(count: rows)
            // It throws only for fonts that cannot load.
            (host, list) = try! ListViewInsertRowsTests.makeList(source, offset: nil, startsAtEnd: true)
            loader.handler = { [unowned self] in current = $0 }
            list.olderRowsLoader = loader
            host.advance()
        }

        var indicator: OlderRowsIndicator { loader.indicator! }

        /// Where `row`'s top is drawn, in the viewport.
        func screenY(ofRow row: Int) -> Double { list.rectForRow(row).minY - list.contentOffset.y }

        /// Scrolls to the very top (a load starts on the way) and lays out.
        func goToTheTop() {
            list.contentOffset = Point(x: 0, y: 600)
            list.contentOffset = list.minContentOffset
            host.advance()
        }
    }

    @MainActor func testEachPhaseShowsItsTextAndTheSpinnerTurnsOnlyWhileLoading() async throws {
        let chat = Chat()
        XCTAssertEqual(chat.loader.phase, .idle)
        XCTAssertEqual(chat.indicator.label.text, "", "at rest it shows nothing")
        XCTAssertTrue(chat.indicator.spinner.isHidden)
        chat.goToTheTop()
        XCTAssertEqual(chat.loader.phase, .loading)
        XCTAssertEqual(chat.indicator.phase, .loading)
        XCTAssertEqual(chat.indicator.label.text, "Loading...")
        XCTAssertTrue(chat.indicator.spinner.isAnimating)
        chat.host.frame(after: 0.25)
        XCTAssertNotEqual(chat.indicator.spinner.rotation, 0, "it turns on the window's clock")
        chat.list.insert(0..<30, into: chat.source)
        try XCTUnwrap(chat.current).finish()
        XCTAssertEqual(chat.indicator.phase, .idle, "1800 pt of rows came: the list rests a screen from the top")
        XCTAssertEqual(chat.indicator.label.text, "")
        XCTAssertFalse(chat.indicator.spinner.isAnimating)
        XCTAssertTrue(chat.indicator.spinner.isHidden)
        chat.goToTheTop()
        try XCTUnwrap(chat.current).finish(hasMoreRows: false)
        XCTAssertEqual(chat.indicator.phase, .noMoreRows)
        XCTAssertEqual(chat.indicator.label.text, "No more data")
        XCTAssertTrue(chat.indicator.spinner.isHidden)
        chat.loader.reset()
        XCTAssertEqual(chat.indicator.phase, .idle, "a new history may load again")
    }

    @MainActor func testWhileTheHeaderRefreshesItsSpinnerAloneTellsOfTheLoad() async throws {
        let chat = Chat()
        let header = NormalHeader()
        header.refreshingHandler = { [unowned header, unowned chat] in
            chat.loader.load { header.endRefreshing() }
        }
        chat.list.refreshHeader = header
        chat.goToTheTop()
        XCTAssertEqual(chat.indicator.phase, .loading, "loading by itself: the indicator says so")
        header.beginRefreshing()
        chat.host.advance(seconds: 0.5)
        XCTAssertTrue(header.isRefreshing, "the pull joined the running load")
        XCTAssertEqual(chat.loader.phase, .loading)
        XCTAssertEqual(chat.indicator.phase, .idle, "one spinner, the header's")
        XCTAssertEqual(chat.indicator.label.text, "")
        chat.list.insert(0..<30, into: chat.source)
        try XCTUnwrap(chat.current).finish()
        chat.host.advance(seconds: 1)
        XCTAssertFalse(header.isRefreshing)
        XCTAssertEqual(chat.indicator.phase, .idle)
        header.beginRefreshing()
        chat.host.advance(seconds: 0.5)
        XCTAssertEqual(chat.loader.phase, .loading, "a pull alone starts a load")
        XCTAssertEqual(chat.indicator.phase, .idle, "which the header shows")
    }

    @MainActor func testTheSlotSitsAboveTheFirstRowAndKeepsEveryRowStillThroughTheLoad() async throws {
        let chat = Chat()
        chat.goToTheTop()
        XCTAssertEqual(chat.list.contentOffset.y, 0)
        XCTAssertEqual(chat.indicator.frame, Rect(x: 0, y: 0, width: 390, height: 44))
        XCTAssertFalse(chat.indicator.isHidden)
        XCTAssertEqual(chat.screenY(ofRow: 0), 44, "the first row starts below the spinner")
        XCTAssertEqual(chat.list.contentSize.height, 44 + 6000)
        chat.list.insert(0..<10, into: chat.source)
        try XCTUnwrap(chat.current).finish()
        chat.host.advance()
        XCTAssertEqual(chat.screenY(ofRow: 10), 44, "the old first row did not move")
        XCTAssertEqual(chat.indicator.frame.minY, 0, "the slot stays above the (new) first row")
        XCTAssertEqual(chat.screenY(ofRow: 0), 44 - 600)
        XCTAssertEqual(chat.list.contentInset, .zero, "the app's insets are never touched")
    }

    @MainActor func testAShortChatSitsAtTheBottomWithTheSlotRightAboveItsRows() async throws {
        let chat = Chat(rows: 5)
        XCTAssertEqual(chat.list.contentOffset.y, 0)
        XCTAssertEqual(chat.screenY(ofRow: 4) + 60, 844, "the newest row at the bottom")
        XCTAssertEqual(chat.indicator.frame.maxY, chat.list.rectForRow(0).minY, "the slot right above the first row")
        XCTAssertEqual(chat.list.contentSize.height, 844, "slot and rows fill the viewport, no more")
        XCTAssertEqual(chat.indicator.phase, .loading, "it rests at its top: history loads at once")
    }

    @MainActor func testChangingTheSlotOrTheIndicatorMovesNothingOnScreen() async throws {
        let chat = Chat()
        chat.list.contentOffset = Point(x: 0, y: 3000)
        chat.host.advance()
        let row = try XCTUnwrap(chat.list.visibleRows.first) + 1
        let y = chat.screenY(ofRow: row)
        chat.loader.indicatorHeight = 80
        XCTAssertEqual(chat.list.contentSize.height, 80 + 6000)
        XCTAssertEqual(chat.screenY(ofRow: row), y, "a taller slot")
        chat.loader.indicatorHeight = .nan
        XCTAssertEqual(chat.list.contentSize.height, 6000, "a height that is not finite counts as 0")
        XCTAssertEqual(chat.screenY(ofRow: row), y)
        chat.loader.indicatorHeight = 44
        let old = chat.indicator
        chat.loader.indicator = nil
        chat.host.advance()
        XCTAssertNil(old.superview, "the indicator leaves the list")
        XCTAssertEqual(chat.list.rectForRow(0).minY, 0, "no indicator: no slot")
        XCTAssertEqual(chat.screenY(ofRow: row), y)
        let custom = OlderRowsIndicator()
        chat.loader.indicator = custom
        chat.host.advance()
        XCTAssertTrue(custom.superview === chat.list)
        XCTAssertEqual(custom.frame.height, 44)
        XCTAssertEqual(chat.screenY(ofRow: row), y)
        chat.list.olderRowsLoader = nil
        chat.host.advance()
        XCTAssertNil(custom.superview, "a list without a loader shows no indicator")
        XCTAssertEqual(chat.list.contentSize.height, 6000)
        XCTAssertEqual(chat.screenY(ofRow: row), y)
    }

    @MainActor func testTheTextFollowsTheLanguageAndTheSpinnerItsReadingSide() async throws {
        let chat = Chat()
        chat.goToTheTop()
        let indicator = chat.indicator
        let label = indicator.label, spinner = indicator.spinner
        XCTAssertLessThan(spinner.frame.maxX, label.frame.midX, "left to right: the spinner before the text")
        XCTAssertEqual(
            label.frame.midX - label.textSize.width / 2 - spinner.frame.maxX, indicator.spinnerGap, accuracy: 1)
        chat.host.root.context.localizer.language = .de
        XCTAssertEqual(label.text, "Wird geladen...")
        chat.host.root.context.localizer.language = .ar
        chat.host.advance()
        XCTAssertEqual(label.text, RefreshLanguage.ar.string(for: .autoFooterRefreshingText))
        XCTAssertGreaterThan(spinner.frame.minX, label.frame.midX, "right to left: the spinner after the text")
        XCTAssertEqual(
            spinner.frame.minX - (label.frame.midX + label.textSize.width / 2), indicator.spinnerGap, accuracy: 1)
        let own = RefreshLocalizer(language: .ja)
        indicator.localizer = own
        XCTAssertEqual(label.text, "読み込み中...", "its own localizer wins over the window's")
    }

    @MainActor func testANarrowListFitsTheTextBesideTheSpinner() async throws {
        let chat = Chat()
        chat.list.frame.size.width = 120
        chat.goToTheTop()
        chat.host.root.context.localizer.language = .de
        chat.host.advance()
        let indicator = chat.indicator
        XCTAssertGreaterThanOrEqual(indicator.spinner.frame.minX, TextFit.margin)
        XCTAssertLessThanOrEqual(indicator.label.textSize.width, indicator.label.frame.width)
        XCTAssertLessThanOrEqual(
            indicator.label.frame.midX + indicator.label.textSize.width / 2, 120 - TextFit.margin + 0.5,
            "the text stays inside the list")
    }

    /// The set-up order of the guide: the loader set between `dataSource` and the first
    /// `reloadData()` neither reads the rows early nor loads history from an empty list at its top.
    @MainActor func testALoaderSetBeforeTheFirstReloadWaitsForIt() async throws {
        let host = try RefreshTestHost.core()
        let source = CountingSource(count: 60)
        let list = ListView(frame: host.root.bounds)
        list.rowHeight = 60
        list.startsAtEnd = true
        list.dataSource = source
        var loads = 0
        list.olderRowsLoader = OlderRowsLoader { _ in loads += 1 }
        XCTAssertEqual(list.numberOfRows, 0, "the rows are read by reloadData, not by the loader")
        XCTAssertEqual(loads, 0)
        list.reloadData()
        host.root.addSubview(list)
        host.advance()
        XCTAssertEqual(loads, 0, "the list opened at its end, far from the top")
        XCTAssertEqual(list.contentOffset.y, 3600 + 44 - 844)
    }

    @MainActor func testTintColoursTheTextAndTheSpinner() async throws {
        let indicator = OlderRowsIndicator()
        let red = Color(r: 200, g: 0, b: 0)
        indicator.tintColor = red
        XCTAssertEqual(indicator.label.textColor, red)
        XCTAssertEqual(indicator.spinner.tint, red)
    }
}
