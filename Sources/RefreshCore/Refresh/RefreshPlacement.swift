/// Where a pulled control (a header, a back footer) shows while it is pulled and while it
/// refreshes, as SmartRefreshLayout's `SpinnerStyle` and easy_refresh's header positions. The pull
/// rule (thresholds, percent, physics) is the same in every placement, measured with the control's
/// ``RefreshComponent/designHeight``; only the control's frame, its order among the scroll view's
/// subviews and, for `front`, the hover inset differ.
public enum RefreshPlacement: Sendable, CaseIterable {
    /// Just past the edge of the content, moving with it (MJRefresh's; SmartRefreshLayout's
    /// `Translate`): the default.
    case translate
    /// Pinned to the scroll view's edge behind the content, revealed as the content is pulled away
    /// (SmartRefreshLayout's `FixedBehind`); back with the content once it is no longer pulled.
    case behind
    /// Drawn over the content (SmartRefreshLayout's `FixedFront`): it comes in with the pull and
    /// stops at the scroll view's edge; while it refreshes it stays there over the content, which
    /// springs back to rest (no hover inset) unless ``RefreshComponent/frontPushesContent`` asks it
    /// to make room.
    case front
    /// Stretched over the room the pull opens (SmartRefreshLayout's `Scale`): its frame spans from
    /// the scroll view's edge to the content, growing with the pull and shrinking as the content
    /// comes back, and its content is laid out centred in it (``RefreshComponent/designBounds``).
    /// At rest, and hovering at its height while it refreshes, it is where `translate` puts it.
    case scale
}

extension PullGeometry {
    /// Where a control in `placement` starts on the axis at `offset`: pinned to the edge of the
    /// visible room (`behind` while pulled; `front` once pulled by its extent and while refreshing)
    /// or at `rest`. (`scale` stretches instead: `stretchedSpan(at:rest:)`; here it is at rest.)
    /// - Parameters:
    ///   - placement: The control's placement.
    ///   - offset: The content offset on the axis.
    ///   - rest: The control's resting origin (translate's).
    ///   - shift: The control's ignored inset, signed outward.
    ///   - refreshing: True while the control refreshes or shows its outcome.
    /// - Returns: The control's origin on the axis, in content coordinates.
    func origin(
        of placement: RefreshPlacement, at offset: Double, rest: Double, shift: Double, refreshing: Bool
    ) -> Double {
        let pull = pull(at: offset)
        let pinned =
            (edge.isLeading
                ? offset + inset.leading(edge.axis) : offset + viewport - inset.trailing(edge.axis) - extent) + shift
        switch placement {
        case .translate, .scale: return rest
        case .behind: return pull > 0 ? pinned : rest
        case .front: return refreshing || pull >= extent ? pinned : rest
        }
    }

    /// How far the content at `offset` is drawn past the edge (negative: scrolled in).
    /// - Parameter offset: A content offset on the axis.
    /// - Returns: The room the pull opens, in points.
    func pull(at offset: Double) -> Double { edge.isLeading ? happenOffset - offset : offset - happenOffset }

    /// The `scale` placement's span at `offset`: over the whole room the pull opens, from the
    /// content's edge (where the control ends at rest, at the leading edge; where it starts, at the
    /// trailing one) out to the scroll view's; at rest, extent long, when the content is not pulled.
    /// - Parameters:
    ///   - offset: The drawn content offset on the axis.
    ///   - rest: The control's resting origin (translate's).
    /// - Returns: The frame's origin and length on the axis.
    func stretchedSpan(at offset: Double, rest: Double) -> (origin: Double, extent: Double) {
        let room = pull(at: offset)
        guard room > 0 else { return (rest, extent) }
        return (edge.isLeading ? rest + extent - room : rest, room)
    }
}
