import Logging

/// A rectangle in a tree of views, as UIKit's `UIView`: a frame in its superview, bounds whose
/// origin scrolls its content, subviews drawn back to front, and the will/did-move hooks that
/// refresh controls use to attach themselves.
///
/// `frame`, `bounds.origin`, `alpha` and `rotation` animate when set inside `Animator.animate`:
/// the getters return the final (model) value at once, the `presentation…` values are what is drawn.
@MainActor
open class View {
    private let frameValue: AnimatedValue<Rect>
    private let boundsOriginValue = AnimatedValue<Point>(.zero)
    private let alphaValue = AnimatedValue<Double>(1)
    private let rotationValue = AnimatedValue<Double>(0)

    /// The view this one is a subview of; nil for a root or a detached view. Held weakly.
    public private(set) weak var superview: View?
    /// The subviews, back to front: later ones draw over earlier ones.
    public private(set) var subviews: [View] = []
    /// When true, the view and its subviews are not drawn; changing it calls `hiddenDidChange()`
    /// (a footer gives back or takes its inset there).
    public var isHidden = false { didSet { if isHidden != oldValue { hiddenDidChange() } } }
    /// The colour filled behind the view's content; nil (the default) fills nothing.
    public var backgroundColor: Color?
    /// When true, drawing of the view and its subviews is cut to its bounds.
    public var clipsToBounds = false
    /// Whether the view takes part in hit-testing for clicks, drags and wheel input.
    public var isUserInteractionEnabled = true
    /// A name for traces and debugging.
    public var name = ""
    /// True when `layoutSubviews()` will run in the next layout pass; set by `setNeedsLayout()`.
    public private(set) var needsLayout = true
    private var ownLogger: Logger?
    /// The fields of features kept in files of their own (`FeatureStore`): a feature adds a file,
    /// not a stored property here.
    package var features = FeatureStore()

    /// Creates a view with no superview and no subviews.
    /// - Parameter frame: The frame in the future superview's coordinates, in points; non-finite
    ///   components become 0 and negative sizes 0, with a warning.
    public init(frame: Rect = .zero) {
        frameValue = AnimatedValue(
            warnIfSanitized(
                frame, to: frame.sanitized, control: "View", property: "frame", logger: RefreshLogging.defaultLogger))
    }

    /// Where this view reports problems it recovered from (an invalid frame clamped, a call in the
    /// wrong state ignored). Unless set, a view uses its superview's logger, and a view without a
    /// superview ``RefreshLogging/defaultLogger``: setting it on the root of a tree (a window or a
    /// scroll view) routes the warnings of every view inside.
    public var logger: Logger {
        get { ownLogger ?? superview?.logger ?? RefreshLogging.defaultLogger }
        set { ownLogger = newValue }
    }

    // MARK: Geometry

    /// The view's rectangle in its superview's coordinates, in points: the model value, final at once
    /// even while an animation draws it moving. Non-finite components and negative sizes are clamped to
    /// 0 with a warning; a size change marks the view for layout and calls `sizeDidChange(from:)`.
    public var frame: Rect {
        get { frameValue.model }
        set {
            let f = warnIfSanitized(
                newValue, to: newValue.sanitized, control: typeName, property: "frame", logger: logger)
            let old = frameValue.model.size
            frameValue.set(f)
            if f.size != old {
                setNeedsLayout()
                sizeDidChange(from: old)
            }
        }
    }

    /// The view's own coordinate space: origin is the scroll position, size is the frame's size.
    public var bounds: Rect {
        get { Rect(origin: boundsOriginValue.model, size: frameValue.model.size) }
        set {
            var f = frame
            f.size = newValue.size
            frame = f
            setBoundsOrigin(newValue.origin)
        }
    }

    /// Called after `isHidden` changed; footers give back or take their inset here.
    open func hiddenDidChange() {}

    /// Called after the frame's size changed; subclasses re-derive what depends on it.
    /// - Parameter old: The frame size before the change.
    open func sizeDidChange(from old: Size) {}

    /// Sets `bounds.origin`; subclasses (the scroll view) override to observe it.
    /// - Parameter origin: The new origin in points; non-finite components become 0 with a warning.
    open func setBoundsOrigin(_ origin: Point) {
        let p = Point(x: origin.x.sanitized(), y: origin.y.sanitized())
        if p != origin {
            logger.warning(
                "A non-finite bounds origin was replaced",
                metadata: [
                    "control": "\(typeName)", "property": "boundsOrigin", "value": "\(origin)", "result": "\(p)",
                ])
        }
        boundsOriginValue.set(p)
    }

