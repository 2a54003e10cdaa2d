import ArgumentParser
import RefreshCore
import RefreshPlayground
import RefreshTesting

/// The animated capture options replay and the window share (`--animation`, its rate and scale):
/// the session as an animated GIF or APNG with the frames' true times.
struct AnimationOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Write the session as an animation: a .gif (GIF, at most 255 colours a frame) or .png/.apng (APNG, lossless).",
            valueName: "file"))
    var animation: String?

    @Option(
        name: .customLong("animation-fps"), parsing: .unconditional,
        help: ArgumentHelp(
            "Frames per second of the animation at most, 1…60 (a GIF shows at most 50).", valueName: "rate"))
    var framesPerSecond: Double = 30

    @Option(
        name: .customLong("animation-scale"), parsing: .unconditional,
        help: ArgumentHelp("The animation's size as a share of the frames', 0.1…1.", valueName: "share"))
    var scale: Double = 1

    func validate() throws {
        if let animation, AnimatedCapture.Format(path: animation) == nil {
            throw ValidationError(
                "--animation \(EchoedText.path(animation)): give \(AnimatedCapture.allowedNames)")
        }
        if !(framesPerSecond.isFinite && (1...60).contains(framesPerSecond)) {
            throw ValidationError("--animation-fps \(framesPerSecond): give a rate 1…60")
        }
        if !(scale.isFinite && (0.1...1).contains(scale)) {
            throw ValidationError("--animation-scale \(scale): give a share 0.1…1")
        }
    }

    /// A capture in `format` with these options' rate and scale.
    func capture(_ format: AnimatedCapture.Format) -> AnimatedCapture {
        AnimatedCapture(format: format, framesPerSecond: framesPerSecond, scale: scale)
    }
}
