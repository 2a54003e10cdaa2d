import RefreshCore
import RefreshTestSupport
import XCTest

@testable import RefreshPlayground
@testable import RefreshPlaygroundCommands

nonisolated final class ReplayRunnerTests: XCTestCase {
    lazy var dir = temporaryFolder("replay")

    /// Parses and runs `json` into a folder (`out`, or `out` in the test's folder), returning the
    /// trace read back from its file: for what the runner writes.
    @discardableResult
    @MainActor func replayFile(_ json: String, out: String? = nil) throws -> (ReplayRunner, [TraceFrame]) {
        let script = try ReplayScriptParser.parse(data: Data(json.utf8), fileName: "t.json")
        let outDir = out ?? dir.file("out")
        let runner = try ReplayRunner(script: script, outputDirectory: outDir)
        try runner.run()
        return (runner, try TraceFrame.read((outDir as NSString).appendingPathComponent("trace.jsonl")))
    }

    @MainActor func testFrameCountingFollowsTheContract() async throws {
        let (runner, trace) = try replay(
            "list.plain", fps: 60,
            steps: [
                .down(Point(x: 100, y: 100)),
                .move(Point(x: 100, y: 200), duration: 0.5),
                .move(Point(x: 100, y: 210), duration: 0),
                .up,
                .wait(seconds: 1),
                .rows(count: 3),
            ]
        ).runnerAndTrace
        // move 0.5 s → 30 frames, move 0 → 1 frame, wait 1 s → 60 frames, trailing instant step → 1 frame.
        XCTAssertEqual(runner.framesProduced, 92)
        XCTAssertEqual(trace.map(\.frame), Array(0..<92))
        XCTAssertEqual(trace[30].t, 0.5, accuracy: 1e-9)
        XCTAssertTrue(trace[0].dragging, "down applies at the start of the first frame, the first sample in it")
        XCTAssertEqual(trace[31].dragging, false, "up applies at the start of the frame after the last move")
        XCTAssertEqual(trace.last!.contentHeight, 180, "rows applied at the start of the last frame")
    }

    @MainActor func testFirstTraceLineIsExactlyTheContractFormat() async throws {
        try replayFile(#"{"example":"list.plain","steps":[{"op":"wait","seconds":0.02}]}"#)
        let text = try String(contentsOfFile: dir.file("out/trace.jsonl"), encoding: .utf8)
        XCTAssertEqual(
            text.split(separator: "\n").first.map(String.init),
            #"{"frame":0,"t":0,"offset":{"x":0,"y":0},"inset":{"top":0,"left":0,"bottom":0,"right":0},"#
                + #""contentSize":{"width":390,"height":6000},"viewport":{"width":390,"height":844},"#
                + #""dragging":false,"decelerating":false,"header":null,"footer":null,"trailer":null,"#
                + #""announcement":null,"banner":null,"newAbove":null}"#)
    }

    @MainActor func testPullPastTopRubberBandsAndSpringsBack() async throws {
        let (_, trace) = try replay(
            "list.plain",
            steps: .drag(from: Point(x: 200, y: 100), to: Point(x: 200, y: 300), duration: 0.5, hold: 0.1),
            [.wait(seconds: 1.5)]
        ).runnerAndTrace
        let dragged = trace.filter(\.dragging)
        XCTAssertEqual(dragged.last!.offsetY, -RubberBand.offset(for: 200, dimension: 844), accuracy: 0.001)
        let released = trace.first { !$0.dragging && $0.frame > 0 }!
        XCTAssertTrue(released.decelerating)
        XCTAssertEqual(trace.last!.offsetY, 0)
        XCTAssertFalse(trace.last!.decelerating)
        // Monotonic spring-back (critically damped: no overshoot from rest).
        let back = trace.filter { $0.frame >= released.frame }.map(\.offsetY)
        XCTAssertEqual(back, back.sorted())
    }

    @MainActor func testWheelNeverOverscrollsAndKeysAnimate() async throws {
        let (_, trace) = try replay(
            "list.plain", rows: 20,
            steps: [
                .wheel(dx: 0, dy: 5),
                .wait(seconds: 0.1),
                .wheel(dx: 0, dy: -3),
                .wait(seconds: 0.1),
                .key("End"),
                .wait(seconds: 0.5),
                .wheel(dx: 0, dy: -100),
                .wait(seconds: 0.1),
            ]
        ).runnerAndTrace
        XCTAssertEqual(trace[0].offsetY, 0, "wheel up at the top stays at the top")
        XCTAssertEqual(trace[6].offsetY, 120, "3 lines of 40 pt")
        let maxY = 20 * 60 - 844.0
        XCTAssertEqual(
            trace[20].offsetY, 120 + (maxY - 120) * TimingCurve.easeInOut.value(at: 8 / 19.8), accuracy: 0.01,
            "End eases in and out over 0.33 s")
        XCTAssertEqual(trace.last!.offsetY, maxY)
        XCTAssertTrue(trace.allSatisfy { $0.offsetY >= 0 && $0.offsetY <= maxY })
    }

    @MainActor func testOutputIsByteIdenticalRunToRun() async throws {
        let json = """
            {"example":"list.plain","scale":2,"steps":[
              {"op":"down","x":200,"y":600},{"op":"move","x":200,"y":200,"duration":0.1},{"op":"up"},
              {"op":"wait","seconds":0.4},{"op":"screenshot","name":"fling"},
              {"op":"insert","at":"top","count":5},{"op":"inset","top":30},{"op":"wait","seconds":0.1},
              {"op":"screenshot","name":"after"}]}
            """
        try replayFile(json, out: dir.file("a"))
        try replayFile(json, out: dir.file("b"))
        for name in ["trace.jsonl", "fling.png", "after.png"] {
            let a = FileManager.default.contents(atPath: dir.file("a/\(name)"))
            XCTAssertNotNil(a, name)
            XCTAssertEqual(
                a, FileManager.default.contents(atPath: dir.file("b/\(name)")), "\(name) differs between runs")
        }
    }

    @MainActor func testScreenshotBeforeAnyFrameProducesOne() async throws {
        let (runner, _) = try replayFile(#"{"example":"list.plain","steps":[{"op":"screenshot","name":"first"}]}"#)
        XCTAssertEqual(runner.framesProduced, 1)
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir.file("out/first.png")))
    }

    @MainActor func testResizeChangesViewportAndImage() async throws {
        let (runner, trace) = try replay(
            "list.plain", steps: [.resize(Size(width: 300, height: 400)), .screenshot(name: "small")]
        ).runnerAndTrace
        XCTAssertEqual(((trace[0].raw["viewport"] as! [String: Any])["width"] as! NSNumber).doubleValue, 300)
        XCTAssertEqual(runner.snapshot().width, 300)
        XCTAssertEqual(runner.snapshot().height, 400)
    }

    @MainActor func testCommandLineExitCodes() async throws {
        let good = dir.write("good.json", #"{"example":"list.plain","steps":[{"op":"wait","seconds":0.05}]}"#)
        let bad = dir.write("bad.json", #"{"example":"list.plain","steps":[{"op":"drag"}]}"#)
        XCTAssertEqual(CommandLineTool.main(["rp", "replay", good, "--out", dir.file("o1")]), 0)
        XCTAssertEqual(CommandLineTool.main(["rp", "replay", bad, "--out", dir.file("o2")]), 2)
        XCTAssertEqual(CommandLineTool.main(["rp", "replay", dir.file("missing.json"), "--out", dir.file("o3")]), 2)
        XCTAssertEqual(CommandLineTool.main(["rp", "replay", good]), 2, "--out is required")
        XCTAssertEqual(CommandLineTool.main(["rp", "replay", good, "--out", "/proc/refresh-cannot-write"]), 1)
        XCTAssertEqual(CommandLineTool.main(["rp", "list"]), 0)
        XCTAssertEqual(CommandLineTool.main(["rp", "--example", "nope"]), 2)
        XCTAssertEqual(CommandLineTool.main(["rp", "--size", "abc"]), 2)
        XCTAssertEqual(
            CommandLineTool.main(["rp", "--language", "xx"]), 2, "an unknown language is refused, not ignored")
    }

    /// Counts the frames it is told about.
    @MainActor final class CountingProbe: ReplayFrameProbe {
        var frames = 0
        func frameWillStart() {}
        func frameDidTick() {}
        func frameDidRender(scene: PlaygroundScene, inputs: Int, time: Double) { frames += 1 }
    }

    /// A runner with a probe (the soak's and the benchmark's) lets its host, scene and views go when
    /// it goes: the host holds its probe, the runner, weakly (LeakSanitizer found the cycle).
    @MainActor func testARunnerWithAProbeIsFreedWithItsScene() async throws {
        weak var runnerLeft: ReplayRunner?
        weak var headerLeft: RefreshComponent?
        let probe = CountingProbe()
        do {
            let script = SceneScript(
                configuration: SceneConfiguration(exampleID: "header.normal"), steps: [.key("F5"), .wait(seconds: 2)])
            let runner = try ReplayRunner(script: script, outputDirectory: nil)
            runner.probe = probe
            try runner.run()
            runnerLeft = runner
            headerLeft = runner.scene.component(.header)
        }
        XCTAssertEqual(probe.frames, 120, "2 s at 60 fps; the key applies in the first")
        XCTAssertNil(runnerLeft, "the runner is freed")
        XCTAssertNil(headerLeft, "and its scene's controls with it")
    }
}
