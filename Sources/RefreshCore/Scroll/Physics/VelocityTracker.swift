/// Estimates the pointer's velocity at release: least-squares quadratic fit over the last 100 ms
/// (samples closer than 2 ms merged, a gap over 40 ms ends the window), zero when the pointer rested
/// more than 40 ms before release, magnitudes below 100 pt/s dropped and above 8000 pt/s capped.
public struct VelocityTracker: Sendable {
    /// How far back, in seconds, samples take part in the fit (100 ms).
    public static let horizon = 0.100
    /// A pause, in seconds, that ends the fit window and makes a release give zero velocity (40 ms).
    public static let restThreshold = 0.040
    /// Samples closer together than this many seconds replace each other (2 ms).
    public static let mergeInterval = 0.002
    /// Release speeds below this many points per second count as zero, so a still release does not fling.
    public static let minimumVelocity = 100.0
    /// Release speeds are capped at this many points per second per axis.
    public static let maximumVelocity = 8000.0
    static let capacity = 20

    private var samples: [(time: Double, position: Point)] = []

    /// Creates a tracker with no samples.
    public init() { samples.reserveCapacity(VelocityTracker.capacity) }

    /// Forgets every sample; the scroll view calls it when a touch goes down.
    public mutating func reset() { samples.removeAll(keepingCapacity: true) }

    /// Records where the pointer is at `time`; a sample within `mergeInterval` of the previous one
    /// replaces it, and non-finite samples are ignored. Keeps the 20 newest samples.
    /// - Parameters:
    ///   - position: The pointer's position, in points.
    ///   - time: The sample's time in seconds, on the window's injected clock.
    public mutating func add(_ position: Point, at time: Double) {
        guard time.isFinite, position.x.isFinite, position.y.isFinite else { return }
        if let last = samples.last, time - last.time < VelocityTracker.mergeInterval {
            samples[samples.count - 1] = (max(time, last.time), position)
            return
        }
        if samples.count == VelocityTracker.capacity { samples.removeFirst() }
        samples.append((time, position))
    }

    /// The unclamped least-squares velocity at the newest sample, per axis (pt/s).
    /// - Returns: The velocity in points per second, or zero with fewer than two samples in the window.
    public func rawVelocity() -> Point {
        guard let newest = samples.last else { return .zero }
        var window: [(Double, Point)] = [(0, newest.position)]
        var previous = newest.time
        for s in samples.dropLast().reversed() {
            if newest.time - s.time > VelocityTracker.horizon || previous - s.time > VelocityTracker.restThreshold {
                break
            }
            window.append((s.time - newest.time, s.position))
            previous = s.time
        }
        guard window.count >= 2 else { return .zero }
        // Fit in milliseconds for well-conditioned sums, then convert back to points per second.
        return Point(
            x: 1000 * VelocityTracker.slope(window.map { ($0.0 * 1000, $0.1.x) }),
            y: 1000 * VelocityTracker.slope(window.map { ($0.0 * 1000, $0.1.y) }))
    }

    /// The release velocity at `releaseTime` with the rest rule and the [100, 8000] pt/s clamp applied.
    /// - Parameter releaseTime: When the pointer was released, in seconds on the same clock as the samples.
    /// - Returns: The velocity in points per second per axis: zero when the pointer rested longer than
    ///   `restThreshold` before release, else `rawVelocity()` with each axis dropped below
    ///   `minimumVelocity` and capped at `maximumVelocity`.
    public func velocity(releasedAt releaseTime: Double) -> Point {
        guard let newest = samples.last, releaseTime - newest.time <= VelocityTracker.restThreshold else {
            return .zero
        }
        let v = rawVelocity()
        return Point(x: VelocityTracker.clamp(v.x), y: VelocityTracker.clamp(v.y))
    }

    static func clamp(_ v: Double) -> Double {
        guard v.isFinite, abs(v) >= minimumVelocity else { return 0 }
        return min(max(v, -maximumVelocity), maximumVelocity)
    }

    /// The first-order coefficient of a quadratic (three or more points) or linear (two points)
    /// least-squares fit of `x(t)`, with t measured from the newest sample.
    static func slope(_ pts: [(Double, Double)]) -> Double {
        if pts.count == 2 {
            let (t0, x0) = pts[0], (t1, x1) = pts[1]
            return t0 == t1 ? 0 : (x0 - x1) / (t0 - t1)
        }
        // Normal equations for x = a + b·t + c·t².
        var s = [Double](repeating: 0, count: 5)   // Σt^0 … Σt^4
        var r = [Double](repeating: 0, count: 3)   // Σx·t^0 … Σx·t^2
        for (t, x) in pts {
            var p = 1.0
            for i in 0..<5 {
                s[i] += p
                if i < 3 { r[i] += x * p }
                p *= t
            }
        }
        let m = [[s[0], s[1], s[2]], [s[1], s[2], s[3]], [s[2], s[3], s[4]]]
        guard let sol = solve3(m, r) else {
            // Degenerate (e.g. all samples at two times): fall back to the linear fit.
            let n = Double(pts.count)
            let den = n * s[2] - s[1] * s[1]
            return den == 0 ? 0 : (n * r[1] - s[1] * r[0]) / den
        }
        return sol[1]
    }

    /// Cramer's rule for a 3×3 system; nil when singular.
    static func solve3(_ m: [[Double]], _ r: [Double]) -> [Double]? {
        func det(_ a: [[Double]]) -> Double {
            a[0][0] * (a[1][1] * a[2][2] - a[1][2] * a[2][1])
                - a[0][1] * (a[1][0] * a[2][2] - a[1][2] * a[2][0])
                + a[0][2] * (a[1][0] * a[2][1] - a[1][1] * a[2][0])
        }
        let d = det(m)
        guard abs(d) > 1e-9 else { return nil }
        return (0..<3).map { col in
            var mc = m
            for row in 0..<3 { mc[row][col] = r[row] }
            return det(mc) / d
        }
    }
}
