import RefreshCore
import RefreshPlayground

/// What turns the frames the window presents into an animated GIF or APNG (`G`, `--animation`).
/// The command line gives the window one (RefreshTesting's `AnimatedCapture`, through
/// `WindowApp.Options.makeAnimationEncoder`), so the window's module imports no testing library
/// and a window build compiles it beside RefreshTesting, not after it.
package protocol AnimationEncoder: AnyObject {
    /// Adds `frame`, presented at `time` (seconds); false once the frames fill its memory.
    func add(_ frame: Bitmap, at time: Double) -> Bool
    /// Writes the animation to `path`, its last frame shown until `time`, and returns the line the
    /// window prints ("animation: 'path' (GIF, 42 frames, …)").
    func write(to path: String, endingAt time: Double) throws -> String
}
