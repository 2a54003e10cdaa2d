/// A value an animation can blend between.
public protocol Interpolatable: Equatable {
    /// The value a fraction `t` of the way from `from` to `to`.
    /// - Parameters:
    ///   - from: The value at `t == 0`.
    ///   - to: The value at `t == 1`.
    ///   - t: The eased progress; usually 0...1, though a curve may overshoot.
    /// - Returns: The blended value.
    static func interpolate(_ from: Self, _ to: Self, _ t: Double) -> Self
}

extension Double: Interpolatable {
    /// Linear interpolation, `a + (b - a) * t`, unclamped.
    /// - Parameters:
    ///   - a: The value at `t == 0`.
    ///   - b: The value at `t == 1`.
    ///   - t: The progress fraction.
    /// - Returns: The blended number.
    public static func interpolate(_ a: Double, _ b: Double, _ t: Double) -> Double { a + (b - a) * t }
}
extension Point: Interpolatable {
    /// Interpolates each coordinate linearly, for animated positions and content offsets.
    /// - Parameters:
    ///   - a: The point at `t == 0`.
    ///   - b: The point at `t == 1`.
    ///   - t: The progress fraction.
    /// - Returns: The blended point.
    public static func interpolate(_ a: Point, _ b: Point, _ t: Double) -> Point {
        Point(x: .interpolate(a.x, b.x, t), y: .interpolate(a.y, b.y, t))
    }
}
extension Size: Interpolatable {
    /// Interpolates width and height linearly, for animated sizes.
    /// - Parameters:
    ///   - a: The size at `t == 0`.
    ///   - b: The size at `t == 1`.
    ///   - t: The progress fraction.
    /// - Returns: The blended size.
    public static func interpolate(_ a: Size, _ b: Size, _ t: Double) -> Size {
        Size(width: .interpolate(a.width, b.width, t), height: .interpolate(a.height, b.height, t))
    }
}
extension Rect: Interpolatable {
    /// Interpolates origin and size linearly, for animated view frames.
    /// - Parameters:
    ///   - a: The rectangle at `t == 0`.
    ///   - b: The rectangle at `t == 1`.
    ///   - t: The progress fraction.
    /// - Returns: The blended rectangle.
    public static func interpolate(_ a: Rect, _ b: Rect, _ t: Double) -> Rect {
        Rect(origin: .interpolate(a.origin, b.origin, t), size: .interpolate(a.size, b.size, t))
    }
}
extension Color: Interpolatable {
    /// Blends every channel, alpha included, with `Color.mixed(with:_:)`, which clamps `t` to 0...1.
    /// - Parameters:
    ///   - a: The colour at `t == 0`.
    ///   - b: The colour at `t == 1`.
    ///   - t: The progress fraction, clamped to 0...1.
    /// - Returns: The blended colour.
    public static func interpolate(_ a: Color, _ b: Color, _ t: Double) -> Color { a.mixed(with: b, t) }
}
