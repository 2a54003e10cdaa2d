/// Where a pulled control (a header, a back footer) shows while it is pulled and while it
/// refreshes, as SmartRefreshLayout's `SpinnerStyle` and easy_refresh's header positions. The pull
/// rule (thresholds, percent, physics) is the same in every placement; only the control's frame,
/// its order among the scroll view's subviews and, for `front`, the hover inset differ.
public enum RefreshPlacement: Sendable, CaseIterable {
    /// Just past the edge of the content, moving with it (MJRefresh's; SmartRefreshLayout's
    /// `Translate`): the default.
    case translate
    /// Pinned to the scroll view's edge behind the content, revealed as the content is pulled away
    /// (SmartRefreshLayout's `FixedBehind`); back with the content once it is no longer pulled.
    case behind
    /// Drawn over the content (SmartRefreshLayout's `FixedFront`): it comes in with the pull and
    /// stops at the scroll view's edge; while it refreshes it stays there over the content, which
    /// springs back to rest (no hover inset).
    case front
}

extension RefreshComponent {
    /// Where this control's frame starts on its pull axis now, for its `placement`: `rest` (its
    /// place just past the content) for `translate` and whenever its placement keeps it there.
    /// - Parameters:
    ///   - rest: The control's resting origin on the axis, in content coordinates.
    ///   - shift: Its `ignoredScrollViewContentInset…` on its edge, signed outward (negative at the
    ///     top), so a pinned control is moved as a resting one is.
    /// - Returns: The origin to give the frame on the axis.
    func placedOrigin(rest: Double, shift: Double) -> Double {
        guard effectivePlacement != .translate, let sv = scrollView, let g = pullGeometry else { return rest }
        return g.origin(
            of: placement, at: sv.contentOffset[g.edge.axis], rest: rest, shift: shift,
            refreshing: state == .refreshing || state == .finished)
    }

    /// Re-places the control for its placement as the offset or the state changed (nothing to do
    /// for `translate`, whose place depends on neither), and keeps it in its order among rows added
    /// since (a list inserts new cells at the back, `addSubview` at the front).
    func followPlacement() {
        guard effectivePlacement != .translate, let edge = pullEdge else { return }
        keepPlacementOrder()
        guard let placed = placedOriginNow() else { return }
        if frame.origin[edge.axis] != placed {
            var origin = frame.origin
            origin[edge.axis] = placed
            frame.origin = origin
        }
    }

    /// A `front` control over every other subview; any other under every subview that is not a
    /// refresh control (so a header and a footer behind the content do not swap places each frame).
    private func keepPlacementOrder() {
        guard placementRest != nil, let sv = superview else { return }
        if placement == .front {
            if sv.subviews.last !== self { sv.insertSubview(self, at: sv.subviews.count) }
        } else if sv.subviews.prefix(while: { $0 !== self }).contains(where: { !($0 is RefreshComponent) }) {
            sv.insertSubview(self, at: 0)
        }
    }

    /// A new placement: put in its order among the subviews and placed (back at rest for
    /// `translate`).
    func placementDidChange() {
        keepPlacementOrder()
        followPlacement()
        if placement == .translate { setNeedsLayout() }
    }
}

extension PullGeometry {
    /// Where a control in `placement` starts on the axis at `offset`: pinned to the edge of the
    /// visible room (`behind` while pulled; `front` once pulled by its extent and while refreshing)
    /// or at `rest`.
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
        let pull = edge.isLeading ? happenOffset - offset : offset - happenOffset
        let pinned =
            (edge.isLeading
                ? offset + inset.leading(edge.axis) : offset + viewport - inset.trailing(edge.axis) - extent) + shift
        switch placement {
        case .translate: return rest
        case .behind: return pull > 0 ? pinned : rest
        case .front: return refreshing || pull >= extent ? pinned : rest
        }
    }
}
