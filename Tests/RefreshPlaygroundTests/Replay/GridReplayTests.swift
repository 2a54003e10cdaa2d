import RefreshCore
import RefreshTestSupport
import XCTest

@testable import RefreshPlayground

/// `grid.header-footer` end to end through replay: a grid of cards with a normal header and a back
/// footer that hides while the grid has no items. 390×600 viewport, 20 items by default.
nonisolated final class GridReplayTests: XCTestCase {

    @MainActor func run(
        _ steps: [ReplayStep]..., delay: RefreshDelay = 0.5, rows: Int = 20,
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> [TraceFrame] {
        let trace = try replay(
            "grid.header-footer", viewport: Size(width: 390, height: 600), rows: rows, refreshDelay: delay,
            file: file, line: line, steps: steps.flatMap { $0 }
        ).trace
        XCTAssertEqual(
            trace.framesRefreshingTogether, [], "header and footer refresh in the same frame", file: file, line: line)
        return trace
    }

    @MainActor func footer(_ f: TraceFrame) -> TraceControl { f.footer! }
    @MainActor func header(_ f: TraceFrame) -> TraceControl { f.header! }

    /// The content height of a grid of `items` cards.
    @MainActor func gridHeight(_ items: Int) throws -> Double {
        try run([.wait(seconds: 0.02)], rows: items)[0].contentHeight
    }

    @MainActor let pullUp: [ReplayStep] =
        .drag(from: Point(x: 200, y: 500), to: Point(x: 200, y: 200), duration: 0.4, hold: 0.2) + [.wait(seconds: 1.5)]
    @MainActor let pullDown: [ReplayStep] =
        .drag(from: Point(x: 200, y: 100), to: Point(x: 200, y: 400), duration: 0.4, hold: 0.2) + [.wait(seconds: 1.5)]

    /// The header loads 5 cards at the top, then the footer 5 at the end; each adds its inset only
    /// while it refreshes, and the footer keeps the new cards in view.
    @MainActor func testHeaderThenFooterLoadCards() async throws {
        let h20 = try gridHeight(20), h25 = try gridHeight(25), h30 = try gridHeight(30)
        let trace = try run(pullDown, [.key("End"), .wait(seconds: 0.5)], pullUp)
        XCTAssertEqual(trace[0].contentHeight, h20)
        XCTAssertTrue(trace.contains { header($0).state == "pulling" && $0.dragging })
        XCTAssertTrue(trace.contains { footer($0).state == "pulling" && $0.dragging })
        for f in trace {
            XCTAssertEqual(f.insetTop, header(f).isRefreshing ? 54 : 0, "frame \(f.frame)")
            XCTAssertEqual(f.insetBottom, footer(f).isRefreshing ? 44 : 0, "frame \(f.frame)")
        }
        let headerDone = try XCTUnwrap(trace.firstIndex { header($0).callbacks == 1 && !header($0).isRefreshing })
        XCTAssertEqual(trace[headerDone].contentHeight, h25, "5 cards from the header")
        XCTAssertTrue(trace[..<headerDone].allSatisfy { footer($0).callbacks == 0 })
        let lastFooter = try XCTUnwrap(trace.lastIndex { footer($0).isRefreshing })
        XCTAssertEqual(trace[lastFooter].offsetY, h25 - 600 + 44, "hovers with the footer in view")
        XCTAssertTrue(trace[lastFooter...].allSatisfy { $0.offsetY == h25 - 600 + 44 }, "no bounce back after the load")
        XCTAssertEqual(trace.last!.contentHeight, h30, "5 more from the footer")
        XCTAssertEqual(header(trace.last!).callbacks, 1)
        XCTAssertEqual(footer(trace.last!).callbacks, 1)
        XCTAssertEqual(trace.refreshStarts(\.header), 1)
        XCTAssertEqual(trace.refreshStarts(\.footer), 1)
        XCTAssertEqual(trace.last!.insetTop, 0)
        XCTAssertEqual(trace.last!.insetBottom, 0)
    }

    /// A `rows` step with 0 items hides the footer (a pull up then does nothing); items coming back
    /// show it again. The C key empties the grid the same way, and an insert shows it again; a pull
    /// up then loads.
    @MainActor func testFooterHidesWhileEmptyAndShowsWhenItemsComeBack() async throws {
        let trace = try run(
            [.rows(count: 0), .wait(seconds: 0.2)], pullUp,
            [
                .rows(count: 12),
                .wait(seconds: 0.2),
                .key("C"),
                .wait(seconds: 0.2),
            ], pullUp,
            [
                .insert(atTop: false, count: 30),
                .wait(seconds: 0.2),
                .key("End"),
                .wait(seconds: 0.5),
            ], pullUp)
        // rows 0 at frame 0; the 12 items at 12 + 126 = 138; C at 150; the insert at 150 + 12 + 126 = 288.
        XCTAssertTrue(trace[0..<138].allSatisfy { footer($0).hidden && $0.contentHeight == 0 }, "hidden while empty")
        XCTAssertTrue(
            trace[0..<138].allSatisfy { footer($0).state == "idle" && $0.insetBottom == 0 }, "a pull up does nothing")
        XCTAssertTrue(trace[0..<138].contains { $0.dragging }, "the empty grid was pulled")
        XCTAssertFalse(footer(trace[138]).hidden, "shown again when items come back")
        XCTAssertEqual(trace[138].contentHeight, try gridHeight(12))
        XCTAssertTrue(footer(trace[150]).hidden, "C empties the grid and hides the footer")
        XCTAssertTrue(
            trace[150..<288].allSatisfy { footer($0).hidden && footer($0).state == "idle" && $0.insetBottom == 0 })
        XCTAssertFalse(footer(trace[288]).hidden, "the inserted items show it again")
        XCTAssertEqual(footer(trace[287]).callbacks, 0)
        XCTAssertEqual(footer(trace.last!).callbacks, 1, "and a pull up loads")
        XCTAssertEqual(trace.refreshStarts(\.footer), 1)
        XCTAssertEqual(trace.last!.contentHeight, try gridHeight(35))
        XCTAssertEqual(trace.last!.insetBottom, 0)
    }

    /// Emptying the grid while the footer refreshes hides it and ends the refresh, giving back its inset.
    @MainActor func testEmptyingWhileRefreshingEndsTheFooter() async throws {
        let trace = try run(
            [
                .call(target: .footer, method: .beginRefreshing),
                .wait(seconds: 0.5),
                .key("C"),
                .wait(seconds: 0.5),
            ], delay: .never)
        XCTAssertEqual(footer(trace[29]).state, "refreshing")
        XCTAssertEqual(trace[29].insetBottom, 44)
        XCTAssertTrue(footer(trace[30]).hidden)
        XCTAssertEqual(footer(trace[30]).state, "idle")
        XCTAssertEqual(trace[30].insetBottom, 0)
        XCTAssertEqual(trace.last!.insetBottom, 0)
        XCTAssertEqual(trace.last!.offsetY, 0, "back at the top of the empty grid")
    }

    /// While the footer refreshes neither F5 nor a header pull starts the header, and while the header
    /// refreshes a pull up past the end does not start the footer.
    @MainActor func testHeaderAndFooterNeverRefreshTogether() async throws {
        let trace = try run(
            [
                .call(target: .footer, method: .beginRefreshing),
                .wait(seconds: 0.5),
                .key("F5"),
                .call(target: .header, method: .beginRefreshing),
                .key("Home"),
                .wait(seconds: 0.5),
            ] + pullDown + [
                .call(target: .footer, method: .endRefreshing),
                .wait(seconds: 1),
                .key("F5"),
                .wait(seconds: 0.5),
                .key("End"),
                .wait(seconds: 0.5),
            ] + pullUp + [.call(target: .header, method: .endRefreshing), .wait(seconds: 1)], delay: .never)
        XCTAssertTrue(
            trace.contains { footer($0).isRefreshing && header($0).percent > 1 && $0.dragging },
            "header pulled past its threshold")
        XCTAssertTrue(
            trace.contains { header($0).isRefreshing && footer($0).percent > 1 && $0.dragging },
            "footer pulled past its threshold")
        XCTAssertEqual(trace.refreshStarts(\.header), 1, "only the F5 after the footer ended")
        XCTAssertEqual(trace.refreshStarts(\.footer), 1, "only the script's begin")
        XCTAssertEqual(header(trace.last!).state, "idle")
        XCTAssertEqual(footer(trace.last!).state, "idle")
        XCTAssertEqual(trace.last!.insetTop, 0)
        XCTAssertEqual(trace.last!.insetBottom, 0)
    }

    @MainActor func testCallOnATargetTheExampleLacksIsAScriptError() async {
        XCTAssertThrowsError(
            try ReplayScriptParser.parse(
                data: Data(
                    """
                    {"example":"grid.header-footer","steps":[{"op":"call","target":"trailer","method":"endRefreshing"}]}
                    """.utf8), fileName: "g.json")
        ) { error in
            XCTAssertEqual(
                "\(error)",
                #"g.json: step 1: example "grid.header-footer" has no trailer (it has only header and footer)"#)
        }
    }
}
