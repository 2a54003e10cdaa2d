/// How a refresh that begins with the control out of view (or only partly in view) brings it in:
/// the begin animation moves the content from `from` to `to` on `axis`, and meanwhile the pulling
/// percent follows what is drawn, from `percent` (the one it had when the refresh began) to 1.
struct BeginReveal {
    let axis: Axis
    /// The drawn offset on `axis` when the refresh began, in points.
    let from: Double
    /// The offset on `axis` where the control hovers in view, in points.
    let to: Double
    /// The pulling percent when the refresh began.
    let percent: Double
    /// The percent the drawn offset gives there.
    let percentAtStart: Double
    /// The percent the drawn offset gives where the control hovers (1 unless `triggerDistance`
    /// differs from the control's extent).
    let percentAtHover: Double
}

/// How the control shows itself as it comes into view (RefreshComponent+Reveal): the reveal under
/// way and whether its alpha follows the pull.
struct RevealState {
    /// The reveal under way of a refresh that began with the control out of view (`startReveal`).
    var reveal: BeginReveal?
    /// ``RefreshComponent/automaticallyChangesAlpha``.
    var automaticallyChangesAlpha = false
}

extension RefreshComponent {
    /// Fades the component with the pull (alpha = pulling percent) while not refreshing.
    public var automaticallyChangesAlpha: Bool {
        get { revealState.automaticallyChangesAlpha }
        set {
            revealState.automaticallyChangesAlpha = newValue
            guard !isRefreshing else { return }
            alpha = newValue ? min(max(pullingPercent, 0), 1) : 1
        }
    }

    /// The reveal under way of a refresh that began with the control out of view (`startReveal`).
    var reveal: BeginReveal? { revealState.reveal }

    /// Step 1 of a state change (<doc:StateMachines>, "Inside a state change"): a reveal lasts only
    /// while the control refreshes.
    func revealStateWillChange() {
        if state != .refreshing { revealState.reveal = nil }
    }

    /// The alpha the pulling percent gives while the control fades with the pull
    /// (``automaticallyChangesAlpha``), outside a refresh and its end.
    func followPullWithAlpha() {
        if !isRefreshing && !isEndingRefresh && automaticallyChangesAlpha { alpha = min(max(pullingPercent, 0), 1) }
    }

    /// Starts following the reveal of a refresh that begins now: the begin animation about to run
    /// moves the content on `axis` to `hoverOffset`. Until it has (`finishReveal()`), the pulling
    /// percent follows the drawn offset, so a control that begins refreshing out of view (scrolled
    /// far down, at launch) goes from its percent when it began to 1 as it comes into view,
    /// never jumping to 1 out of sight, and one pulled past its threshold comes down to 1 as it
    /// settles. MJRefresh sets 1 at once. A refresh that begins under the finger
    /// (``RefreshComponent/refreshTrigger`` `.threshold`) is at 1 at once, as in MJRefresh.
    /// - Parameters:
    ///   - axis: The axis the begin animation moves the content on.
    ///   - hoverOffset: The content offset on `axis` where the control hovers, in points.
    ///   - underFinger: True when the refresh began under the finger: no reveal.
    func startReveal(axis: Axis, hoverOffset: Double, underFinger: Bool) {
        guard !underFinger, let sv = scrollView else {
            revealState.reveal = nil
            pullingPercent = 1
            return
        }
        let drawn = sv.presentationContentOffset
        var hover = drawn
        hover[axis] = hoverOffset
        let atStart = pullingPercent(forDrawnOffset: drawn) ?? pullingPercent
        revealState.reveal = BeginReveal(
            axis: axis, from: drawn[axis], to: hoverOffset, percent: pullingPercent, percentAtStart: atStart,
            percentAtHover: pullingPercent(forDrawnOffset: hover) ?? 1)
    }

    /// The begin animation has brought the control into view: the percent is 1 until the refresh
    /// ends, as in MJRefresh.
    func finishReveal() {
        guard revealState.reveal != nil else { return }
        revealState.reveal = nil
        pullingPercent = 1
    }

    /// The percent while the begin animation reveals the control, for the offset drawn now: what
    /// the drawn offset gives (as while pulling), shifted so that it starts exactly at the percent
    /// the control had and ends exactly at 1 where it hovers.
    func revealPercent(_ r: BeginReveal, drawn offset: Point) -> Double {
        let x = offset[r.axis]
        let progress = r.to == r.from ? 1 : min(max((x - r.from) / (r.to - r.from), 0), 1)
        let drawnPercent = pullingPercent(forDrawnOffset: offset) ?? 1
        return drawnPercent + (r.percent - r.percentAtStart) * (1 - progress) + (1 - r.percentAtHover) * progress
    }
}
