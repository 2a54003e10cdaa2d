import ArgumentParser
import Foundation
import RefreshCore
import RefreshPlayground
import RefreshTesting

/// `refresh-playground replay SCRIPT.json --out DIR`: runs a script headless (docs/replay.md).
struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Run a replay script headless: a trace line per frame and its screenshots.",
        discussion: "The script format, its time rules and the trace are described in docs/replay.md.")

    @Argument(help: "The replay script (JSON).")
    var script: String

    @Option(help: "The folder for trace.jsonl and the screenshots (created if missing).")
    var out: String

    @OptionGroup var animation: AnimationOptions

    func run() throws { try MainActor.assumeIsolated { try runOnMainActor() } }

    /// `run()` on the main actor, where the playground's scenes and windows live (commands run on the main thread).
    @MainActor private func runOnMainActor() throws {
        let parsed: SceneScript
        do {
            parsed = try ReplayScriptParser.parse(file: script)
        } catch {
            throw CommandLineTool.fail(2, "\(error)")
        }
        do {
            let path = animation.animation, format = path.flatMap(AnimatedCapture.Format.init(path:))
            if let path { try OutputPath.checkFile(path, what: "the animation") }
            let runner = try ReplayRunner(script: parsed, outputDirectory: out)
            runner.animation = format.map(animation.capture)
            try runner.run()
            print(
                "replay: \(runner.framesProduced) frames written to \(EchoedText.escaped(out, limit: EchoedText.pathLimit))"
            )
            if let path, let capture = runner.animation {
                let bytes = try capture.write(to: path, end: runner.endTime)
                print("replay: " + AnimationReport.line(capture, path: path, end: runner.endTime, bytes: bytes))
            }
        } catch {
            throw CommandLineTool.fail(1, "\(error)")
        }
    }
}
