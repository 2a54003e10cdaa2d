import RefreshCore
import RefreshSDL
import RefreshTestSupport
import RefreshTesting
import XCTest

@testable import RefreshPlayground
@testable import RefreshPlaygroundCommands
@testable import RefreshPlaygroundWindow

/// The parts of the script format a window recording uses: timed steps, `frame`, `speed`,
/// `example`, `up` at a point, `cancel`, `timeZone`; and the recorder's round trip.
nonisolated final class RecordedScriptTests: XCTestCase {
    /// Scenes and asset libraries made here read their files through the SDL layer, as the window's do.
    override class func setUp() {
        super.setUp()
        MainActor.assumeIsolated { SDLAssetDecoding.install() }
    }

    lazy var dir = temporaryFolder("recorded")

    @MainActor func parse(_ json: String) throws -> SceneScript {
        try ReplayScriptParser.parse(data: Data(json.utf8), fileName: "rec.json")
    }

    @MainActor func run(_ script: SceneScript, _ name: String = "out") throws -> [String] {
        let out = dir.file(name)
        let runner = try ReplayRunner(script: script, outputDirectory: out)
        try runner.run()
        return try String(contentsOfFile: out + "/trace.jsonl", encoding: .utf8).split(separator: "\n").map(String.init)
    }

    @MainActor func testTimedStepsParse() async throws {
        let s = try parse(
            """
            {"example":"header.normal","timeZone":"Europe/Berlin","steps":[
              {"op":"frame","t":0},{"op":"down","x":10,"y":20,"t":0.5},{"op":"move","x":10,"y":30,"t":0.51},
              {"op":"up","x":10,"y":31,"t":0.52},{"op":"cancel","t":0.6},{"op":"speed","factor":0.25,"t":0.7},
              {"op":"speed","factor":1,"paused":true},{"op":"example","id":"footer.auto-normal","t":1},
              {"op":"call","target":"footer","method":"beginRefreshing"},{"op":"frame"},{"op":"up"}]}
            """)
        XCTAssertEqual(s.configuration.timeZone.identifier, "Europe/Berlin")
        XCTAssertEqual(
            s.steps,
            [
                .timed(.frame, t: 0), .timed(.down(Point(x: 10, y: 20)), t: 0.5),
                .timed(.move(Point(x: 10, y: 30), duration: 0), t: 0.51), .timed(.upAt(Point(x: 10, y: 31)), t: 0.52),
                .timed(.cancel, t: 0.6), .timed(.speed(factor: 0.25, paused: false), t: 0.7),
                .speed(factor: 1, paused: true),
                .timed(.example("footer.auto-normal"), t: 1), .call(target: .footer, method: .beginRefreshing), .frame,
                .up,
            ], "a call to the footer is valid after switching to an example that has one")
    }

    @MainActor func testTimedStepErrorsNameTheStep() async {
        func assertError(_ steps: String, _ expected: String, line: UInt = #line) {
            XCTAssertThrowsError(try parse(#"{"example":"header.normal","steps":["# + steps + "]}"), line: line) {
                XCTAssertEqual("\($0)", expected, line: line)
            }
        }
        assertError(
            #"{"op":"frame","t":1},{"op":"frame","t":0.5}"#,
            #"rec.json: step 2: "t" 0.5 is earlier than the previous step's 1.0; times never go back"#)
        assertError(
            #"{"op":"wait","seconds":1,"t":1}"#,
            #"rec.json: step 1: op "wait" cannot have a time "t" (only instant steps, frame and a move without duration can)"#
        )
        assertError(
            #"{"op":"move","x":1,"y":1,"duration":0.5,"t":1}"#,
            #"rec.json: step 1: op "move" cannot have a time "t" (only instant steps, frame and a move without duration can)"#
        )
        assertError(#"{"op":"frame","t":-1}"#, #"rec.json: step 1: "t" must be between 0 and 1000000, got -1.0"#)
        assertError(#"{"op":"speed","factor":0}"#, #"rec.json: step 1: "factor" must be between 0.01 and 4, got 0.0"#)
        assertError(
            #"{"op":"speed","paused":"yes"}"#, #"rec.json: step 1: "paused" must be true or false, not a string"#)
        assertError(#"{"op":"up","y":3}"#, #"rec.json: step 1: "x" is required for op "up" when "y" is given"#)
        assertError(#"{"op":"example","id":"nope"}"#, "rec.json: step 1: " + ExampleCatalog.unknownMessage("nope"))
        XCTAssertThrowsError(try parse(#"{"example":"list.plain","timeZone":"Mars/Olympus"}"#)) {
            XCTAssertEqual(
                "\($0)",
                #"rec.json: "timeZone" must be a time zone identifier such as "UTC" or "Europe/Berlin", got "Mars/Olympus""#
            )
        }
    }

    @MainActor func testEveryStepSurvivesTheWriterAndParser() async throws {
        var config = SceneConfiguration(exampleID: "footer.back-normal")
        config.viewport = Size(width: 320.5, height: 600)
        config.scale = 2
        config.rows = 7
        config.refreshDelay = .some(nil)
        config.language = "zh-Hans"
        config.startDate = Date(timeIntervalSince1970: 1_800_000_000)
        config.timeZone = TimeZone(identifier: "Asia/Tokyo")!
        let steps: [ReplayStep] = [
            .down(Point(x: 1.25, y: 2)), .move(Point(x: 3, y: 4), duration: 0.5), .move(Point(x: 5, y: 6), duration: 0),
            .up, .upAt(Point(x: 7, y: 8)), .cancel, .wheel(dx: 0.5, dy: -2), .trackpad(dx: -1.5, dy: 12.25),
            .wait(seconds: 1), .key("F5"),
            .call(target: .footer, method: .endRefreshingWithNoMoreData), .rows(count: 3),
            .insert(atTop: false, count: 5),
            .resize(Size(width: 400, height: 600)), .inset(EdgeInsets(top: 10, left: 1, bottom: 2, right: 3)),
            .language("ja"), .screenshot(name: "a-1.b"), .frame, .speed(factor: 0.1, paused: false),
            .speed(factor: 0.5, paused: true), .example("header.gif"), .theme(.dark),
            .timed(.frame, t: 1.0 / 3), .timed(.down(Point(x: 0.1, y: 0.2)), t: 0.4), .timed(.key("Home"), t: 0.4),
            .hover(Point(x: 9.5, y: -10)), .timed(.hover(Point(x: 11, y: 12)), t: 0.5),
        ]
        let text = SceneScript(configuration: config, steps: steps).serialized()
        let back = try parse(text)
        XCTAssertEqual(back.steps, steps, text)
        XCTAssertEqual(back.configuration.viewport, config.viewport)
        XCTAssertEqual(back.configuration.scale, 2)
        XCTAssertEqual(back.configuration.rows, 7)
        XCTAssertEqual(back.configuration.refreshDelay.map { $0 == nil }, true)
        XCTAssertEqual(back.configuration.language, "zh-Hans")
        XCTAssertEqual(back.configuration.startDate, config.startDate)
        XCTAssertEqual(back.configuration.timeZone.identifier, "Asia/Tokyo")
    }

    @MainActor func testSpeedSlowsTheFramesThatFollow() async throws {
        let trace = try replay(
            "list.plain",
            steps: [
                .wait(seconds: 0.05), .speed(factor: 0.25, paused: false), .wait(seconds: 0.05),
                .speed(factor: 1, paused: true), .wait(seconds: 0.05),
            ]
        ).trace
        let times = trace.map(\.t)
        XCTAssertEqual(times.count, 9)
        XCTAssertEqual(times[0], 0)
        XCTAssertEqual(times[2], 2.0 / 60, accuracy: 0.001)
        XCTAssertEqual(times[3] - times[2], 0.25 / 60, accuracy: 0.001, "0.25×: a quarter of a frame's time per frame")
        XCTAssertEqual(times[5], times[2] + 0.75 / 60, accuracy: 0.001)
        XCTAssertEqual(Set(times[5...]).count, 1, "paused: frames go on, scene time stands still")
    }

    @MainActor func testTimedFramesAreAtTheirTimesAndExampleSwitchKeepsTheViewport() async throws {
        let lines = try replay(
            "list.plain", viewport: Size(width: 320, height: 480),
            steps: [
                .timed(.frame, t: 0.25), .timed(.key("End"), t: 1), .timed(.frame, t: 1.1),
                .timed(.example("header.normal"), t: 2), .call(target: .header, method: .beginRefreshing),
                .timed(.frame, t: 2.05), .wait(seconds: 0.1),
            ]
        ).trace.map(\.raw)
        XCTAssertEqual(
            lines.map { $0["t"] as? Double },
            [
                0.25, 1.1, 2.05, 2.05 + 1.0 / 60, 2.05 + 2.0 / 60, 2.05 + 3.0 / 60,
                2.05 + 4.0 / 60, 2.05 + 5.0 / 60, 2.05 + 6.0 / 60,
            ].map { ($0 * 1000).rounded() / 1000 })
        let y1 = ((lines[1]["offset"] as? [String: Any])?["y"] as? Double) ?? 0
        XCTAssertGreaterThan(y1, 0, "End at t = 1 is 0.1 s into its 0.33 s scroll at t = 1.1: on its way")
        let maxY = (((lines[1]["contentSize"] as? [String: Any])?["height"] as? Double) ?? 0) - 480
        XCTAssertLessThan(y1, maxY * 0.5, "…not at the end yet")
        XCTAssertTrue(lines[0]["header"] is NSNull)
        let header = try XCTUnwrap(lines[2]["header"] as? [String: Any], "after the switch the scene has a header")
        XCTAssertEqual(header["state"] as? String, "refreshing")
        XCTAssertEqual((lines[2]["viewport"] as? [String: Any])?["width"] as? Double, 320, "the viewport carries over")
        let y = { (i: Int) in ((lines[i]["offset"] as? [String: Any])?["y"] as? Double) ?? 0 }
        // The untimed call applies at the start of the next frame (2.05): the reveal starts there.
        XCTAssertEqual(y(2), 0)
        XCTAssertLessThan(y(3), 0, "the header's reveal has begun…")
        XCTAssertGreaterThan(y(3), -54, "…and plays over frames, not at once")
        XCTAssertLessThan(y(8), y(3))
    }

    @MainActor func testAnUnknownKeyDoesNothing() async throws {
        for example in ["list.plain", "header.normal", "footer.back-normal", "trailer.horizontal"] {
            let plain = try replay(example, steps: [.wait(seconds: 0.1)]).traceLines
            let keyed = try replay(
                example, steps: [.key("F12"), .key("X"), .key("Left"), .wait(seconds: 0.1)]
            ).traceLines
            XCTAssertEqual(keyed, plain, example)
            let scene = try PlaygroundScene(configuration: SceneConfiguration(exampleID: example))
            XCTAssertFalse(scene.key("F12"), "F12 means nothing in \(example)")
        }
    }

    /// The core's script writer with the playground's fields (what `RefreshWindow` records), driven
    /// the way the window drives a scene (catch up, apply, record), writes a script whose replay
    /// gives the window's very trace lines.
    @MainActor func testARecordingReplaysToTheSameTrace() async throws {
        var config = SceneConfiguration(exampleID: "header.normal")
        config.startDate = Date(timeIntervalSince1970: 1_800_000_000)
        let path = dir.file("rec.json")
        let recorder = try ReplayScriptWriter(
            path: path, script: SceneScript(configuration: config, steps: []).replayScript)
        let scene = try PlaygroundScene(configuration: config)
        var windowTrace: [String] = []
        var frame = 0
        func input(_ step: ReplayStep, at t: Double, _ body: () -> Void) {
            scene.tick(at: t)
            body()
            recorder.append(.timed(step, t: t))
        }
        func present(at t: Double) {
            scene.tick(at: t)
            recorder.append(.timed(.frame, t: t))
            windowTrace.append(scene.traceLine(frame: frame, time: t))
            frame += 1
        }
        // Irregular real frame timing, several inputs between frames, a pull past the threshold.
        var t = 0.0
        present(at: t)
        t = 0.02
        input(.down(Point(x: 200, y: 100)), at: 0.013) { scene.route(.pointerDown(Point(x: 200, y: 100), time: 0.013)) }
        for i in 1...25 {
            t += i % 3 == 0 ? 0.021 : 0.0137
            let p = Point(x: 200, y: 100 + Double(i) * 9)
            input(.move(p, duration: 0), at: t - 0.004) { scene.route(.pointerMoved(p, time: t - 0.004)) }
            present(at: t)
        }
        input(.upAt(Point(x: 200, y: 325)), at: t + 0.002) {
            scene.route(.pointerUp(Point(x: 200, y: 325), time: t + 0.002))
        }
        for _ in 0..<150 {
            t += 0.0171
            present(at: t)
        }
        recorder.finish()
        XCTAssertTrue(windowTrace.contains { $0.contains(#""state":"refreshing""#) }, "the pull refreshed")

        let replayed = try run(ReplayScriptParser.parse(file: path))
        XCTAssertEqual(replayed.count, windowTrace.count)
        for (i, (a, b)) in zip(windowTrace, replayed).enumerated() where a != b {
            return XCTFail("frame \(i) differs:\nwindow \(a)\nreplay \(b)")
        }
    }
}
