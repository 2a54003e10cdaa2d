extension RefreshComponent {
    /// Forwards an offset change to `scrollViewContentOffsetDidChange(from:)` unless the component is
    /// hidden or has user interaction disabled.
    /// - Parameters:
    ///   - sv: The scroll view the component is attached to.
    ///   - old: The content offset before the change, in points.
    public func scrollView(_ sv: ScrollView, contentOffsetDidChangeFrom old: Point) {
        guard isUserInteractionEnabled, !isHidden else { return }
        scrollViewContentOffsetDidChange(from: old)
    }

    /// Forwards a content size change to `scrollViewContentSizeDidChange(from:)` and
    /// `scrollViewGeometryDidChange()` unless user interaction is disabled.
    /// - Parameters:
    ///   - sv: The scroll view the component is attached to.
    ///   - old: The content size before the change, in points.
    public func scrollView(_ sv: ScrollView, contentSizeDidChangeFrom old: Size) {
        guard isUserInteractionEnabled else { return }
        scrollViewContentSizeDidChange(from: old)
        scrollViewGeometryDidChange()
    }

    /// Forwards a pan state change to `scrollViewPanStateDidChange(from:)`; a new drag takes over an
    /// end animation under way, and a release short of the threshold returns a `pulling` control to
    /// idle.
    /// - Parameters:
    ///   - sv: The scroll view the component is attached to.
    ///   - old: The pan state before the change.
    public func scrollView(_ sv: ScrollView, panStateDidChangeFrom old: PanState) {
        guard isUserInteractionEnabled, !isHidden else { return }
        if sv.panState == .began {
            keepsHoverInView = false
            dragDidTakeOverEnd()   // the finger took over the slide-out
        }
        scrollViewPanStateDidChange(from: old)
        if sv.panState == .ended || sv.panState == .cancelled, state == .pulling, !isPastRefreshThreshold() {
            state = .idle   // released short of the threshold, whatever path the offset took
        }
        if sv.panState == .ended || sv.panState == .cancelled, refreshTrigger == .threshold, state == .refreshing,
            refreshDrag == sv.dragCount
        {
            // This drag started the refresh on crossing the threshold: once the release has set
            // the content moving, it settles where the control hovers.
            let generation = refreshGeneration
            deferToNextFrame { [weak self] in
                guard let self, self.refreshGeneration == generation, self.state == .refreshing,
                    self.scrollView?.isDragging == false
                else { return }
                self.settleHeldPull()
            }
        }
    }
}
