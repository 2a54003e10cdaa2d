/// One animatable property of a view: the model value (what code reads back at once) and the
/// presentation value (what is drawn), as UIKit separates a layer's model and presentation.
///
/// Setting the value inside `Animator.animate` keeps the model final at once and animates the
/// presentation from where it is drawn now; setting it outside snaps both.
@MainActor
public final class AnimatedValue<Value: Interpolatable> {
    /// The value code set last: final at once, even while an animation is still drawing toward it.
    public private(set) var model: Value
    /// The value drawn this frame: equal to `model` unless an animation is in flight.
    public private(set) var presentation: Value
    private var from: Value
    private var start = 0.0
    private var duration = 0.0
    private var curve = TimingCurve.linear
    /// True while an animation is moving the presentation value.
    public private(set) var isAnimating = false

    /// Creates a property showing `value`, with no animation running.
    /// - Parameter value: The initial model and presentation value.
    public init(_ value: Value) {
        model = value
        presentation = value
        from = value
    }

    /// Sets the model value; animates the presentation when a transaction is open.
    ///
    /// Inside `Animator.animate` with a positive duration, the presentation moves from where it is
    /// drawn now to `value` on the transaction's curve; setting the same value while idle does nothing.
    /// Outside a transaction, both values snap to `value` and any running animation stops.
    /// - Parameter value: The new model value.
    public func set(_ value: Value) {
        if let tx = Animator.openTransaction, tx.duration > 0 {
            guard value != model || isAnimating else { return }
            from = presentation
            model = value
            start = tx.startTime
            duration = tx.duration
            curve = tx.curve
            if !isAnimating {
                isAnimating = true
                tx.animator.track(self)
            }
        } else {
            model = value
            presentation = value
            isAnimating = false
        }
    }

    /// Stops any animation and shows the model value.
    public func finish() {
        presentation = model
        isAnimating = false
    }
}

extension AnimatedValue: AnimationTrack {
    func step(now: Double) -> Bool {
        guard isAnimating else { return true }
        let t = duration > 0 ? (now - start) / duration : 1
        if t >= 1 {
            finish()
            return true
        }
        presentation = t <= 0 ? from : Value.interpolate(from, model, curve.value(at: t))
        return false
    }
}

/// Something the animator steps each frame; returns true when it has finished.
@MainActor
protocol AnimationTrack: AnyObject {
    func step(now: Double) -> Bool
}
