import RefreshCore

extension ExampleBrowser {
    /// The line at the bottom of the panel.
    package static let hintText = "↑↓ choose · Enter open · Esc close"
    /// The hint in a panel too narrow for `hintText`.
    package static let compactHintText = "↑↓ · Enter · Esc"

    /// Draws the browser over whatever `canvas` holds (the scene): the scene dimmed, then the panel.
    /// Every text is cut with "…" to its place and everything is clipped to the panel, so a narrow
    /// or short window shows less, never text outside the panel. Draws nothing while closed.
    package func render(in canvas: Canvas, viewport: Size) {
        guard isOpen else { return }
        let layout = layout(in: viewport)
        canvas.fill(Rect(origin: .zero, size: layout.viewport), color: OverlayStyle.dim)
        guard !layout.panel.isEmpty else { return }
        canvas.fill(
            layout.panel.insetBy(EdgeInsets(top: -1, left: -1, bottom: -1, right: -1)), color: OverlayStyle.panelBorder)
        canvas.fill(layout.panel, color: OverlayStyle.panel)
        canvas.save()
        canvas.clip(to: layout.panel)
        drawTitle(layout, in: canvas)
        canvas.save()
        canvas.clip(to: layout.list)
        for row in layout.rows where row.frame.intersects(layout.list) {
            switch row.kind {
            case let .section(topic, count): drawSection(topic: topic, count: count, frame: row.frame, in: canvas)
            case let .example(index): drawExample(index, frame: row.frame, in: canvas)
            }
        }
        drawScrollIndicator(layout, in: canvas)
        canvas.restore()
        drawHint(layout, in: canvas)
        canvas.restore()
    }

    private var padding: Double { ExampleBrowserLayout.padding }

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

    private func drawTitle(_ layout: ExampleBrowserLayout, in canvas: Canvas) {
        let line = layout.title.insetBy(EdgeInsets(left: padding, right: padding))
        let count = examples.isEmpty ? "" : "\(selectedIndex + 1) of \(examples.count)"
        let countWidth = width(count, OverlayStyle.countFont)
        let title = "Examples"
        let showsCount = line.width >= width(title, OverlayStyle.titleFont) + 12 + countWidth
        if showsCount {
            draw(
                count, font: OverlayStyle.countFont, color: OverlayStyle.secondaryText, in: line, alignment: .right,
                in: canvas)
        }
        draw(title, font: OverlayStyle.titleFont, color: OverlayStyle.primaryText, in: line, in: canvas)
        canvas.fill(
            Rect(x: layout.title.minX, y: layout.title.maxY - 1, width: layout.title.width, height: 1),
            color: OverlayStyle.separator)
    }

    private func drawSection(topic: String, count: Int, frame: Rect, in canvas: Canvas) {
        canvas.fill(frame, color: OverlayStyle.sectionBackground)
        draw(
            "\(topic.uppercased()) · \(count)", font: OverlayStyle.sectionFont, color: OverlayStyle.sectionText,
            in: frame.insetBy(EdgeInsets(left: padding, right: padding)), in: canvas)
    }

    private func drawExample(_ index: Int, frame: Rect, in canvas: Canvas) {
        let example = examples[index]
        let selected = index == selectedIndex, current = example.id == currentID
        if selected { canvas.fill(frame, color: OverlayStyle.selection) }
        if current {
            canvas.fill(
                Rect(x: frame.minX, y: frame.minY, width: 3, height: frame.height),
                color: selected ? OverlayStyle.selectedText : OverlayStyle.accent)
        }
        let primary = selected ? OverlayStyle.selectedText : OverlayStyle.primaryText
        let secondary = selected ? OverlayStyle.selectedSecondaryText : OverlayStyle.secondaryText
        let text = frame.insetBy(EdgeInsets(left: padding, right: padding))
        let first = Rect(x: text.minX, y: frame.minY + 5, width: text.width, height: 19)
        let second = Rect(x: text.minX, y: frame.minY + 24, width: text.width, height: 17)

        // Line 1: the ID, then at the right "current" or the title where the whole ID leaves room
        // (the whole tag, or a useful part of the title); the bar at the left marks the current
        // example in any width.
        let gap = 8.0
        let room = first.width - width(example.id, OverlayStyle.idFont) - gap
        if current {
            let tag = "current"
            if room >= width(tag, OverlayStyle.currentTagFont) {
                draw(
                    tag, font: OverlayStyle.currentTagFont,
                    color: selected ? OverlayStyle.selectedText : OverlayStyle.accent,
                    in: first, alignment: .right, in: canvas)
            }
        } else {
            if room >= 48 {
                let titleRect = Rect(x: first.maxX - room, y: first.minY, width: room, height: first.height)
                draw(
                    example.title, font: OverlayStyle.exampleTitleFont, color: secondary, in: titleRect,
                    alignment: .right, in: canvas)
            }
        }
        draw(example.id, font: OverlayStyle.idFont, color: primary, in: first, in: canvas)
        // Line 2: the summary.
        draw(example.summary, font: OverlayStyle.summaryFont, color: secondary, in: second, in: canvas)
        if !selected {
            canvas.fill(
                Rect(x: text.minX, y: frame.maxY - 1, width: frame.maxX - text.minX, height: 1),
                color: OverlayStyle.separator)
        }
    }

    private func drawScrollIndicator(_ layout: ExampleBrowserLayout, in canvas: Canvas) {
        let list = layout.list
        guard layout.maximumScrollOffset > 0, list.height > 8 else { return }
        let length = max(20, list.height * list.height / layout.contentHeight)
        let travel = max(0, list.height - 4 - length)
        let y = list.minY + 2 + travel * layout.scrollOffset / layout.maximumScrollOffset
        canvas.fill(
            Rect(x: list.maxX - 5, y: y, width: 3, height: min(length, list.height - 4)),
            color: OverlayStyle.scrollIndicator)
    }

    private func drawHint(_ layout: ExampleBrowserLayout, in canvas: Canvas) {
        guard layout.hint.height > 0 else { return }
        canvas.fill(
            Rect(x: layout.hint.minX, y: layout.hint.minY, width: layout.hint.width, height: 1),
            color: OverlayStyle.separator)
        let rect = layout.hint.insetBy(EdgeInsets(top: 1, left: padding, right: padding))
        let text = width(Self.hintText, OverlayStyle.hintFont) <= rect.width ? Self.hintText : Self.compactHintText
        draw(
            text, font: OverlayStyle.hintFont, color: OverlayStyle.secondaryText, in: rect, alignment: .center,
            in: canvas)
    }
}
