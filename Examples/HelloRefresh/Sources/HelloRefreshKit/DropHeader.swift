import RefreshCore

/// The program's header, drawn only with paths: left of its title, a drop that stretches as the
/// list is pulled (a round head, a tail that grows and thins toward the threshold, filled once a
/// release would refresh), and while refreshing a dashed ring whose dashes run round. It takes
/// the header's `tintColor`, and its title the localizer's text for the state.
public final class DropHeader: StateHeader {
    /// The drop's head radius and the longest its tail stretches, in points.
    static let radius = 8.0, stretch = 14.0
    /// The refreshing ring: its stroke (4-point dashes and gaps), and how many phases of the 8-point
    /// pattern it steps through each second (each phase is drawn once and then reused).
    static let ringStyle = StrokeStyle(width: 2.5, cap: .round, dash: [4, 4])
    static let phasesPerSecond = 16.0
    /// The outline of the drop before the threshold.
    static let outline = StrokeStyle(width: 2, join: .round)

    private var phase = 0
    private var slot = Rect.zero

    public override func prepare() {
        super.prepare()
        lastUpdatedTimeLabel.isHidden = true
    }

    /// The drop's box, `labelLeftInset` left of the title.
    public override func placeSubviews() {
        super.placeSubviews()
        let size = Size(width: 2 * Self.radius + 4, height: 2 * Self.radius + Self.stretch + 4)
        slot = imageFrameLeftOfText(size: size, gap: labelLeftInset - size.width / 2)
    }

    public override func advance(to time: Double) {
        super.advance(to: time)
        if isRefreshing { phase = Int((time * Self.phasesPerSecond).rounded(.down)) % 8 }
    }

    /// The ring's dashes move while refreshing.
    public override var isMoving: Bool { super.isMoving || isRefreshing }

    public override func draw(in canvas: Canvas) {
        super.draw(in: canvas)
        let head = Point(x: slot.midX, y: slot.minY + 2 + Self.radius)
        if isRefreshing {
            var style = Self.ringStyle
            style.dashPhase = Double(phase)
            let ring = Path.circle(center: Point(x: slot.midX, y: slot.midY), radius: Self.radius)
            canvas.stroke(ring, color: tintColor, style: style)
            return
        }
        let p = min(max(pullingPercent, 0), 1)
        let drop = Self.drop(head: head, tail: p * Self.stretch, tipRadius: Self.radius * (1 - 0.6 * p))
        if state == .pulling {
            canvas.fill(drop, color: tintColor, rule: .nonZero)
        } else {
            canvas.stroke(drop, color: tintColor, style: Self.outline)
        }
    }

    /// A drop: a circle of `radius` at `head`, joined by two curves to a smaller circle `tail`
    /// points below it; with no tail, the head alone.
    static func drop(head: Point, tail: Double, tipRadius: Double) -> Path {
        let r = radius
        guard tail > 0.5 else { return .circle(center: head, radius: r) }
        let tip = Point(x: head.x, y: head.y + tail)
        return Path { path in
            path.addArc(center: head, radius: r, startAngle: .pi, endAngle: 0, clockwise: true)
            path.addQuadCurve(
                to: Point(x: tip.x + tipRadius, y: tip.y), control: Point(x: head.x + r, y: head.y + tail / 2))
            path.addArc(center: tip, radius: tipRadius, startAngle: 0, endAngle: .pi, clockwise: true)
            path.addQuadCurve(to: Point(x: head.x - r, y: head.y), control: Point(x: head.x - r, y: head.y + tail / 2))
            path.closeSubpath()
        }
    }
}
