import RefreshCore
import RefreshPlayground
import RefreshTesting

/// The state-only invariants of one of a scene's scroll views after a frame (each list of a split
/// example is checked alike), each a function that says what is wrong (with the values) or returns
/// nil. The checks that follow a control over several frames live in `RefreshEpisodeTracker`.
struct SceneInvariants {
    let scene: PlaygroundScene
    /// The index of the scroll view checked in `scene.scrollViews`.
    var list = 0
    var sv: ScrollView { scene.scrollViews[list] }

    /// The example's refresh controls on the scroll view, with their targets.
    var controls: [(RefreshTarget, RefreshComponent)] {
        RefreshTarget.allCases.compactMap { t in scene.component(t, inList: list).map { (t, $0) } }
    }

    /// Not tracking a touch, no momentum or bounce, no animated scroll, no trackpad scroll waiting.
    var isAtRest: Bool { !sv.isTracking && !sv.isDecelerating && !sv.isScrollAnimating && !sv.isTrackpadScrolling }

    // MARK: finiteGeometry

    func nonFiniteValues() -> String? {
        var bad: [String] = []
        func point(_ name: String, _ p: Point) { if !(p.x.isFinite && p.y.isFinite) { bad.append("\(name) \(p)") } }
        func size(_ name: String, _ s: Size) {
            if !(s.width.isFinite && s.height.isFinite) { bad.append("\(name) \(s)") }
        }
        func insets(_ name: String, _ i: EdgeInsets) { if !i.isFinite { bad.append("\(name) \(i)") } }
        func number(_ name: String, _ v: Double) { if !v.isFinite { bad.append("\(name) \(v)") } }
        point("contentOffset", sv.contentOffset)
        point("drawn contentOffset", sv.presentationContentOffset)
        size("contentSize", sv.contentSize)
        insets("adjustedContentInset", sv.adjustedContentInset)
        insets("contentInset", sv.contentInset)
        point("velocity", sv.velocity)
        for (t, c) in controls {
            point("\(t.rawValue) frame origin", c.frame.origin)
            size("\(t.rawValue) frame size", c.frame.size)
            insets("\(t.rawValue) added inset", c.addedInset)
            number("\(t.rawValue) pullingPercent", c.pullingPercent)
            number("\(t.rawValue) alpha", c.presentationAlpha)
        }
        return bad.isEmpty ? nil : "not finite: " + bad.joined(separator: "; ")
    }

    // MARK: insetNeverNegative

    func negativeInsets() -> String? {
        let bad = controls.filter { _, c in
            let i = c.addedInset
            return i.top < 0 || i.left < 0 || i.bottom < 0 || i.right < 0
        }
        guard !bad.isEmpty else { return nil }
        return bad.map { "\($0.0.rawValue) adds \(describe($0.1.addedInset))" }.joined(separator: "; ")
    }

    // MARK: insetNotLeftBehind

    /// What a control adds when it is neither refreshing nor showing its outcome: an auto footer its
    /// height at the bottom while shown (MJRefresh's auto footer always keeps it), a header its
    /// second floor's inset while the floor opens or is open, every other control nothing.
    static func restingInset(of c: RefreshComponent) -> EdgeInsets {
        if let header = c as? RefreshHeader, let phase = header.secondFloor?.phase, phase == .opening || phase == .open
        {
            return EdgeInsets(top: header.secondFloorInset)
        }
        guard c is AutoFooter, !c.isHidden else { return .zero }
        return EdgeInsets(bottom: c.frame.height)
    }

    func insetsLeftBehind() -> String? {
        var problems: [String] = []
        for (t, c) in controls where !c.isRefreshing && c.state != .finished {   // (showing an outcome, it stays)
            let resting = Self.restingInset(of: c)
            if !close(c.addedInset, resting) {
                problems.append(
                    "\(t.rawValue) (\(c.state.rawValue)\(c.isEndingRefresh ? ", ending" : "")) adds \(describe(c.addedInset)), resting is \(describe(resting))"
                )
            }
        }
        let added = controls.reduce(EdgeInsets.zero) { $0 + $1.1.addedInset }
        let bar = EdgeInsets(top: sv.pinnedBarHeight)
        let expected = sv.contentInset + sv.systemInset + added + bar
        if !close(sv.adjustedContentInset, expected) {
            problems.append(
                "adjusted inset \(describe(sv.adjustedContentInset)) is not app \(describe(sv.contentInset)) + system \(describe(sv.systemInset)) + controls \(describe(added)) + pinned bar \(describe(bar))"
            )
        }
        return problems.isEmpty ? nil : problems.joined(separator: "; ")
    }

    // MARK: pinnedBarStill

    /// A pinned bar not where it belongs: out of the scroll view's superview, not just above the
    /// scroll view there, moved (drawn or model) off the scroll view's top, or its inset not its height.
    func pinnedBarMoved() -> String? {
        guard let bar = sv.pinnedBar, let expected = sv.pinnedBarFrame else { return nil }
        var problems: [String] = []
        if let parent = sv.superview {
            let mine = parent.subviews.firstIndex { $0 === sv }, its = parent.subviews.firstIndex { $0 === bar }
            if its == nil || mine.map({ $0 + 1 }) != its {
                problems.append("the bar is not just above the scroll view")
            }
        }
        if bar.frame != expected || bar.presentationFrame != expected {
            problems.append(
                "the bar is at \(describe(bar.presentationFrame.origin)) \(describe(bar.presentationFrame.size)), the scroll view's top is \(describe(expected.origin)) \(describe(expected.size))"
            )
        }
        let own = sv.refreshInset(for: bar)
        if own != EdgeInsets(top: sv.pinnedBarHeight) {
            problems.append("the bar adds \(describe(own)), its height is \(SoakFormat.number(sv.pinnedBarHeight))")
        }
        return problems.isEmpty ? nil : problems.joined(separator: "; ")
    }

