import RefreshCore
import RefreshTesting
import XCTest

@testable import RefreshPlayground

/// `list.pinned-toolbar` replayed: the trace's `pinnedBar` frame never changes while the rows
/// rubber-band, refresh and scroll; the inset's top is the bar's height at rest, the bar's plus
/// the header's while it refreshes, and exactly the bar's again after.
nonisolated final class ListPinnedToolbarReplayTests: XCTestCase {
    /// The `pinnedBar` member of a trace line, as a rectangle.
    @MainActor func barFrame(_ line: TraceFrame) -> Rect? {
        guard let bar = line.raw["pinnedBar"] as? [String: Any] else { return nil }
        func n(_ key: String) -> Double { (bar[key] as! NSNumber).doubleValue }
        return Rect(x: n("x"), y: n("y"), width: n("width"), height: n("height"))
    }

    @MainActor func testTheBarNeverMovesAndItsInsetIsGivenBackExactly() async throws {
        let (scene, trace) = try replay(
            "list.pinned-toolbar", viewport: Size(width: 390, height: 600), rows: 30, refreshDelay: 1,
            steps: [
                .wait(seconds: 0.1),
                .down(Point(x: 200, y: 100)),
                .move(Point(x: 200, y: 400), duration: 0.4),
                .up,
                .wait(seconds: 2.5),
                .key("End"), .wait(seconds: 0.6),
                .key("Home"), .wait(seconds: 0.6),
                .key("F5"), .wait(seconds: 2.5),
            ]
        ).sceneAndTrace
        let bar = Rect(x: 0, y: 0, width: 390, height: 52)
        XCTAssertEqual(trace.compactMap(barFrame).count, trace.count, "every line has the bar")
        for line in trace { XCTAssertEqual(barFrame(line), bar, "frame \(line.frame): the bar moved") }
        XCTAssertEqual(trace.first?.insetTop, 52)
        XCTAssertEqual(trace.first?.offsetY, -52, "the first row rests below the bar")
        XCTAssertLessThan(trace.map(\.offsetY).min() ?? 0, -52 - 80, "the rows rubber-banded under the still bar")
        let refreshing = trace.filter { TraceControl(raw: $0.raw["header"] as! [String: Any]).state == "refreshing" }
        XCTAssertFalse(refreshing.isEmpty)
        XCTAssertEqual(Set(refreshing.map(\.insetTop)).max(), 52 + 54, "hovering below the bar")
        XCTAssertGreaterThan(trace.map(\.offsetY).max() ?? 0, 500, "End scrolled to the end")
        let headerCalls = TraceControl(raw: trace.last!.raw["header"] as! [String: Any]).callbacks
        XCTAssertEqual(headerCalls, 2, "the pull and F5 each refreshed once")
        XCTAssertEqual(trace.last?.insetTop, 52, "the bar's height exactly, the header's given back")
        XCTAssertEqual(trace.last?.offsetY, -52)
        XCTAssertEqual(scene.scrollView.contentInset, .zero, "the app's inset never saw the bar")
    }

    /// A drag that starts on the bar moves nothing: it is not the list's.
    @MainActor func testADragOnTheBarIsNotTheLists() async throws {
        let trace = try replay(
            "list.pinned-toolbar", viewport: Size(width: 390, height: 600), rows: 30,
            steps: [.down(Point(x: 200, y: 20)), .move(Point(x: 200, y: 400), duration: 0.4), .up, .wait(seconds: 0.3)]
        ).trace
        XCTAssertTrue(trace.allSatisfy { $0.offsetY == -52 && !$0.dragging })
    }

    /// B cycles the header's placement; the bar stays where it is in each.
    @MainActor func testBCyclesThePlacement() async throws {
        let (scene, _) = try replay(
            "list.pinned-toolbar", viewport: Size(width: 390, height: 600), steps: [.key("B"), .key("B")]
        ).sceneAndTrace
        XCTAssertEqual(scene.component(.header)?.placement, .front)
    }
}
