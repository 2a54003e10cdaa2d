import RefreshCore
import RefreshTestSupport
import XCTest

@testable import RefreshPlayground

/// Resizing the window during a drag keeps the point under the finger: the resize moves nothing by
/// itself and the next 2 pt move moves the content by at most 2 pt, toward the finger. (In a real
/// window a 2 pt move after a resize once moved the list 47 pt the other way: the drawn overscroll
/// was deeper than the smaller window's rubber band could reach.)
nonisolated final class ResizeDuringDragReplayTests: XCTestCase {

    /// Runs `steps`, then the resize to `size`, 3 frames, a move of the finger to `last`; returns the
    /// offset on `axis` before and after that move.
    @MainActor func offsets(
        _ example: String, viewport: Size, steps: [ReplayStep], resize size: Size, last: Point,
        axis: Axis
    ) throws -> (before: Double, after: Double, trace: [TraceFrame]) {
        let trace = try replay(
            example, viewport: viewport,
            steps: steps + [.resize(size), .wait(seconds: 0.05), .move(last, duration: 0), .up, .wait(seconds: 2)]
        ).trace
        let moved = try XCTUnwrap(trace.lastIndex { $0.dragging })
        func value(_ f: TraceFrame) -> Double { axis == .vertical ? f.offsetY : f.offsetX }
        XCTAssertEqual(value(trace[moved - 3]), value(trace[moved - 1]), "the resize moves nothing")
        XCTAssertEqual(
            trace[moved - 1].raw["viewport"] as? [String: Double], ["width": size.width, "height": size.height])
        return (value(trace[moved - 1]), value(trace[moved]), trace)
    }

    /// list.plain pulled ~`shown` pt past the top, the window's height changed to `height`.
    @MainActor func assertListKeepsGrip(
        shown: Double, height: Double, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let y = 100 + RubberBand.distance(for: shown, dimension: 844)
        let steps: [ReplayStep] = [.down(Point(x: 200, y: 100)), .move(Point(x: 200, y: y), duration: 0.3)]
        let r = try offsets(
            "list.plain", viewport: Size(width: 390, height: 844), steps: steps,
            resize: Size(width: 390, height: height), last: Point(x: 200, y: y + 2), axis: .vertical)
        XCTAssertEqual(-r.before, shown, accuracy: 0.5, file: file, line: line)
        let moved = r.before - r.after   // the finger moved down 2: the content moves down (offset falls)
        XCTAssertGreaterThan(moved, 0, "toward the finger", file: file, line: line)
        XCTAssertLessThanOrEqual(moved, 2, "at most the finger's 2 pt", file: file, line: line)
        XCTAssertEqual(r.trace.last!.offsetY, 0, "released, it springs back to the top", file: file, line: line)
    }

    @MainActor func testAListPulledPastTheTopKeepsItsGripThroughAHeightChange() async throws {
        try assertListKeepsGrip(shown: 100, height: 600)
        try assertListKeepsGrip(shown: 100, height: 1000)
    }

    /// The window shrunk below the drawn overscroll: the case that jumped.
    @MainActor func testAListPulledDeeperThanTheNewHeightKeepsItsGrip() async throws {
        try assertListKeepsGrip(shown: 300, height: 250)
    }

    /// trailer.horizontal pulled ~100 pt left past its end; the height change re-centres the strip
    /// in the window, so its frame moves down 100 pt under the still pointer. Released, it loads.
    @MainActor func testTheStripPulledPastItsEndKeepsItsGripWhenReCentred() async throws {
        let x = 350 - RubberBand.distance(for: 100, dimension: 390)
        let steps: [ReplayStep] = [
            .key("End"), .wait(seconds: 1), .down(Point(x: 350, y: 150)), .move(Point(x: x, y: 150), duration: 0.3),
        ]
        let r = try offsets(
            "trailer.horizontal", viewport: Size(width: 390, height: 300), steps: steps,
            resize: Size(width: 390, height: 500), last: Point(x: x - 2, y: 150), axis: .horizontal)
        let moved = r.after - r.before   // the finger moved left 2: the content moves left (offset grows)
        XCTAssertGreaterThan(moved, 0, "toward the finger")
        XCTAssertLessThanOrEqual(moved, 2, "at most the finger's 2 pt")
        XCTAssertEqual(r.trace.last!.trailer!.callbacks, 1, "released past the trailer, it loaded once")
    }

    /// The strip pulled 150 pt right past its start, the window narrowed to 120 pt: deeper than the
    /// narrower band can reach, as the list's case.
    @MainActor func testTheStripPulledDeeperThanTheNewWidthKeepsItsGrip() async throws {
        let x = 50 + RubberBand.distance(for: 150, dimension: 390)
        let steps: [ReplayStep] = [.down(Point(x: 50, y: 150)), .move(Point(x: x, y: 150), duration: 0.3)]
        let r = try offsets(
            "trailer.horizontal", viewport: Size(width: 390, height: 300), steps: steps,
            resize: Size(width: 120, height: 300), last: Point(x: x + 2, y: 150), axis: .horizontal)
        XCTAssertEqual(-r.before, 150, accuracy: 0.5)
        let moved = r.before - r.after   // the finger moved right 2: the content moves right (offset falls)
        XCTAssertGreaterThan(moved, 0, "toward the finger")
        XCTAssertLessThanOrEqual(moved, 2, "at most the finger's 2 pt")
        XCTAssertEqual(r.trace.last!.offsetX, 0, "released, it springs back to the start")
    }
}
