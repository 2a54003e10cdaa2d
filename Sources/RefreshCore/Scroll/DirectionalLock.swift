/// How a touch's travel decides a drag's axis, the rule nested scroll views and
/// `ScrollView.isDirectionalLockEnabled` share (UIKit's pan hysteresis and directional lock).
///
/// Nothing is decided before the touch has moved `touchSlop` points from where it went down, so a
/// finger's wobble at the start of a drag never picks an axis. Past it, the axis with the longer
/// travel is the drag's (`dominantAxis`); a drag that locks its direction locks only when one
/// axis's travel is at least `lockRatio` times the other's (`lockedAxis`): a drag between the two
/// is diagonal and moves freely, as UIKit's directional lock does.
package enum DirectionalLock {
    /// Points a touch travels before its drag's axis is decided: UIKit's pan hysteresis, about
    /// 10 pt. A horizontal scroll view inside a vertical one (a carousel in a list) takes the touch
    /// only when the travel past it is mostly horizontal.
    package static let touchSlop = 10.0

    /// How many times longer one axis's travel must be than the other's for a directional lock to
    /// lock onto it (within about 27° of the axis); between, the drag is diagonal and free.
    package static let lockRatio = 2.0

    /// True once `translation` (points) has left the slop: its length is at least `touchSlop`.
    package static func hasLeftSlop(_ translation: Point) -> Bool {
        (translation.x * translation.x + translation.y * translation.y).squareRoot() >= touchSlop
    }

    /// The axis of the longer travel, horizontal only when strictly longer (a 45° drag is the
    /// vertical list's, as UIKit's inner horizontal pan refuses it).
    package static func dominantAxis(_ translation: Point) -> Axis {
        abs(translation.x) > abs(translation.y) ? .horizontal : .vertical
    }

    /// The axis a directional lock keeps for a drag that left the slop with `translation`; nil for
    /// a diagonal drag (neither travel `lockRatio` times the other), which moves on both axes.
    package static func lockedAxis(_ translation: Point) -> Axis? {
        let dx = abs(translation.x), dy = abs(translation.y)
        if dx >= lockRatio * dy { return .horizontal }
        if dy >= lockRatio * dx { return .vertical }
        return nil
    }
}
