import RefreshCore
import RefreshTestSupport
import XCTest

@testable import RefreshPlayground

/// `trailer.horizontal` end to end through replay: a strip of cards (180 pt tall, across the middle
/// of a 390×300 viewport) with a 60 pt `NormalTrailer` pulled left past its end.
nonisolated final class TrailerReplayTests: XCTestCase {

    @MainActor static let width = 60.0

    @MainActor func run(
        _ steps: [ReplayStep]..., delay: RefreshDelay = 0.5, rows: Int = 20,
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> [TraceFrame] {
        let trace = try replay(
            "trailer.horizontal", viewport: Size(width: 390, height: 300), rows: rows, refreshDelay: delay,
            file: file, line: line, steps: steps.flatMap { $0 }
        ).trace
        XCTAssertEqual(trace.framesRefreshingTogether, [], file: file, line: line)
        XCTAssertTrue(
            trace.allSatisfy { $0.header == nil && $0.footer == nil && $0.trailer != nil }, file: file, line: line)
        return trace
    }

    @MainActor func trailer(_ f: TraceFrame) -> TraceControl { f.trailer! }

    /// The content width of a strip of `items` cards.
    @MainActor func stripWidth(_ items: Int) throws -> Double {
        try run([.wait(seconds: 0.02)], rows: items)[0].contentWidth
    }

    /// Finger travel (leftwards) that shows `shown` points past the end of the 390 pt strip.
    @MainActor func travel(_ shown: Double) -> Double { RubberBand.distance(for: shown, dimension: 390) }

    /// End, then a drag left from x 350 by `distance`, held, released, then `after` seconds.
    @MainActor func pull(_ distance: Double, after: Double = 2) -> [ReplayStep] {
        [.key("End"), .wait(seconds: 1)]
            + .drag(from: Point(x: 350, y: 150), to: Point(x: 350 - distance, y: 150), duration: 0.4, hold: 0.2) + [
                .wait(seconds: after)
            ]
    }

    /// Pulled left more than 60 pt past the end: pulling; released: refreshing with 60 pt of right
    /// inset, 5 cards appended, then exactly no inset again, the offset kept so the new cards show
    /// where the trailer was.
    @MainActor func testPullLeftPastTheEndPullsRefreshesAndAppends() async throws {
        let before = try stripWidth(20), after = try stripWidth(25)
        XCTAssertGreaterThan(after, before)
        let trace = try run(pull(travel(1.3 * Self.width)))
        let end = before - 390
        XCTAssertEqual(trace[59].offsetX, end, "End scrolled to the last card")
        XCTAssertEqual(trailer(trace[59]).state, "idle", "scrolling to the end does not load")
        for f in trace where f.dragging && f.offsetX > end {
            XCTAssertEqual(
                trailer(f).state, f.offsetX > end + Self.width ? "pulling" : "idle",
                "frame \(f.frame): pulling exactly past one trailer width")
        }
        let deepest = try XCTUnwrap(trace.filter(\.dragging).max { $0.offsetX < $1.offsetX })
        XCTAssertEqual(deepest.offsetX, end + 1.3 * Self.width, accuracy: 0.5)
        XCTAssertEqual(trailer(deepest).percent, 1.3, accuracy: 0.01)
        let start = try XCTUnwrap(trace.firstIndex { trailer($0).isRefreshing })
        XCTAssertFalse(trace[start].dragging, "refreshes on release")
        XCTAssertEqual(trailer(trace[start - 1]).state, "pulling")
        for f in trace {
            XCTAssertEqual(
                f.insetRight, trailer(f).isRefreshing ? Self.width : 0, "frame \(f.frame): 60 pt only while refreshing")
            XCTAssertEqual(f.insetBottom, 0)
        }
        let last = try XCTUnwrap(trace.lastIndex { trailer($0).isRefreshing })
        XCTAssertEqual(trace[last].offsetX, end + Self.width, "hovers with the trailer in view")
        XCTAssertEqual(trace[last + 1].contentWidth, after, "5 cards appended")
        XCTAssertTrue(trace[last...].allSatisfy { $0.offsetX == end + Self.width }, "no bounce back after the load")
        XCTAssertEqual(trailer(trace.last!).callbacks, 1)
        XCTAssertEqual(trace.refreshStarts(\.trailer), 1)
        XCTAssertEqual(trailer(trace.last!).state, "idle")
        XCTAssertEqual(trailer(trace.last!).percent, 0)
        XCTAssertEqual(trace.last!.insetRight, 0)
        XCTAssertTrue(trace.allSatisfy { $0.offsetY == 0 }, "a horizontal strip never moves vertically")
    }

    /// Two loads in a row: one handler call each, the inset given back exactly each time.
    @MainActor func testTwoPullsTwoLoads() async throws {
        let trace = try run(pull(travel(90)), pull(travel(90)))
        XCTAssertEqual(trailer(trace.last!).callbacks, 2)
        XCTAssertEqual(trace.refreshStarts(\.trailer), 2)
        XCTAssertEqual(trace.last!.contentWidth, try stripWidth(30))
        XCTAssertEqual(Set(trace.filter { !trailer($0).isRefreshing }.map(\.insetRight)), [0])
        XCTAssertEqual(Set(trace.filter { trailer($0).isRefreshing }.map(\.insetRight)), [Self.width])
    }

    /// Short of 60 pt the release springs back without loading.
    @MainActor func testShortPullDoesNotLoad() async throws {
        let trace = try run(pull(travel(40)))
        let end = try stripWidth(20) - 390
        XCTAssertEqual(trace.map(\.offsetX).max()!, end + 40, accuracy: 0.5)
        XCTAssertTrue(trace.allSatisfy { trailer($0).state == "idle" })
        XCTAssertEqual(trailer(trace.last!).callbacks, 0)
        XCTAssertEqual(Set(trace.map(\.insetRight)), [0])
        XCTAssertEqual(trace.last!.offsetX, end)
    }

    /// With `refreshDelay` null the script ends the refresh: nothing is appended, the inset goes back.
    @MainActor func testScriptBeginsAndEndsTheTrailer() async throws {
        let trace = try run(
            [
                .call(target: .trailer, method: .beginRefreshing),
                .wait(seconds: 1),
                .call(target: .trailer, method: .endRefreshing),
                .wait(seconds: 1),
            ], delay: .never)
        XCTAssertEqual(trailer(trace[0]).state, "refreshing")
        XCTAssertEqual(trace[59].insetRight, Self.width)
        XCTAssertEqual(trace[59].offsetX, try stripWidth(20) - 390 + Self.width, "scrolled so the trailer shows")
        XCTAssertEqual(trailer(trace[60]).state, "idle")
        XCTAssertEqual(trace[60].insetRight, 0)
        XCTAssertEqual(trailer(trace.last!).callbacks, 1)
        XCTAssertEqual(trace.last!.contentWidth, try stripWidth(20), "the script ended it: nothing appended")
    }

    @MainActor func testCallOnATargetTheExampleLacksIsAScriptError() async {
        XCTAssertThrowsError(
            try ReplayScriptParser.parse(
                data: Data(
                    """
                    {"example":"trailer.horizontal","steps":[{"op":"call","target":"header","method":"beginRefreshing"}]}
                    """.utf8), fileName: "t.json")
        ) { error in
            XCTAssertEqual(
                "\(error)", #"t.json: step 1: example "trailer.horizontal" has no header (it has only trailer)"#)
        }
    }
}
