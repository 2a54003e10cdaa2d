import Foundation
import RefreshCore
import RefreshSDL
import XCTest

@testable import RefreshPlayground
@testable import RefreshPlaygroundCommands

/// Seconds until an example's refresh handler ends by itself (a script's `refreshDelay`), or
/// `never` (`null`: the steps end it). A number literal is a number of seconds.
enum RefreshDelay: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    case seconds(Double)
    case never

    init(floatLiteral value: Double) { self = .seconds(value) }
    init(integerLiteral value: Int) { self = .seconds(Double(value)) }

    var json: JSONValue {
        switch self {
        case let .seconds(s): return .number(s)
        case .never: return .null
        }
    }
}

/// What a replay left, in memory: its trace, its screenshots in the order taken, and the runner
/// (its scene and host as the last step left them).
struct Replay {
    let runner: ReplayRunner
    /// The trace lines as the runner wrote them (docs/replay.md, "Trace").
    let traceLines: [String]
    /// The trace lines parsed.
    let trace: [TraceFrame]
    let screenshots: [(name: String, picture: Bitmap)]

    /// The runner and the trace, as a pair to take apart (`let (runner, trace) = …`).
    var runnerAndTrace: (ReplayRunner, [TraceFrame]) { (runner, trace) }

    /// The scene as the last step left it (an `example` step replaces the first).
    var scene: PlaygroundScene { runner.scene }

    /// The scene and the trace, as a pair to take apart (`let (scene, trace) = …`).
    var sceneAndTrace: (scene: PlaygroundScene, trace: [TraceFrame]) { (runner.scene, trace) }

    /// The last frame drawn, as the window showed it when the steps ended.
    var lastFrame: Bitmap { runner.snapshot() }

    /// The picture of the screenshot step named `name` (the last one of that name).
    func screenshot(_ name: String) -> Bitmap? { screenshots.last { $0.name == name }?.picture }
}

/// The script a JSON script with these fields would be, read as the playground reads one: `steps`
/// (array literals of single steps and gestures such as `.drag(from:to:)`, in order) on the
/// example `example`, with `viewport`, `scale`, `fps`, `rows`, `refreshDelay`, `language`, `theme`
/// and `reduceMotion` (nil or left out: the script's default), checked by the same reader (the
/// example's controls, the budget). For a runner of a test's own (a probe); `replay(…)` runs one.
@MainActor
func sceneScript(
    _ example: String, viewport: Size? = nil, scale: Double = 1, fps: Double = 60, rows: Int? = nil,
    refreshDelay: RefreshDelay? = nil, language: String? = "en", theme: RefreshTheme? = nil,
    reducesMotion: Bool = false, steps: [ReplayStep]...
) throws -> SceneScript {
    var script = ReplayScript(steps: steps.flatMap { $0 })
    if let viewport { script.viewport = viewport }
    script.scale = scale
    script.fps = fps
    script.language = language
    script.theme = theme
    script.reducesMotion = reducesMotion
    script.appFields = [("example", .string(example))]
    if let rows { script.appFields.append(("rows", .number(Double(rows)))) }
    if let refreshDelay { script.appFields.append(("refreshDelay", refreshDelay.json)) }
    return try ReplayScriptParser.scene(of: script, fileName: "\(example).swift")
}

/// Runs the script `sceneScript(…)` makes of these fields and `steps` on `RefreshTestHost` in
/// memory: no file is written or read. A problem fails at the caller's `file` and `line` and is
/// thrown.
@MainActor
func replay(
    _ example: String, viewport: Size? = nil, scale: Double = 1, fps: Double = 60, rows: Int? = nil,
    refreshDelay: RefreshDelay? = nil, language: String? = "en", theme: RefreshTheme? = nil,
    reducesMotion: Bool = false, file: StaticString = #filePath, line: UInt = #line, steps: [ReplayStep]...
) throws -> Replay {
    do {
        let scene = try sceneScript(
            example, viewport: viewport, scale: scale, fps: fps, rows: rows, refreshDelay: refreshDelay,
            language: language, theme: theme, reducesMotion: reducesMotion, steps: steps.flatMap { $0 })
        let runner = try ReplayRunner(script: scene, outputDirectory: nil)
        var screenshots: [(name: String, picture: Bitmap)] = []
        runner.screenshotSink = { screenshots.append(($0, $1)) }
        runner.host.recordsTrace = true
        try runner.run()
        let lines = runner.host.trace
        return Replay(
            runner: runner, traceLines: lines, trace: try lines.map(TraceFrame.init(line:)), screenshots: screenshots)
    } catch {
        XCTFail("replay of \(example) failed: \(error)", file: file, line: line)
        throw error
    }
}

/// Compares every screenshot `replay` took with its golden `__Snapshots__/<File>/<test>.<name>.png`
/// (see `assertScreenshot`), failing at the caller's `file` and `line`; a replay that took none fails.
func assertScreenshots(
    of replay: Replay, file: StaticString = #filePath, testName: String = #function, line: UInt = #line
) {
    XCTAssertFalse(replay.screenshots.isEmpty, "the replay took no screenshot", file: file, line: line)
    for (name, picture) in replay.screenshots {
        assertScreenshot(picture, named: name, file: file, testName: testName, line: line)
    }
}
