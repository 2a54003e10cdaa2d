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

extension RefreshComponent {
    /// Where this control's frame starts on its pull axis now and how long it is there, for its
    /// `placement`: `rest` and its design height for `translate` and whenever its placement keeps
    /// it there; `scale` stretches it over the room the drawn offset opens.
    /// - Parameters:
    ///   - rest: The control's resting origin on the axis, in content coordinates.
    ///   - shift: Its `ignoredScrollViewContentInset…` on its edge, signed outward (negative at the
    ///     top), so a pinned control is moved as a resting one is.
    /// - Returns: The frame's origin and length on the axis.
    func placedSpan(rest: Double, shift: Double) -> (origin: Double, extent: Double) {
        let design = designHeight
        guard effectivePlacement != .translate, let sv = scrollView, let g = pullGeometry else { return (rest, design) }
        if effectivePlacement == .scale {
            return g.stretchedSpan(at: sv.presentationContentOffset[g.edge.axis], rest: rest)
        }
        let origin = g.origin(
            of: placement, at: sv.contentOffset[g.edge.axis], rest: rest, shift: shift,
            refreshing: state == .refreshing || state == .finished)
        return (origin, design)
    }

    /// The span the placement gives the control now on its pull axis; nil when it has no rest.
    func placedSpanNow() -> (origin: Double, extent: Double)? {
        placementRest.map { placedSpan(rest: $0.origin, shift: $0.shift) }
    }

    /// True while the control refreshes over the content without making room for it (`front`
    /// unless ``frontPushesContent``): it adds no hover inset and the content stays at rest.
    var hoversOverContent: Bool { effectivePlacement == .front && !frontPushesContent }

    /// Re-places the control for its placement as the offset or the state changed (nothing to do
    /// for `translate`, whose place depends on neither), and keeps it in its order among rows added
    /// since (a list inserts new cells at the back, `addSubview` at the front).
    func followPlacement() {
        guard effectivePlacement != .translate, pullEdge != nil else { return }
        keepPlacementOrder()
        applyPlacedSpan()
    }

    /// Gives the frame the span its placement gives it now on the pull axis (a header's and a
    /// footer's vertical one), when it differs. A stretched (`scale`) frame follows what is drawn,
    /// so it is set at once, never animated; its design height is kept apart (`designHeight`).
    func applyPlacedSpan() {
        guard let span = placedSpanNow(), frame.minY != span.origin || frame.height != span.extent else { return }
        let design = designHeight
        var f = frame
        f.origin.y = span.origin
        f.size.height = span.extent
        isStretchingFrame = true
        stretchedDesignHeight = span.extent == design ? nil : design
        if effectivePlacement == .scale || frame.height != span.extent {
            Animator.withoutAnimation { frame = f }
        } else {
            frame = f
        }
        isStretchingFrame = false
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

    /// A new placement: put in its order among the subviews and placed (back at rest, at its
    /// design height, for `translate`). While the control refreshes, the hover follows: the inset
    /// the new placement wants is set and the content moved to it (`rehover()`).
    func placementDidChange() {
        if placement == .scale, clipsBeforeScale == nil {
            clipsBeforeScale = clipsToBounds
            clipsToBounds = true   // stretched shorter than its design height, the content is cut
        } else if placement != .scale, let clips = clipsBeforeScale {
            clipsToBounds = clips
            clipsBeforeScale = nil
        }
        keepPlacementOrder()
        applyPlacedSpan()
        if placement == .translate { setNeedsLayout() }
        rehover()
    }
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
