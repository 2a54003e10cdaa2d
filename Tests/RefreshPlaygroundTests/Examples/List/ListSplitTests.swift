import Foundation
import RefreshCore
import RefreshTestSupport
import XCTest

@testable import RefreshPlayground

/// `list.split`: two lists side by side, each with a header and an auto footer. A click focuses the
/// list under it (ringed in the theme's accent), Tab and Shift+Tab move the focus, keys act on the
/// focused list alone, and each list refreshes and gives its insets back on its own. Replayed
/// headless, as the window runs it; the trace names the focus and both lists.
nonisolated final class ListSplitTests: XCTestCase {
    /// The `lists` entry `index` of a trace frame.
    @MainActor private func list(_ frame: TraceFrame, _ index: Int) -> TraceFrame {
        TraceFrame(raw: (frame.raw["lists"] as! [[String: Any]])[index])
    }

    @MainActor private func focus(_ frame: TraceFrame) -> Int? { frame.raw["focus"] as? Int }

    @MainActor func testEndLoadsOnlyTheFocusedListAndTabMovesTheFocus() async throws {
        let (scene, trace) = try replay(
            "list.split", viewport: Size(width: 640, height: 480), refreshDelay: .never,
            steps: [.wait(seconds: 0.1)], .tap(at: Point(x: 480, y: 200)),
            [.key("End"), .wait(seconds: 1)], [.key("Tab"), .wait(seconds: 0.1)]
        ).sceneAndTrace
        let first = try XCTUnwrap(trace.first), last = try XCTUnwrap(trace.last)
        XCTAssertEqual(focus(first), 0, "the left list starts with the focus")
        XCTAssertEqual((first.raw["lists"] as? [Any])?.count, 2)
        let loaded = try XCTUnwrap(trace.first { list($0, 1).footer?.state == "refreshing" })
        XCTAssertEqual(focus(loaded), 1, "the click focused the right list, End loaded its footer")
        XCTAssertEqual(list(loaded, 0).footer?.state, "idle")
        XCTAssertEqual(list(last, 0).offsetY, 0, "the left list never moved")
        XCTAssertEqual(list(last, 0).footer?.callbacks, 0)
        XCTAssertEqual(list(last, 1).footer?.callbacks, 1)
        XCTAssertEqual(focus(last), 0, "Tab moved the focus back to the left list")
        XCTAssertEqual(last.footer?.callbacks, 0, "the top-level members describe the focused list")
        XCTAssertTrue(scene.scrollView === scene.scrollViews[0])
    }

    @MainActor func testShiftTabAndADragOverTheOtherList() async throws {
        let trace = try replay(
            "list.split", viewport: Size(width: 640, height: 480),
            steps: [.key("Shift+Tab"), .frame],
            [.down(Point(x: 100, y: 400)), .move(Point(x: 500, y: 200), duration: 0.2)]
        ).trace
        let afterTab = try XCTUnwrap(trace.first)
        XCTAssertEqual(focus(afterTab), 1, "Shift+Tab from the first list goes round to the last")
        let last = try XCTUnwrap(trace.last)
        XCTAssertEqual(focus(last), 0, "the press focused the left list")
        XCTAssertTrue(list(last, 0).dragging, "the drag stays with the list it began in")
        XCTAssertFalse(list(last, 1).dragging)
        XCTAssertEqual(list(last, 1).offsetY, 0)
        XCTAssertEqual(list(last, 0).offsetY, 200)
    }

    @MainActor func testTheWheelScrollsTheListUnderThePointerAndTheFocusStays() async throws {
        let trace = try replay(
            "list.split", viewport: Size(width: 640, height: 480), refreshDelay: .never,
            steps: .tap(at: Point(x: 100, y: 200)),
            [.hover(Point(x: 480, y: 240)), .wheel(dx: 0, dy: -3), .frame],
            [.trackpad(dx: 0, dy: -30), .frame, .hover(Point(x: 100, y: 240)), .wheel(dx: 0, dy: -1), .frame]
        ).trace
        let wheeled = try XCTUnwrap(trace.first { list($0, 1).offsetY > 0 })
        XCTAssertEqual(list(wheeled, 1).offsetY, 120, "three wheel lines down the list under the pointer")
        XCTAssertEqual(list(wheeled, 0).offsetY, 0, "not the clicked one")
        XCTAssertEqual(focus(wheeled), 0, "the focus stays on the clicked list")
        let last = try XCTUnwrap(trace.last)
        XCTAssertEqual(list(last, 1).offsetY, 150, accuracy: 0.001, "the trackpad too, then the pointer left")
        XCTAssertEqual(list(last, 0).offsetY, 40, "one line down the left list, under the pointer again")
        XCTAssertEqual(focus(last), 0)
    }

    @MainActor func testEachListRefreshesAndGivesItsInsetBackOnItsOwn() async throws {
        let pull: (Double) -> [ReplayStep] = { x in
            [.down(Point(x: x, y: 100)), .move(Point(x: x, y: 400), duration: 0.3), .up, .wait(seconds: 0.5)]
        }
        let (scene, trace) = try replay(
            "list.split", viewport: Size(width: 640, height: 480), refreshDelay: 1.5,
            steps: pull(100), pull(500), [.wait(seconds: 3)]
        ).sceneAndTrace
        XCTAssertTrue(
            trace.contains { list($0, 0).header?.isRefreshing == true && list($0, 1).header?.isRefreshing == true },
            "both headers refresh at once, one per list")
        for sv in scene.scrollViews {
            XCTAssertEqual(sv.adjustedContentInset.top, 0, "the header's inset given back")
            XCTAssertEqual(sv.contentInset, scene.appInset)
        }
        XCTAssertEqual(scene.component(.header, inList: 0)?.handlerCallCount, 1)
        XCTAssertEqual(scene.component(.header, inList: 1)?.handlerCallCount, 1)
    }

    // MARK: Screenshots

    /// The left list has the focus: its ring in the light theme's blue.
    @MainActor func testFocusOnTheLeft() async throws {
        let shot = try replay(
            "list.split", viewport: Size(width: 640, height: 480), steps: [.wait(seconds: 0.05)]
        ).lastFrame
        assertScreenshot(shot, named: "focus-left")
    }

    /// A click on the right list moved the ring there (dark theme: its blue).
    @MainActor func testFocusOnTheRight() async throws {
        let shot = try replay(
            "list.split", viewport: Size(width: 640, height: 480), theme: .dark,
            steps: .tap(at: Point(x: 480, y: 240)), [.wait(seconds: 0.05)]
        ).lastFrame
        assertScreenshot(shot, named: "focus-right")
    }

    /// The left list refreshing, the right one pulled past its threshold and held: each list's
    /// header on its own.
    @MainActor func testOneRefreshingTheOtherPulled() async throws {
        let shot = try replay(
            "list.split", viewport: Size(width: 640, height: 480), refreshDelay: .never,
            steps: [
                .down(Point(x: 100, y: 100)), .move(Point(x: 100, y: 400), duration: 0.3), .up, .wait(seconds: 0.6),
            ],
            [.down(Point(x: 500, y: 100)), .move(Point(x: 500, y: 400), duration: 0.3)]
        ).lastFrame
        assertScreenshot(shot, named: "refreshing-and-pulled")
    }

    /// A narrow window (320 pt, two 160 pt lists) after Tab: the right list's ring, texts that fit.
    @MainActor func testNarrowWindow() async throws {
        let shot = try replay(
            "list.split", viewport: Size(width: 320, height: 480), steps: [.key("Tab"), .wait(seconds: 0.05)]
        ).lastFrame
        assertScreenshot(shot, named: "narrow")
    }
}
