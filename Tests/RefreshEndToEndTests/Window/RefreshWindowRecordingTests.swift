import CSDL2
import Foundation
import RefreshCore
import RefreshSDL
import RefreshTestSupport
import RefreshTesting
import XCTest

/// A `RefreshWindow` session recorded with `startRecording(to:)` and replayed by `RefreshTestHost`
/// against the same kind of list gives the same trace, frame for frame, on a display (`make test`
/// runs this target under `xvfb-run`).
nonisolated final class RefreshWindowRecordingTests: WindowTestCase {
    override class var opensWindowsInThisProcess: Bool { true }

    /// A list with a header that ends its refresh 0.3 s after it begins, on the tree's clock.
    @MainActor private func makeList() -> ListView {
        final class Rows: ListDataSource {
            func numberOfRows(in list: ListView) -> Int { 20 }
            func list(_ list: ListView, contentForRow row: Int) -> ListRowContent {
                ListRowContent(title: "Row \(row)")
            }
        }
        let list = ListView(frame: .zero)
        let rows = Rows()
        list.dataSource = rows
        list.reloadData()
        let header = NormalHeader()
        header.refreshingHandler = { [unowned header] in
            header.window?.context.scheduler.after(0.3) {
                _ = rows; header.endRefreshing()
            }
        }
        list.refreshHeader = header
        return list
    }

    @MainActor func testARecordedPullReplaysToTheSameTrace() async throws {
        let folder = temporaryFolder("refresh-window-recording").path
        let path = folder + "/session.json"

        let window = try RefreshWindow(
            title: "RefreshWindow recording", size: Size(width: 240, height: 400), frameRate: 60, software: true)
        let list = makeList()
        window.contentView = list
        let input = ScrollViewInputRouter(scrollView: list)
        window.maximumRestWait = 0.02   // the loop below counts turns, resting or not
        try window.startRecording(to: path, script: nil)
        XCTAssertEqual(window.recordingPath, path)
        var trace: [String] = []
        func run(frames: Int) {
            for _ in 0..<frames {
                while let event = window.poll() { input.route(event) }
                if window.presentFrameIfNeeded() {
                    trace.append(
                        FrameTrace.object(
                            root: window.root, scrollView: list, frame: window.frameCount - 1, time: window.clock.now
                        ).serialized())
                }
                window.waitForNextFrame()
            }
        }
        run(frames: 3)
        while window.poll() != nil {}   // what opening the window queued (not the tree's: nothing recorded)

        // A pull past the header's threshold, a wheel notch, End: pushed as SDL would deliver them.
        pushMouse(SDL_MOUSEBUTTONDOWN, in: window, x: 120, y: 60)
        run(frames: 1)
        for step in 1...10 {
            pushMotion(in: window, x: 120, y: Int32(60 + step * 20))
            run(frames: 1)
        }
        pushMouse(SDL_MOUSEBUTTONUP, in: window, x: 120, y: 260)
        run(frames: 50)
        XCTAssertTrue(
            trace.contains { $0.contains("\"state\":\"refreshing\"") }, "the pull refreshed: \(trace.last ?? "")")
        pushKey(SDLK_END, in: window)
        run(frames: 40)
        window.finish()
        XCTAssertNil(window.recordingPath, "finish() completes the recording")
        XCTAssertGreaterThan(trace.count, 60)

        let script = try ReplayScript(contentsOf: path)
        let steps = script.steps.map(\.untimed)
        XCTAssertEqual(steps.filter { $0 == .frame }.count, trace.count, "a frame step per frame")
        XCTAssertTrue(steps.contains(.down(Point(x: 120, y: 60))), "\(steps.prefix(8))")
        XCTAssertTrue(steps.contains(.upAt(Point(x: 120, y: 260))))
        XCTAssertTrue(steps.contains(.key("End")))
        XCTAssertEqual(script.viewport, window.root.bounds.size)
        XCTAssertEqual(script.fps, 60)

        let replayed = makeList()
        let host = try RefreshTestHost(scrollView: replayed, script: script)
        try host.run(script)
        XCTAssertEqual(host.trace.count, trace.count, "one replayed frame per window frame")
        for (i, (w, r)) in zip(trace, host.trace).enumerated() where w != r {
            return XCTFail("trace line \(i + 1) differs\n window: \(w)\n replay: \(r)")
        }
    }

    /// Each flush leaves a complete script: a session that never finished (a killed app) reads back.
    @MainActor func testAnUnfinishedRecordingIsReadable() async throws {
        let folder = temporaryFolder("refresh-window-recording").path
        let path = folder + "/killed.json"
        let window = try RefreshWindow(
            title: "RefreshWindow unfinished", size: Size(width: 120, height: 80), frameRate: 60, software: true)
        let spinner = ActivityIndicator()
        window.root.addSubview(spinner)
        spinner.startAnimating()
        try window.startRecording(to: path)
        let start = SDLClock.now
        while SDLClock.now - start < 1.3 { window.present() }   // a flush after about a second
        let script = try ReplayScript(contentsOf: path)
        XCTAssertGreaterThan(script.steps.count, 10, "the frames of the first second are on disk")
        XCTAssertTrue(script.steps.allSatisfy { $0.untimed == .frame })
        window.stopRecording()
        XCTAssertEqual(try ReplayScript(contentsOf: path).steps.count, window.frameCount, "complete once stopped")

        XCTAssertThrowsError(try window.startRecording(to: folder + "/missing/rec.json")) { error in
            XCTAssertTrue("\(error)".contains("cannot write the recording"), "\(error)")
        }
    }
}
