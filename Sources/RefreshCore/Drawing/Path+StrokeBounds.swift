import Foundation

extension Path {
    /// A rectangle holding every point a stroke of this path with `style` can cover (before
    /// antialiasing), or nil when the path draws nothing or is not finite.
    ///
    /// The outline's `bounds` grown by half the width (times √2 for square caps, whose corners reach
    /// further); with `.miter` joins, each corner where two segments meet at an angle whose miter
    /// stays within `miterLimit` is grown by its own miter length. Corners inside curves and arcs
    /// are round (as cairo strokes them), so a smooth path gets no miter margin at all, and a ring
    /// stroked with the default style is no larger than it looks. Segments shorter than
    /// `shortestSegment` points, whose direction a rasterizer may not see as drawn, count their
    /// corners at the full miter limit.
    ///
    /// - Parameters:
    ///   - style: The stroke's width, caps and joins (a valid style).
    ///   - shortestSegment: The length in points below which a segment's direction is not trusted.
    /// - Returns: The box in points.
    package func strokeBounds(_ style: StrokeStyle, shortestSegment: Double) -> Rect? {
        guard let outline = bounds else { return nil }
        let h = style.width / 2
        // Square caps' corners reach half the width times √2 from the end point.
        let r = style.cap == .square ? h * 2.0.squareRoot() : h
        var box = StrokeBox(
            rect: Rect(
                x: outline.minX - r, y: outline.minY - r, width: outline.width + 2 * r, height: outline.height + 2 * r))
        let limit = style.miterLimit.isFinite ? style.miterLimit : 1
        guard style.join == .miter, limit > 1, h > 0 else { return box.rect }

        var walk = JoinWalk(half: h, limit: limit, shortest: shortestSegment)
        elements.withUnsafeBufferPointer { buffer in
            for element in buffer {
                switch element {
                case let .move(p):
                    walk.start(at: p)
                case let .line(p):
                    walk.segment(to: p, box: &box)
                case let .quadCurve(p, c):
                    let p0 = walk.current ?? c
                    walk.segment(
                        to: p, startTangent: c - p0, endTangent: p - c, size: distance(p0, c) + distance(c, p),
                        box: &box)
                case let .curve(p, c1, c2):
                    let p0 = walk.current ?? c1
                    let t0 = c1 != p0 ? c1 - p0 : (c2 != p0 ? c2 - p0 : p - p0)
                    let t1 = p != c2 ? p - c2 : (p != c1 ? p - c1 : p - p0)
                    let size = distance(p0, c1) + distance(c1, c2) + distance(c2, p)
                    walk.segment(to: p, startTangent: t0, endTangent: t1, size: size, box: &box)
                case let .arc(center, radius, start, end, clockwise):
                    let (a0, sweep) = Path.arcSweep(start: start, end: end, clockwise: clockwise)
                    let a1 = a0 + sweep
                    let p0 = Point(x: center.x + radius * cos(a0), y: center.y + radius * sin(a0))
                    let p1 = Point(x: center.x + radius * cos(a1), y: center.y + radius * sin(a1))
                    if walk.current == nil {
                        walk.start(at: p0)
                    } else {
                        walk.segment(to: p0, box: &box)
                    }
                    guard radius > 0, sweep != 0 else { continue }
                    // Tangents: the direction of growing angle is (−sin, cos); clockwise sweeps grow.
                    let s: Double = sweep > 0 ? 1 : -1
                    walk.segment(
                        to: p1, startTangent: Point(x: -sin(a0) * s, y: cos(a0) * s),
                        endTangent: Point(x: -sin(a1) * s, y: cos(a1) * s), size: radius * abs(sweep), box: &box)
                case .close:
                    walk.close(box: &box)
                }
            }
        }
        return box.rect
    }
}

private func distance(_ a: Point, _ b: Point) -> Double {
    let d = b - a
    return (d.x * d.x + d.y * d.y).squareRoot()
}

/// The stroke's box as it grows.
private struct StrokeBox {
    var rect: Rect

    /// Grows the box to hold the square of half side `r` about `p`.
    mutating func add(_ p: Point, reach r: Double) {
        let x0 = min(rect.minX, p.x - r), y0 = min(rect.minY, p.y - r)
        let x1 = max(rect.maxX, p.x + r), y1 = max(rect.maxY, p.y + r)
        rect = Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}

/// Walks a path's segments and grows a stroke box by the miter of every corner between them.
private struct JoinWalk {
    /// Half the stroke width, the miter limit, and the shortest trusted segment length.
    let half: Double, limit: Double, shortest: Double
    /// The current point, the subpath's start, the direction the subpath first left its start,
    /// and the direction the last segment arrived in (nil: no segment yet).
    var current: Point?, subpathStart: Point?
    var firstTangent: Point?, lastTangent: Point?

    mutating func start(at p: Point) {
        current = p
        subpathStart = p
        firstTangent = nil
        lastTangent = nil
    }

    /// A segment from the current point to `p`, `size` points long (at most), leaving and arriving
    /// along the tangents given (a straight line when nil).
    mutating func segment(
        to p: Point, startTangent: Point? = nil, endTangent: Point? = nil, size: Double? = nil,
        box: inout StrokeBox
    ) {
        guard let from = current else { return start(at: p) }
        let chord = p - from
        let length = size ?? distance(from, p)
        if length == 0 { return }   // dropped by the rasterizer: no corner
        if length < shortest {
            // Too short to know which way a rasterizer sees it go: its corners may miter fully.
            box.add(from, reach: half * limit)
            box.add(p, reach: half * limit)
            current = p
            return
        }
        let t0 = startTangent ?? chord, t1 = endTangent ?? chord
        join(at: from, lastTangent, t0, box: &box)
        if firstTangent == nil { firstTangent = t0 }
        lastTangent = t1
        current = p
    }

    mutating func close(box: inout StrokeBox) {
        guard let start = subpathStart, current != nil else { return }
        segment(to: start, box: &box)
        join(at: start, lastTangent, firstTangent, box: &box)
        // After a close the next segment starts a new subpath at the same point.
        self.start(at: start)
    }

    /// Grows the box by the miter at `v` between a segment arriving along `a` and one leaving along
    /// `b`, when the miter is drawn (within the limit); a bevel or a smooth turn stays within `half`.
    func join(at v: Point, _ a: Point?, _ b: Point?, box: inout StrokeBox) {
        guard let a, let b else { return }
        let la = (a.x * a.x + a.y * a.y).squareRoot(), lb = (b.x * b.x + b.y * b.y).squareRoot()
        guard la > 0, lb > 0 else { return box.add(v, reach: half * limit) }
        let ua = Point(x: a.x / la, y: a.y / la), ub = Point(x: b.x / lb, y: b.y / lb)
        // The miter's length over the width is 1 / sin(φ/2), φ the angle between the segments,
        // and sin(φ/2) = cos(turn/2) = √((1 + cos turn) / 2).
        let s = ((1 + ua.x * ub.x + ua.y * ub.y) / 2).squareRoot()
        let ratio = s > 0 ? 1 / s : .infinity
        // A little past the limit still counts, in case the rasterizer rounds the other way.
        guard ratio <= limit * 1.02 else { return }
        // The tip lies on the outer side of the corner, along the bisector away from both segments.
        let out = Point(x: ua.x - ub.x, y: ua.y - ub.y)
        let lo = (out.x * out.x + out.y * out.y).squareRoot()
        guard lo > 1e-9 else { return }   // straight on: within half the width
        let reach = half * ratio
        box.add(Point(x: v.x + out.x / lo * reach, y: v.y + out.y / lo * reach), reach: 0)
    }
}
