import RefreshCore

/// Reading a ``SemanticDescription`` off a view tree as it is drawn now.
extension SemanticDescription {
    /// The least a control or label must show of each side, in points, to count as on screen.
    static let shownMinimum = 0.5

    /// The description of the tree under `root` (a window, or the view a host's tree hangs from)
    /// as it would be drawn now: its focusable scroll views (`View.focusableScrollViews`), the one
    /// focused when there are several, and the window's announcer. The tree is laid out first, as
    /// drawing it would.
    ///
    /// - Parameters:
    ///   - root: The tree's root.
    ///   - percentStep: The step pulls are rounded down to, in percent (1…100; another value is
    ///     taken as 10).
    @MainActor
    public init(of root: View, percentStep: Int = 10) {
        let step = (1...100).contains(percentStep) ? percentStep : 10
        root.layoutIfNeeded()
        let all = root.focusableScrollViews
        let focused = all.count > 1 ? root.focusedScrollView : nil
        let announcer = root.window?.context.announcer
        self.init(
            scrollViews: all.map { Self.scrollView($0, focused: $0 === focused, root: root, step: step) },
            announcement: announcer?.last?.text, pendingAnnouncement: announcer?.pending)
    }

    @MainActor
    private static func scrollView(_ sv: ScrollView, focused: Bool, root: View, step: Int) -> SemanticScrollView {
        let visible = frame(of: sv, in: root)
        let controls = RefreshTarget.allCases.compactMap { target in
            target.component(of: sv).map { control($0, role: target, visible: visible, root: root, step: step) }
        }
        let carousels = ((sv as? ListView)?.visibleCarousels ?? [])
            .filter { $0.refreshTrailer != nil || $0.refreshHeader != nil || $0.refreshFooter != nil }
            .map { scrollView($0, focused: false, root: root, step: step) }
        return SemanticScrollView(
            role: role(of: sv), typeName: String(describing: type(of: sv)), isFocused: focused, controls: controls,
            carousels: carousels)
    }

    /// `carousel`, `grid`, `list` or `scroll view`.
    @MainActor
    private static func role(of sv: ScrollView) -> String {
        if sv is CarouselView { return "carousel" }
        if sv is GridView { return "grid" }
        if sv is ListView { return "list" }
        return "scroll view"
    }

    @MainActor
    private static func control(
        _ c: RefreshComponent, role: RefreshTarget, visible: Rect, root: View, step: Int
    ) -> SemanticControl {
        let shown = showing(c, upTo: c) && shows(frame(of: c, in: root), within: visible)
        var labels: [String] = []
        if shown {
            collectLabels(in: c, control: c, visible: visible, root: root, into: &labels)
        }
        let percent = max(0, c.pullingPercent.isFinite ? c.pullingPercent : 0)
        // A hair over, so 0.3 (29.999… × 100 in binary) is read as 30.
        let stepped = Int((percent * 100 / Double(step) + 1e-9).rounded(.down)) * step
        return SemanticControl(
            role: role, typeName: String(describing: type(of: c)), state: c.state, pullPercent: stepped,
            isShown: shown, labels: labels)
    }

    @MainActor
    private static func collectLabels(
        in view: View, control: RefreshComponent, visible: Rect, root: View, into labels: inout [String]
    ) {
        for sub in view.subviews where !sub.isHidden && sub.presentationAlpha > 0.001 {
            let text = (sub as? Label)?.text ?? (sub as? VerticalLabel)?.text
            if let text, !text.isEmpty, shows(frame(of: sub, in: root), within: visible) {
                labels.append(text)
            }
            collectLabels(in: sub, control: control, visible: visible, root: root, into: &labels)
        }
    }

    /// True when `view` and its superviews up to `top` are neither hidden nor transparent.
    @MainActor
    private static func showing(_ view: View, upTo top: View) -> Bool {
        var v: View? = view
        while let current = v {
            if current.isHidden || current.presentationAlpha <= 0.001 { return false }
            if current === top { return true }
            v = current.superview
        }
        return true
    }

    private static func shows(_ frame: Rect, within visible: Rect) -> Bool {
        let shared = frame.intersection(visible)
        return shared.size.width >= shownMinimum && shared.size.height >= shownMinimum
    }

    /// `view`'s drawn frame in `root`'s coordinates, through every superview's frame and scroll position.
    @MainActor
    private static func frame(of view: View, in root: View) -> Rect {
        var f = view.presentationFrame
        var ancestor = view.superview
        while let v = ancestor, v !== root {
            f.origin = f.origin - v.presentationBoundsOrigin + v.presentationFrame.origin
            ancestor = v.superview
        }
        if let root = ancestor { f.origin = f.origin - root.presentationBoundsOrigin }
        return f
    }
}
