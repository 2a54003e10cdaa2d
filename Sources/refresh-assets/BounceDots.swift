import RefreshCore

/// The "bounce-dots" gif-header animation, 72 × 50 pt: three 14 pt dots 8 pt apart, sized to read at
/// a glance in a 54 pt header. As the user pulls (idle) each grey dot grows out of its outline in
/// turn; when releasing would refresh (pulling) they turn blue and swell; while refreshing they hop
/// in a wave (an animated GIF with its own delays), squashing as they take off and land.
///
/// Colours are solid (no gradients, no translucent fills except the idle outlines), chosen to read on
/// the light header (#F2F2F7) and on a dark one (#1C1C1E) alike: iOS's system grey (#8E8E93) and the
/// brand blue (#2F7DF6). The GIF's 1-bit transparency turns the anti-aliased rims into hard edges of
/// the dot's own colour, so there is no light or dark halo on either background.
struct BounceDots {
    let scale: Double
    var widthPoints = 72.0
    var heightPoints = 50.0
    var dotRadius = 7.0
    /// Centre to centre.
    var spacing = 22.0
    /// How high a dot's centre rises at the top of a hop.
    var hop = 12.0

    var pixelWidth: Int { Int((widthPoints * scale).rounded()) }
    var pixelHeight: Int { Int((heightPoints * scale).rounded()) }

    /// The centre of a resting dot, in points (the hop is centred vertically).
    private var restY: Double { heightPoints / 2 + hop / 2 }

    /// Dot `i` (0...2) of `radius` lifted by `lift` (0 resting, 1 at the top of the hop) and squashed
    /// by `squash` (positive: wider and flatter, negative: stretched; either way its bottom stays
    /// where the round dot's was), in pixels.
    private func dot(_ i: Int, lift: Double = 0, squash: Double = 0, radius: Double? = nil) -> SDFShape {
        let r = radius ?? dotRadius
        let rx = r * (1 + squash), ry = r * (1 - squash)
        let cx = widthPoints / 2 + Double(i - 1) * spacing
        let cy = restY - lift * hop + (r - ry)
        return Shapes.ellipse(center: Point(x: cx * scale, y: cy * scale), radiusX: rx * scale, radiusY: ry * scale)
    }

    /// Idle frame `i` of `count`: dot k grows out of its outline during the k-th third of the pull.
    func idleFrame(_ i: Int, of count: Int) -> Bitmap {
        let f = count > 1 ? Double(i) / Double(count - 1) : 1
        var p = BitmapPainter(width: pixelWidth, height: pixelHeight)
        for k in 0..<3 {
            let g = min(max(f * 3 - Double(k), 0), 1)
            if g < 1 {
                let outline = dot(k).subtracting(dot(k, radius: dotRadius - 1.5))
                p.fill(outline, color: Palette.dotGrey.multipliedAlpha(0.6))
            }
            if g > 0 { p.fill(dot(k, radius: dotRadius * easeOut(g)), color: Palette.dotGrey) }
        }
        return p.bitmap
    }

    /// Pulling frame `i` of 2: blue dots, the second frame swollen.
    func pullingFrame(_ i: Int) -> Bitmap {
        var p = BitmapPainter(width: pixelWidth, height: pixelHeight)
        let grow = i % 2 == 0 ? 1.0 : 1.15
        for k in 0..<3 { p.fill(dot(k, radius: dotRadius * grow), color: Palette.blue) }
        return p.bitmap
    }

    /// The refreshing wave: each dot hops in turn; the rest frame lasts longer. Per frame, for dots
    /// 0, 1, 2: the lift (0 resting, 1 at the top) and the squash (positive flattens a dot taking
    /// off or landing, negative stretches one in flight).
    static let wave: [(lifts: [Double], squashes: [Double], delayMilliseconds: Int)] = [
        ([0, 0, 0], [0.14, 0, 0.1], 160),
        ([0.55, 0, 0], [-0.08, 0.14, 0], 80),
        ([1, 0.55, 0], [0, -0.08, 0.14], 80),
        ([0.55, 1, 0.55], [-0.08, 0, -0.08], 80),
        ([0, 0.55, 1], [0.1, -0.08, 0], 80),
        ([0, 0, 0.55], [0, 0.1, -0.08], 80),
    ]

    func refreshingFrame(_ i: Int) -> Bitmap {
        var p = BitmapPainter(width: pixelWidth, height: pixelHeight)
        let frame = BounceDots.wave[i]
        for k in 0..<3 {
            p.fill(dot(k, lift: frame.lifts[k], squash: frame.squashes[k]), color: Palette.blue)
        }
        return p.bitmap
    }
}
