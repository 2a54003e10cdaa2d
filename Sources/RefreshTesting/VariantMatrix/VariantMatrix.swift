import RefreshCore
import RefreshSDL

/// A refresh control at one moment across variants: rows of languages, columns of theme × width ×
/// scale, every cell the control as it shows then, with its state and the labels drawn cut.
/// `RefreshTestHost.variantMatrix(of:at:languages:themes:widths:scales:title:host:)` makes one,
/// `render()` draws the labelled sheet.
@MainActor public struct VariantMatrix {
    /// The control posed.
    public let target: RefreshTarget
    /// The moment every cell shows.
    public let moment: MatrixMoment
    /// The languages, one per row, in order.
    public let languages: [RefreshLanguage]
    /// The columns' variants (their `language` is the first row's), in order: every theme, in it
    /// every width, in it every scale.
    public let columns: [MatrixVariant]
    /// The cells, `cells[row][column]`.
    public let cells: [[MatrixCell]]
    /// The sheet's heading: the title, then what the cells show.
    public let heading: [String]
    /// The fonts the sheet is drawn with.
    let textRenderer: TextRenderer

    /// Poses `sampler`'s control for every language × column (each column's `language` is
    /// replaced by the row's); `title` is the heading's first line.
    package static func make(
        _ sampler: MatrixSampler, languages: [RefreshLanguage], columns: [MatrixVariant], title: String
    ) throws -> VariantMatrix {
        guard !languages.isEmpty, !columns.isEmpty else {
            throw FilmstripError.badInput(
                "a variant matrix needs at least one language, theme, width and scale; got "
                    + "\(languages.count) languages and \(columns.count) columns")
        }
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
        return VariantMatrix(
            target: sampler.target, moment: sampler.moment, languages: languages, columns: columns, cells: cells,
            heading: heading, textRenderer: try sampler.textRenderer ?? TextRenderer.shared())
    }

    /// The cells with a cut label, row by row: empty when every text of the control shows whole
    /// in every variant.
    public var cutCells: [MatrixCell] { cells.joined().filter(\.isCut) }

    /// Draws the labelled sheet at scale 1 (each cell 1:1 in its own pixels, so a @2x cell is twice
    /// as large): the heading, a header over each column, each row's language code, every cell in
    /// a thin frame — a thick red one when a label is cut — captioned with its state and, when cut,
    /// "cut: …" with what the first cut label draws.
    ///
    /// - Returns: The sheet.
    /// - Throws: `FilmstripError.runtime` when the drawing target cannot be made.
    public func render() throws -> Bitmap {
        try renderSheet().picture
    }

    /// `render()`, with where each cell went on the sheet and its label (`MatrixVariant.label`), for
    /// a snapshot strategy that names the cells a failure falls in.
    package func renderSheet() throws -> ContactSheetRenderer.Sheet {
        try MatrixRenderer.render(self, textRenderer: textRenderer)
    }
}
