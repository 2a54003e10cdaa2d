import RefreshCore

#if canImport(Glibc)
import Glibc
#endif

/// The "pull-ring" gif-header animation, 50 × 50 pt: a blue ring draws itself clockwise from
/// 12 o'clock around a droplet that fills with colour and stretches as the pull grows (idle, scrubbed
/// by the pull percent); a gentle pulse once releasing would refresh (pulling); a comet chasing
/// round the faint track while refreshing.
struct PullRing {
    let scale: Double
    var sizePoints = 50.0
    var ringRadius = 18.0
    var ringWidth = 3.0
    var dropRadius = 6.5

    var pixels: Int { Int((sizePoints * scale).rounded()) }
    var center: Point { Point(x: Double(pixels) / 2, y: Double(pixels) / 2) }

    /// Idle frame `i` of `count`: the ring at `i / (count − 1)` of a turn.
    func idleFrame(_ i: Int, of count: Int) -> Bitmap {
        let f = count > 1 ? Double(i) / Double(count - 1) : 1
        var p = BitmapPainter(width: pixels, height: pixels)
        drawTrack(&p)
        if f > 0 {
            p.strokeArc(
                center: center, radius: ringRadius * scale, startAngle: -.pi / 2,
                endAngle: -.pi / 2 + f * 2 * .pi, thickness: ringWidth * scale, color: Palette.blue)
        }
        let fill = Palette.grey.multipliedAlpha(0.35).mixed(with: Palette.blue, easeOut(f))
        drawDroplet(&p, size: 0.78 + 0.22 * easeOut(f), stretch: f, color: fill)
        return p.bitmap
    }

    /// Pulling frame `i` of 3: the full ring and droplet breathing out and back.
    func pullingFrame(_ i: Int) -> Bitmap {
        let pulse = [0.0, 1.0, 0.5][i % 3]
        var p = BitmapPainter(width: pixels, height: pixels)
        // A soft halo just outside the ring.
        p.strokeRing(
            center: center, radius: (ringRadius + 1.5 + 1.5 * pulse) * scale, thickness: 2 * scale,
            color: Palette.blue.multipliedAlpha(0.10 + 0.12 * pulse))
        p.strokeRing(
            center: center, radius: ringRadius * scale, thickness: (ringWidth + 0.6 * pulse) * scale,
            color: Palette.blue)
        drawDroplet(&p, size: 1 + 0.08 * pulse, stretch: 1, color: Palette.blue)
        return p.bitmap
    }

    /// Refreshing frame `i` of `count`: a comet whose head is `i / count` of a turn past 12 o'clock,
    /// its tail fading over three quarters of the circle.
    func refreshingFrame(_ i: Int, of count: Int) -> Bitmap {
        var p = BitmapPainter(width: pixels, height: pixels)
        drawTrack(&p)
        let head = -Double.pi / 2 + Double(i) / Double(count) * 2 * .pi
        let tail = 1.5 * Double.pi
        let c = center
        let shape = SDFShape.arc(
            center: c, radius: ringRadius * scale, startAngle: head - tail, endAngle: head,
            thickness: ringWidth * scale, roundCaps: true)
        p.fill(shape) { pt in
            var behind = head - atan2(pt.y - c.y, pt.x - c.x)
            behind -= (behind / (2 * .pi)).rounded(.down) * 2 * .pi
            if behind > 1.9 * .pi { behind = 0 }   // the round cap just ahead of the head
            let a = max(0, 1 - behind / tail)
            return Palette.blue.multipliedAlpha(a * a)
        }
        drawDroplet(&p, size: 1, stretch: 1, color: Palette.blue)
        return p.bitmap
    }

    private func drawTrack(_ p: inout BitmapPainter) {
        p.strokeRing(center: center, radius: ringRadius * scale, thickness: ringWidth * scale, color: Palette.track)
    }

    /// The droplet centred in the ring: `size` scales it, `stretch` (0...1) pulls its point up.
    private func drawDroplet(_ p: inout BitmapPainter, size: Double, stretch: Double, color: Color) {
        let r = dropRadius * size * scale
        let h = r * (1.35 + 0.75 * stretch)
        // Centre the drop's height (tip to bottom) in the ring.
        let body = Point(x: center.x, y: center.y + (h - r) / 2)
        p.fill(Shapes.droplet(center: body, radius: r, height: h), color: color)
        // A curved highlight inside the lower left of the body.
        p.strokeArc(
            center: body, radius: r * 0.62, startAngle: 0.62 * .pi, endAngle: 0.88 * .pi,
            thickness: r * 0.2, color: Color.white.multipliedAlpha(0.6 * Double(color.a) / 255))
    }
}
