/// The clock of a filmstrip: every number the sampler waits or samples by. A scene runs at its
/// host's frame rate (the playground's scenes at the replay's default 60 frames a second) on its
/// virtual clock; animation cells are a fifteenth of a second apart (every fourth frame at 60).
package enum FilmstripTiming {
    /// Frames per second the playground's scenes are stepped at.
    package static let fps = 60.0
    /// Frames between two animation cells (1/15 s).
    package static let framesPerSample = 4
    /// Seconds between two animation cells.
    package static var sampleInterval: Double { Double(framesPerSample) / fps }
    /// Seconds each pull cell is held before it is drawn, so state animations (the arrow turning,
    /// 0.25 s) have finished and what shows is the steady look of that percent.
    package static let holdSeconds = 0.5
    /// Seconds after the pull past the threshold (t = 0) at which the finger lets go.
    package static let releaseSeconds = 0.4
    /// How long the playground examples' refreshing handler takes, and the refresh's length the
    /// public filmstrip gives a control whose handler does not end it: one turn of the spinner,
    /// one loop of pull-ring's refreshing frames (0.84 s).
    package static let refreshSeconds = 1.0
    /// The longest the animation rows may run, in case a refresh never starts or never ends.
    package static let maxTimelineSeconds = 6.0
    /// The longest the scene may take to come to rest before filming (`header.auto-begin`
    /// refreshes at launch).
    package static let maxSettleSeconds = 6.0
}
