/// What a pulled control remembers of the gestures that pull it (RefreshComponent+Pull).
struct PullTracking {
    /// The drag (`ScrollView.dragCount`) during which the control last began refreshing, if any.
    var refreshDrag: Int?
    /// True while the control keeps itself in view as it hovers (`keepHovering()`, a trailing
    /// control's): from the start of the refresh until the user drags (then where the content goes
    /// is theirs) or the refresh ends.
    var keepsHoverInView = false
}

extension RefreshComponent {
    /// The drag (`ScrollView.dragCount`) during which this component last began refreshing, if any.
    var refreshDrag: Int? {
        get { pullTracking.refreshDrag }
        set { pullTracking.refreshDrag = newValue }
    }

    /// True while a pull control keeps itself in view as it hovers (``PullTracking``).
    var keepsHoverInView: Bool {
        get { pullTracking.keepsHoverInView }
        set { pullTracking.keepsHoverInView = newValue }
    }

    /// The pull geometry of this control now: nil when it is not pulled (an auto footer) or not
    /// attached.
    var pullGeometry: PullGeometry? {
        guard let edge = pullEdge, let sv = scrollView else { return nil }
        let extent = edge.axis == .vertical ? designHeight : frame.width
        return PullGeometry(
            edge: edge, content: sv.contentSize[edge.axis], viewport: sv.bounds.size[edge.axis],
            inset: scrollViewOriginalInset, extent: extent, trigger: pullTriggerDistance(extent: extent))
    }

    /// MJRefresh's pull rule, at every edge: idle ↔ pulling one trigger distance (an extent by
    /// default) past the edge while dragging, a refresh when released while pulling (or as the drag
    /// crosses it, with `refreshTrigger` `.threshold`), only the percent in no more data. While
    /// refreshing (or showing the outcome) the hover follows the offset instead
    /// (`hoverOffsetDidChange`).
    func pullOffsetDidChange() {
        guard let sv = scrollView, let g = pullGeometry else { return }
        followPlacement()
        if state == .refreshing || state == .finished { return hoverOffsetDidChange(g) }
        let offset = sv.contentOffset[g.edge.axis]
        guard g.isPulled(at: offset) else {
            // Back inside the content (even in one jump): this pull can no longer refresh.
            heldPullDidChange(false)
            if state == .pulling { state = .idle }
            if sv.isDragging { pullingPercent = 0 }
            return
        }
        if sv.isDragging {
            pullingPercent = g.percent(at: offset)
            if state == .idle && g.isPastThreshold(at: offset) && gestureMayStartRefresh {
                // (a control another one blocks never promises a refresh)
                if refreshTrigger == .release {
                    state = .pulling
                } else if refreshesOnCrossing(sv) {
                    beginRefreshingOnCrossing()
                }
            } else if state == .pulling && !g.isPastThreshold(at: offset) {
                state = .idle
            }
            heldPullDidChange(state == .idle && g.isPastThreshold(at: offset) && isHeldByAnotherControl)
        } else if state == .pulling {
            beginRefreshingFromGesture()
        } else if state == .noMoreData {
            pullingPercent = g.percent(at: offset)
        }
    }

    /// While refreshing (or showing the outcome), scrolling the content in past the leading edge
    /// shrinks the added inset so section headers do not float below a gap (MJRefresh's header's
    /// `resetInset`); scrolling back out restores it. A trailing control keeps its inset.
    private func hoverOffsetDidChange(_ g: PullGeometry) {
        guard g.edge.isLeading, !hoversOverContent, let sv = scrollView else { return }
        let rest = g.inset.leading(g.edge.axis)
        let target = min(max(-sv.contentOffset[g.edge.axis], rest), rest + g.extent)
        setLeadingHoverInset(target - rest, g)
    }

    /// Sets the inset a leading control adds, unless it differs from what it adds by less than a
    /// billionth of a point (so scrolling does not churn the scroll view's insets).
    private func setLeadingHoverInset(_ value: Double, _ g: PullGeometry) {
        guard abs(value - addedInset.leading(g.edge.axis)) > 1e-9 else { return }
        setAddedInset(g.insets(value))
    }

    /// Entering `refreshing` hovers, and leaving it (or the outcome it shows) gives the inset back.
    /// - Parameter old: The refresh state the control left.
    func pullStateDidChange(from old: RefreshState) {
        guard pullEdge != nil else { return }
        defer { followPlacement() }
        if state == .refreshing {
            if let g = pullGeometry { beginHovering(g) }
        } else if (old == .refreshing || old == .finished) && state != .finished {
            endHovering()   // (showing the outcome, it keeps its place)
        }
    }

