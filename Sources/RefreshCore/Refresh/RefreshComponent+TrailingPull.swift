/// Where a control at the trailing end of an axis shows and when it triggers: MJRefresh's back
/// footer (vertical) and trailer (horizontal) share this geometry.
struct TrailingPullGeometry {
    let axis: Axis
    /// The content's length on the axis.
    let content: Double
    /// The scroll view's length on the axis.
    let viewport: Double
    /// The scroll view's inset without the control's own.
    let inset: EdgeInsets
    /// The control's height (footer) or width (trailer).
    let extent: Double
    /// The `ignoredScrollViewContentInset…` of the control.
    let ignored: Double

    /// How much longer the content is than the room the insets leave (negative: shorter).
    var contentBreak: Double { content - (viewport - inset.trailing(axis) - inset.leading(axis)) }
    /// The offset at which the control starts to show.
    var happenOffset: Double { contentBreak > 0 ? contentBreak - inset.leading(axis) : -inset.leading(axis) }
    /// Past this offset, releasing refreshes.
    var threshold: Double { happenOffset + extent }
    /// The control's origin on the axis: after the content, or at the end of the visible room when
    /// the content is shorter.
    var origin: Double { max(content + ignored, viewport - inset.leading(axis) - inset.trailing(axis) + ignored) }
    /// The trailing inset the control adds while it hovers (its extent, plus the gap short content leaves).
    var hoverInset: Double { extent + max(0, -contentBreak) }
    func percent(at offset: Double) -> Double { extent > 0 ? max(0, (offset - happenOffset) / extent) : 0 }
}

extension RefreshComponent {
    /// The trailing-pull geometry of this control on `axis` now.
    func trailingPullGeometry(axis: Axis, ignored: Double) -> TrailingPullGeometry? {
        guard let sv = scrollView else { return nil }
        return TrailingPullGeometry(
            axis: axis, content: sv.contentSize[axis], viewport: sv.bounds.size[axis],
            inset: scrollViewOriginalInset, extent: frame.size[axis], ignored: ignored)
    }

    /// MJRefresh's back-footer offset rule on `axis`: idle ↔ pulling one extent past the end while
    /// dragging, a refresh when released while pulling, only the percent in no more data.
    func trailingPullOffsetDidChange(_ g: TrailingPullGeometry) {
        guard let sv = scrollView, !isRefreshing else { return }
        let offset = sv.contentOffset[g.axis]
        guard offset > g.happenOffset else {
            // Back inside the content (even in one jump): this pull can no longer refresh.
            if state == .pulling { state = .idle }
            if sv.isDragging { pullingPercent = 0 }
            return
        }
        if state == .noMoreData {
            pullingPercent = g.percent(at: offset)
        } else if sv.isDragging {
            pullingPercent = g.percent(at: offset)
            if state == .idle && offset > g.threshold && gestureMayStartRefresh {
                state = .pulling   // (a control another one blocks never promises a refresh)
            } else if state == .pulling && offset <= g.threshold {
                state = .idle
            }
        } else if state == .pulling {
            beginRefreshingFromGesture()
        }
    }

    /// Hovers: adds the trailing inset that keeps the control in view and moves there (fast
    /// animation), then runs the handler.
    func trailingPullBeginRefreshing(_ g: TrailingPullGeometry) {
        guard let sv = scrollView else { return }
        let generation = refreshGeneration
        keepsHoverInView = true
        animate(
            duration: fastAnimationDuration,
            {
                var added = EdgeInsets.zero
                if g.axis == .vertical { added.bottom = g.hoverInset } else { added.right = g.hoverInset }
                self.setAddedInset(added)
                var offset = sv.contentOffset
                offset[g.axis] = g.threshold
                sv.contentOffset = offset
            },
            completion: { [weak self] in
                guard let self, self.refreshGeneration == generation, self.state == .refreshing else { return }
                self.executeRefreshingCallback()
            })
    }

    /// While hovering, keeps the control in view when what it depends on changed (the view was
    /// resized, the control's extent changed): the hover inset is set anew and, unless the user has
    /// dragged since the refresh began (`keepsHoverInView`), the offset is pinned to the new threshold.
    func trailingPullKeepHovering(_ g: TrailingPullGeometry) {
        guard let sv = scrollView, state == .refreshing else { return }
        var added = EdgeInsets.zero
        if g.axis == .vertical { added.bottom = g.hoverInset } else { added.right = g.hoverInset }
        setAddedInset(added)
        guard keepsHoverInView, !sv.isDragging else { return }
        var offset = sv.contentOffset
        offset[g.axis] = g.threshold
        sv.contentOffset = offset
    }

    /// Gives back exactly the inset the hover added (slow animation). When rows arrived meanwhile
    /// the content is longer than the offset needs, so it stays where it is and the new rows show
    /// where the control was (MJRefresh had to stop a bounce for that); otherwise the offset is
    /// clamped back to the end inside the same animation.
    func trailingPullEndRefreshing() {
        keepsHoverInView = false
        animateEndOfRefresh { self.setAddedInset(.zero) }
    }
}
