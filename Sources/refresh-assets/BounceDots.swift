import RefreshCore

/// The "bounce-dots" gif-header animation, 50 × 50 pt: three grey dots fill in one after another as
/// the user pulls (idle), turn blue and swell when releasing would refresh (pulling), and hop in a
/// wave while refreshing (an animated GIF with its own delays).
struct BounceDots {
    let scale: Double
    var sizePoints = 50.0
    var dotRadius = 4.5
    var spacing = 14.0
    var hop = 9.0

    var pixels: Int { Int((sizePoints * scale).rounded()) }

    private func dotCenter(_ i: Int, lift: Double) -> Point {
        let c = Double(pixels) / 2
        return Point(x: c + Double(i - 1) * spacing * scale, y: c + (hop / 2 - lift * hop) * scale)
    }

    /// Idle frame `i` of `count`: dot k grows during the k-th third of the pull; dots still to come
    /// show as faint outlines.
    func idleFrame(_ i: Int, of count: Int) -> Bitmap {
        let f = count > 1 ? Double(i) / Double(count - 1) : 1
        var p = BitmapPainter(width: pixels, height: pixels)
        for k in 0..<3 {
            let g = min(max(f * 3 - Double(k), 0), 1)
            let center = dotCenter(k, lift: 0)
            if g < 1 {
                p.strokeRing(center: center, radius: (dotRadius - 0.5) * scale, thickness: 1 * scale,
                             color: Palette.grey.multipliedAlpha(0.3))
            }
            if g > 0 {
                p.fillCircle(center: center, radius: dotRadius * easeOut(g) * scale,
                             color: Palette.grey.multipliedAlpha(0.55 + 0.45 * g))
            }
        }
        return p.bitmap
    }

    /// Pulling frame `i` of 2: blue dots, the second frame slightly larger.
    func pullingFrame(_ i: Int) -> Bitmap {
        var p = BitmapPainter(width: pixels, height: pixels)
        let grow = i % 2 == 0 ? 1.0 : 1.15
        for k in 0..<3 {
            p.fillCircle(center: dotCenter(k, lift: 0), radius: dotRadius * grow * scale, color: Palette.blue)
        }
        return p.bitmap
    }

    /// The refreshing wave: each dot hops in turn; the rest frame lasts longer.
    /// Lifts per frame for dots 0, 1, 2 (0 = resting low, 1 = top of the hop).
    static let wave: [(lifts: [Double], delayMilliseconds: Int)] = [
        ([0, 0, 0], 160),
        ([0.55, 0, 0], 80),
        ([1, 0.55, 0], 80),
        ([0.55, 1, 0.55], 80),
        ([0, 0.55, 1], 80),
        ([0, 0, 0.55], 80),
    ]

    func refreshingFrame(_ i: Int) -> Bitmap {
        var p = BitmapPainter(width: pixels, height: pixels)
        for k in 0..<3 {
            p.fillCircle(center: dotCenter(k, lift: BounceDots.wave[i].lifts[k]), radius: dotRadius * scale,
                         color: Palette.blue)
        }
        return p.bitmap
    }
}
