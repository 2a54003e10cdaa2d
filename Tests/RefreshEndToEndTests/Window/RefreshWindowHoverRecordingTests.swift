import CSDL2
import Foundation
import RefreshCore
import RefreshSDL
import RefreshTestSupport
import RefreshTesting
import XCTest

/// A `RefreshWindow` over two lists side by side: the mouse moved with no button down (a hover)
/// sends the wheel to the list under it, the focus stays with the clicked list, the recording keeps
/// only the last hover before the wheel, and its replay scrolls the same list by the same amount.
nonisolated final class RefreshWindowHoverRecordingTests: WindowTestCase {
    override class var opensWindowsInThisProcess: Bool { true }

    /// 30 rows.
    @MainActor private final class Rows: ListDataSource {
        func numberOfRows(in list: ListView) -> Int { 30 }
        func list(_ list: ListView, contentForRow row: Int) -> ListRowContent { ListRowContent(title: "Row \(row)") }
    }

    /// A 240×400 container with a left list (x 0…120) and a right list (x 120…240).
    @MainActor private func makeLists(_ rows: Rows) -> (View, ListView, ListView) {
        let container = View(frame: Rect(x: 0, y: 0, width: 240, height: 400))
        let left = ListView(frame: Rect(x: 0, y: 0, width: 120, height: 400))
        let right = ListView(frame: Rect(x: 120, y: 0, width: 120, height: 400))
        for list in [left, right] {
            list.dataSource = rows
            list.reloadData()
            container.addSubview(list)
        }
        return (container, left, right)
    }

    @MainActor func testTheWheelGoesToTheHoveredListAndReplaysSo() async throws {
        let path = temporaryFolder("refresh-window-hover").path + "/session.json"
        let window = try RefreshWindow(
            title: "RefreshWindow hover", size: Size(width: 240, height: 400), frameRate: 60, software: true)
        let rows = Rows()
        let (container, left, right) = makeLists(rows)
        window.contentView = container
        let input = ScrollViewInputRouter(root: window.root)
        window.maximumRestWait = 0.02
        func run(frames: Int) {
            for _ in 0..<frames {
                while let event = window.poll() { input.route(event) }
                _ = window.presentFrameIfNeeded()
                window.waitForNextFrame()
            }
        }
        run(frames: 3)
        while let event = window.poll() { input.route(event) }   // what opening the window queued
        try window.startRecording(to: path, script: nil)
        pushMouse(SDL_MOUSEBUTTONDOWN, in: window, x: 60, y: 200)
        pushMouse(SDL_MOUSEBUTTONUP, in: window, x: 60, y: 200)
        run(frames: 2)
        for x in [100, 140, 170, 180] { pushMotion(in: window, x: Int32(x), y: 200) }   // over to the right list
        run(frames: 2)
        pushWheel(lines: -2, in: window)
        run(frames: 5)
        window.finish()
        XCTAssertEqual(right.contentOffset.y, 80, "two lines down the list under the pointer")
        XCTAssertEqual(left.contentOffset.y, 0)
        XCTAssertTrue(window.root.focusedScrollView === left, "the click's focus stays")

        let script = try ReplayScript(contentsOf: path)
        let steps = script.steps.map(\.untimed).filter { $0 != .frame }
        let down = try XCTUnwrap(steps.firstIndex(of: .down(Point(x: 60, y: 200))), "\(steps)")
        let wheel = try XCTUnwrap(steps.firstIndex(of: .wheel(dx: 0, dy: -2)), "\(steps)")
        XCTAssertEqual(
            steps[down..<wheel].filter { if case .hover = $0 { return true } else { return false } },
            [.hover(Point(x: 180, y: 200))], "only the last of the four hovers: \(steps)")
        XCTAssertEqual(steps[wheel - 1], .hover(Point(x: 180, y: 200)), "written just before the wheel")

        let (replayedContainer, replayedLeft, replayedRight) = makeLists(rows)
        let host = try RefreshTestHost(root: replayedContainer, size: Size(width: 240, height: 400))
        try host.run(script)
        XCTAssertEqual(replayedRight.contentOffset.y, right.contentOffset.y, "the replay scrolls the hovered list")
        XCTAssertEqual(replayedLeft.contentOffset.y, left.contentOffset.y)
        XCTAssertTrue(host.root.focusedScrollView === replayedLeft)
    }
}
