import RefreshCore
import RefreshSDL

/// Draws a contact sheet: heading lines, a title per row, every cell's pixels 1:1 in a thin frame
/// and its caption (percent or time, then the state, coloured by state). Text goes through the
/// project's text renderer, so any script the controls speak draws on the sheet too.
@MainActor package enum ContactSheetRenderer {
    package static let background = Color.white
    static let frameColor = Color(r: 200, g: 200, b: 206)
    static let headingColor = Color(r: 30, g: 30, b: 30)
    static let noteColor = Color(r: 90, g: 90, b: 90)

    /// The colour of a state's name in captions.
    static func color(of state: RefreshState) -> Color {
        switch state {
        case .idle: return Color(r: 110, g: 110, b: 110)
        case .pulling: return Color(r: 196, g: 100, b: 0)
        case .refreshing, .willRefresh: return Color(r: 0, g: 105, b: 200)
        case .noMoreData: return Color(r: 130, g: 60, b: 160)
        case .finished: return Color(r: 20, g: 130, b: 60)
        case .failed: return Color(r: 190, g: 30, b: 30)
        }
    }

    static let headingFonts = (Font.bold(16), Font.system(12))
    static let titleFont = Font.bold(14)
    static let captionFont = Font.bold(12)
    static let stateFont = Font.system(11)

    /// The sheet of `cells` (all the same size, grouped by section in order) under `heading` (the
    /// first line bold), at `scale` pixels per point. Throws `FilmstripError.runtime` when the
    /// drawing target cannot be made.
    package static func render(
        heading: [String], cells: [FilmstripCell], scale: Double,
        textRenderer: TextRenderer
    ) throws -> Bitmap {
        try renderSheet(heading: heading, cells: cells, scale: scale, textRenderer: textRenderer).picture
    }

    /// A drawn sheet and where each cell's pixels went on it, with the cell's label ("pull 50 %",
    /// "refreshing t = 0.20 s"), so a failed comparison can name the cells that differ.
    package struct Sheet: Sendable {
        /// The sheet's pixels.
        package let picture: Bitmap
        /// Each cell's image on the sheet, in points, and its label, in the sheet's order.
        package let cells: [(rect: Rect, label: String)]
        /// Pixels per point of `picture`.
        package let scale: Double
    }

    /// `render(heading:cells:scale:textRenderer:)`, with where each cell went.
    package static func renderSheet(
        heading: [String], cells: [FilmstripCell], scale: Double,
        textRenderer: TextRenderer
    ) throws -> Sheet {
        let groups = FilmstripSection.allCases.map { s in (s, cells.filter { $0.section == s }) }.filter {
            !$0.1.isEmpty
        }
        let first = cells.first?.image
        let cellSize = Size(width: Double(first?.width ?? 0) / scale, height: Double(first?.height ?? 0) / scale)
        let headingWidth =
            heading.enumerated().map { i, line in
                textRenderer.size(of: line, font: i == 0 ? headingFonts.0 : headingFonts.1).width
            }.max() ?? 0
        let layout = ContactSheetLayout(
            cellSize: cellSize, cellCounts: groups.map { $0.1.count },
            headingCount: heading.count, headingWidth: headingWidth)
        let target: HeadlessTarget
        do {
            target = try HeadlessTarget(size: layout.size, scale: scale, textRenderer: textRenderer)
        } catch {
            throw FilmstripError.runtime(
                "cannot draw a \(Int(layout.size.width))×\(Int(layout.size.height)) pt sheet "
                    + "at scale \(scale): \(error)")
        }
        target.beginFrame(clear: background)
        let canvas = target.canvas
        for (i, (line, rect)) in zip(heading, layout.headingLines).enumerated() {
            canvas.drawText(
                line, font: i == 0 ? headingFonts.0 : headingFonts.1, color: i == 0 ? headingColor : noteColor,
                in: rect, alignment: .left)
        }
        for ((section, sectionCells), placed) in zip(groups, layout.sections) {
            canvas.drawText(section.title, font: titleFont, color: headingColor, in: placed.title, alignment: .left)
            for (cell, spot) in zip(sectionCells, placed.cells) {
                let f = spot.image
                canvas.fill(
                    Rect(x: f.minX - 1, y: f.minY - 1, width: f.width + 2, height: f.height + 2), color: frameColor)
                canvas.save()
                canvas.clip(
                    to: Rect(
                        x: f.minX, y: spot.caption.minY, width: f.width, height: spot.state.maxY - spot.caption.minY))
                canvas.drawText(
                    cell.caption, font: captionFont, color: headingColor, in: spot.caption, alignment: .left)
                canvas.drawText(
                    cell.state.rawValue, font: stateFont, color: color(of: cell.state), in: spot.state, alignment: .left
                )
                canvas.restore()
            }
        }
        var sheet = target.snapshot()
        var labels: [(rect: Rect, label: String)] = []
        for ((section, sectionCells), placed) in zip(groups, layout.sections) {
            for (cell, spot) in zip(sectionCells, placed.cells) {
                sheet.paste(
                    cell.image, atX: Int((spot.image.minX * scale).rounded()),
                    y: Int((spot.image.minY * scale).rounded()))
                labels.append((spot.image, section.title + " " + cell.caption))
            }
        }
        return Sheet(picture: sheet, cells: labels, scale: scale)
    }
}
