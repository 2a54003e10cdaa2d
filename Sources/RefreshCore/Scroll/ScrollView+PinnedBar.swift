/// The scroll view's pinned bar (ScrollView+PinnedBar): the bar, held here rather than in a
/// stored property of `ScrollView`.
struct PinnedBarState: FeatureState {
    /// ``ScrollView/pinnedBar``.
    var bar: PinnedBar?
}

extension ScrollView {
    /// A bar pinned at the top of the viewport, over the content (a search field or tabs that
    /// stay put, as a navigation bar over a `UIScrollView`); nil (the default) for none.
    ///
    /// The bar is drawn by the scroll view's superview, just above the scroll view and across its
    /// top, so it never moves: neither with the content nor with the rubber band. Its height is
    /// part of ``adjustedContentInset``'s top (as a bar's is of UIKit's), kept apart like a refresh
    /// control's inset, so the app's ``contentInset`` stays what the app set: the content rests
    /// below the bar, and a header's threshold, its pulling percent, its hover and every
    /// placement's edge are measured from the bar's bottom edge. The header appears from under the
    /// bar, which is opaque and drawn over it. A press on the bar does not start a touch of the
    /// scroll view (`ScrollViewInputRouter`).
    ///
    /// Setting a bar while the content rests at the top keeps it at the top (below the new bar);
    /// removing it gives back exactly its height. A bar set before the scroll view has a superview
    /// joins the superview with it.
    public var pinnedBar: PinnedBar? {
        get { features[PinnedBarState.self].bar }
        set {
            let old = features[PinnedBarState.self].bar
            guard newValue !== old else { return }
            if let old {
                old.scrollView = nil
                old.removeFromSuperview()
                setRefreshInset(.zero, for: old)
            }
            newValue?.scrollView?.pinnedBar = nil
            features[PinnedBarState.self].bar = newValue
            newValue?.scrollView = self
            placePinnedBar()
            pinnedBarHeightDidChange()
        }
    }

    /// How far the pinned bar reaches down the viewport, in points: what it adds to the top of
    /// ``adjustedContentInset`` (0 without a bar or with a hidden one).
    public var pinnedBarHeight: Double {
        guard let bar = pinnedBar, !bar.isHidden else { return 0 }
        return bar.height
    }

    /// True when `point`, in touch coordinates (relative to the scroll view's frame origin), lies
    /// on the pinned bar: a press there is the bar's, not a drag of the content.
    /// - Parameter point: A point relative to the scroll view's frame origin.
    /// - Returns: False without a bar.
    package func pinnedBarContains(_ point: Point) -> Bool {
        point.y >= 0 && point.y < pinnedBarHeight && point.x >= 0 && point.x < bounds.width
    }

    /// The pinned bar's frame in the superview's coordinates: the scroll view's top, its height tall;
    /// nil without a bar.
    package var pinnedBarFrame: Rect? {
        guard let bar = pinnedBar else { return nil }
        return Rect(x: frame.minX, y: frame.minY, width: frame.width, height: bar.height)
    }

    /// Puts the bar just above the scroll view in its superview, across its top (the scroll view
    /// joined a superview, was resized, or the bar changed).
    func placePinnedBar() {
        guard let bar = pinnedBar, let f = pinnedBarFrame else { return }
        if let parent = superview {
            let mine = parent.subviews.firstIndex { $0 === self }
            let barIndex = parent.subviews.firstIndex { $0 === bar }
            if let mine, barIndex != mine + 1 {
                bar.removeFromSuperview()
                let index = parent.subviews.firstIndex { $0 === self }.map { $0 + 1 } ?? parent.subviews.count
                parent.insertSubview(bar, at: index)
            }
        } else if bar.superview != nil {
            bar.removeFromSuperview()
        }
        if bar.frame != f { bar.frame = f }
    }

    /// Adds the bar's height to the inset's top (or gives it back), keeping content that rested at
    /// the top at the top.
    func pinnedBarHeightDidChange() {
        guard let bar = pinnedBar else { return }
        let wasAtTop = !isTracking && !isMoving && contentOffset.y == minContentOffset.y
        setRefreshInset(EdgeInsets(top: pinnedBarHeight), for: bar)
        if wasAtTop, contentOffset.y != minContentOffset.y {
            setContentOffset(Point(x: contentOffset.x, y: minContentOffset.y), animated: false)
        }
        placePinnedBar()
    }
}
