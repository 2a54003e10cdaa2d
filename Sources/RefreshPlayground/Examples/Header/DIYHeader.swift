import Foundation
import RefreshCore

/// `header.diy`: a custom header written only against the toolkit's public API, as MJRefresh's
/// `MJDIYHeader`. A disc left of the label grows and turns from grey to blue as the pull nears the
/// threshold, the label's colour follows the pull, and while refreshing a ring of dots chases itself.
final class DIYHeader: RefreshHeader {
    private let label = Label(font: .bold(15), color: .refreshLabel)
    private var grey = ThemePalette.light.diyIdle
    private var blue = ThemePalette.light.accent
    private var phase = 0.0

    override func prepare() {
        super.prepare()
        frame.size.height = 50
        label.alignment = .center
        addSubview(label)
        updateLabel()
    }

    override func placeSubviews() {
        super.placeSubviews()
        // Centred in the header's 50 pt, the disc (and the refreshing ring, 25 pt across) beside it.
        label.frame = Rect(x: 0, y: ((bounds.height - 18) / 2).rounded(), width: bounds.width, height: 18)
    }

    override func stateDidChange(from old: RefreshState) {
        super.stateDidChange(from: old)
        updateLabel()
    }

    override func pullingPercentDidChange() {
        super.pullingPercentDidChange()
        updateLabel()
    }

    /// Takes the theme's colours: its DIY grey before the pull, its accent at the threshold and
    /// while refreshing.
    func apply(_ palette: ThemePalette) {
        grey = palette.diyIdle
        blue = palette.accent
        updateLabel()
    }

    private func updateLabel() {
        let p = min(max(pullingPercent, 0), 1)
        label.textColor = grey.mixed(with: blue, p)
        switch state {
        case .refreshing, .willRefresh: label.text = "Working on it"
        case .pulling: label.text = "Let go!"
        default: label.text = "Keep pulling (\(Int((p * 100).rounded()))%)"
        }
    }

    override func advance(to time: Double) {
        super.advance(to: time)
        if isRefreshing { phase = time }
    }

    override var isMoving: Bool { super.isMoving || isRefreshing }

    /// A white anti-aliased disc, drawn once with the public `BitmapPainter` and tinted per frame.
    private static let disc: Image = {
        var painter = BitmapPainter(width: 64, height: 64)
        painter.fillCircle(center: Point(x: 32, y: 32), radius: 31, color: .white)
        return Image(bitmap: painter.bitmap, scale: 2, name: "diy-disc")
    }()

    /// Draws the growing disc (idle, pulling) or the chasing ring of dots (refreshing) left of the label.
    override func draw(in canvas: Canvas) {
        super.draw(in: canvas)
        let p = min(max(pullingPercent, 0), 1)
        // Left of the label, on its centre line (the middle of the header).
        let cx = bounds.width / 2 - label.textSize.width / 2 - 18, cy = label.frame.midY
        func dot(_ x: Double, _ y: Double, _ diameter: Double, _ color: Color) {
            canvas.drawImage(
                Self.disc, in: Rect(x: x - diameter / 2, y: y - diameter / 2, width: diameter, height: diameter),
                rotation: 0, tint: color)
        }
        if isRefreshing {
            for i in 0..<8 {
                let angle = Double(i) / 8 * 2 * .pi
                let lit = (Double(i) - phase * 8).truncatingRemainder(dividingBy: 8)
                let fade = 1 - (lit < 0 ? lit + 8 : lit) / 8
                dot(cx + 10 * cos(angle), cy + 10 * sin(angle), 5, blue.multipliedAlpha(0.25 + 0.75 * fade))
            }
        } else {
            dot(cx, cy, 6 + 14 * p, grey.mixed(with: blue, p))
        }
    }
}
