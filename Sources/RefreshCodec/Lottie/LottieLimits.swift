/// The bounds a Lottie file must stay within before rlottie sees a byte of it (`LottieDocument`).
/// rlottie crashes on some malformed or crafted files (deep nesting, cyclic parent layers, absurd
/// canvases), so the toolkit checks every file with its own JSON reader first and refuses one
/// outside these bounds with a message naming the problem.
public struct LottieLimits: Equatable, Sendable {
    /// Bytes of the file at most.
    public var fileBytes: Int
    /// Levels of nested objects and arrays at most (a designer's export is about 10–20 deep).
    public var nestingDepth: Int
    /// Layers at most, in the main composition and every precomposition together.
    public var layers: Int
    /// Frames at most (`op − ip`).
    public var frames: Int
    /// Pixels of the canvas's side (`w`, `h`) at most.
    public var canvasSide: Int
    /// Frames per second (`fr`) at most.
    public var frameRate: Double

    /// Limits of the given values.
    /// - Parameters:
    ///   - fileBytes: Bytes of the file at most.
    ///   - nestingDepth: Levels of nested objects and arrays at most.
    ///   - layers: Layers at most, every composition together.
    ///   - frames: Frames at most.
    ///   - canvasSide: Pixels of the canvas's side at most.
    ///   - frameRate: Frames per second at most.
    public init(fileBytes: Int, nestingDepth: Int, layers: Int, frames: Int, canvasSide: Int, frameRate: Double) {
        self.fileBytes = fileBytes
        self.nestingDepth = nestingDepth
        self.layers = layers
        self.frames = frames
        self.canvasSide = canvasSide
        self.frameRate = frameRate
    }

    /// What every file is checked against by default: 4 MiB, 48 levels, 500 layers, 1000 frames,
    /// a 2048 px canvas, 120 frames per second.
    public static let standard = LottieLimits(
        fileBytes: 4 * 1024 * 1024, nestingDepth: 48, layers: 500, frames: 1000, canvasSide: 2048, frameRate: 120)
}
