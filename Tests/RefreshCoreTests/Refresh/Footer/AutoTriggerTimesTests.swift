import XCTest

@testable import RefreshCore

/// `autoTriggerTimes` (MJRefresh issues #463, #976, #1366) and the tap path (#1524): one
/// gesture (a drag and its momentum) starts the auto footer at most `autoTriggerTimes` times, even
/// when a reload moves the end past the finger again; a tap is the user's own request and always
/// starts an idle footer.
nonisolated final class AutoTriggerTimesTests: XCTestCase {
    /// Drags from offset 900 to the end and keeps the finger down.
    @MainActor private func dragToTheEnd<F>(_ h: FooterHarness<F>) {
        h.scroll(to: 900)
        h.dragUp(150, release: false)
    }

    @MainActor func testAReloadDuringTheDragNeverStartsItAgainInThatDrag() async throws {
        let footer = AutoStateFooter()
        let h = FooterHarness(footer)
        dragToTheEnd(h)
        XCTAssertEqual(footer.state, .refreshing, "reached the end while dragging")
        XCTAssertEqual(h.handlerCalls, 1)
        footer.endRefreshing()
        h.reload(rows: 40)   // the end moves to 1600
        for y in stride(from: 540.0, through: -300, by: -60) { h.move(to: y) }
        XCTAssertGreaterThanOrEqual(h.offsetY, 1600, "the same drag went past the new end")
        XCTAssertEqual(footer.state, .idle, "MJRefresh fired again here (#463)")
        h.release()
        h.host.advance(seconds: 1)
        XCTAssertEqual(h.handlerCalls, 1)
        h.dragUp(100)
        XCTAssertEqual(footer.state, .refreshing, "a new drag may start it again")
        XCTAssertEqual(h.handlerCalls, 2)
    }

    @MainActor func testAReloadInsideTheHandlerNeverStartsItAgainDuringTheMomentum() async throws {
        let footer = AutoStateFooter()
        footer.triggerAutomaticallyRefreshPercent = -1   // starts 88 pt before the end, so momentum goes on
        let h = FooterHarness(footer)
        h.onRefresh = { [unowned h] in
            footer.endRefreshing()   // the app answers at once
            h.reload(rows: h.source.count + 10)   // the end moves from 1000 to 1600
        }
        h.dragUp(400, rest: 0)
        var furthest = 0.0
        for _ in 0..<600 {
            h.host.advance()
            furthest = max(furthest, h.offsetY)
        }
        XCTAssertEqual(h.handlerCalls, 1, "one fling, one load")
        XCTAssertEqual(footer.state, .idle)
        XCTAssertGreaterThan(furthest, 1600 - 88, "the momentum carried past where a second load would start")
        h.dragUp(100)
        XCTAssertEqual(h.handlerCalls, 2, "the next gesture loads again")
    }

    @MainActor func testTheReleaseOfTheDragCountsToo() async throws {
        let footer = AutoStateFooter()
        let h = FooterHarness(footer)
        dragToTheEnd(h)
        XCTAssertEqual(h.handlerCalls, 1)
        footer.endRefreshing()
        h.release()   // still past the end: MJRefresh's pull-and-release path, counted as well
        XCTAssertEqual(footer.state, .idle)
        XCTAssertEqual(h.handlerCalls, 1)
    }

    @MainActor func testTriggerTimesTwoAndUnlimited() async throws {
        for times in [2, -1] {
            let footer = AutoStateFooter()
            footer.autoTriggerTimes = times
            let h = FooterHarness(footer)
            h.onRefresh = { [unowned h] in
                footer.endRefreshing()
                h.reload(rows: h.source.count + 10)   // each load moves the end 600 pt further
            }
            h.scroll(to: 900)
            h.dragUp(100, release: false)
            var furthest = h.offsetY
            for y in stride(from: 600.0, through: -2600, by: -40) {
                h.move(to: y)
                furthest = max(furthest, h.offsetY)
            }
            if times == 2 {
                XCTAssertGreaterThan(furthest, 2200, "went past a third end")
                XCTAssertEqual(h.handlerCalls, 2, "two automatic starts in one drag")
            } else {
                let endsReached = [1000.0, 1600, 2200, 2800, 3400, 4000, 4600, 5200].filter { $0 <= furthest }.count
                XCTAssertGreaterThanOrEqual(endsReached, 4)
                XCTAssertEqual(h.handlerCalls, endsReached, "unlimited: every end the drag reached")
            }
            h.release()
            h.host.advance(seconds: 1)
        }
    }

    @MainActor func testAProgrammaticScrollIsNotPartOfTheGesture() async throws {
        let footer = AutoStateFooter()
        let h = FooterHarness(footer)
        dragToTheEnd(h)
        h.release()
        h.host.advance(seconds: 1)
        footer.endRefreshing()
        h.reload(rows: 40)
        h.scroll(to: 1600)
        XCTAssertEqual(footer.state, .refreshing, "the app scrolled to the end itself")
        XCTAssertEqual(h.handlerCalls, 2)
    }

    // MARK: Tap (#1524)

    @MainActor func testATapRightAfterADragThatUsedTheCountStartsIt() async throws {
        let footer = AutoStateFooter()
        let h = FooterHarness(footer)
        dragToTheEnd(h)
        XCTAssertEqual(h.handlerCalls, 1)
        h.release()
        h.host.advance(seconds: 1)
        footer.endRefreshing()
        h.host.advance()
        h.tapFooter()
        XCTAssertEqual(footer.state, .refreshing, "MJRefresh ignored this tap (triggerByDrag stayed true)")
        XCTAssertEqual(h.handlerCalls, 2)
        footer.endRefreshing()
        h.tapFooter()
        XCTAssertEqual(h.handlerCalls, 3, "taps are not counted")
    }

    @MainActor func testATapWithAutomaticRefreshOffAndNoTriggerLeft() async throws {
        let footer = AutoStateFooter()
        footer.autoTriggerTimes = 0
        let h = FooterHarness(footer)
        dragToTheEnd(h)
        XCTAssertEqual(footer.state, .idle, "no automatic start allowed per gesture")
        h.release()
        h.host.advance(seconds: 1)
        h.tapFooter()
        XCTAssertEqual(footer.state, .refreshing)
        XCTAssertEqual(h.handlerCalls, 1)
    }
}
