import Foundation
import Logging
import RefreshCore
import RefreshSDL

/// A host for a whole view tree (several scroll views, a container), and the focus among them:
/// presses go to the scroll view under them, keys to the focused one.
extension RefreshTestHost {
    /// A host for a view tree with several scroll views (two lists side by side, each with its
    /// controls), which it puts in a new window of `size` points, `content` filling it. Input goes
    /// as in a window through `ScrollViewInputRouter(root:)`: a press (a drag, a tap) to the scroll
    /// view under it, which it focuses; keys to the focused one (`scrollView`; the first until a
    /// press, Tab or `focus(_:)` moves it), whose ring shows; the wheel and the trackpad to the one
    /// under the pointer (after a `hover`, `down` or `move` step; else the focused one).
    /// `pull(_:by:)` pulls the focused one; the trace adds `focus` and `lists` (docs/replay.md).
    ///
    /// ```swift
    /// let left = ListView(frame: Rect(x: 0, y: 0, width: 195, height: 640))
    /// let right = ListView(frame: Rect(x: 195, y: 0, width: 195, height: 640))
    /// left.refreshFooter = AutoNormalFooter()
    /// right.refreshFooter = AutoNormalFooter()
    /// let content = View(frame: .zero)
    /// content.addSubview(left)
    /// content.addSubview(right)
    /// let host = try RefreshTestHost(root: content, size: Size(width: 390, height: 640))
    /// host.tap(at: Point(x: 300, y: 300))   // the right list takes the focus
    /// host.press("End")                      // only the right list scrolls to its footer
    /// host.drag(from: Point(x: 100, y: 200), to: Point(x: 300, y: 400))   // the left list's drag
    /// ```
    ///
    /// - Parameters:
    ///   - content: The view tree: its scroll views are the focusable ones
    ///     (`View.focusableScrollViews`), laid out by their frames in it.
    ///   - size: The window's size in points; `content` is given the window's bounds.
    ///   - scale: Pixels per point of the rendering.
    ///   - fps: Frames per second of the virtual clock (1…480).
    ///   - language: The language of every refresh control in the tree.
    ///   - theme: The colours given to the window (and its focus ring), every scroll view's rows
    ///     or cards and their refresh controls; nil leaves the colours the views have.
    ///   - date: The calendar date at time 0 (last-updated labels).
    ///   - timeZone: The zone dates are shown in.
    ///   - textRenderer: The fonts; nil: `TextRenderer.shared()`.
    ///   - logger: Where the views and the drawing report problems.
    /// - Throws: `RefreshTestHostError.invalid` naming the value when the size, scale or fps is out
    ///   of range or the tree holds no scroll view; what `DamageTrackingTarget` and
    ///   `TextRenderer.shared()` throw.
    public convenience init(
        root content: View, size: Size = Size(width: 390, height: 640), scale: Double = 1, fps: Double = 60,
        language: RefreshLanguage = .en, theme: RefreshTheme? = nil,
        date: Date = ViewContext.defaultCalendarOrigin, timeZone: TimeZone = CalendarClock.utc,
        textRenderer: TextRenderer? = nil, logger: Logger = RefreshLogging.defaultLogger
    ) throws {
        try Self.check(size: size, scale: scale, fps: fps)
        guard !content.focusableScrollViews.isEmpty else {
            throw RefreshTestHostError.invalid(
                "root \(type(of: content)): the tree holds no visible scroll view to send input to")
        }
        let (window, text) = try Self.makeWindow(
            size: size, scale: scale, language: language, date: date, timeZone: timeZone, textRenderer: textRenderer,
            logger: logger)
        content.frame = window.bounds
        window.addSubview(content)
        try self.init(
            root: window, input: ScrollViewInputRouter(root: window), scale: scale, fps: fps, textRenderer: text)
        if let theme { apply(theme) }
        window.layoutIfNeeded()
    }

    /// Gives `scrollView` the keyboard focus in a tree with several scroll views (as a click on it
    /// does, without the touch): keys go to it from the next step on (the wheel and the trackpad
    /// too while the pointer's place is unknown), and `render()` shows its ring.
    ///
    /// - Parameter scrollView: One of the tree's scroll views (`root.focusableScrollViews`).
    /// - Returns: False, with a warning naming it, when it cannot take the focus.
    @discardableResult
    public func focus(_ scrollView: ScrollView) -> Bool {
        guard root.focus(scrollView) else { return false }
        drawnFrame = nil   // the ring moved: the next render draws again
        return true
    }
}
