import Foundation
import RefreshCore
import RefreshSDL
import RefreshTestSupport
import RefreshTesting
import XCTest

/// `RefreshTestHost(root:size:)`: a view tree with two lists side by side, driven with the same
/// gestures as one list: a tap or a drag goes to the list under it and focuses it, keys go to the
/// focused list, `focus(_:)` moves the focus, and the trace names the focus and every list.
nonisolated final class RefreshTestHostTreeTests: XCTestCase {
    /// Two `HostedList`s of 30 rows, 160 pt wide each, in a 320×480 window.
    @MainActor private struct Pair {
        let left = HostedList(), right = HostedList()
        let host: RefreshTestHost

        init() throws {
            left.list.frame = Rect(x: 0, y: 0, width: 160, height: 480)
            right.list.frame = Rect(x: 160, y: 0, width: 160, height: 480)
            let content = View(frame: .zero)
            content.addSubview(left.list)
            content.addSubview(right.list)
            host = try RefreshTestHost(root: content, size: Size(width: 320, height: 480))
        }

        /// The trace's last line as JSON.
        func lastLine() throws -> [String: Any] {
            let data = Data(try XCTUnwrap(host.trace.last).utf8)
            return try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        }
    }

    @MainActor func testEndLoadsOnlyTheFocusedListsFooter() async throws {
        let p = try Pair()
        XCTAssertTrue(p.host.scrollView === p.left.list, "the first list starts with the focus")
        p.host.tap(at: Point(x: 240, y: 200))
        p.host.advance(frames: 1)   // the tap applies at the next frame
        XCTAssertTrue(p.host.scrollView === p.right.list, "a tap focuses the list under it")
        p.host.press("End")
        p.host.advance(seconds: 1)
        XCTAssertEqual(p.right.footerCalls, 1, "the focused list reached its footer")
        XCTAssertEqual(p.left.footerCalls, 0, "the other list did not move")
        XCTAssertEqual(p.left.list.contentOffset.y, 0)
    }

    @MainActor func testADragGoesToTheListUnderItsStartAndStaysThere() async throws {
        let p = try Pair()
        p.host.drag(from: Point(x: 80, y: 400), to: Point(x: 240, y: 200), duration: 0.3, release: false)
        XCTAssertTrue(p.left.list.isDragging, "the left list holds the drag over the right one")
        XCTAssertFalse(p.right.list.isTracking)
        XCTAssertEqual(p.right.list.contentOffset.y, 0)
        p.host.release()
        XCTAssertTrue(p.host.settle())
    }

    @MainActor func testPullAndKeysFollowFocusAndTheTraceNamesIt() async throws {
        let p = try Pair()
        p.host.focus(p.right.list)
        p.host.pull(.top, by: 80)
        p.host.release()
        p.host.advance(seconds: 0.5)
        XCTAssertEqual(p.right.header.state, .refreshing, "pull pulls the focused list")
        XCTAssertEqual(p.left.header.state, .idle)
        var line = try p.lastLine()
        XCTAssertEqual(line["focus"] as? Int, 1)
        let lists = try XCTUnwrap(line["lists"] as? [[String: Any]])
        XCTAssertEqual(lists.count, 2)
        XCTAssertEqual((lists[1]["header"] as? [String: Any])?["state"] as? String, "refreshing")
        XCTAssertEqual((lists[0]["header"] as? [String: Any])?["state"] as? String, "idle")
        XCTAssertEqual((line["header"] as? [String: Any])?["state"] as? String, "refreshing", "the focused one")
        p.host.press("Tab")
        p.host.advance(frames: 1)
        line = try p.lastLine()
        XCTAssertEqual(line["focus"] as? Int, 0, "Tab moved the focus back round to the left list")
        p.right.header.endRefreshing()
        XCTAssertTrue(p.host.settle())
        XCTAssertEqual(
            p.right.list.adjustedContentInset, p.left.list.adjustedContentInset,
            "the right list's header gave its inset back (both keep only their auto footer's)")
        XCTAssertEqual(p.right.list.adjustedContentInset.top, 0)
    }

    @MainActor func testAScriptRunsOnATree() async throws {
        let left = HostedList(), right = HostedList()
        left.list.frame = Rect(x: 0, y: 0, width: 200, height: 480)
        right.list.frame = Rect(x: 200, y: 0, width: 200, height: 480)
        let content = View(frame: .zero)
        content.addSubview(left.list)
        content.addSubview(right.list)
        var script = ReplayScript(steps: [.key("Shift+Tab"), .key("F5"), .wait(seconds: 0.5)])
        script.viewport = Size(width: 400, height: 480)
        let host = try RefreshTestHost(root: content, script: script)
        try host.run(script)
        XCTAssertEqual(host.root.bounds.size, Size(width: 400, height: 480))
        XCTAssertEqual(right.headerCalls, 1, "Shift+Tab went round to the right list, F5 refreshed it")
        XCTAssertEqual(left.headerCalls, 0)
    }

    @MainActor func testATreeWithoutAScrollViewIsRefused() async throws {
        XCTAssertThrowsError(try RefreshTestHost(root: View(frame: .zero))) { error in
            XCTAssertTrue("\(error)".contains("no visible scroll view"), "\(error)")
        }
    }

    @MainActor func testOneListKeepsItsTraceAndHasNoRing() async throws {
        let model = HostedList()
        let host = try RefreshTestHost(scrollView: model.list, size: Size(width: 320, height: 480))
        host.advance(frames: 1)
        XCTAssertFalse(try XCTUnwrap(host.trace.last).contains("\"focus\""))
        XCTAssertFalse(host.root.showsFocusRing)
    }
}
