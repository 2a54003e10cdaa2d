import RefreshCore

#if canImport(Glibc)
import Glibc
#endif

/// The `header.background` example's stretchy header picture, 640 × 300 pt (laid out on a
/// 480 × 270 grid, stretched across): a sky over far
/// mountains and two rows of rolling hills, by day (a sun and clouds) or by night (a moon and
/// stars). The bottom third is hills, the lowest quarter dark: where the header's white text sits at rest;
/// the top row is one colour (`skyTop`), the backdrop above the picture once it stops stretching.
struct Landscape {
    /// Day or night.
    enum Time { case day, night }

    let time: Time
    let scale: Double
    var size = Size(width: 640, height: 300)
    /// The layout grid's size: every position below is on it.
    private let grid = Size(width: 480, height: 270)

    var width: Int { Int((size.width * scale).rounded()) }
    var height: Int { Int((size.height * scale).rounded()) }

    /// The colour of the sky's top row: what the example fills the room above the picture with.
    var skyTop: Color { time == .day ? Color(hex: 0x3C7DD9) : Color(hex: 0x070B1E) }
    private var skyHorizon: Color { time == .day ? Color(hex: 0xCDE7FA) : Color(hex: 0x2C3763) }
    private var mountains: Color { time == .day ? Color(hex: 0x8FAFD0) : Color(hex: 0x26305A) }
    private var farHills: Color { time == .day ? Color(hex: 0x4F8C44) : Color(hex: 0x1A2B3A) }
    private var nearHills: Color { time == .day ? Color(hex: 0x2D5F2E) : Color(hex: 0x0E1A22) }

    /// The picture, drawn at `scale` pixels per point.
    func bitmap() -> Bitmap {
        var p = BitmapPainter(width: width, height: height)
        let s = scale
        // The sky: the top 12 pt one colour, then down to the horizon.
        for y in 0..<height {
            let gy = Double(y) / s * grid.height / size.height
            let t = min(max((gy - 12) / (grid.height - 130 - 12), 0), 1)
            let c = skyTop.mixed(with: skyHorizon, t * t * (3 - 2 * t))
            for x in 0..<width { p.blend(c, coverage: 1, x: x, y: y) }
        }
        switch time {
        case .day:
            p.fillCircle(center: pt(360, 70), radius: len(34), color: Color(hex: 0xFFE08A).multipliedAlpha(0.35))
            p.fillCircle(center: pt(360, 70), radius: len(24), color: Color(hex: 0xFFD54A))
            cloud(&p, at: 110, 62, size: 1)
            cloud(&p, at: 250, 100, size: 0.7)
            cloud(&p, at: 420, 104, size: 0.55)
        case .night:
            var seed: UInt32 = 27
            func next() -> Double {
                seed = seed &* 1_103_515_245 &+ 12_345
                return Double((seed >> 8) & 0xFFFF) / 65_535
            }
            for _ in 0..<90 {
                let x = next() * grid.width, y = 14 + next() * (grid.height - 160), r = 0.5 + next() * 0.9
                p.fillCircle(center: pt(x, y), radius: r * s, color: Color.white.multipliedAlpha(0.45 + 0.5 * next()))
            }
            p.fillCircle(center: pt(120, 64), radius: len(18), color: Color(hex: 0xF4F1DE))
            p.fillCircle(center: pt(128, 58), radius: len(16), color: skyTop.mixed(with: skyHorizon, 0.12))
            p.fillCircle(center: pt(120, 64), radius: len(30), color: Color(hex: 0xF4F1DE).multipliedAlpha(0.12))
        }
        ridge(&p, base: 142, color: mountains) { x in 26 * abs(sin(x / 70 + 0.6)) + 10 * sin(x / 23) }
        ridge(&p, base: 170, color: farHills) { x in 14 * sin(x / 60 + 1.2) + 6 * sin(x / 21) }
        ridge(&p, base: 192, color: nearHills) { x in 9 * sin(x / 85 + 2.4) + 3 * sin(x / 31) }
        return p.bitmap
    }

    private func pt(_ x: Double, _ y: Double) -> Point {
        Point(x: x * size.width / grid.width * scale, y: y * size.height / grid.height * scale)
    }

    /// A length on the grid, in pixels (by the grid's vertical stretch).
    private func len(_ l: Double) -> Double { l * size.height / grid.height * scale }

    /// A puffy cloud of overlapping discs with a flat bottom, centred at (`x`, `y`) pt.
    private func cloud(_ p: inout BitmapPainter, at x: Double, _ y: Double, size k: Double) {
        let white = Color.white.multipliedAlpha(0.92)
        let discs = [(-30.0, 4.0, 14.0), (-12, -6, 20), (10, -10, 22), (30, 0, 15), (0, 6, 16)].map { dx, dy, r in
            SDFShape.circle(center: pt(x + dx * k, y + dy * k), radius: len(r * k))
        }
        p.fill(SDFShape.union(discs), color: white)
    }

    /// Everything below a ridge line `base + offset(x)` pt down, anti-aliased along the line.
    private func ridge(_ p: inout BitmapPainter, base: Double, color: Color, offset: (Double) -> Double) {
        for x in 0..<width {
            let gx = (Double(x) + 0.5) / scale * grid.width / size.width
            let top = (base - offset(gx)) * size.height / grid.height * scale
            let first = max(0, Int(top.rounded(.down)))
            for y in first..<height {
                p.blend(color, coverage: min(1, Double(y + 1) - top), x: x, y: y)
            }
        }
    }
}
