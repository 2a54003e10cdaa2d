extension RefreshComponent {
    /// MJRefresh's label font: bold 14 pt.
    public static let stateLabelFont = Font.bold(14)
    /// The least room kept between an image left of the text and the control's left edge.
    public static let minimumImageMargin = 8.0

    /// A label as MJRefresh's `mj_label`: bold 14 pt, RGB(90, 90, 90), centred; a text too wide for
    /// it shrinks to as little as 75 % before it is cut with "…" (long translations, narrow windows).
    /// - Returns: A new label with no text, ready to add as a subview.
    public static func makeStateLabel() -> Label {
        let l = Label(font: stateLabelFont, color: .refreshLabel)
        l.alignment = .center
        l.minimumScaleFactor = 0.75
        return l
    }

    /// The frame of an image of `size` left of the widest visible label of `labels`, `gap` points
    /// between the image's right edge and that text, as MJRefresh places its arrows, spinners and
    /// gifs (centred when every label is hidden). Where MJRefresh would push the image off the left
    /// edge (long text, narrow view), it stays `minimumImageMargin` inside and the labels move right
    /// to make room (ending in "…" if they still do not fit).
    ///
    /// In a right-to-left language (``RefreshLanguage/isRightToLeft``, Arabic) all of it is
    /// mirrored: the image sits on the reading side, right of the text, `gap` points from its end,
    /// and the labels move left to make room.
    /// - Parameters:
    ///   - labels: The control's labels; hidden or empty ones are not counted.
    ///   - size: The image's size, in points.
    ///   - gap: The space between the image and the text, in points.
    /// - Returns: The image's frame in the control's coordinates.
    public func imageFrame(leftOf labels: [Label], size: Size, gap: Double) -> Rect {
        imageFrame(size: size, gap: gap, labelCount: labels.count) { labels[$0] }
    }

    /// `imageFrame(leftOf:size:gap:)` for one label or two, without building an array: the
    /// controls place their images in every layout pass.
    func imageFrame(leftOf first: Label, _ second: Label? = nil, size: Size, gap: Double) -> Rect {
        imageFrame(size: size, gap: gap, labelCount: second == nil ? 1 : 2) { $0 == 0 ? first : second! }
    }

    private func imageFrame(size: Size, gap: Double, labelCount: Int, label: (Int) -> Label) -> Rect {
        let w = bounds.width, h = bounds.height
        // Laid out left to right, then, in a right-to-left language, seen in a mirror.
        let rightToLeft = effectiveLocalizer.isRightToLeft
        func placed(_ r: Rect) -> Rect {
            rightToLeft ? Rect(x: w - r.maxX, y: r.minY, width: r.width, height: r.height) : r
        }
        let y = (h - size.height) / 2
        func isShown(_ l: Label) -> Bool { !l.isHidden && !l.text.isEmpty }
        var textWidth: Double?
        for k in 0..<labelCount where isShown(label(k)) {
            let width = label(k).textSize.width
            textWidth = max(textWidth ?? width, width)
        }
        guard let textWidth else { return Rect(x: (w - size.width) / 2, y: y, width: size.width, height: size.height) }
        let x = w / 2 - textWidth / 2 - gap - size.width
        guard x < Self.minimumImageMargin else {
            return placed(Rect(x: x, y: y, width: size.width, height: size.height))
        }
        let left = Self.minimumImageMargin
        let textStart = left + size.width + gap
        for k in 0..<labelCount where isShown(label(k)) {
            // Centred in what is left; cut with "…" where even that is too narrow.
            let l = label(k)
            l.frame = placed(
                Rect(x: textStart, y: l.frame.minY, width: max(0, w - textStart - left), height: l.frame.height))
        }
        return placed(Rect(x: left, y: y, width: size.width, height: size.height))
    }
}