    /// Hovers: adds the inset that keeps the control in view past its edge and moves there (fast
    /// animation), then runs the handler; a header refreshing in place (`beginsInPlace`) does
    /// neither and runs the handler. A refresh that began under the finger (`refreshTrigger`
    /// `.threshold`) only adds the inset: the release settles the content (`settleHeldPull()`).
    private func beginHovering(_ g: PullGeometry) {
        guard let sv = scrollView else { return }
        let generation = refreshGeneration
        let underFinger = beginsUnderFinger(sv), inPlace = beginsInPlace
        keepsHoverInView = !underFinger && !inPlace
        startReveal(
            axis: g.edge.axis, hoverOffset: g.hoverOffset, underFinger: underFinger || hoversOverContent || inPlace)
        animate(
            duration: fastAnimationDuration,
            {
                // Over the content, or refreshing where the user reads: nothing moves.
                guard !self.hoversOverContent, !inPlace else { return }
                self.setAddedInset(g.insets(g.hoverInset))
                guard !underFinger else { return }
                self.moveToHover(g)
            },
            completion: { [weak self] in
                guard let self, self.refreshGeneration == generation, self.state == .refreshing else { return }
                self.finishReveal()
                self.executeRefreshingCallback()
            })
    }

    /// Moves the content to where the control hovers.
    private func moveToHover(_ g: PullGeometry) {
        guard let sv = scrollView else { return }
        var offset = sv.contentOffset
        offset[g.edge.axis] = g.hoverOffset
        sv.contentOffset = offset
    }

    /// While a trailing control hovers, keeps it in view when what it depends on changed (the view
    /// was resized, the control's extent changed): the hover inset is set anew and, unless the user
    /// has dragged since the refresh began (`keepsHoverInView`), the offset is pinned to the new
    /// hover offset. A leading control's hover depends on neither (MJRefresh's header stays put).
    func keepHovering() {
        guard let sv = scrollView, let g = pullGeometry, !g.edge.isLeading, !hoversOverContent,
            state == .refreshing || state == .finished
        else { return }
        setAddedInset(g.insets(g.hoverInset))
        guard keepsHoverInView, !sv.isDragging else { return }
        moveToHover(g)
    }

    /// After a release that started the refresh on crossing the threshold: while the control shows
    /// it is kept in view from then on (`keepsHoverInView`), and when it shows only in part (the
    /// trigger distance is shorter than its extent, or the finger came back) the content moves to
    /// where it hovers (fast animation), a leading control taking back the inset it gave up while
    /// the content was scrolled in (`hoverOffsetDidChange`).
    func settleHeldPull() {
        guard let sv = scrollView, let g = pullGeometry, !hoversOverContent else { return }
        let offset = sv.contentOffset[g.edge.axis]
        guard g.isPulled(at: offset) else { return }   // pushed back into the content: the user's
        keepsHoverInView = true
        guard g.isBeyond(g.hoverOffset, offset) else { return }   // further out: it springs back to the hover
        animate(duration: fastAnimationDuration) {
            if g.edge.isLeading { self.setLeadingHoverInset(g.hoverInset, g) }
            self.moveToHover(g)
        }
    }

    /// The placement (or ``RefreshComponent/frontPushesContent``) changed while the control
    /// refreshes or shows its outcome: the hover follows it (fast animation). Over the content
    /// (`front`) it gives its inset back and the content goes back to rest under it; otherwise it
    /// adds its hover inset and, when the content is at its edge or pulled past it and no finger
    /// holds it, moves the content to where it hovers (scrolled in, a leading control keeps the
    /// part of the inset the offset leaves it, as `hoverOffsetDidChange` does).
    func rehover() {
        guard let sv = scrollView, let g = pullGeometry, state == .refreshing || state == .finished else { return }
        let atEdge = !g.isBeyond(g.happenOffset, sv.contentOffset[g.edge.axis])
        keepsHoverInView = !hoversOverContent && atEdge && !sv.isDragging
        animate(duration: fastAnimationDuration) {
            if self.hoversOverContent {
                self.setAddedInset(.zero)
            } else if self.keepsHoverInView {
                self.setAddedInset(g.insets(g.hoverInset))
                self.moveToHover(g)
            } else if g.edge.isLeading {
                self.hoverOffsetDidChange(g)
            } else {
                self.setAddedInset(g.insets(g.hoverInset))
            }
            self.followPlacement()
        }
    }

    /// Gives back exactly the inset the hover added (slow animation). When rows arrived meanwhile
    /// the content is longer than the offset needs, so it stays where it is and the new rows show
    /// where the control was (MJRefresh had to stop a bounce for that); otherwise the offset is
    /// clamped back to the edge inside the same animation.
    private func endHovering() {
        keepsHoverInView = false
        animateEndOfRefresh {
            self.setAddedInset(.zero)
            self.followPlacement()   // a `front` control slides back to rest with the content
        }
    }
}
