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

    public private(set) weak var superview: View?
    public private(set) var subviews: [View] = []
    public var isHidden = false { didSet { if isHidden != oldValue { hiddenDidChange() } } }
    public var backgroundColor: Color?
    public var clipsToBounds = false
    public var isUserInteractionEnabled = true
    /// A name for traces and debugging.
    public var name = ""
    public private(set) var needsLayout = true
    private var ownLogger: Logger?

    public init(frame: Rect = .zero) {
        frameValue = AnimatedValue(View.sanitized(frame, what: "frame", logger: RefreshLogging.defaultLogger))
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

    public var frame: Rect {
        get { frameValue.model }
        set {
            let f = View.sanitized(newValue, what: "frame of \(typeName)", logger: logger)
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
    open func sizeDidChange(from old: Size) {}

    /// Sets `bounds.origin`; subclasses (the scroll view) override to observe it.
    open func setBoundsOrigin(_ origin: Point) {
        let p = Point(x: origin.x.isFinite ? origin.x : 0, y: origin.y.isFinite ? origin.y : 0)
        if p != origin { logger.warning("\(typeName): non-finite bounds origin \(origin) replaced by \(p)") }
        boundsOriginValue.set(p)
    }

    public var alpha: Double {
        get { alphaValue.model }
        set { alphaValue.set(newValue.isFinite ? min(max(newValue, 0), 1) : 1) }
    }

    /// Rotation in radians about the centre, applied to the view's own image content.
    public var rotation: Double {
        get { rotationValue.model }
        set { rotationValue.set(newValue.isFinite ? newValue : 0) }
    }

    public var presentationFrame: Rect { frameValue.presentation }
    public var presentationBoundsOrigin: Point { boundsOriginValue.presentation }
    public var presentationAlpha: Double { alphaValue.presentation }
    public var presentationRotation: Double { rotationValue.presentation }
    /// True while the drawn bounds origin is still moving toward the model value.
    public var isBoundsOriginAnimating: Bool { boundsOriginValue.isAnimating }

    /// Stops animations of the bounds origin so the drawn origin equals the model.
    public func finishBoundsOriginAnimation() { boundsOriginValue.finish() }

    // MARK: Tree

    /// The window at the root of this view's tree, if any.
    open var window: Window? { superview?.window }

    public func addSubview(_ view: View) { insertSubview(view, at: subviews.count) }

    /// Inserts `view` at `index` (clamped), moving it from any previous superview.
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
    public func isDescendant(of view: View) -> Bool {
        var v: View? = self
        while let cur = v {
            if cur === view { return true }
            v = cur.superview
        }
        return false
    }

    // MARK: Hooks

    open func willMove(toSuperview newSuperview: View?) {}
    open func didMoveToSuperview() {}
    open func willMove(toWindow newWindow: Window?) {}
    open func didMoveToWindow() {}

    // MARK: Layout

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
    open func sizeThatFits(_ size: Size) -> Size { frame.size }

    // MARK: Drawing

    /// Draws the view's own content in its bounds' coordinate space (before its subviews).
    open func draw(in canvas: Canvas) {
        if let bg = backgroundColor, bg.a > 0, !isBackgroundCovered(in: canvas) {
            canvas.fill(Rect(origin: presentationBoundsOrigin, size: presentationFrame.size), color: bg)
        }
    }

    /// True when an opaque, unrotated subview paints over all of this view's bounds at full opacity,
    /// so filling the background first would be wasted (a full-screen fill costs as much as the rest
    /// of a software-rendered frame). Never true under translucency, where the result would differ.
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
        let origin = presentationBoundsOrigin
        canvas.translate(by: Point(x: -origin.x, y: -origin.y))
        draw(in: canvas)
        for v in subviews { v.render(in: canvas) }
        canvas.restore()
    }

    // MARK: Validation

    var typeName: String { name.isEmpty ? String(describing: type(of: self)) : name }

    /// Replaces non-finite components with 0 and negative sizes with 0, logging a warning.
    /// `what` is only built when there is something to report (frames are set every frame).
    static func sanitized(_ r: Rect, what: @autoclosure () -> String, logger: @autoclosure () -> Logger) -> Rect {
        func fix(_ v: Double) -> Double { v.isFinite ? v : 0 }
        let s = Rect(x: fix(r.minX), y: fix(r.minY), width: max(0, fix(r.width)), height: max(0, fix(r.height)))
        if s != r { logger().warning("\(what()): invalid rect \(r) clamped to \(s)") }
        return s
    }
}
