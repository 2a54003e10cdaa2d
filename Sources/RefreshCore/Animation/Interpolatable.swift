/// A value an animation can blend between.
public protocol Interpolatable: Equatable {
    static func interpolate(_ from: Self, _ to: Self, _ t: Double) -> Self
}

extension Double: Interpolatable {
    public static func interpolate(_ a: Double, _ b: Double, _ t: Double) -> Double { a + (b - a) * t }
}
extension Point: Interpolatable {
    public static func interpolate(_ a: Point, _ b: Point, _ t: Double) -> Point {
        Point(x: .interpolate(a.x, b.x, t), y: .interpolate(a.y, b.y, t))
    }
}
extension Size: Interpolatable {
    public static func interpolate(_ a: Size, _ b: Size, _ t: Double) -> Size {
        Size(width: .interpolate(a.width, b.width, t), height: .interpolate(a.height, b.height, t))
    }
}
extension Rect: Interpolatable {
    public static func interpolate(_ a: Rect, _ b: Rect, _ t: Double) -> Rect {
        Rect(origin: .interpolate(a.origin, b.origin, t), size: .interpolate(a.size, b.size, t))
    }
}
extension Color: Interpolatable {
    public static func interpolate(_ a: Color, _ b: Color, _ t: Double) -> Color { a.mixed(with: b, t) }
}