    /// The opacity, 0 (invisible) ... 1 (opaque, the default): the model value, animatable. Values
    /// outside 0...1 are clamped and a non-finite value becomes 1.
    public var alpha: Double {
        get { alphaValue.model }
        set { alphaValue.set(newValue.isFinite ? min(max(newValue, 0), 1) : 1) }
    }

    /// Rotation in radians about the centre, applied to the view's own image content.
    public var rotation: Double {
        get { rotationValue.model }
        set { rotationValue.set(newValue.isFinite ? newValue : 0) }
    }

    /// The frame as drawn this frame: equal to `frame` unless an animation is moving it.
    public var presentationFrame: Rect { frameValue.presentation }
    /// The bounds origin as drawn this frame: equal to `bounds.origin` unless an animation is moving it.
    public var presentationBoundsOrigin: Point { boundsOriginValue.presentation }
    /// The opacity as drawn this frame: equal to `alpha` unless an animation is fading it.
    public var presentationAlpha: Double { alphaValue.presentation }
    /// The rotation as drawn this frame: equal to `rotation` unless an animation is turning it
    /// (a refresh arrow's flip).
    public var presentationRotation: Double { rotationValue.presentation }
    /// True while the drawn bounds origin is still moving toward the model value.
    public var isBoundsOriginAnimating: Bool { boundsOriginValue.isAnimating }

    /// Stops animations of the bounds origin so the drawn origin equals the model.
    public func finishBoundsOriginAnimation() { boundsOriginValue.finish() }

    // MARK: Tree

    /// The window at the root of this view's tree, if any.
    open var window: Window? { superview?.window }

    /// Adds `view` on top of the existing subviews, moving it from any previous superview.
    /// - Parameter view: The view to add; adding a view to itself does nothing.
    public func addSubview(_ view: View) { insertSubview(view, at: subviews.count) }

    /// Inserts `view` at `index` (clamped), moving it from any previous superview.
    ///
    /// The will/did-move hooks run on `view` (and the window hooks on its whole subtree when the
    /// window changes), which is when refresh components attach to their scroll view.
    /// - Parameters:
    ///   - view: The view to insert; inserting a view into itself does nothing.
    ///   - index: The position among the subviews, 0 for the back; clamped to the valid range.
    public func insertSubview(_ view: View, at index: Int) {
        guard view !== self else { return }
        if view.superview === self {
            subviews.removeAll { $0 === view }
            subviews.insert(view, at: min(max(index, 0), subviews.count))
            return
        }
        let oldWindow = view.window
        let newWindow = window
        view.willMove(toSuperview: self)
        if oldWindow !== newWindow { view.propagateWillMove(toWindow: newWindow) }
        view.detachFromSuperview()
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
        view.didMoveToSuperview()
        if oldWindow !== newWindow { view.propagateDidMoveToWindow() }
        view.setNeedsLayout()
        setNeedsLayout()
    }

