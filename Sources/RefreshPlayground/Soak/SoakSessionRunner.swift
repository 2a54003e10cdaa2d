import RefreshCore
import RefreshSDL

/// What running one session under the checker gave.
public struct SoakOutcome {
    /// Frames produced (and checked).
    public let frames: Int
    /// Every violation, in order.
    public let violations: [SoakViolation]
    /// Warnings the toolkit logged (wrong-state calls and the like: expected in random sessions).
    public let warnings: Int

    /// The first violation, if any.
    public var firstViolation: SoakViolation? { violations.first }
}

/// Runs a session (a replay script) through `ReplayRunner`, the same code `replay` uses, with an
/// `InvariantChecker` after every frame and its end check after the last. Frames are only ticked,
/// not drawn, unless `renders` is set (drawing costs most of a frame's time).
public enum SoakSessionRunner {
    /// Runs `script` with `checker` (built-in checks by default); `renders` draws every frame too.
    /// Throws only when the headless target cannot be made.
    public static func run(_ script: ReplayScript, checker: InvariantChecker = InvariantChecker(),
                           renders: Bool = false, textRenderer: TextRenderer? = nil) throws -> SoakOutcome {
        let warnings = WarningCounter()
        defer { warnings.stop() }
        let runner = try ReplayRunner(script: script, outputDirectory: nil, textRenderer: textRenderer)
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
/// make many wrong-state calls on purpose), then puts the previous sink back.
private final class WarningCounter {
    private(set) var count = 0
    private let previous: (String) -> Void

    init() {
        previous = Log.sink
        Log.sink = { [unowned self] _ in self.count += 1 }
    }

    func stop() { Log.sink = previous }
}
