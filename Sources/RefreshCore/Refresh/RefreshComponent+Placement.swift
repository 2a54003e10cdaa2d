/// Where a pulled control shows (RefreshComponent+Placement): its ``RefreshPlacement`` and what
/// the `scale` placement stretches.
struct PlacementState {
    /// ``RefreshComponent/placement``.
    var placement = RefreshPlacement.translate
    /// ``RefreshComponent/frontPushesContent``.
    var frontPushesContent = false
    /// The design height while the `scale` placement stretches the frame to another (nil: the
    /// frame's height is the design height).
    var stretchedDesignHeight: Double?
    /// True while the placement sets the frame (`applyPlacedSpan()`): a height set meanwhile is not
    /// a new design height.
    var isStretchingFrame = false
    /// `clipsToBounds` as it was before the `scale` placement turned it on (nil: not scaled), so a
    /// frame stretched shorter than the design height cuts its centred content.
    var clipsBeforeScale: Bool?
}

extension RefreshComponent {
    /// Where a pulled control shows while pulled and refreshing (``RefreshPlacement``):
    /// `translate`, MJRefresh's, unless set. Only the header and the back footer follow it; the
    /// others (auto footers, the trailer) stay `translate` (`effectivePlacement`).
    public var placement: RefreshPlacement {
        get { placementState.placement }
        set {
            guard newValue != placementState.placement else { return }
            placementState.placement = newValue
            placementDidChange()
        }
    }

    /// With ``placement`` `.front`: true makes room for the control while it refreshes (the content
    /// moves on by its height, its hover inset, given back exactly at the end, as with
    /// `.translate`) while the control stays over the content; false (the default) leaves the
    /// content at rest under it. The other placements always make room.
    public var frontPushesContent: Bool {
        get { placementState.frontPushesContent }
        set {
            guard newValue != placementState.frontPushesContent else { return }
            placementState.frontPushesContent = newValue
            if effectivePlacement == .front { rehover() }
        }
    }

    /// The control's height as designed: what its threshold, pulling percent and hover inset are
    /// measured with. It is the frame's height, except while the `scale` placement stretches the
    /// frame over the room the pull opens; setting the frame's height (or a footer's `height`)
    /// sets it.
    public var designHeight: Double { placementState.stretchedDesignHeight ?? frame.height }

    /// Where the control's content goes in its bounds: its ``designHeight``, centred (on whole
    /// points) in the frame the `scale` placement stretches; the bounds themselves otherwise. The
    /// state classes lay out their labels and images in it.
    public var designBounds: Rect {
        let h = designHeight
        return Rect(x: 0, y: ((bounds.height - h) / 2).rounded(), width: bounds.width, height: h)
    }

    /// The design height while the `scale` placement stretches the frame to another (nil: the
    /// frame's height is the design height).
    var stretchedDesignHeight: Double? {
        get { placementState.stretchedDesignHeight }
        set { placementState.stretchedDesignHeight = newValue }
    }

    /// The placement the control follows: its `placement` when it is placed by the pull
    /// (`placementRest`), else `translate`.
    var effectivePlacement: RefreshPlacement { placementRest == nil ? .translate : placement }

    /// A height set by anyone but the placement (a gif control growing, a footer's `height`, a
    /// custom control's own) is the new design height: the `scale` placement stretches from it.
    /// - Parameter old: The frame size before the change.
    func placementSizeDidChange(from old: Size) {
        guard !placementState.isStretchingFrame, placementState.stretchedDesignHeight != nil,
            frame.height != old.height
        else { return }
        placementState.stretchedDesignHeight = nil
        followPlacement()
    }

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
        placementState.isStretchingFrame = true
        placementState.stretchedDesignHeight = span.extent == design ? nil : design
        if effectivePlacement == .scale || frame.height != span.extent {
            Animator.withoutAnimation { frame = f }
        } else {
            frame = f
        }
        placementState.isStretchingFrame = false
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
        if placement == .scale, placementState.clipsBeforeScale == nil {
            placementState.clipsBeforeScale = clipsToBounds
            clipsToBounds = true   // stretched shorter than its design height, the content is cut
        } else if placement != .scale, let clips = placementState.clipsBeforeScale {
            clipsToBounds = clips
            placementState.clipsBeforeScale = nil
        }
        keepPlacementOrder()
        applyPlacedSpan()
        if placement == .translate { setNeedsLayout() }
        rehover()
    }
}
