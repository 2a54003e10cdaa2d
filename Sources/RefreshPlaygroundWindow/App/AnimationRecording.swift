import Foundation
import RefreshCore
import RefreshPlayground
import RefreshSDL

/// An animation the window records (`G`, `--animation`): at every presented frame the scene alone
/// (as `P` captures it, without the HUD and the browser) drawn in software, with the real time
/// it was presented, so a stutter shows as the long frame it was.
final class AnimationRecording {
    /// Keeps the frames and writes the file.
    let encoder: any AnimationEncoder
    /// The file it is written to when it stops.
    let path: String
    /// When it started (`MonotonicClock` seconds).
    let startTime: Double
    /// The scene is drawn here, repainting only what changed since the frame before.
    private var target: DamageTrackingTarget?

    init(path: String, encoder: any AnimationEncoder, startTime: Double) {
        self.path = path
        self.encoder = encoder
        self.startTime = startTime
    }

    /// Adds `scene` as presented at `time`; false once the frames fill the capture's memory.
    func add(_ scene: PlaygroundScene, scale: Double, text: TextRenderer, at time: Double) -> Bool {
        let size = scene.window.bounds.size
        do {
            if let target {
                try target.resize(to: size, scale: scale)
            } else {
                target = try DamageTrackingTarget(size: size, scale: scale, textRenderer: text)
            }
        } catch {
            return true   // a size the window cannot draw either: nothing new to add
        }
        guard let target else { return true }
        _ = target.renderFrame(clear: scene.clearColor) { scene.render(in: $0) }
        return encoder.add(target.snapshot(), at: time)
    }

    /// Writes the animation, its last frame shown until `time`, and returns the line to print.
    func write(endingAt time: Double) throws -> String {
        try encoder.write(to: path, endingAt: time)
    }
}
