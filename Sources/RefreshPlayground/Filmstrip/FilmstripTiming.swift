/// The clock of a filmstrip: every number the sampler waits or samples by. The scene runs at the
/// replay's default 60 frames a second on its manual clock; animation cells are every fourth frame.
public enum FilmstripTiming {
    /// Frames per second the scene is stepped at.
    public static let fps = 60.0
    /// Frames between two animation cells (1/15 s).
    public static let framesPerSample = 4
    /// Seconds between two animation cells.
    public static var sampleInterval: Double { Double(framesPerSample) / fps }
    /// Seconds each pull cell is held before it is drawn, so state animations (the arrow turning,
    /// 0.25 s) have finished and what shows is the steady look of that percent.
    public static let holdSeconds = 0.5
    /// Seconds after the pull past the threshold (t = 0) at which the finger lets go.
    public static let releaseSeconds = 0.4
    /// How long the refreshing handler takes (the examples' default): one turn of the spinner,
    /// one loop of pull-ring's refreshing frames (0.84 s).
    public static let refreshSeconds = 1.0
    /// The longest the animation rows may run, in case a refresh never starts or never ends.
    public static let maxTimelineSeconds = 6.0
    /// The longest the scene may take to come to rest before filming (`header.auto-begin`
    /// refreshes at launch).
    public static let maxSettleSeconds = 6.0
}
