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

    /// The same motion for content moved by `shift` points along its axis: momentum goes on from
    /// the moved position with the same velocity, a bounce's edge and an animated scroll's ends move too.
    func shifted(by shift: Double) -> AxisMotion {
        switch self {
        case .none: return .none
        case let .decelerating(d, start):
            return .decelerating(Deceleration(x0: d.x0 + shift, v0: d.v0, rate: d.rate), start: start)
        case let .bouncing(s, edge, start): return .bouncing(s, edge: edge + shift, start: start)
        case let .scrolling(from, to, start, duration):
            return .scrolling(from: from + shift, to: to + shift, start: start, duration: duration)
        }
    }
}
