import ArgumentParser
import Foundation
import RefreshCore
import RefreshPlayground
import RefreshPlaygroundWindow
import RefreshSDL
import RefreshTesting

/// `refresh-playground [window]`: the interactive playground window.
struct WindowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "window",
        abstract: "Open the playground window (the default command).",
        discussion: WindowShortcut.helpText)

    @Option(
        help: ArgumentHelp(
            "The example to open; `refresh-playground list` prints them (Tab in the window browses them).",
            valueName: "id"))
    var example = ExampleCatalog.defaultID

    @Option(
        help: ArgumentHelp(
            "The window's size in points, WxH, each side 50…10000 (default 390x844, shortened to fit a smaller screen).",
            valueName: "WxH"))
    var size: String?

    @OptionGroup var scene: SceneOptions

    @Option(
        help: ArgumentHelp("Write one JSON line per presented frame to this file (docs/replay.md).", valueName: "file"))
    var trace: String?

    @Option(
        help: ArgumentHelp(
            "Record the session (input with its frame timing) as a replay script to this file.",
            valueName: "file"))
    var record: String?

    @Option(
        help: ArgumentHelp("The folder P and G write captures into (created when needed).", valueName: "folder"))
    var captures = "captures"

    @OptionGroup var animation: AnimationOptions

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Quit after this many presented frames (tests, benchmarks).", valueName: "count"))
    var frames: Int?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Pace frames at this rate, 1…480, instead of the display's (vsync off): see how animations look at 30 or 120 fps.",
            valueName: "rate"))
    var fps: Double?

    @Flag(
        help: ArgumentHelp(
            "Reduced motion: spinners and image loops stand still, animations jump to their end (M toggles it; also REFRESH_REDUCE_MOTION=1 or the desktop's animations turned off)."
        ))
    var reduceMotion = false

    @Flag(
        help: ArgumentHelp(
            "Speak the refresh controls' announcements through speech-dispatcher (spd-say) when it is installed; the HUD and the trace show them anyway."
        ))
    var speak = false

    func validate() throws { try MainActor.assumeIsolated { try validateOnMainActor() } }

    /// `validate()` on the main actor (the example catalogue and themes live there).
    @MainActor private func validateOnMainActor() throws {
        guard ExampleCatalog.example(id: example) != nil else {
            throw ValidationError(ExampleCatalog.unknownMessage(example))
        }
        _ = try Self.parseSize(size ?? Self.defaultSize)
        if let frames, frames <= 0 { throw ValidationError("--frames \(frames): give a positive count") }
        if let fps, !(fps.isFinite && (1...480).contains(fps)) {
            throw ValidationError("--fps \(fps): give a rate 1…480")
        }
    }

    func run() throws { try MainActor.assumeIsolated { try runOnMainActor() } }

    /// `run()` on the main actor, where the playground's scenes and windows live (commands run on the main thread).
    @MainActor private func runOnMainActor() throws {
        var config = SceneConfiguration(exampleID: example)
        config.language = nil   // the environment's locale unless --language says otherwise
        config.viewport = try Self.parseSize(size ?? Self.defaultSize)
        scene.apply(to: &config)
        config.reducesMotion = reduceMotion   // (RefreshWindow adds the environment's and the desktop's wish)
        var options = WindowApp.Options()
        options.speaksAnnouncements = speak
        options.tracePath = trace
        options.recordPath = record
        options.captureDirectory = captures
        options.animationPath = animation.animation
        options.animationFramesPerSecond = animation.framesPerSecond
        options.animationScale = animation.scale
        options.makeAnimationEncoder = AnimatedCapture.encoder
        options.frameLimit = frames
        options.frameRate = fps
        options.fitsScreen = size == nil
        if record == nil {
            // A recording starts with no last-updated history, as its replay does.
            config.lastUpdatedStore = FileLastUpdatedStore.defaultPath(environment: ProcessInfo.processInfo.environment)
                .map { FileLastUpdatedStore(path: $0) }
        }
        do {
            let app = try WindowApp(configuration: config, options: options)
            // One line for a newcomer: where the other examples are.
            // An example that takes Tab (list.split moves its focus with it) leaves the browser Ctrl+Tab.
            let browse = ExampleCatalog.example(id: example)?.content == .split ? "Ctrl+Tab" : "Tab"
            print(
                "refresh-playground: \(example); \(browse) browses all \(ExampleCatalog.all.count) examples, H shows the HUD, Q quits"
            )
            fflush(nil)
            app.onFirstFrame = {
                StartupTimeline.mark(.firstPresent)
                StartupTimeline.reportIfAsked()
            }
            app.run()
        } catch let SDLError.noDisplay(message) {
            throw CommandLineTool.fail(
                1,
                "cannot open a window: \(message).\n"
                    + "Run it under a display (for example `xvfb-run -a refresh-playground`) or headless with "
                    + "`refresh-playground replay SCRIPT.json --out DIR`.")
        } catch {
            throw CommandLineTool.fail(1, "\(error)")
        }
    }

    /// The window's size without `--size`: an iPhone's, in points (shortened to fit a smaller screen).
    static let defaultSize = "390x844"

    /// "390x844" → 390×844 points, each side within `SceneConfiguration.viewportSides`.
    static func parseSize(_ text: String) throws -> Size {
        let sides = SceneConfiguration.viewportSides
        let range = "\(Int(sides.lowerBound))…\(Int(sides.upperBound))"
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]), w.isFinite, h.isFinite else {
            throw ValidationError(
                "--size \(EchoedText.escaped(text)): give WxH in points, e.g. 390x844, each side \(range)")
        }
        guard sides.contains(w), sides.contains(h) else {
            throw ValidationError("--size \(EchoedText.escaped(text)): each side must be \(range) points")
        }
        return Size(width: w, height: h)
    }
}
