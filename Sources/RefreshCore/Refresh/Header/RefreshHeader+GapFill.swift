/// A header's gap fill (RefreshHeader+GapFill): what it fills and the view drawing it.
struct GapFillState: FeatureState {
    /// ``RefreshHeader/gapFill``.
    var fill: HeaderGapFill?
    /// The view drawing it, the header's first subview while there is a fill.
    var view: HeaderGapFillView?
}

extension RefreshHeader {
    /// What fills the overscroll gap above the header (MJRefresh's users' "header background that
    /// fills the gap", a stretchy header): a colour, a vertical gradient or an image that
    /// stretches with the pull (``HeaderGapFill``); nil (the default) fills nothing, and the
    /// window's background shows above a pulled header.
    ///
    /// The fill spans from the top of the visible gap (the scroll view's top edge as drawn; with a
    /// ``secondFloor``, the floor's bottom edge, as the floor is what the gap shows) down to the
    /// header's bottom, or down to the top of the content when that is lower (the `behind`
    /// placement pins the header above the room it opens). It never extends less than the header
    /// itself, and it is drawn over the header's `backgroundColor` and under its content; it
    /// follows the pull, the hover while refreshing and the slide out, frame by frame, as drawn.
    /// It changes no inset, threshold or physics: it only draws. Being the header's, it fades with
    /// the header's alpha and is cut by its clip (the `scale` placement clips to the room it spans,
    /// which is the gap).
    ///
    /// An image (``HeaderGapFill/image(_:mode:backdrop:)``) is anchored at the fill's bottom and
    /// centred across it; ``GapFillImageMode`` says how it scales, and
    /// ``HeaderGapFill/maximumImageScale`` how far it may be enlarged.
    public var gapFill: HeaderGapFill? {
        get { features[GapFillState.self].fill }
        set {
            features[GapFillState.self].fill = newValue
            if newValue == nil {
                features[GapFillState.self].view?.removeFromSuperview()
                features[GapFillState.self].view = nil
                return
            }
            let view = features[GapFillState.self].view ?? HeaderGapFillView()
            features[GapFillState.self].view = view
            view.fill = newValue
            if view.superview !== self || subviews.first !== view { insertSubview(view, at: 0) }
            followGapFill()
        }
    }

    /// The rectangle the gap fill covers now, in the header's coordinates (nil without a fill).
    package var gapFillFrame: Rect? { features[GapFillState.self].view?.frame }

    /// Places the fill over the gap as drawn now: from the top of the visible room (or the second
    /// floor's bottom) to the header's bottom or the content's top, whichever is lower.
    func followGapFill() {
        guard let view = features[GapFillState.self].view else { return }
        let header = presentationFrame
        var top = 0.0
        var bottom = header.height
        if let sv = scrollView {
            var viewportTop = sv.presentationContentOffset.y
            if secondFloor != nil { viewportTop = max(viewportTop, secondFloorBase) }
            top = min(0, viewportTop - header.minY)
            if let rest = placementRest { bottom = max(bottom, rest.origin + designHeight - header.minY) }
        }
        let f = Rect(x: 0, y: top, width: header.width, height: bottom - top)
        view.headerHeight = designHeight
        if subviews.first !== view { insertSubview(view, at: 0) }
        if view.frame != f { Animator.withoutAnimation { view.frame = f } }
    }
}
