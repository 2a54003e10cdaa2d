import RefreshCore
import RefreshSDL

/// A refresh control at one moment across variants: rows of languages, columns of theme × width ×
/// scale, every cell the control's band (as on a filmstrip) with its state, and the cells whose
/// labels are drawn cut. `make` poses, `render` draws the labelled sheet.
@MainActor package struct VariantMatrix {
    /// The language codes, one per row, in order.
    package let languages: [String]
    /// The columns' variants (their `language` is the first row's), in order.
    package let columns: [MatrixVariant]
    /// The cells, `cells[row][column]`.
    package let cells: [[MatrixCell]]
    /// The sheet's heading: the title, then what the cells show.
    package let heading: [String]

    /// Poses `sampler`'s control for every language × column (each column's `language` is
    /// replaced by the row's); `title` is the heading's first line.
    package static func make(
        _ sampler: MatrixSampler, languages: [String], columns: [MatrixVariant], title: String
    ) throws -> VariantMatrix {
        let cells = try languages.map { language in
            try sampler.cells(
                for: columns.map {
                    var v = $0
                    v.language = language
                    return v
                })
        }
        let cutCount = cells.joined().filter(\.isCut).count
        let heading = [
            "\(title) · its \(sampler.target.rawValue) · \(sampler.moment.rawValue)",
            "rows: language · columns: theme · window width · scale; each cell 1:1 in pixels; "
                + (cutCount == 0
                    ? "no label is cut"
                    : "\(cutCount) of \(cells.joined().count) cells have a cut label (red frame)"),
        ]
        return VariantMatrix(languages: languages, columns: columns, cells: cells, heading: heading)
    }

    /// The cells with a cut label, row by row.
    package var cutCells: [MatrixCell] { cells.joined().filter(\.isCut) }

    /// Draws the sheet at scale 1 with `textRenderer`; throws `FilmstripError.runtime` when the
    /// drawing target cannot be made.
    package func render(textRenderer: TextRenderer) throws -> Bitmap {
        try MatrixRenderer.render(self, textRenderer: textRenderer)
    }
}
