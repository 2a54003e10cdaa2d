import Foundation
import RefreshCore

/// `footer.auto-diy`'s footer, written only against the toolkit's public API, as MJRefresh's
/// `MJDIYAutoFooter`: a label that tells the state and a track under it that fills as the footer
/// scrolls into view; while loading, three dots pulse along the track. Its texts are the
/// localizer's, so it speaks the scene's language like the built-in footers.
final class DIYAutoFooter: AutoFooter {
    private let label = Label(font: .bold(14), color: .refreshLabel)
    private var track = ThemePalette.light.diyTrack
    private var green = ThemePalette.light.diyReady
    private var phase = 0.0

    override func prepare() {
        super.prepare()
        label.alignment = .center
        addSubview(label)
        updateTexts()
    }

    override func placeSubviews() {
        super.placeSubviews()
        label.frame = Rect(x: 0, y: 6, width: bounds.width, height: 20)
    }

    override func updateTexts() {
        super.updateTexts()
        let l = effectiveLocalizer
        switch state {
        case .refreshing, .willRefresh: label.text = l.string(for: .autoFooterRefreshingText)
        case .noMoreData: label.text = l.string(for: .autoFooterNoMoreDataText)
        default: label.text = l.string(for: .autoFooterIdleText)
        }
    }

    /// The label takes the control's tint, as the built-in footers' labels do.
    override func tintColorDidChange() {
        super.tintColorDidChange()
        label.textColor = tintColor
    }

    /// Takes the theme's colours: its control grey for the label, its DIY track and fill.
    func apply(_ palette: ThemePalette) {
        tintColor = palette.refreshLabel
        track = palette.diyTrack
        green = palette.diyReady
    }

    override func advance(to time: Double) {
        super.advance(to: time)
        if isRefreshing { phase = time }
    }

    override var isMoving: Bool { super.isMoving || isRefreshing }

    /// The track (a 4 pt bar under the label), filled with the visible part of the footer, or the
    /// three pulsing dots while refreshing.
    override func draw(in canvas: Canvas) {
        super.draw(in: canvas)
        let width = min(200, bounds.width - 40), x = (bounds.width - width) / 2, y = 32.0
        canvas.fill(Rect(x: x, y: y, width: width, height: 4), color: track)
        if isRefreshing {
            for i in 0..<3 {
                let t = (phase * 2 + Double(i) / 3).truncatingRemainder(dividingBy: 1)
                let cx = x + width * (0.25 + 0.25 * Double(i))
                let size = 4 + 4 * sin(t * .pi)
                canvas.fill(Rect(x: cx - size / 2, y: y + 2 - size / 2, width: size, height: size), color: green)
            }
        } else {
            canvas.fill(Rect(x: x, y: y, width: width * min(max(pullingPercent, 0), 1), height: 4), color: green)
        }
    }
}
