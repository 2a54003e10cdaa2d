/// The keyboard focus of a view tree holding several scroll views, kept in the tree's root (its
/// `features`): which scroll view the keys go to, the ring's colour, and whether the ring is shown
/// (a router over the tree, or a first `focus(_:)`, turns it on).
struct FocusState: FeatureState {
    /// The scroll view focused last; it keeps the focus while it is focusable in the tree.
    weak var focused: ScrollView?
    /// The ring's colour: the theme's accent.
    var ringColor = View.defaultFocusRingColor
    /// True once the tree's focus is managed: the ring is drawn while more than one scroll view
    /// can take the focus.
    var isManaged = false
}

/// Focus for a tree with several scroll views (two lists side by side): a press focuses the scroll
/// view under it, Tab and Shift+Tab move the focus in tree order, and keys act on the focused one
/// (`ScrollViewInputRouter(root:)` does all three). Called on the tree's root, which keeps the
/// focus; the focused scroll view gets a ring in the theme's accent while more than one can take
/// the focus (a tree with one scroll view looks as it always did).
///
/// ```swift
/// window.addSubview(left)
/// window.addSubview(right)
/// let input = ScrollViewInputRouter(root: window)   // the first list has the focus
/// window.focus(right)                                // End now loads only the right list's footer
/// ```
extension View {
    /// iOS's system blue, the light theme's accent: the focus ring's colour until a theme sets it.
    nonisolated public static let defaultFocusRingColor = Color(r: 0, g: 122, b: 255)

    /// The focus ring's width in points, drawn inside the focused scroll view's frame.
    nonisolated public static let focusRingWidth = 3.0

    /// The scroll views under this view that can take the focus, in tree order (back to front,
    /// depth first): every visible scroll view that is not inside another scroll view (a
    /// carousel in a list's row belongs to its list). This view itself, when it is a scroll view,
    /// is the only one.
    public var focusableScrollViews: [ScrollView] {
        var found: [ScrollView] = []
        collectFocusable(into: &found)
        return found
    }

    private func collectFocusable(into found: inout [ScrollView]) {
        guard !isHidden else { return }
        if let sv = self as? ScrollView { return found.append(sv) }
        for v in subviews { v.collectFocusable(into: &found) }
    }

    /// The scroll view the keys go to in the tree under this view (its root): the one focused
    /// last while it is still focusable here, else the first focusable one; nil when there is none.
    public var focusedScrollView: ScrollView? {
        let all = focusableScrollViews
        if let f = features[FocusState.self].focused, all.contains(where: { $0 === f }) { return f }
        return all.first
    }

    /// Gives `scrollView` the keyboard focus of the tree under this view (its root), and turns
    /// focus management (and the ring) on.
    ///
    /// - Parameter scrollView: One of `focusableScrollViews`.
    /// - Returns: False, with a warning naming it, when it cannot take the focus here (not in the
    ///   tree, hidden, or inside another scroll view); the focus then stays where it was.
    @discardableResult
    public func focus(_ scrollView: ScrollView) -> Bool {
        features[FocusState.self].isManaged = true
        guard focusableScrollViews.contains(where: { $0 === scrollView }) else {
            logger.warning(
                "A scroll view that cannot take the focus was not focused",
                metadata: [
                    "control": "\(typeName)", "value": "\(scrollView.typeName)",
                    "allowed": "a visible scroll view in this tree, not inside another scroll view",
                ])
            return false
        }
        features[FocusState.self].focused = scrollView
        return true
    }

    /// Moves the focus to the next focusable scroll view in tree order (Tab), or the previous one
    /// (Shift+Tab), round from the last to the first.
    ///
    /// - Parameter forward: True for the next one, false for the previous one.
    /// - Returns: The scroll view focused now; nil when the tree has none.
    @discardableResult
    public func moveFocus(forward: Bool = true) -> ScrollView? {
        let all = focusableScrollViews
        guard !all.isEmpty else { return nil }
        let current = focusedScrollView.flatMap { f in all.firstIndex { $0 === f } } ?? 0
        let next = all[(current + (forward ? 1 : all.count - 1)) % all.count]
        focus(next)
        return next
    }

    /// The colour of the focus ring (a theme's accent); `defaultFocusRingColor` until set.
    public var focusRingColor: Color {
        get { features[FocusState.self].ringColor }
        set { features[FocusState.self].ringColor = newValue }
    }

    /// True when the focus ring is drawn: the tree's focus is managed (a router over it, or a
    /// `focus(_:)`) and more than one scroll view can take the focus.
    public var showsFocusRing: Bool {
        features.contains(FocusState.self) && features[FocusState.self].isManaged && focusableScrollViews.count > 1
    }

    /// Turns focus management on without moving the focus (a router over the tree does).
    package func manageFocus() { features[FocusState.self].isManaged = true }

    /// The scroll view's frame in this view's bounds coordinates (model values), nil when it is
    /// not in the tree under this view.
    package func frameInTree(of view: View) -> Rect? {
        var origin = view.frame.origin
        var ancestor = view.superview
        while let v = ancestor, v !== self {
            origin = origin - v.bounds.origin + v.frame.origin
            ancestor = v.superview
        }
        guard ancestor === self else { return nil }
        return Rect(origin: origin, size: view.frame.size)
    }

    /// Draws the ring round the focused scroll view, over the tree (`render(in:)` calls it last, in
    /// this view's bounds coordinates); draws nothing when `showsFocusRing` is false.
    func renderFocusRing(in canvas: Canvas) {
        guard features.contains(FocusState.self), showsFocusRing, let focused = focusedScrollView,
            let outer = frameInTree(of: focused), outer.size.width > 0, outer.size.height > 0
        else { return }
        let w = min(Self.focusRingWidth, outer.size.width / 2, outer.size.height / 2)
        let inner = outer.insetBy(EdgeInsets(top: w, left: w, bottom: w, right: w))
        let ring = Path {
            $0.addRect(outer)
            $0.addRoundedRect(inner, cornerRadius: min(4, inner.size.width / 2, inner.size.height / 2))
        }
        canvas.fill(ring, color: focusRingColor, rule: .evenOdd)
    }
}
