#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An iOS-style activity indicator frame drawn in code: twelve rounded bars around the centre, the
/// leading bar opaque and the others fading behind it counter-clockwise (so turning the image
/// clockwise, as `ActivityIndicator` does a twelfth at a time, looks like the classic spinner).
///
/// A white template on transparent pixels: draw it tinted (`Color.refreshLabel` in the headers).
/// `Assets/spinner/spinner@1x.png` … `spinner@4x.png` are the default 20 pt spinner at scales 1…4. Every
/// bar is fitted to the pixel grid of the scale it is drawn at (`bitmap`), so `image(diameter:)` stays sharp.
public enum SpinnerArtwork {
    /// The number of bars, and of steps in one turn of the spinner.
    public static let barCount = 12
    /// The default diameter in points (`UIActivityIndicatorView`'s medium style).
    public static let defaultDiameter = 20.0
    /// The opacity of the bar furthest behind the leading one.
    public static let minimumAlpha = 0.25

    /// The angle of bar `i` (radians, clockwise from 3 o'clock): bar 0 points to 12 o'clock and the
    /// bars follow clockwise, 30° apart.
    /// - Parameter i: The bar's index; 0..<`barCount`, though any integer gives a matching angle.
    /// - Returns: The angle in radians.
    public static func angle(ofBar i: Int) -> Double {
        -Double.pi / 2 + Double(i) * 2 * Double.pi / Double(barCount)
    }

    /// The opacity of bar `i` when bar `leadingBar` leads: 1 for the leader, falling evenly to
    /// `minimumAlpha` for the bar just clockwise of it (the one furthest behind).
    /// - Parameters:
    ///   - i: The bar whose opacity is wanted; taken modulo `barCount`.
    ///   - leadingBar: The opaque bar; taken modulo `barCount`.
    /// - Returns: The opacity, `minimumAlpha`...1.
    public static func alpha(ofBar i: Int, leadingBar: Int) -> Double {
        let behind = ((leadingBar - i) % barCount + barCount) % barCount
        return 1 - Double(behind) * (1 - minimumAlpha) / Double(barCount - 1)
    }

    /// One spinner frame, `round(diameter × scale)` pixels square.
    /// - Parameters:
    ///   - diameter: the spinner's diameter in points (`defaultDiameter` when not finite and positive).
    ///   - scale: pixels per point (1 when not finite and positive).
    ///   - leadingBar: the opaque bar (0 is 12 o'clock, counting clockwise); the default 0 is the
    ///     still image that `ActivityIndicator` rotates.
    ///   - visibleBars: draw only bars `0..<visibleBars` (clockwise from 12 o'clock), for a spinner
    ///     that appears bar by bar as the user pulls.
    ///   - color: the bars' colour; white makes a template for tinted drawing.
    /// - Returns: The frame on transparent pixels.
    public static func bitmap(
        diameter: Double = defaultDiameter, scale: Double = 2,
        leadingBar: Int = 0, visibleBars: Int = barCount, color: Color = .white
    ) -> Bitmap {
        let d = diameter.isFinite && diameter > 0 ? diameter : defaultDiameter
        let s = scale.isFinite && scale > 0 ? scale : 1
        let n = max(1, Int((d * s).rounded()))
        var painter = BitmapPainter(width: n, height: n)
        let c = Double(n) / 2
        // Fitted to the pixel grid: a whole number of pixels wide (so the bars at 12, 3, 6 and 9
        // o'clock are solid columns and rows when the centre is on a pixel edge) and ending on whole
        // pixels along the radius.
        let barWidth = max(1, (d * 0.095 * s).rounded())
        let outer = (d / 2 * s).rounded(.down)
        let inner = min((d * 0.25 * s).rounded(), outer - barWidth)
        for i in 0..<min(max(visibleBars, 0), barCount) {
            let a = angle(ofBar: i)
            let dx = cos(a), dy = sin(a)
            let from = Point(x: c + (inner + barWidth / 2) * dx, y: c + (inner + barWidth / 2) * dy)
            let to = Point(x: c + (outer - barWidth / 2) * dx, y: c + (outer - barWidth / 2) * dy)
            painter.fillCapsule(
                from: from, to: to, radius: barWidth / 2,
                color: color.multipliedAlpha(alpha(ofBar: i, leadingBar: leadingBar)))
        }
        return painter.bitmap
    }

    /// The spinner as artwork drawn at whatever scale it is shown (see `Image`), able to draw itself
    /// turned by a bar (30°): turned `k` bars clockwise it is the frame whose bar `k` leads, so
    /// `ActivityIndicator`'s steps are drawn, not resampled. A white template.
    /// - Parameter diameter: The size in points; `defaultDiameter` when not finite and positive.
    /// - Returns: A square artwork image with a rotation step of one bar.
    public static func image(diameter: Double = defaultDiameter) -> Image {
        let d = diameter.isFinite && diameter > 0 ? diameter : defaultDiameter
        // The size, step and base scale are valid by construction, so this cannot throw.
        return try! Image(size: Size(width: d, height: d), name: "spinner", rotationStep: 2 * .pi / Double(barCount)) {
            s, turns in
            bitmap(diameter: d, scale: s, leadingBar: turns)
        }
    }

    /// Frame sequences for a gif header built from the spinner, used when an animation folder cannot
    /// be loaded: idle shows the bars appearing one by one with the pull (12 frames), pulling shows
    /// the whole spinner, refreshing turns it a bar at a time (12 frames, one turn a second).
    /// Gif images are drawn untinted, so these are painted in `color` (the labels' grey).
    /// - Parameters:
    ///   - diameter: The spinner's size in points.
    ///   - scale: Pixels per point of the frames' bitmaps.
    ///   - color: The bars' colour; `Color.refreshLabel` by default.
    /// - Returns: Sequences for `.idle`, `.pulling` and `.refreshing`.
    public static func fallbackSequences(
        diameter: Double = defaultDiameter, scale: Double = 2,
        color: Color = .refreshLabel
    ) -> [RefreshState: FrameSequence] {
        func image(_ leading: Int, _ visible: Int, _ name: String) -> Image {
            Image(
                bitmap: bitmap(
                    diameter: diameter, scale: scale, leadingBar: leading, visibleBars: visible, color: color),
                scale: scale, name: name)
        }
        let idle = (1...barCount).map { image($0 - 1, $0, "SpinnerArtwork idle \($0)") }
        let spin = (0..<barCount).map { image($0, barCount, "SpinnerArtwork spin \($0)") }
        return [
            .idle: FrameSequence(images: idle),
            .pulling: FrameSequence(images: [image(barCount - 1, barCount, "SpinnerArtwork pulling")]),
            .refreshing: FrameSequence(images: spin, duration: 1),
        ]
    }
}