    /// Detaches the view from its superview, running the will/did-move hooks (and the window hooks
    /// when it was in a window); does nothing when it has no superview.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        let hadWindow = window != nil
        willMove(toSuperview: nil)
        if hadWindow { propagateWillMove(toWindow: nil) }
        detachFromSuperview()
        didMoveToSuperview()
        if hadWindow { propagateDidMoveToWindow() }
        parent.setNeedsLayout()
    }

    private func detachFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }

    private func propagateWillMove(toWindow w: Window?) {
        willMove(toWindow: w)
        if let observer = self as? FrameObserver { window?.removeFrameObserver(observer) }
        for v in subviews { v.propagateWillMove(toWindow: w) }
    }

    private func propagateDidMoveToWindow() {
        if let observer = self as? FrameObserver { window?.addFrameObserver(observer) }
        didMoveToWindow()
        for v in subviews { v.propagateDidMoveToWindow() }
    }

    /// True when `self` is `view` or one of its descendants.
    /// - Parameter view: The possible ancestor.
    /// - Returns: Whether `view` is on the chain from `self` up through its superviews.
    public func isDescendant(of view: View) -> Bool {
        var v: View? = self
        while let cur = v {
            if cur === view { return true }
            v = cur.superview
        }
        return false
    }

    // MARK: Hooks

    /// Called before the view moves to a new superview; does nothing by default.
    /// - Parameter newSuperview: The superview it is about to join, or nil when it is being removed.
    open func willMove(toSuperview newSuperview: View?) {}
    /// Called after the view moved to a new superview (or was removed); refresh components attach to
    /// or detach from their scroll view here. Does nothing by default.
    open func didMoveToSuperview() {}
    /// Called on the view and its whole subtree before the tree's window changes; does nothing by default.
    /// - Parameter newWindow: The window it is about to join, or nil when it is leaving its window.
    open func willMove(toWindow newWindow: Window?) {}
    /// Called on the view and its whole subtree after the tree's window changed, once `window` returns
    /// the new one; does nothing by default.
    open func didMoveToWindow() {}

    // MARK: Layout

    /// Marks the view so the next layout pass (at the end of `Window.tick()`) calls its `layoutSubviews()`.
    public func setNeedsLayout() { needsLayout = true }

    /// Runs `layoutSubviews` on this view if needed, then on its subviews, top-down.
    public func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            layoutSubviews()
        }
        for v in subviews { v.layoutIfNeeded() }
    }

    /// Places subviews; called by the layout pass after `setNeedsLayout`.
    open func layoutSubviews() {}

    /// The size the view would like within `size`; by default its current size.
    /// - Parameter size: The room offered, in points.
    /// - Returns: The preferred size in points.
    open func sizeThatFits(_ size: Size) -> Size { frame.size }

    // MARK: Drawing

    /// Draws the view's own content in its bounds' coordinate space (before its subviews).
    ///
    /// The default fills `backgroundColor` unless an opaque subview covers the whole view.
    /// - Parameter canvas: The surface to draw on, translated so the bounds origin is at (0, 0)
    ///   minus the scroll position, with the view's opacity and clip applied.
    open func draw(in canvas: Canvas) {
        if let bg = backgroundColor, bg.a > 0, !isBackgroundCovered(in: canvas) {
            canvas.fill(Rect(origin: presentationBoundsOrigin, size: presentationFrame.size), color: bg)
        }
    }

    /// True when an opaque, unrotated subview paints over all of this view's bounds at full opacity,
    /// so filling the background first would be wasted (a full-screen fill costs as much as the rest
    /// of a software-rendered frame). Never true under translucency, where the result would differ.
    /// - Parameter canvas: The canvas about to be drawn on; its current opacity is checked.
    /// - Returns: Whether the background fill can be skipped.
    public func isBackgroundCovered(in canvas: Canvas) -> Bool {
        guard canvas.currentAlpha >= 1 else { return false }
        let visible = Rect(origin: presentationBoundsOrigin, size: presentationFrame.size)
        for v in subviews where !v.isHidden && v.presentationAlpha >= 1 && v.presentationRotation == 0 {
            if let c = v.backgroundColor, c.a == 255, v.presentationFrame.contains(visible) { return true }
        }
        return false
    }

    /// Draws the view and its subviews at their presentation values, skipping hidden, transparent
    /// and off-clip views.
    /// - Parameter canvas: The surface to draw on, in the superview's coordinate space.
    public func render(in canvas: Canvas) {
        let a = presentationAlpha
        guard !isHidden, a > 0.001 else { return }
        let f = presentationFrame
        // A view that may draw outside its frame (unclipped, with subviews) is never culled whole.
        if clipsToBounds || subviews.isEmpty {
            guard f.intersects(canvas.clipBounds) else { return }
        }
        canvas.save()
        canvas.translate(by: f.origin)
        if a < 1 { canvas.multiplyAlpha(a) }
        if clipsToBounds { canvas.clip(to: Rect(origin: .zero, size: f.size)) }
        // A scrolled view's content is drawn on whole pixels of its frame: every frame of a scroll
        // rounds it alike, so it is the last frame's pixels moved, never re-rounded.
        let origin = presentationBoundsOrigin, s = canvas.scale
        canvas.translate(by: Point(x: -(origin.x * s).rounded() / s, y: -(origin.y * s).rounded() / s))
        draw(in: canvas)
        for v in subviews { v.render(in: canvas) }
        renderFocusRing(in: canvas)   // a tree's root with several scroll views (View+Focus)
        canvas.restore()
    }

    // MARK: Validation

    var typeName: String { name.isEmpty ? String(describing: type(of: self)) : name }
}
