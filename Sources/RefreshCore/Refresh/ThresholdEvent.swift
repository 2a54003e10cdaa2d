/// A crossing of a pull control's threshold (its ``RefreshComponent/triggerDistance``, the control's
/// height by default) by the user's drag: what a haptic tick, a sound or a visual cue follows. The
/// header, the back footer and the trailer tell each one, the moment it happens, to
/// ``RefreshComponent/thresholdEventDidOccur(_:)`` and then ``RefreshComponent/onThresholdEvent``.
///
/// Each crossing is told exactly once, however often it happens: out, back and out again in one
/// drag is `.armed`, `.disarmed`, `.armed`; a pull given up re-arms on the next drag. Every
/// `.armed` is followed by exactly one `.disarmed` or `.triggered` before the next `.armed`. A
/// control another control's refresh blocks (``RefreshComponent/gestureMayStartRefresh`` false)
/// never arms, and a refresh begun by code (`beginRefreshing()`, F5) is no threshold event.
public enum ThresholdEvent: String, Sendable, CaseIterable {
    /// A drag crossed the threshold outward: with ``RefreshTrigger/release`` the control becomes
    /// `pulling` (releasing now refreshes); with ``RefreshTrigger/threshold`` it is told just before
    /// the refresh begins, then `.triggered`.
    case armed
    /// An armed control will not refresh after all: the drag went back under the threshold (it
    /// leaves `pulling` while dragging), or the release came short of it, or another control took
    /// the gesture, or code moved it out of `pulling` another way (a `beginRefreshing()` included).
    case disarmed
    /// The gesture started the refresh: a release past the threshold, or with
    /// ``RefreshTrigger/threshold`` the crossing itself. Told once the control is refreshing.
    case triggered
}
