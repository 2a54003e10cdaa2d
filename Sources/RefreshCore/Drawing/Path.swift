import Foundation

/// A vector outline in points: subpaths of lines, quadratic and cubic Bézier curves and circular
/// arcs, filled with `Canvas.fill(_:color:rule:)` or stroked with `Canvas.stroke(_:color:style:)`.
///
/// A value type: two paths with the same elements are equal and hash alike, so a canvas can cache
/// what it rasterized for one. Angles are in radians from the positive x axis and grow clockwise on
/// screen (y grows downward), so −π/2 points straight up.
///
/// ```swift
/// var ring = Path()
/// ring.addArc(center: Point(x: 20, y: 20), radius: 12, startAngle: -.pi / 2, endAngle: .pi, clockwise: true)
/// canvas.stroke(ring, color: tint, style: StrokeStyle(width: 3, cap: .round))
/// ```
public struct Path: Hashable, Sendable {
    /// One step of a path, as recorded by the `Path` methods.
    public enum Element: Hashable, Sendable {
        /// Starts a new subpath at a point.
        case move(to: Point)
        /// A straight line from the current point.
        case line(to: Point)
        /// A quadratic Bézier curve from the current point, bent toward `control`.
        case quadCurve(to: Point, control: Point)
        /// A cubic Bézier curve from the current point, leaving toward `control1` and arriving from `control2`.
        case curve(to: Point, control1: Point, control2: Point)
        /// A circular arc (after a line from the current point to its start, if there is one); see
        /// `Path.addArc(center:radius:startAngle:endAngle:clockwise:)`.
        case arc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool)
        /// Closes the current subpath with a line back to its start.
        case close
    }

    /// The elements in the order they were added.
    public private(set) var elements: [Element] = []

    /// An empty path; drawing it draws nothing.
    public init() {}

    /// A path built by `build`, as in `Path { $0.addEllipse(in: rect) }`.
    ///
    /// - Parameter build: Adds the path's elements to the empty path it is given.
    public init(_ build: (inout Path) -> Void) {
        build(&self)
    }

    /// True when the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    // MARK: Building

    /// Starts a new subpath at `point`.
    ///
    /// - Parameter point: The new current point, in points.
    public mutating func move(to point: Point) { elements.append(.move(to: point)) }

    /// Adds a straight line from the current point to `point` (without a current point it starts a
    /// subpath there, as `move(to:)`).
    ///
    /// - Parameter point: Where the line ends, in points.
    public mutating func addLine(to point: Point) { elements.append(.line(to: point)) }

    /// Adds a quadratic Bézier curve from the current point to `point`, bent toward `control`.
    ///
    /// - Parameters:
    ///   - point: Where the curve ends, in points.
    ///   - control: The control point, in points.
    public mutating func addQuadCurve(to point: Point, control: Point) {
        elements.append(.quadCurve(to: point, control: control))
    }

    /// Adds a cubic Bézier curve from the current point to `point`.
    ///
    /// - Parameters:
    ///   - point: Where the curve ends, in points.
    ///   - control1: The control point the curve leaves the current point toward.
    ///   - control2: The control point the curve arrives at `point` from.
    public mutating func addCurve(to point: Point, control1: Point, control2: Point) {
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }

    /// Adds an arc of the circle about `center` from `startAngle` to `endAngle`, preceded by a line
    /// from the current point to the arc's start when there is a current point.
    ///
    /// Going `clockwise` (on screen) the angle grows from `startAngle` until it reaches `endAngle`,
    /// going round as far as needed: an end behind the start is reached on the next turn.
    /// Counter-clockwise the angle shrinks alike. Angles a whole turn or more apart (0 and 2π, in
    /// either order) draw the whole circle once, in the arc's direction.
    ///
    /// - Parameters:
    ///   - center: The circle's centre, in points.
    ///   - radius: The circle's radius in points, finite and 0 or more (0 draws its centre only).
    ///   - startAngle: Where the arc starts, in radians from the positive x axis.
    ///   - endAngle: Where the arc ends, in radians from the positive x axis.
    ///   - clockwise: True to sweep clockwise on screen (the angle growing), false counter-clockwise.
    public mutating func addArc(
        center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool
    ) {
        elements.append(
            .arc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise))
    }

    /// Adds a closed subpath around the ellipse that fits in `rect` (four cubic curves, clockwise
    /// from the right-hand point).
    ///
    /// - Parameter rect: The ellipse's bounding rectangle, in points.
    public mutating func addEllipse(in rect: Rect) {
        let rx = rect.width / 2, ry = rect.height / 2, cx = rect.midX, cy = rect.midY
        // The usual four-curve approximation of a quarter circle: the handle is 0.5523 of the radius.
        let k = 0.552_284_749_830_793_4
        let ox = rx * k, oy = ry * k
        move(to: Point(x: cx + rx, y: cy))
        addCurve(
            to: Point(x: cx, y: cy + ry), control1: Point(x: cx + rx, y: cy + oy),
            control2: Point(x: cx + ox, y: cy + ry))
        addCurve(
            to: Point(x: cx - rx, y: cy), control1: Point(x: cx - ox, y: cy + ry),
            control2: Point(x: cx - rx, y: cy + oy))
        addCurve(
            to: Point(x: cx, y: cy - ry), control1: Point(x: cx - rx, y: cy - oy),
            control2: Point(x: cx - ox, y: cy - ry))
        addCurve(
            to: Point(x: cx + rx, y: cy), control1: Point(x: cx + ox, y: cy - ry),
            control2: Point(x: cx + rx, y: cy - oy))
        closeSubpath()
    }

    /// Adds a closed subpath around `rect`, clockwise from its top-left corner.
    ///
    /// - Parameter rect: The rectangle, in points.
    public mutating func addRect(_ rect: Rect) {
        move(to: rect.origin)
        addLine(to: Point(x: rect.maxX, y: rect.minY))
        addLine(to: Point(x: rect.maxX, y: rect.maxY))
        addLine(to: Point(x: rect.minX, y: rect.maxY))
        closeSubpath()
    }

    /// Adds a closed subpath around `rect` with its corners rounded by quarter circles, clockwise.
    ///
    /// - Parameters:
    ///   - rect: The rectangle, in points.
    ///   - cornerRadius: The corners' radius in points, limited to half the shorter side; 0 or less
    ///     (or not finite) gives square corners.
    public mutating func addRoundedRect(_ rect: Rect, cornerRadius: Double) {
        let limit = max(0, min(abs(rect.width), abs(rect.height)) / 2)
        let r = cornerRadius.sanitized(atLeast: 0, atMost: limit)
        guard r > 0 else { return addRect(rect) }
        let x0 = rect.minX, y0 = rect.minY, x1 = rect.maxX, y1 = rect.maxY
        move(to: Point(x: x0 + r, y: y0))
        addArc(center: Point(x: x1 - r, y: y0 + r), radius: r, startAngle: -.pi / 2, endAngle: 0, clockwise: true)
        addArc(center: Point(x: x1 - r, y: y1 - r), radius: r, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        addArc(center: Point(x: x0 + r, y: y1 - r), radius: r, startAngle: .pi / 2, endAngle: .pi, clockwise: true)
        addArc(center: Point(x: x0 + r, y: y0 + r), radius: r, startAngle: .pi, endAngle: 1.5 * .pi, clockwise: true)
        closeSubpath()
    }

    /// Closes the current subpath with a straight line back to where it started.
    public mutating func closeSubpath() { elements.append(.close) }

    // MARK: Shapes

    /// The ellipse that fits in `rect`, as one closed subpath.
    ///
    /// - Parameter rect: The ellipse's bounding rectangle, in points.
    /// - Returns: A path holding the ellipse.
    public static func ellipse(in rect: Rect) -> Path { Path { $0.addEllipse(in: rect) } }

    /// The circle about `center`, as one closed subpath.
    ///
    /// - Parameters:
    ///   - center: The centre, in points.
    ///   - radius: The radius, in points.
    /// - Returns: A path holding the circle.
    public static func circle(center: Point, radius: Double) -> Path {
        ellipse(in: Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
    }

    /// `rect` with rounded corners, as one closed subpath (see `addRoundedRect(_:cornerRadius:)`).
    ///
    /// - Parameters:
    ///   - rect: The rectangle, in points.
    ///   - cornerRadius: The corners' radius in points.
    /// - Returns: A path holding the rounded rectangle.
    public static func roundedRect(_ rect: Rect, cornerRadius: Double) -> Path {
        Path { $0.addRoundedRect(rect, cornerRadius: cornerRadius) }
    }

    // MARK: Measuring

    /// A rectangle holding every point the path's outline passes through (curves by their control
    /// points, arcs exactly), or nil for a path that draws nothing or whose coordinates are not
    /// finite. The outline itself, not the stroke: add `StrokeStyle.outset` for a stroke.
    public var bounds: Rect? {
        guard problem == nil else { return nil }
        var box = Box()
        // Through a buffer pointer: a debug build's array iterator allocates for every element this size.
        elements.withUnsafeBufferPointer { buffer in
            for element in buffer {
                switch element {
                case let .move(p), let .line(p): box.add(p)
                case let .quadCurve(p, c): box.add(p); box.add(c)
                case let .curve(p, c1, c2): box.add(p); box.add(c1); box.add(c2)
                case let .arc(center, radius, start, end, clockwise):
                    let (a0, sweep) = Path.arcSweep(start: start, end: end, clockwise: clockwise)
                    let a1 = a0 + sweep
                    box.add(Point(x: center.x + radius * cos(a0), y: center.y + radius * sin(a0)))
                    box.add(Point(x: center.x + radius * cos(a1), y: center.y + radius * sin(a1)))
                    // Every axis direction (a multiple of π/2) the sweep passes.
                    let lo = min(a0, a1), hi = max(a0, a1)
                    var k = (lo / (.pi / 2)).rounded(.up)
                    while k * .pi / 2 <= hi {
                        let a = k * .pi / 2
                        box.add(Point(x: center.x + radius * cos(a), y: center.y + radius * sin(a)))
                        k += 1
                    }
                case .close: break
                }
            }
        }
        guard box.x0 <= box.x1, box.y0 <= box.y1 else { return nil }
        return Rect(x: box.x0, y: box.y0, width: box.x1 - box.x0, height: box.y1 - box.y0)
    }

    private struct Box {
        var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
        mutating func add(_ p: Point) {
            x0 = min(x0, p.x); y0 = min(y0, p.y); x1 = max(x1, p.x); y1 = max(y1, p.y)
        }
    }

    /// What makes the path impossible to draw, in words naming the value and what is allowed, or nil
    /// when every coordinate is finite and every arc radius finite and 0 or more.
    package var problem: String? {
        elements.withUnsafeBufferPointer { buffer in
            for (i, element) in buffer.enumerated() {
                var bad: Point?
                switch element {
                case let .move(p), let .line(p):
                    if !Path.isFinite(p) { bad = p }
                case let .quadCurve(p, c):
                    if !Path.isFinite(p) { bad = p } else if !Path.isFinite(c) { bad = c }
                case let .curve(p, c1, c2):
                    if !Path.isFinite(p) || !Path.isFinite(c1) || !Path.isFinite(c2) {
                        bad = [p, c1, c2].first { !Path.isFinite($0) }
                    }
                case let .arc(center, radius, start, end, _):
                    if !radius.isFinite || radius < 0 {
                        return "element \(i) has an arc radius of \(radius); a radius must be finite and 0 or more"
                    }
                    if !start.isFinite || !end.isFinite {
                        return "element \(i) has an arc from \(start) to \(end) radians; angles must be finite"
                    }
                    if !Path.isFinite(center) { bad = center }
                case .close: break
                }
                if let bad { return "element \(i) has the point \(bad); coordinates must be finite" }
            }
            return nil
        }
    }

    private static func isFinite(_ p: Point) -> Bool { p.x.isFinite && p.y.isFinite }

    /// An arc's start angle brought into [0, 2π) and its sweep: positive clockwise, negative
    /// counter-clockwise, never more than a whole turn. Angles a whole turn or more apart give a
    /// whole turn in the arc's direction; otherwise an end behind the start (in the arc's
    /// direction) is reached on the next turn.
    ///
    /// - Parameters:
    ///   - start: The start angle in radians (finite).
    ///   - end: The end angle in radians (finite).
    ///   - clockwise: The direction on screen.
    /// - Returns: The normalized start and the signed sweep, |sweep| ≤ 2π.
    package static func arcSweep(start: Double, end: Double, clockwise: Bool) -> (start: Double, sweep: Double) {
        let turn = 2 * Double.pi
        var a0 = start.truncatingRemainder(dividingBy: turn)
        if a0 < 0 { a0 += turn }
        var delta = clockwise ? end - start : start - end
        if !delta.isFinite || abs(delta) >= turn {
            delta = turn
        } else if delta < 0 {
            delta = delta.truncatingRemainder(dividingBy: turn)
            if delta < 0 { delta += turn }   // into [0, 2π)
        }
        return (a0, clockwise ? delta : -delta)
    }
}
