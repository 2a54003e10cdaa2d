import RefreshCore
import RefreshPlayground
import RefreshPlaygroundWindow
import RefreshTesting

extension AnimatedCapture: AnimationEncoder {
    /// The encoder the window records into: GIF unless `path` ends in `.png` or `.apng`.
    static func encoder(path: String, framesPerSecond: Double, scale: Double) -> any AnimationEncoder {
        AnimatedCapture(format: Format(path: path) ?? .gif, framesPerSecond: framesPerSecond, scale: scale)
    }

    /// Adds a frame that is not a key frame; false once the capture is full (`add(_:at:key:)`).
    @discardableResult
    package func add(_ frame: Bitmap, at time: Double) -> Bool { add(frame, at: time, key: false) }

    /// Writes the file and returns `AnimationReport`'s line for it.
    package func write(to path: String, endingAt time: Double) throws -> String {
        let bytes = try write(to: path, end: time)
        return AnimationReport.line(self, path: path, end: time, bytes: bytes)
    }
}
