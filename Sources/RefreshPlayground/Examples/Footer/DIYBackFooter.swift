import RefreshCore

/// `footer.back-diy`'s footer, written only against the toolkit's public API, as MJRefresh's
/// `MJDIYBackFooter`: a meter that fills as the list is pulled past its end and turns green at the
/// threshold, with a label that says what releasing will do (the localizer's texts, so it speaks the
/// scene's language); while loading a stripe runs across it.
final class DIYBackFooter: BackFooter {
    private let label = Label(font: .bold(14), color: .refreshLabel)
    private var grey = ThemePalette.light.diyMeter
    private var orange = ThemePalette.light.diyFilling
    private var green = ThemePalette.light.diyReady
    private var phase = 0.0

    override func prepare() {
        super.prepare()
        height = 50
        label.alignment = .center
        // Shrinks as the built-in controls' labels do; where even that is too long, the title is
        // cut before the pull's percent, which stays whole.
        label.minimumScaleFactor = TextFit.controlMinimumScale
        addSubview(label)
        updateTexts()
    }

    override func placeSubviews() {
        super.placeSubviews()
        // In its 50 pt design height, centred in the frame a `scale` placement stretches.
        label.frame = Rect(
            x: TextFit.margin, y: designBounds.minY + 8, width: max(0, bounds.width - 2 * TextFit.margin), height: 20)
    }

    override func pullingPercentDidChange() {
        super.pullingPercentDidChange()
        if state == .idle { updateTexts() }
    }

    override func updateTexts() {
        super.updateTexts()
        let l = effectiveLocalizer
        label.keptSuffixLength = 0
        switch state {
        case .pulling: label.text = l.string(for: .backFooterPullingText)
        case .refreshing, .willRefresh: label.text = l.string(for: .backFooterRefreshingText)
        case .noMoreData: label.text = l.string(for: .backFooterNoMoreDataText)
        case .finished, .failed:
            label.text = l.string(for: lastOutcome?.isFailure == true ? .footerFailedText : .footerSucceededText)
        case .idle:
            let percent = Int((min(max(pullingPercent, 0), 1) * 100).rounded())
            let suffix = " · \(percent)%"
            label.text = l.string(for: .backFooterIdleText) + suffix
            label.keptSuffixLength = suffix.count
        }
    }

    /// The label takes the control's tint, as the built-in footers' labels do.
    override func tintColorDidChange() {
        super.tintColorDidChange()
        label.textColor = tintColor
    }

    /// Takes the theme's colours: its control grey for the label, its DIY meter and fills.
    func apply(_ palette: ThemePalette) {
        tintColor = palette.refreshLabel
        grey = palette.diyMeter
        orange = palette.diyFilling
        green = palette.diyReady
    }

    override func advance(to time: Double) {
        super.advance(to: time)
        if isRefreshing { phase = time }
    }

    override var isMoving: Bool { super.isMoving || isRefreshing }

    /// The meter: a 6 pt bar under the label, orange while filling, green past the threshold; a
    /// green stripe runs across it while loading.
    override func draw(in canvas: Canvas) {
        super.draw(in: canvas)
        let width = min(220, bounds.width - 40), x = (bounds.width - width) / 2, y = designBounds.minY + 34
        canvas.fill(Rect(x: x, y: y, width: width, height: 6), color: grey)
        if isRefreshing {
            let stripe = width / 4
            let start = (phase * 1.5).truncatingRemainder(dividingBy: 1) * (width + stripe) - stripe
            let a = max(x, x + start), b = min(x + width, x + start + stripe)
            if b > a { canvas.fill(Rect(x: a, y: y, width: b - a, height: 6), color: green) }
        } else {
            let p = min(max(pullingPercent, 0), 1)
            canvas.fill(Rect(x: x, y: y, width: width * p, height: 6), color: p >= 1 ? green : orange)
        }
    }
}
