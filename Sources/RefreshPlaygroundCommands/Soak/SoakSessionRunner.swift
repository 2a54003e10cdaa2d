import Logging
import RefreshCore
import RefreshPlayground
import RefreshSDL

/// What running one session under the checker gave.
package struct SoakOutcome {
    /// Frames produced (and checked).
    package let frames: Int
    /// Every violation, in order.
    package let violations: [SoakViolation]
    /// Warnings the toolkit logged (wrong-state calls and the like: expected in random sessions).
    package let warnings: Int

    /// The first violation, if any.
    package var firstViolation: SoakViolation? { violations.first }
}

/// Runs a session (a replay script) through `ReplayRunner`, the same code `replay` uses, with an
/// `InvariantChecker` after every frame and its end check after the last. Frames are only ticked,
/// not drawn, unless `renders` is set (drawing costs most of a frame's time).
package enum SoakSessionRunner {
    /// Runs `script` with `checker` (built-in checks by default); `renders` draws every frame too.
    /// Throws only when the headless target cannot be made.
    package static func run(
        _ script: SceneScript, checker: InvariantChecker = InvariantChecker(),
        renders: Bool = false, textRenderer: TextRenderer? = nil
    ) throws -> SoakOutcome {
        let warnings = WarningCounter()
        let runner = try ReplayRunner(
            script: script, outputDirectory: nil, textRenderer: textRenderer,
            logger: warnings.logger)
        let probe = CheckingProbe(checker: checker)
        runner.probe = probe
        runner.rendersFrames = renders
        try runner.run()
        checker.finish(runner.scene, frame: max(0, probe.frame - 1), time: runner.scene.clock.now)
        return SoakOutcome(frames: probe.frame, violations: checker.violations, warnings: warnings.count)
    }
}

/// Hands every frame the runner produces to the checker.
private final class CheckingProbe: ReplayFrameProbe {
    let checker: InvariantChecker
    private(set) var frame = 0

    init(checker: InvariantChecker) { self.checker = checker }

    func frameWillStart() {}
    func frameDidTick() {}
    func frameDidRender(scene: PlaygroundScene, inputs: Int, time: Double) {
        checker.check(scene, frame: frame, time: time)
        frame += 1
    }
}

/// Counts the toolkit's warnings instead of printing them while a session runs (random sessions
/// make many wrong-state calls on purpose): the session's scene and canvas log to `logger`.
private struct WarningCounter {
    private let handler = CountingLogHandler()
    /// A logger that counts what it is given.
    var logger: Logger { Logger(label: RefreshLogging.label) { _ in handler } }
    /// Warnings (and worse) logged so far.
    var count: Int { handler.count }
}
