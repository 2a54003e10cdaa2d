extension RefreshComponent {
    /// MJRefresh's label font: bold 14 pt.
    public static let stateLabelFont = Font.bold(14)
    /// The least room kept between an image left of the text and the control's left edge
    /// (`TextFit.margin`, 8 pt).
    public static let minimumImageMargin = TextFit.margin

    /// A label as MJRefresh's `mj_label`: bold 14 pt, RGB(90, 90, 90), centred, one line; a text too
    /// wide for it is fitted by `TextFit`'s rule: shrunk to as little as 75 % (with the control's
    /// other labels), then cut with "…".
    /// - Returns: A new label with no text, ready to add as a subview.
    public static func makeStateLabel() -> Label {
        let l = Label(font: stateLabelFont, color: .refreshLabel)
        l.alignment = .center
        l.minimumScaleFactor = TextFit.controlMinimumScale
        return l
    }

    /// Fits the visible labels of `labels` together by `TextFit`'s rule in the room the control
    /// leaves beside an image of `size` (`TextFit.room(inWidth:imageWidth:gap:)`), places them as
    /// one block (`TextFit.place(textWidth:imageWidth:gap:inWidth:)`) and returns the image's
    /// frame: `gap` points left of the fitted text, centred on the text as MJRefresh places its
    /// arrows, spinners and gifs while that keeps the image `minimumImageMargin` inside the left
    /// edge; else the image stays there and the text moves right (and shrinks, then is cut with
    /// "…", if it still does not fit). Centred when every label is hidden or empty; an image 0
    /// wide takes no room. Each label keeps its y and height and is centred on the text block, as
    /// wide as the control allows around the block's centre (the whole width while it is centred).
    ///
    /// In a right-to-left language (``RefreshLanguage/isRightToLeft``, Arabic) all of it is
    /// mirrored: the image sits on the reading side, right of the text, `gap` points from its end.
    /// - Parameters:
    ///   - labels: The control's labels; hidden or empty ones are not counted.
    ///   - size: The image's size, in points.
    ///   - gap: The space between the image and the text, in points.
    /// - Returns: The image's frame in the control's coordinates.
    public func imageFrame(leftOf labels: [Label], size: Size, gap: Double) -> Rect {
        imageFrame(size: size, gap: gap, labelCount: labels.count) { labels[$0] }
    }

    /// `imageFrame(leftOf:size:gap:)` for one label or two, without building an array: the
    /// controls place their images in every layout pass. `lines`: the text may wrap onto that many
    /// lines (as far as the labels' heights hold them) even where the labels allow fewer (a
    /// header's instruction, `StateHeader.instructionLines`).
    func imageFrame(leftOf first: Label, _ second: Label? = nil, size: Size, gap: Double, lines: Int = 1) -> Rect {
        imageFrame(size: size, gap: gap, labelCount: second == nil ? 1 : 2, lines: lines) {
            $0 == 0 ? first : second!
        }
    }

    /// Fits and places one label or two with no image beside them (a state control's own layout;
    /// a subclass with an image places them again beside it).
    func placeText(_ first: Label, _ second: Label? = nil) {
        _ = imageFrame(leftOf: first, second, size: .zero, gap: 0)
    }

    private func imageFrame(
        size: Size, gap: Double, labelCount: Int, lines: Int = 1, label: (Int) -> Label
    ) -> Rect {
        let w = bounds.width, room = designBounds
        // Laid out left to right, then, in a right-to-left language, seen in a mirror.
        let rightToLeft = effectiveLocalizer.isRightToLeft
        func placed(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
            Rect(x: rightToLeft ? w - x - width : x, y: y, width: width, height: height)
        }
        func isShown(_ l: Label) -> Bool { !l.isHidden && !l.text.isEmpty }
        let imageWidth = max(0, size.width)
        let fit = textFit(
            room: TextFit.room(inWidth: w, imageWidth: imageWidth, gap: gap), labelCount: labelCount,
            lines: lines, label: label, isShown: isShown)
        let spot = TextFit.place(textWidth: fit?.width ?? 0, imageWidth: imageWidth, gap: gap, inWidth: w)
        if let fit {
            // Each label is centred on the block, as wide as the control allows around its centre
            // (the whole width while the text is centred, as MJRefresh's labels are).
            let centre = spot.textX + fit.width / 2, half = max(fit.width / 2, min(centre, w - centre))
            var k = 0
            for index in 0..<labelCount where isShown(label(index)) {
                let l = label(index)
                l.frame = placed(centre - half, l.frame.minY, 2 * half, l.frame.height)
                l.show(fit.lines[k], font: fit.fonts[k])
                k += 1
            }
        }
        return placed(spot.imageX, room.minY + (room.height - size.height) / 2, size.width, size.height)
    }

    /// The shown labels fitted together in `room` (nil when none shows): one factor of shrinking
    /// (the strictest label's `minimumScaleFactor`), as many lines as the most any label allows
    /// and its height holds. The last two fits are kept, so the layout passes of a control and of
    /// the subclass that places an image beside its text measure nothing while nothing changed.
    private func textFit(
        room: Double, labelCount: Int, lines allowed: Int, label: (Int) -> Label, isShown: (Label) -> Bool
    ) -> TextFit? {
        var first: TextFit.Text?, second: TextFit.Text?, more = false
        var minimumScale = 0.0, lines = max(1, allowed), across = Double.infinity
        for index in 0..<labelCount where isShown(label(index)) {
            let l = label(index)
            let text = TextFit.Text(l.text, font: l.font, keptSuffixLength: l.keptSuffixLength)
            if first == nil { first = text } else if second == nil { second = text } else { more = true }
            minimumScale = max(minimumScale, l.minimumScaleFactor)
            lines = max(lines, l.numberOfLines)
            across = min(across, l.frame.height)
        }
        guard let first else { return nil }
        let measurer = window?.context.textMeasurer ?? Label.fallbackMeasurer
        let key = TextFitMemo.Key(
            first: first, second: second, room: room, minimumScale: minimumScale, lines: lines,
            across: across, measurer: ObjectIdentifier(measurer))
        if !more, let known = textFitMemo.fit(for: key) { return known }
        var texts: [TextFit.Text] = []
        for index in 0..<labelCount where isShown(label(index)) {
            let l = label(index)
            texts.append(TextFit.Text(l.text, font: l.font, keptSuffixLength: l.keptSuffixLength))
        }
        let fit = TextFit.fit(
            texts, length: room, maximumLines: lines, across: lines > 1 ? across : nil, minimumScale: minimumScale,
            measurer: measurer)
        if !more { textFitMemo.remember(fit, for: key) }
        return fit
    }
}

/// A control's last two `TextFit`s of its labels: a state control fits them with no image, the
/// normal or gif subclass again beside its image, in every layout pass.
struct TextFitMemo {
    struct Key: Equatable {
        var first: TextFit.Text
        var second: TextFit.Text?
        var room: Double
        var minimumScale: Double
        var lines: Int
        var across: Double
        var measurer: ObjectIdentifier
    }
    private var newer: (key: Key, fit: TextFit)?
    private var older: (key: Key, fit: TextFit)?

    /// The fit remembered for `key`, if it is one of the last two.
    func fit(for key: Key) -> TextFit? {
        if let newer, newer.key == key { return newer.fit }
        if let older, older.key == key { return older.fit }
        return nil
    }

    /// Remembers `fit` for `key`, forgetting the older of the two it held.
    mutating func remember(_ fit: TextFit, for key: Key) {
        older = newer
        newer = (key, fit)
    }
}
