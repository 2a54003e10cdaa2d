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
    /// The pull past the end that makes the control `pulling` (its extent unless set apart).
    let trigger: Double
    /// The `ignoredScrollViewContentInset…` of the control.
    let ignored: Double

    /// How much longer the content is than the room the insets leave (negative: shorter).
    var contentBreak: Double { content - (viewport - inset.trailing(axis) - inset.leading(axis)) }
    /// The offset at which the control starts to show.
    var happenOffset: Double { contentBreak > 0 ? contentBreak - inset.leading(axis) : -inset.leading(axis) }
    /// Past this offset, releasing refreshes.
    var threshold: Double { happenOffset + trigger }
    /// The offset at which the control hovers in view while refreshing: one extent past the end.
    var hoverOffset: Double { happenOffset + extent }
    /// The control's origin on the axis: after the content, or at the end of the visible room when
    /// the content is shorter.
    var origin: Double { max(content + ignored, viewport - inset.leading(axis) - inset.trailing(axis) + ignored) }
    /// The trailing inset the control adds while it hovers (its extent, plus the gap short content leaves).
    var hoverInset: Double { extent + max(0, -contentBreak) }
    func percent(at offset: Double) -> Double { trigger > 0 ? max(0, (offset - happenOffset) / trigger) : 0 }
}

extension RefreshComponent {
    /// The trailing-pull geometry of this control on `axis` now.
    func trailingPullGeometry(axis: Axis, ignored: Double) -> TrailingPullGeometry? {
        guard let sv = scrollView else { return nil }
        let extent = frame.size[axis]
        return TrailingPullGeometry(
            axis: axis, content: sv.contentSize[axis], viewport: sv.bounds.size[axis],
            inset: scrollViewOriginalInset, extent: extent, trigger: pullTriggerDistance(extent: extent),
            ignored: ignored)
    }

    /// MJRefresh's back-footer offset rule on `axis`: idle ↔ pulling one trigger distance (an extent
    /// by default) past the end while dragging, a refresh when released while pulling (or as the
    /// drag crosses it, with `refreshTrigger` `.threshold`), only the percent in no more data.
    func trailingPullOffsetDidChange(_ g: TrailingPullGeometry) {
        guard let sv = scrollView, !isRefreshing, state != .finished else { return }
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
                // (a control another one blocks never promises a refresh)
                if refreshTrigger == .release {
                    state = .pulling
                } else if refreshesOnCrossing(sv) {
                    beginRefreshingOnCrossing()
                }
            } else if state == .pulling && offset <= g.threshold {
                state = .idle
            }
        } else if state == .pulling {
            beginRefreshingFromGesture()
        }
    }

    /// Hovers: adds the trailing inset that keeps the control in view and moves there (fast
    /// animation), then runs the handler. A refresh that began under the finger (`refreshTrigger`
    /// `.threshold`) only adds the inset: the release settles the content (`settleHeldPull()`).
    func trailingPullBeginRefreshing(_ g: TrailingPullGeometry) {
        guard let sv = scrollView else { return }
        let generation = refreshGeneration
        let underFinger = beginsUnderFinger(sv)
        keepsHoverInView = !underFinger
        startReveal(axis: g.axis, hoverOffset: g.hoverOffset, underFinger: underFinger)
        animate(
            duration: fastAnimationDuration,
            {
                var added = EdgeInsets.zero
                if g.axis == .vertical { added.bottom = g.hoverInset } else { added.right = g.hoverInset }
                self.setAddedInset(added)
                guard !underFinger else { return }
                var offset = sv.contentOffset
                offset[g.axis] = g.hoverOffset
                sv.contentOffset = offset
            },
            completion: { [weak self] in
                guard let self, self.refreshGeneration == generation, self.state == .refreshing else { return }
                self.finishReveal()
                self.executeRefreshingCallback()
            })
    }

    /// While hovering, keeps the control in view when what it depends on changed (the view was
    /// resized, the control's extent changed): the hover inset is set anew and, unless the user has
    /// dragged since the refresh began (`keepsHoverInView`), the offset is pinned to the new hover
    /// offset.
    func trailingPullKeepHovering(_ g: TrailingPullGeometry) {
        guard let sv = scrollView, state == .refreshing || state == .finished else { return }
        var added = EdgeInsets.zero
        if g.axis == .vertical { added.bottom = g.hoverInset } else { added.right = g.hoverInset }
        setAddedInset(added)
        guard keepsHoverInView, !sv.isDragging else { return }
        var offset = sv.contentOffset
        offset[g.axis] = g.hoverOffset
        sv.contentOffset = offset
    }

    /// After a release that started the refresh on crossing the threshold: while the control shows
    /// it is kept in view from then on (`keepsHoverInView`), and when it shows only in part (the
    /// trigger distance is shorter than its extent, or the finger came back) the content moves to
    /// where it hovers (fast animation).
    func trailingPullSettle(_ g: TrailingPullGeometry) {
        guard let sv = scrollView else { return }
        let offset = sv.contentOffset[g.axis]
        guard offset > g.happenOffset else { return }   // pushed back into the content: the user's
        keepsHoverInView = true
        guard offset < g.hoverOffset else { return }   // further out: it springs back to the hover
        animate(duration: fastAnimationDuration) {
            var p = sv.contentOffset
            p[g.axis] = g.hoverOffset
            sv.contentOffset = p
        }
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
