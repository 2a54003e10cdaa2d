/// The icon the normal classes show beside the title while a control shows its load's outcome: a
/// tick for success, a cross for failure, a bar for no more data, drawn with vector paths in the
/// control's tint inside a thin circle. It takes the place of the arrow and the spinner.
open class OutcomeIcon: View {
    /// The icon's side, in points: the spinner's diameter, so it sits where the spinner was.
    public static let side = 20.0

    /// The outcome drawn (nil: nothing is drawn).
    public var outcome: RefreshOutcome? {
        didSet { if outcome != oldValue { rebuild() } }
    }
    /// The colour of the strokes (the control's tint).
    public var tint = Color.refreshLabel

    private static let ringStyle = StrokeStyle(width: 1.5)
    private static let markStyle = StrokeStyle(width: 2, cap: .round, join: .round)
    private var ring = Path()
    private var mark = Path()
    private var builtFor = Size.zero

    /// A hidden icon of ``side`` points.
    public init() {
        super.init(frame: Rect(x: 0, y: 0, width: Self.side, height: Self.side))
        isHidden = true
    }

    /// Rebuilds the paths when the size changed.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if bounds.size != builtFor { rebuild() }
    }

    private func rebuild() {
        builtFor = bounds.size
        let s = min(bounds.width, bounds.height)
        let c = Point(x: bounds.width / 2, y: bounds.height / 2), r = s / 2 - 1
        ring = s > 2 ? .circle(center: c, radius: r) : Path()
        let u = r * 0.45
        switch outcome {
        case .success?:
            mark = Path {
                $0.move(to: Point(x: c.x - u, y: c.y + u * 0.05))
                $0.addLine(to: Point(x: c.x - u * 0.25, y: c.y + u * 0.75))
                $0.addLine(to: Point(x: c.x + u, y: c.y - u * 0.7))
            }
        case .failure?:
            mark = Path {
                $0.move(to: Point(x: c.x - u * 0.8, y: c.y - u * 0.8))
                $0.addLine(to: Point(x: c.x + u * 0.8, y: c.y + u * 0.8))
                $0.move(to: Point(x: c.x + u * 0.8, y: c.y - u * 0.8))
                $0.addLine(to: Point(x: c.x - u * 0.8, y: c.y + u * 0.8))
            }
        case .noMoreData?:
            mark = Path {
                $0.move(to: Point(x: c.x - u, y: c.y))
                $0.addLine(to: Point(x: c.x + u, y: c.y))
            }
        case nil:
            mark = Path()
        }
    }

    /// Strokes the circle and the mark.
    /// - Parameter canvas: The canvas to draw into, in the icon's coordinates.
    open override func draw(in canvas: Canvas) {
        super.draw(in: canvas)
        guard outcome != nil else { return }
        canvas.stroke(ring, color: tint, style: Self.ringStyle)
        canvas.stroke(mark, color: tint, style: Self.markStyle)
    }
}
