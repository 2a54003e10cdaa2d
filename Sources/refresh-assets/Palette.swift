import RefreshCore

/// Colours of the generated animations.
enum Palette {
    /// The brand blue of the animations.
    static let blue = Color(hex: 0x2F7DF6)
    /// MJRefresh's label grey.
    static let grey = Color.refreshLabel
    /// iOS's system grey: readable on the light header and on a dark one (#1C1C1E) alike.
    static let dotGrey = Color(hex: 0x8E8E93)
    /// The faint track a ring is drawn on.
    static let track = Color.refreshLabel.multipliedAlpha(0.16)
}

/// Small drawing helpers shared by the animation generators (all in pixels).
enum Shapes {
    /// A teardrop: a disc of `radius` at `center` with a point `height` above the disc's centre.
    static func droplet(center c: Point, radius r: Double, height h: Double) -> SDFShape {
        let h = max(h, r * 1.05)
        let sinB = r / h
        let cosB = (1 - sinB * sinB).squareRoot()
        let tip = Point(x: c.x, y: c.y - h)
        let left = Point(x: c.x - r * cosB, y: c.y - r * sinB)
        let right = Point(x: c.x + r * cosB, y: c.y - r * sinB)
        // The triangle reaches a little into the disc so the union has no seam.
        let inner = Point(x: c.x, y: c.y)
        return SDFShape.circle(center: c, radius: r).union(.polygon([tip, right, inner, left]))
    }
}

extension Shapes {
    /// An axis-aligned ellipse. The distance is the circle's distance in the ellipse's stretched
    /// space, scaled back by the smaller radius: exact for a circle, close enough for a one-pixel
    /// anti-aliased rim on a mildly squashed one.
    static func ellipse(center c: Point, radiusX rx: Double, radiusY ry: Double) -> SDFShape {
        let rx = max(rx, 1e-9), ry = max(ry, 1e-9), m = min(rx, ry)
        let bounds = Rect(x: c.x - rx - 1, y: c.y - ry - 1, width: 2 * rx + 2, height: 2 * ry + 2)
        return SDFShape(bounds: bounds) { p in
            let dx = (p.x - c.x) / rx, dy = (p.y - c.y) / ry
            return ((dx * dx + dy * dy).squareRoot() - 1) * m
        }
    }
}

/// An ease-out curve on 0...1.
func easeOut(_ t: Double) -> Double {
    let t = min(max(t, 0), 1)
    return 1 - (1 - t) * (1 - t) * (1 - t)
}

/// An ease-in-out curve on 0...1.
func easeInOut(_ t: Double) -> Double {
    let t = min(max(t, 0), 1)
    return t * t * (3 - 2 * t)
}
