import RefreshCore

extension ExampleBrowser {
    /// The line at the bottom of the panel.
    package static let hintText = "↑↓ choose · Enter open · Esc close"
    /// The hint in a panel too narrow for `hintText`.
    package static let compactHintText = "↑↓ · Enter · Esc"

    /// Draws the browser over whatever `canvas` holds (the scene): the scene dimmed, then the panel
    /// in `theme`'s colours (`ThemePalette.browser`). Every text is cut with "…" to its place and
    /// everything is clipped to the panel, so a narrow or short window shows less, never text
    /// outside the panel. Draws nothing while closed.
    package func render(in canvas: Canvas, viewport: Size, theme: Theme = .light) {
        guard isOpen else { return }
        let colors = theme.palette.browser
        let layout = layout(in: viewport)
        canvas.fill(Rect(origin: .zero, size: layout.viewport), color: colors.dim)
        guard !layout.panel.isEmpty else { return }
        canvas.fill(
            layout.panel.insetBy(EdgeInsets(top: -1, left: -1, bottom: -1, right: -1)), color: colors.panelBorder)
        canvas.fill(layout.panel, color: colors.panel)
        canvas.save()
        canvas.clip(to: layout.panel)
        drawTitle(layout, colors, in: canvas)
        canvas.save()
        canvas.clip(to: layout.list)
        for row in layout.rows where row.frame.intersects(layout.list) {
            switch row.kind {
            case let .section(topic, count):
                drawSection(topic: topic, count: count, frame: row.frame, colors, in: canvas)
            case let .example(index): drawExample(index, frame: row.frame, colors, in: canvas)
            }
        }
        drawScrollIndicator(layout, colors, in: canvas)
        canvas.restore()
        drawHint(layout, colors, in: canvas)
        canvas.restore()
    }

    private var padding: Double { ExampleBrowserLayout.padding }

    /// Where a row shows its example's title.
    package enum TitlePlacement: Equatable {
        /// At the right of the first line, beside the ID.
        case besideID
        /// At the start of the second line, before the summary.
        case beforeSummary
    }

    /// The least room between the ID and the title beside it, in points.
    static let titleGap = 8.0

    /// Where a row `width` points wide (inside the padding) shows `title`: beside the ID when the
    /// whole title fits there beside the whole ID, else at the start of the second line, so a title
    /// is never cut to a few letters ("Hide the r…") and the ID never shrinks; only a title wider
    /// than the row itself is cut there.
    package static func titlePlacement(id: String, title: String, width: Double, measurer: TextMeasurer)
        -> TitlePlacement
    {
        let needed =
            measurer.size(of: id, font: OverlayStyle.idFont).width + titleGap
            + measurer.size(of: title, font: OverlayStyle.exampleTitleFont).width
        return needed <= width + 0.5 ? .besideID : .beforeSummary
    }

    /// `text` drawn on one line in `rect`, cut with "…" to the rect's width.
    private func draw(
        _ text: String, font: Font, color: Color, in rect: Rect, alignment: TextAlignment = .left, in canvas: Canvas
    ) {
        guard rect.width > 0 else { return }
        let shown = textMeasurer.truncatingTail(text, font: font, toFit: rect.width)
        guard textMeasurer.size(of: shown, font: font).width <= rect.width + 0.5 else { return }   // not even "…" fits
        canvas.drawText(shown, font: font, color: color, in: rect, alignment: alignment)
    }

    private func width(_ text: String, _ font: Font) -> Double { textMeasurer.size(of: text, font: font).width }

    private func drawTitle(_ layout: ExampleBrowserLayout, _ colors: BrowserColors, in canvas: Canvas) {
        let line = layout.title.insetBy(EdgeInsets(left: padding, right: padding))
        let count = examples.isEmpty ? "" : "\(selectedIndex + 1) of \(examples.count)"
        let countWidth = width(count, OverlayStyle.countFont)
        let title = "Examples"
        let showsCount = line.width >= width(title, OverlayStyle.titleFont) + 12 + countWidth
        if showsCount {
            draw(
                count, font: OverlayStyle.countFont, color: colors.secondaryText, in: line, alignment: .right,
                in: canvas)
        }
        draw(title, font: OverlayStyle.titleFont, color: colors.primaryText, in: line, in: canvas)
        canvas.fill(
            Rect(x: layout.title.minX, y: layout.title.maxY - 1, width: layout.title.width, height: 1),
            color: colors.separator)
    }

