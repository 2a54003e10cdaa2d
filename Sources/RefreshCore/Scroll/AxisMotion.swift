/// What moves one axis of a scroll view between input events.
enum AxisMotion {
    case none
    /// Free momentum that started at `start`.
    case decelerating(Deceleration, start: Double)
    /// A spring toward `edge` that started at `start`.
    case bouncing(Spring, edge: Double, start: Double)
    /// `setContentOffset(_:animated: true)`: from `from` to `to` along `ScrollView.animatedScrollCurve`.
    case scrolling(from: Double, to: Double, start: Double, duration: Double)

    var isNone: Bool { if case .none = self { return true } else { return false } }
    var isPhysics: Bool {
        switch self {
        case .decelerating, .bouncing: return true
        default: return false
        }
    }
}
