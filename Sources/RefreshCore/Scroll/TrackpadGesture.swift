/// A precise (trackpad) scroll as macOS and iOS trackpads behave, minus the OS momentum SDL never
/// delivers on Linux: each delta moves the content 1:1 inside the range and through the drag's
/// rubber band past an edge; once no delta has come for `idleTimeout` the gesture settles.
///
/// It is not a drag: a scroll view's `isDragging` stays false throughout, so refresh controls never
/// go to `pulling` and never refresh because of it, whatever the overscroll.
struct TrackpadGesture: Sendable {
    /// Seconds without a delta after which the gesture settles (longer than the gap between the
    /// events of one swipe, about 8–16 ms, short enough that a release feels immediate).
    static let idleTimeout = 0.1

    /// The time of the latest delta while the gesture waits to settle; nil when there is none.
    private(set) var lastDeltaTime: Double?

    /// Creates a gesture with nothing pending.
    init() {}

    /// True from a delta until the gesture settles or is cancelled.
    var isPending: Bool { lastDeltaTime != nil }

    /// Records a delta at `time` (a clock that goes backwards keeps the later time).
    mutating func noteDelta(at time: Double) {
        lastDeltaTime = max(lastDeltaTime ?? time, time)
    }

    /// Ends the gesture without settling (a touch, the wheel or the app took over).
    mutating func cancel() { lastDeltaTime = nil }

    /// When `time` is at least `idleTimeout` past the latest delta: ends the gesture and returns the
    /// moment it went idle (latest delta + `idleTimeout`), where settling starts. Otherwise nil.
    mutating func settleTime(at time: Double) -> Double? {
        guard let last = lastDeltaTime, time - last >= Self.idleTimeout else { return nil }
        lastDeltaTime = nil
        return last + Self.idleTimeout
    }

    /// Where content drawn at `shown` goes for a delta `delta` on one axis with the range `lo…hi`:
    /// the delta is added to the unresisted position and the rubber band applied again, so repeated
    /// deltas past an edge give ever smaller overscroll exactly as one long drag would. Without
    /// `bounces` the result is clamped to the range. `dimension` is the band's (the viewport's size),
    /// `coefficient` its `c` (the scroll view's ``ScrollPhysics/rubberBandCoefficient``).
    static func offset(
        from shown: Double, by delta: Double, min lo: Double, max hi: Double,
        dimension: Double, bounces: Bool, coefficient: Double = RubberBand.coefficient
    ) -> Double {
        guard bounces else { return Swift.min(Swift.max(shown + delta, lo), hi) }
        let raw =
            RubberBand.unresisted(shown, min: lo, max: hi, dimension: dimension, coefficient: coefficient) + delta
        return RubberBand.resisted(raw, min: lo, max: hi, dimension: dimension, coefficient: coefficient)
    }
}