    // MARK: appInsetKept

    func appInsetChange() -> String? {
        guard sv.contentInset != scene.appInset else { return nil }
        return "contentInset is \(describe(sv.contentInset)), the app last set \(describe(scene.appInset))"
    }

    // MARK: noPullingAtRest

    func pullingAtRest() -> String? {
        guard isAtRest else { return nil }
        let pulling = controls.filter { $0.1.state == .pulling }
        guard !pulling.isEmpty else { return nil }
        return pulling.map { "\($0.0.rawValue) is pulling (percent \(SoakFormat.number($0.1.pullingPercent)))" }.joined(
            separator: "; ")
            + " at rest, offset \(describe(sv.contentOffset))"
    }

    // MARK: oneRefreshAtATime

    func refreshingTogether() -> String? {
        // A control showing its load's outcome still holds the scroll view.
        let busy = controls.filter { $0.1.isRefreshing || $0.1.state == .finished }
        guard busy.count > 1 else { return nil }
        return busy.map { "\($0.0.rawValue) \($0.1.state.rawValue)" }.joined(separator: " and ") + " at once"
    }

    // MARK: restInsideRange

    func restOutsideRange() -> String? {
        guard isAtRest else { return nil }
        let o = sv.contentOffset, lo = sv.minContentOffset, hi = sv.maxContentOffset
        let eps = 1e-6
        guard o.x < lo.x - eps || o.x > hi.x + eps || o.y < lo.y - eps || o.y > hi.y + eps else { return nil }
        return
            "offset \(describe(o)) at rest outside the range \(describe(lo))…\(describe(hi)) (adjusted inset \(describe(sv.adjustedContentInset)), content \(describe(sv.contentSize)), view \(describe(sv.bounds.size)))"
    }

    // MARK: nestedDragLeavesTheList

    /// While a carousel has the touch: the list drags, or a control that was not pulling at the
    /// last frame (`pullingBefore`) pulls now.
    func listMovedByANestedDrag(pullingBefore: Set<RefreshTarget>) -> String? {
        guard let nested = sv.nestedTouchTarget else { return nil }
        var problems: [String] = []
        if sv.isDragging { problems.append("the list drags") }
        for (t, c) in controls where c.state == .pulling && !pullingBefore.contains(t) {
            problems.append("\(t.rawValue) started pulling (percent \(SoakFormat.number(c.pullingPercent)))")
        }
        guard !problems.isEmpty else { return nil }
        return problems.joined(separator: "; ")
            + " while a carousel has the touch (its offset \(describe(nested.contentOffset)), the list's \(describe(sv.contentOffset)))"
    }

    // MARK: carouselRestInsideRange

    /// Carousels on screen at rest outside their range.
    func carouselsOutsideTheirRange() -> String? {
        guard let list = sv as? ListView else { return nil }
        let eps = 1e-6
        let bad = list.visibleCarousels.filter { c in
            let atRest = !c.isTracking && !c.isDecelerating && !c.isScrollAnimating && !c.isTrackpadScrolling
            let o = c.contentOffset, lo = c.minContentOffset, hi = c.maxContentOffset
            return atRest && (o.x < lo.x - eps || o.x > hi.x + eps || o.y < lo.y - eps || o.y > hi.y + eps)
        }
        guard !bad.isEmpty else { return nil }
        return bad.map {
            "carousel \($0.carouselKey.map(String.init) ?? "?") at rest at \(describe($0.contentOffset)) outside \(describe($0.minContentOffset))…\(describe($0.maxContentOffset))"
        }.joined(separator: "; ")
    }

    // MARK: settledAtEnd

    func unsettled() -> String? {
        var problems: [String] = []
        for (t, c) in controls where c.isRefreshing || c.state == .pulling || c.state == .finished {
            problems.append("\(t.rawValue) still \(c.state.rawValue)")
        }
        if !isAtRest {
            problems.append(
                "the content still moves (tracking \(sv.isTracking), decelerating \(sv.isDecelerating), animated scroll \(sv.isScrollAnimating), trackpad \(sv.isTrackpadScrolling))"
            )
        }
        return problems.isEmpty ? nil : problems.joined(separator: "; ") + " after the wind-down"
    }

    // MARK: Helpers

    private func close(_ a: EdgeInsets, _ b: EdgeInsets) -> Bool {
        let eps = 1e-9
        return abs(a.top - b.top) <= eps && abs(a.left - b.left) <= eps && abs(a.bottom - b.bottom) <= eps
            && abs(a.right - b.right) <= eps
    }

    private func describe(_ i: EdgeInsets) -> String {
        "(top \(SoakFormat.number(i.top)), left \(SoakFormat.number(i.left)), bottom \(SoakFormat.number(i.bottom)), right \(SoakFormat.number(i.right)))"
    }

    private func describe(_ p: Point) -> String { "(\(SoakFormat.number(p.x)), \(SoakFormat.number(p.y)))" }

    private func describe(_ s: Size) -> String { "\(SoakFormat.number(s.width))×\(SoakFormat.number(s.height))" }
}
