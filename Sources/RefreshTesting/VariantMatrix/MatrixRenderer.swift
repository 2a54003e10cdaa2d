import RefreshCore
import RefreshSDL

/// Draws a variant matrix sheet (`MatrixLayout`): the heading, the column headers, each row's
/// language code, every cell's pixels in a thin frame (a red, thicker one when a label is cut) and its
/// caption: the state, and "cut: …" with what the first cut label draws.
@MainActor enum MatrixRenderer {
    static let cutColor = Color(r: 215, g: 20, b: 20)
    static let rowTitleFont = Font.bold(13)
    static let headerFont = Font.bold(12)

    /// The sheet of `matrix`, at scale 1, with each cell's image rect and label (`MatrixVariant.label`).
    static func render(_ matrix: VariantMatrix, textRenderer: TextRenderer) throws -> ContactSheetRenderer.Sheet {
        let fonts = ContactSheetRenderer.headingFonts
        let headingWidth =
            matrix.heading.enumerated().map { i, line in
                textRenderer.size(of: line, font: i == 0 ? fonts.0 : fonts.1).width
            }.max() ?? 0
        let titleWidth = (matrix.languages.map { textRenderer.size(of: $0.code, font: rowTitleFont).width }.max() ?? 0)
            .rounded(.up)
        let layout = MatrixLayout(
            cellSizes: matrix.cells.map {
                $0.map { Size(width: Double($0.image.width), height: Double($0.image.height)) }
            },
            headingCount: matrix.heading.count, headingWidth: headingWidth, rowTitleWidth: titleWidth,
            headerWidths: matrix.columns.map {
                textRenderer.size(of: $0.columnTitle, font: headerFont).width.rounded(.up)
            })
        let target: HeadlessTarget
        do {
            target = try HeadlessTarget(size: layout.size, scale: 1, textRenderer: textRenderer)
        } catch {
            throw FilmstripError.runtime(
                "cannot draw a \(Int(layout.size.width))×\(Int(layout.size.height)) px sheet: \(error)")
        }
        target.beginFrame(clear: ContactSheetRenderer.background)
        let canvas = target.canvas
        for (i, (line, rect)) in zip(matrix.heading, layout.headingLines).enumerated() {
            canvas.drawText(
                line, font: i == 0 ? fonts.0 : fonts.1,
                color: i == 0 ? ContactSheetRenderer.headingColor : ContactSheetRenderer.noteColor,
                in: rect, alignment: .left)
        }
        for (column, rect) in zip(matrix.columns, layout.columnHeaders) {
            canvas.drawText(
                column.columnTitle, font: headerFont, color: ContactSheetRenderer.headingColor, in: rect,
                alignment: .left)
        }
        for (r, row) in matrix.cells.enumerated() {
            canvas.drawText(
                matrix.languages[r].code, font: rowTitleFont, color: ContactSheetRenderer.headingColor,
                in: layout.rowTitles[r], alignment: .left)
            for (cell, spot) in zip(row, layout.cells[r]) { draw(cell, at: spot, on: canvas) }
        }
        var sheet = target.snapshot()
        var placed: [(rect: Rect, label: String)] = []
        for (row, spots) in zip(matrix.cells, layout.cells) {
            for (cell, spot) in zip(row, spots) {
                sheet.paste(cell.image, atX: Int(spot.image.minX.rounded()), y: Int(spot.image.minY.rounded()))
                placed.append((spot.image, cell.variant.label))
            }
        }
        return ContactSheetRenderer.Sheet(picture: sheet, cells: placed, scale: 1)
    }

    private static func draw(_ cell: MatrixCell, at spot: MatrixLayout.Cell, on canvas: Canvas) {
        let f = spot.image
        let border = cell.isCut ? 3.0 : 1.0
        canvas.fill(
            Rect(x: f.minX - border, y: f.minY - border, width: f.width + 2 * border, height: f.height + 2 * border),
            color: cell.isCut ? cutColor : ContactSheetRenderer.frameColor)
        canvas.save()
        canvas.clip(to: spot.caption)
        var caption = cell.state.rawValue
        if let cut = cell.cuts.first {
            caption += " · cut: " + cut.displayed.replacingOccurrences(of: "\n", with: " ")
        }
        canvas.drawText(
            caption, font: ContactSheetRenderer.stateFont,
            color: cell.isCut ? cutColor : ContactSheetRenderer.color(of: cell.state), in: spot.caption,
            alignment: .left)
        canvas.restore()
    }
}
