import RefreshTestSupport
import RefreshTesting
import XCTest

@testable import RefreshCore

/// A header and a footer on one list (MJRefresh issues #1328, #1500, #1618): one gesture never fires
/// both, and neither starts while the other refreshes.
nonisolated final class HeaderAndFooterTests: XCTestCase {
    @MainActor final class Pair {
        let host: RefreshTestHost
        let list: ListView
        let source: RowSource
        let header = NormalHeader()
        let footer: RefreshFooter
        var headerCalls = 0
        var footerCalls = 0
        /// Which control ran its handler, in order.
        var log: [String] = []

        /// 17 rows of 50 pt: 850 pt of content in an 844 pt list, barely taller than the view.
        init(footer: RefreshFooter, rows: Int = 17, footerFirst: Bool = false) {
            self.footer = footer
            source = RowSource(count: rows)
            let window = Window(
                frame: Rect(x: 0, y: 0, width: 390, height: 844), context: ViewContext(clock: ManualClock()))
            list = ListView(frame: window.bounds)
            list.rowHeight = 50
            list.dataSource = source
            list.reloadData()
            if footerFirst {
                list.refreshFooter = footer
                list.refreshHeader = header
            } else {
                list.refreshHeader = header
                list.refreshFooter = footer
            }
            window.addSubview(list)
            // It throws only for a size or rate out of range (neither is) or fonts that cannot load.
            host = try! RefreshTestHost(root: window, scrollView: list, scale: 1, fps: 100, textRenderer: nil)
            host.recordsTrace = false
            header.refreshingHandler = { [unowned self] in
                headerCalls += 1; log.append("header")
            }
            footer.refreshingHandler = { [unowned self] in
                footerCalls += 1; log.append("footer")
            }
            host.frame(after: 0.01)
        }

        /// Pulls the header until `shown` points of it show, optionally releasing at rest.
        func pullHeader(showing shown: Double, release: Bool = true) {
            host.drag(
                from: Point(x: 100, y: 100),
                to: Point(x: 100, y: 100 + RubberBand.distance(for: shown, dimension: 844)),
                frames: 10, release: release, rest: 0.05)
        }
    }

    @MainActor func testAHeaderPullNeverFiresAnAutoFooterWithANegativeTriggerPercent() async throws {
        for footerFirst in [false, true] {
            let auto = AutoStateFooter()
            auto.triggerAutomaticallyRefreshPercent = -1   // starts 88 pt before the end: at −38 here
            let p = Pair(footer: auto, footerFirst: footerFirst)
            p.pullHeader(showing: 80, release: false)
            XCTAssertEqual(p.header.state, .pulling)
            XCTAssertEqual(auto.state, .idle)
            p.list.touchUp(time: p.host.now + 0.05)
            for _ in 0..<100 {
                p.host.advance()
                XCTAssertEqual(auto.state, .idle, "footer first: \(footerFirst), offset \(p.list.contentOffset.y)")
            }
            XCTAssertEqual(p.header.state, .refreshing)
            XCTAssertEqual(p.log, ["header"], "footer first: \(footerFirst)")
            p.header.endRefreshing()
            p.host.advance(seconds: 1)
            XCTAssertEqual(p.log, ["header"], "the header's end (the list moving back up) is no new gesture")
            XCTAssertEqual(p.list.adjustedContentInset, EdgeInsets(bottom: 44))
            p.host.clock.advance(by: 0.5)
            p.list.touchDown(at: Point(x: 100, y: 500), time: p.host.now)
            for i in 1...10 {
                p.host.clock.advance(by: 0.01)
                p.list.touchMoved(to: Point(x: 100, y: 500 - Double(i) * 3), time: p.host.now)
                p.host.root.tick()
            }
            XCTAssertEqual(p.log, ["header", "footer"], "a new drag toward the end loads more")
            p.list.touchUp(time: p.host.now + 0.05)
        }
    }

    @MainActor func testTheFooterNeverFiresWhileTheListIsPulledPastItsTop() async throws {
        let auto = AutoStateFooter()
        auto.triggerAutomaticallyRefreshPercent = -1
        let p = Pair(footer: auto)
        p.pullHeader(showing: 30, release: false)   // short of the header's threshold
        for y in [150.0, 120, 185, 110, 170, 190, 105] {   // back and forth above the top, short of 54 pt
            p.host.clock.advance(by: 0.01)
            p.list.touchMoved(to: Point(x: 100, y: y), time: p.host.now)
            p.host.root.tick()
            XCTAssertLessThan(p.list.contentOffset.y, 0)
            XCTAssertEqual(auto.state, .idle)
        }
        p.list.touchUp(time: p.host.now + 0.05)
        for _ in 0..<300 where p.list.contentOffset.y < 0 {
            XCTAssertEqual(auto.state, .idle, "offset \(p.list.contentOffset.y)")
            p.host.advance()
        }
        XCTAssertEqual(p.list.contentOffset.y, 0, "bounced back")
        p.host.advance(seconds: 1)
        XCTAssertEqual(auto.state, .idle, "nor on the way back from the pull")
        XCTAssertEqual(p.log, [])
        p.list.contentOffset = Point(x: 0, y: 3)   // then a move toward the end, from inside the content
        XCTAssertEqual(auto.state, .refreshing)
        XCTAssertEqual(p.log, ["footer"])
    }

    @MainActor func testABackFooterAndAHeaderPullOnShortContent() async throws {
        let back = BackStateFooter()
        let p = Pair(footer: back, rows: 5)
        p.pullHeader(showing: 80)
        p.host.advance(seconds: 1)
        XCTAssertEqual(p.log, ["header"])
        XCTAssertEqual(back.state, .idle)
        p.header.endRefreshing()
        p.host.advance(seconds: 1)
        p.host.drag(
            from: Point(x: 100, y: 600), to: Point(x: 100, y: 600 - RubberBand.distance(for: 80, dimension: 844)),
            frames: 10, rest: 0.05)
        p.host.advance(seconds: 1)
        XCTAssertEqual(p.log, ["header", "footer"])
        XCTAssertEqual(p.header.state, .idle)
    }

    @MainActor func testNeitherBeginsWhileTheOtherRefreshes() async throws {
        let log = LogCapture()
        let auto = AutoNormalFooter()
        let p = Pair(footer: auto, rows: 40)
        log.watch(p.header.superview!)
        p.header.beginRefreshing()
        auto.beginRefreshing()
        XCTAssertEqual(auto.state, .idle)
        XCTAssertTrue(
            log.entries.contains {
                $0.says(["control": "AutoNormalFooter", "call": "beginRefreshing", "holder": "NormalHeader"])
            },
            "\(log.entries)")
        p.host.advance(seconds: 0.3)
        p.list.contentOffset = p.list.maxContentOffset
        XCTAssertEqual(auto.state, .idle, "scrolled to the end while the header refreshes")
        p.list.touchDown(at: Point(x: 195, y: 822), time: p.host.now)
        p.list.touchUp(time: p.host.now + 0.05)
        XCTAssertEqual(auto.state, .idle, "tapped while the header refreshes")
        p.header.endRefreshing()
        p.host.advance(seconds: 1)
        auto.beginRefreshing()
        XCTAssertEqual(auto.state, .refreshing)
        p.header.beginRefreshing()
        XCTAssertEqual(p.header.state, .idle)
        XCTAssertTrue(
            log.entries.contains {
                $0.says(["control": "NormalHeader", "call": "beginRefreshing", "holder": "AutoNormalFooter"])
            },
            "\(log.entries)")
        p.list.contentOffset = .zero
        p.pullHeader(showing: 90)
        p.host.advance(seconds: 1)
        XCTAssertEqual(p.header.state, .idle, "a pull and release while the footer refreshes ends idle, not pulling")
        XCTAssertTrue(p.header.isWaitingToBegin, "...and waits for the footer's end (BlockedHeaderTests)")
        XCTAssertEqual(p.log, ["header", "footer"])
        auto.endRefreshing()
        XCTAssertEqual(p.header.state, .refreshing, "the footer ended: the header begins")
        p.host.advance(seconds: 1)
        XCTAssertEqual(p.log, ["header", "footer", "header"])
        p.header.endRefreshing()
        p.host.advance(seconds: 1)
        p.pullHeader(showing: 90)
        p.host.advance(seconds: 1)
        XCTAssertEqual(p.header.state, .refreshing)
        XCTAssertEqual(p.log, ["header", "footer", "header", "header"])
    }

    @MainActor func testATapOnTheFooterAfterAHeaderPullRefreshLoads() async throws {
        let auto = AutoStateFooter()
        let p = Pair(footer: auto, rows: 16)   // 800 pt: the footer shows at 800…844 without scrolling
        p.pullHeader(showing: 80)
        p.host.advance(seconds: 1)
        p.header.endRefreshing()
        p.host.advance(seconds: 1)
        XCTAssertEqual(p.log, ["header"])
        p.list.touchDown(at: Point(x: 195, y: 822), time: p.host.now)
        p.list.touchUp(time: p.host.now + 0.05)
        XCTAssertEqual(auto.state, .refreshing, "a tap is a gesture of its own")
        XCTAssertEqual(p.log, ["header", "footer"])
    }

    @MainActor func testTheHeaderOnAListWithAnAutoFooterKeepsTheAppInset() async throws {
        let auto = AutoStateFooter()
        let p = Pair(footer: auto, rows: 40)
        let app = EdgeInsets(top: 20, left: 0, bottom: 30, right: 0)
        p.list.contentInset = app
        p.header.beginRefreshing()
        p.host.advance(seconds: 0.3)
        XCTAssertEqual(p.list.adjustedContentInset, EdgeInsets(top: 74, left: 0, bottom: 74, right: 0))
        p.header.endRefreshing()
        auto.isHidden = true
        p.host.advance(seconds: 1)
        XCTAssertEqual(p.list.contentInset, app)
        XCTAssertEqual(p.list.adjustedContentInset, app)
    }
}
