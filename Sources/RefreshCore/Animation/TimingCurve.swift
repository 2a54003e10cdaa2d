import Foundation

/// Maps linear progress 0...1 to eased progress, as UIKit's animation curves.
public enum TimingCurve: Sendable {
    /// Progress unchanged: constant speed.
    case linear
    /// Starts slow and speeds up, as `cubic-bezier(0.42, 0, 1, 1)`.
    case easeIn
    /// Starts fast and slows down, as `cubic-bezier(0, 0, 0.58, 1)`.
    case easeOut
    /// Slow at both ends, as `cubic-bezier(0.42, 0, 0.58, 1)`; the default for view animations.
    case easeInOut
    /// A cubic Bézier through (0,0), (x1,y1), (x2,y2), (1,1), as CSS `cubic-bezier`.
    case cubicBezier(Double, Double, Double, Double)

    /// Eased progress for `t` in 0...1 (clamped).
    /// - Parameter t: The linear progress; clamped to 0...1, a non-finite value counts as 1.
    /// - Returns: The eased progress; 0 at `t == 0` and 1 at `t == 1` for every curve.
    public func value(at t: Double) -> Double {
        let t = t.sanitized(atLeast: 0, atMost: 1, otherwise: 1)
        switch self {
        case .linear: return t
        case .easeIn: return Self.bezier(0.42, 0, 1, 1, t)
        case .easeOut: return Self.bezier(0, 0, 0.58, 1, t)
        case .easeInOut: return Self.bezier(0.42, 0, 0.58, 1, t)
        case let .cubicBezier(x1, y1, x2, y2): return Self.bezier(x1, y1, x2, y2, t)
        }
    }

    /// The curve's slope at `t` in 0...1 (clamped): eased progress per unit of linear progress, so
    /// a value moved along the curve over `duration` moves at `distance × slope / duration`.
    /// 0 at both ends of `.easeInOut`.
    /// - Parameter t: The linear progress; clamped to 0...1, a non-finite value counts as 1.
    /// - Returns: d(value)/dt at `t`.
    func slope(at t: Double) -> Double {
        let t = t.sanitized(atLeast: 0, atMost: 1, otherwise: 1)
        switch self {
        case .linear: return 1
        case .easeIn: return Self.bezierSlope(0.42, 0, 1, 1, t)
        case .easeOut: return Self.bezierSlope(0, 0, 0.58, 1, t)
        case .easeInOut: return Self.bezierSlope(0.42, 0, 0.58, 1, t)
        case let .cubicBezier(x1, y1, x2, y2): return Self.bezierSlope(x1, y1, x2, y2, t)
        }
    }

    /// dy/dx of the Bézier at x = `t`: y'(s) / x'(s) at the parameter `s` where x(s) = t.
    static func bezierSlope(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ t: Double) -> Double {
        let s = parameter(x1, x2, t)
        let dx = derivative(s, x1, x2), dy = derivative(s, y1, y2)
        guard abs(dx) > 1e-12 else { return 0 }   // (a vertical tangent: none of the named curves has one)
        return dy / dx
    }

    private static func coordinate(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
    }

    private static func derivative(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * p1 + 6 * u * s * (p2 - p1) + 3 * s * s * (1 - p2)
    }

    /// The parameter `s` where x(s) = t: Newton's method with a bisection fallback.
    private static func parameter(_ x1: Double, _ x2: Double, _ t: Double) -> Double {
        var s = t
        for _ in 0..<8 {
            let err = coordinate(s, x1, x2) - t
            if abs(err) < 1e-7 { return s }
            let d = derivative(s, x1, x2)
            if abs(d) < 1e-6 { break }
            s -= err / d
        }
        var lo = 0.0, hi = 1.0
        s = t
        for _ in 0..<40 {
            let x = coordinate(s, x1, x2)
            if abs(x - t) < 1e-7 { break }
            if x < t { lo = s } else { hi = s }
            s = (lo + hi) / 2
        }
        return s
    }

    /// Solves x(s) = t for s by Newton's method with a bisection fallback, then returns y(s).
    static func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ t: Double) -> Double {
        coordinate(parameter(x1, x2, t), y1, y2)
    }
}
