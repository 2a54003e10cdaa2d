/// One animatable property of a view: the model value (what code reads back at once) and the
/// presentation value (what is drawn), as UIKit separates a layer's model and presentation.
///
/// Setting the value inside `Animator.animate` keeps the model final at once and animates the
/// presentation from where it is drawn now; setting it outside snaps both.
@MainActor
public final class AnimatedValue<Value: Interpolatable> {
    public private(set) var model: Value
    public private(set) var presentation: Value
    private var from: Value
    private var start = 0.0
    private var duration = 0.0
    private var curve = TimingCurve.linear
    /// True while an animation is moving the presentation value.
    public private(set) var isAnimating = false

    public init(_ value: Value) {
        model = value
        presentation = value
        from = value
    }

    /// Sets the model value; animates the presentation when a transaction is open.
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
