/// What a view tree needs from its host: the clock, the main-loop scheduler, the animator and a
/// text measurer. A `Window` owns one; views reach it through `window?.context`.
public final class ViewContext {
    public let clock: Clock
    public let scheduler: Scheduler
    public let animator: Animator
    public var textMeasurer: TextMeasurer
    /// Pixels per point of the display the tree is drawn on (used for pixel-snapped stop thresholds).
    public var scale: Double

    public init(clock: Clock, textMeasurer: TextMeasurer = ApproximateTextMeasurer(), scale: Double = 1) {
        self.clock = clock
        self.scheduler = Scheduler(clock: clock)
        self.animator = Animator(clock: clock)
        self.textMeasurer = textMeasurer
        self.scale = scale > 0 && scale.isFinite ? scale : 1
    }
}
