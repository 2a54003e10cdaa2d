/// The bounds every animation folder (`RefreshAnimationManifest` and the images it names) must stay
/// within. A manifest or image outside them is refused with an error naming the file, the field and
/// the allowed range, so no folder can make a header absurdly large, exhaust memory or stall loading.
/// Documented in `Assets/README.md`.
public enum AnimationLimits {
    /// `scale`: pixels per point of the images (the canvases draw at 1…4).
    public static let scale: ClosedRange<Double> = 0.25...8
    /// `duration`: seconds of one pass of a state's images.
    public static let duration: ClosedRange<Double> = 0.01...60
    /// Frames of one state (a `frames` list or an animation's frames).
    public static let framesPerState = 1000
    /// Frames of all the states of one animation together.
    public static let framesPerAnimation = 2000
    /// Pixels of a frame's side (a PNG's width or height, an animation's canvas or any image inside it).
    public static let pixelSide = 2048
    /// Points of a frame's side (pixels ÷ scale): a gif header grows to its tallest frame, and a
    /// header taller than this could not be pulled past its threshold in most windows.
    public static let pointSide = 256.0
    /// Bytes of every decoded frame of one animation together (width × height × 4 each).
    public static let decodedBytes = 64 * 1024 * 1024
    /// Bytes of `manifest.json`.
    public static let manifestBytes = 1024 * 1024
    /// Bytes of one image file (a PNG frame or an animation) before decoding.
    public static let imageFileBytes = 32 * 1024 * 1024

    /// "0.25…8": a range as messages and docs write it.
    /// - Parameter range: One of the limits above, such as `scale` or `duration`.
    /// - Returns: The bounds in JSON number form joined by "…".
    public static func text(_ range: ClosedRange<Double>) -> String {
        JSONValue.numberText(range.lowerBound) + "…" + JSONValue.numberText(range.upperBound)
    }
}