    private func drawSection(topic: String, count: Int, frame: Rect, _ colors: BrowserColors, in canvas: Canvas) {
        canvas.fill(frame, color: colors.sectionBackground)
        draw(
            "\(topic.uppercased()) · \(count)", font: OverlayStyle.sectionFont, color: colors.sectionText,
            in: frame.insetBy(EdgeInsets(left: padding, right: padding)), in: canvas)
    }

    private func drawExample(_ index: Int, frame: Rect, _ colors: BrowserColors, in canvas: Canvas) {
        let example = examples[index]
        let selected = index == selectedIndex, current = example.id == currentID
        if selected { canvas.fill(frame, color: colors.selection) }
        if current {
            canvas.fill(
                Rect(x: frame.minX, y: frame.minY, width: 3, height: frame.height),
                color: selected ? colors.selectedText : colors.accent)
        }
        let primary = selected ? colors.selectedText : colors.primaryText
        let secondary = selected ? colors.selectedSecondaryText : colors.secondaryText
        let text = frame.insetBy(EdgeInsets(left: padding, right: padding))
        let first = Rect(x: text.minX, y: frame.minY + 5, width: text.width, height: 19)
        let second = Rect(x: text.minX, y: frame.minY + 24, width: text.width, height: 17)

        // Line 1: the ID, then at the right "current" or the title, each shown only whole
        // (`titlePlacement`); the bar at the left marks the current example in any width.
        let titleOnFirstLine =
            Self.titlePlacement(
                id: example.id, title: example.title, width: first.width, measurer: textMeasurer) == .besideID
        if current {
            let tag = "current"
            if first.width - width(example.id, OverlayStyle.idFont) - Self.titleGap
                >= width(tag, OverlayStyle.currentTagFont)
            {
                draw(
                    tag, font: OverlayStyle.currentTagFont, color: selected ? colors.selectedText : colors.accent,
                    in: first, alignment: .right, in: canvas)
            }
        } else if titleOnFirstLine {
            draw(
                example.title, font: OverlayStyle.exampleTitleFont, color: secondary, in: first, alignment: .right,
                in: canvas)
        }
        draw(example.id, font: OverlayStyle.idFont, color: primary, in: first, in: canvas)
        // Line 2: the summary, after the title when the title did not fit beside the ID.
        let summary = current || titleOnFirstLine ? example.summary : example.title + " · " + example.summary
        draw(summary, font: OverlayStyle.summaryFont, color: secondary, in: second, in: canvas)
        if !selected {
            canvas.fill(
                Rect(x: text.minX, y: frame.maxY - 1, width: frame.maxX - text.minX, height: 1),
                color: colors.separator)
        }
    }

    private func drawScrollIndicator(_ layout: ExampleBrowserLayout, _ colors: BrowserColors, in canvas: Canvas) {
        let list = layout.list
        guard layout.maximumScrollOffset > 0, list.height > 8 else { return }
        let length = max(20, list.height * list.height / layout.contentHeight)
        let travel = max(0, list.height - 4 - length)
        let y = list.minY + 2 + travel * layout.scrollOffset / layout.maximumScrollOffset
        canvas.fill(
            Rect(x: list.maxX - 5, y: y, width: 3, height: min(length, list.height - 4)),
            color: colors.scrollIndicator)
    }

    private func drawHint(_ layout: ExampleBrowserLayout, _ colors: BrowserColors, in canvas: Canvas) {
        guard layout.hint.height > 0 else { return }
        canvas.fill(
            Rect(x: layout.hint.minX, y: layout.hint.minY, width: layout.hint.width, height: 1),
            color: colors.separator)
        let rect = layout.hint.insetBy(EdgeInsets(top: 1, left: padding, right: padding))
        let text = width(Self.hintText, OverlayStyle.hintFont) <= rect.width ? Self.hintText : Self.compactHintText
        draw(
            text, font: OverlayStyle.hintFont, color: colors.secondaryText, in: rect, alignment: .center,
            in: canvas)
    }
}
