import Foundation
import RefreshCodec
import RefreshCore
import RefreshSDL
import RefreshTestSupport
import RefreshTesting
import XCTest

@testable import RefreshPlayground
@testable import RefreshPlaygroundCommands

/// `replay --animation`: the session as an animation whose frames are the replay's frames at
/// their times, every screenshot among them, lasting as long as the session; bad options and
/// paths are refused with what is allowed.
nonisolated final class ReplayAnimationTests: XCTestCase {
    lazy var dir = temporaryFolder("replay-animation")

    /// A header pulled, released and refreshed, with a screenshot while pulled and one after the refresh.
    private let script = """
        {"example":"header.normal","viewport":{"width":200,"height":160},"refreshDelay":0.5,"steps":[
          {"op":"wait","seconds":0.1},
          {"op":"down","x":100,"y":20},
          {"op":"move","x":100,"y":150,"duration":0.5},
          {"op":"screenshot","name":"pulled"},
          {"op":"up"},
          {"op":"wait","seconds":1.2},
          {"op":"screenshot","name":"refreshed"}
        ]}
        """

    @MainActor func testTheAnimationShowsEveryScreenshotAtItsTimeAndLastsTheSession() async throws {
        let parsed = try ReplayScriptParser.parse(data: Data(script.utf8), fileName: "t.json")
        let runner = try ReplayRunner(script: parsed, outputDirectory: dir.file("out"))
        let capture = AnimatedCapture(format: .gif, framesPerSecond: 25)
        runner.animation = capture
        try runner.run()
        let frames = try GIFDecoder.decode(try capture.encoded(end: runner.endTime))
        XCTAssertEqual(
            frames.map(\.delayMilliseconds).reduce(0, +), Int((runner.endTime * 100).rounded()) * 10,
            "from the first frame (t = 0) to one frame after the last")
        XCTAssertGreaterThan(frames.count, 10, "the pull and the spinner move")
        XCTAssertTrue(frames.allSatisfy { $0.delayMilliseconds >= 40 }, "at most 25 frames a second")
        let starts = frames.indices.map { i in frames[..<i].reduce(0) { $0 + $1.delayMilliseconds } }
        // Taken at the move's last frame (35 at 60 fps) and at the end, after the refresh (frame 107).
        for (name, at) in [("pulled", 35.0 / 60), ("refreshed", 107.0 / 60)] {
            let screenshot = try SDLImage.loadBitmap(path: dir.file("out/\(name).png"))
            let kept = capture.shownFrames.filter { $0.bitmap == screenshot }.map(\.time)
            guard let time = kept.last(where: { $0 <= at + 1e-9 }) else {
                XCTFail("\(name): among the frames kept, exactly")
                continue
            }
            XCTAssertEqual(
                capture.shownFrames.last { $0.time <= at + 1e-9 }?.bitmap, screenshot,
                "\(name): the frame showing at \(at) s is the screenshot")
            // In the GIF, at most 255 colours a frame: the frame showing then is the screenshot within a few levels.
            let shown = starts.lastIndex { $0 <= Int((time * 100).rounded()) * 10 }!
            let difference = frames[shown].bitmap.difference(from: screenshot, tolerance: 8)
            XCTAssertNil(
                difference.map { "\($0.differingPixels) pixels, by up to \($0.maxChannelDelta)" },
                "\(name): GIF frame \(shown) at \(time) s")
        }
    }

    @MainActor func testTheCommandWritesTheAnimationAndSaysWhatItHolds() async throws {
        let scriptFile = dir.write("s.json", script)
        let r = try run(["replay", scriptFile, "--out", dir.file("out"), "--animation", dir.file("a.png")])
        XCTAssertEqual(r.status, 0, r.summary)
        XCTAssertTrue(
            r.stdout.contains("replay: animation: '\(dir.file("a.png"))' (APNG, "), "\(r.stdout)")
        XCTAssertTrue(r.stdout.contains(" frames, 1.8 s, "), "0.1 + 0.5 + 1.2 s: \(r.stdout)")
        let apng = try InputFile.read(dir.file("a.png"), limit: 1 << 26)
        XCTAssertEqual(try SDLImage.decodePNG(data: apng, name: "a.png").width, 200, "a PNG for viewers without APNG")
        XCTAssertTrue(try PNGChunks.read(apng).contains { $0.type == "acTL" })
    }

    @MainActor func testBadAnimationOptionsSayWhatIsAllowed() async throws {
        let scriptFile = dir.write("s.json", script)
        let usage: [([String], String)] = [
            (["--animation", "a.mp4"], "--animation 'a.mp4': give a .gif (GIF) or .png/.apng (APNG) file"),
            (["--animation", "a.gif", "--animation-fps", "0"], "--animation-fps 0.0: give a rate 1…60"),
            (["--animation", "a.gif", "--animation-scale", "2"], "--animation-scale 2.0: give a share 0.1…1"),
        ]
        for (args, message) in usage {
            let r = try run(["replay", scriptFile, "--out", dir.file("out")] + args)
            XCTAssertEqual(r.status, 2, "\(args): \(r.summary)")
            XCTAssertTrue(r.stderr.contains(message), "\(args) should say \(message): \(r.stderr)")
        }
        let missing = dir.file("missing/a.gif")
        let r = try run(["replay", scriptFile, "--out", dir.file("out"), "--animation", missing])
        XCTAssertEqual(r.status, 1, r.summary)
        XCTAssertTrue(
            r.stderr.contains(
                "cannot write the animation '\(missing)': the folder '\(dir.file("missing"))' does not exist"),
            r.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.file("out")), "checked before the replay runs")
    }

    /// Runs the tool in a child process (its stdout and stderr are what a user sees).
    @MainActor private func run(_ args: [String]) throws -> ProcessRunner.Result {
        let binary = try BuiltProduct.playground()
        let env = ProcessRunner.environment(["DISPLAY": nil, "WAYLAND_DISPLAY": nil, "SDL_VIDEODRIVER": nil])
        return try ProcessRunner.run(binary, args, environment: env, timeout: 60)
    }
}
