import Foundation
import RefreshCodec
import RefreshCore
import RefreshTestSupport
import XCTest

/// `G` in a real window (Xvfb, xdotool): pressed before a drag and after it, it writes a GIF of
/// the drag into the captures folder, with the real times of the frames, and says so.
nonisolated final class WindowAnimationTests: WindowTestCase {
    @MainActor func testGRecordsADragAsAGIFWithItsRealTimes() async throws {
        let captures = harness.temporaryFolder("window-animation")
        let session = try harness.openWindow(arguments: [
            "--example", "header.normal", "--refresh-delay", "never", "--captures", captures.path,
        ])
        try session.pointInside()
        try session.xdotool(["key", "g"])
        let started = Date()
        let x = session.window.midX, top = session.window.y
        try session.xdotool(WindowSession.drag(x: x, from: top + 80, to: top + 300, steps: 20, stepPause: 0.03))
        session.waitUntilSettled(timeout: 5)
        try session.xdotool(["key", "g"])
        let seconds = Date().timeIntervalSince(started)
        let deadline = Date().addingTimeInterval(20)
        while !session.app.stdout.contains("animation: "), Date() < deadline, session.app.isRunning { usleep(50_000) }
        let line = session.app.stdout.split(separator: "\n").first { $0.hasPrefix("animation: ") }.map(String.init)
        let files = (try? FileManager.default.contentsOfDirectory(atPath: captures.path)) ?? []
        XCTAssertEqual(files.filter { $0.hasSuffix(".gif") }.count, 1, "\(files); stdout: \(session.app.stdout)")
        guard let name = files.first(where: { $0.hasSuffix(".gif") }), let line else { return }
        XCTAssertTrue(name.hasPrefix("header.normal-frame"), name)
        XCTAssertTrue(line.hasPrefix("animation: '\(captures.file(name))' (GIF, "), line)

        let frames = try GIFDecoder.decode(try InputFile.read(captures.file(name), limit: 1 << 28))
        XCTAssertGreaterThan(frames.count, 5, "the drag moves the header: \(line)")
        let total = Double(frames.map(\.delayMilliseconds).reduce(0, +)) / 1000
        XCTAssertEqual(total, seconds, accuracy: 1, "from the first G to the second, in real time: \(line)")
        XCTAssertNotEqual(frames.first?.bitmap, frames.last?.bitmap, "the header stays refreshing after the drag")
        try session.quit("q") { try session.xdotool(["key", "q"]) }
    }
}
