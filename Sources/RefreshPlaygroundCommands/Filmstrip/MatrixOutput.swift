import RefreshCore
import RefreshPlayground
import RefreshSDL
import RefreshTesting

/// What `refresh-playground matrix` (`MatrixCommand`) does once its options are parsed: poses an
/// example's refresh control at one moment (or each moment, `--moment all`) for every variant and
/// writes the labelled sheet (the sheets, one under the other) as a PNG. Exit codes: 0 written, 1 runtime failure (cannot render, cannot write), 2 bad input.
enum MatrixOutput {
    /// Writes the sheet `request` asks for to `out`; errors go to `errorOutput`, one line of
    /// success (naming the cells with a cut label) to standard output. Returns 0, 1 or 2.
    static func run(
        _ request: MatrixRequest, out: String,
        errorOutput: (String) -> Void = { StandardError.write("refresh-playground: " + $0) }
    ) -> Int32 {
        FilmstripOutput.exitCode(errorOutput: errorOutput) { try write(request, to: out) }
    }

    /// Validates, checks that `out` can be written, poses, draws and writes; returns the lines to
    /// print. Throws `FilmstripError`.
    static func write(_ request: MatrixRequest, to out: String) throws -> String {
        let valid = try request.validated()
        try FilmstripOutput.checkOutput(out, example: "matrix.png")
        let text: TextRenderer
        do {
            text = try TextRenderer.shared()
        } catch {
            throw FilmstripError.runtime("cannot render headless: \(error)")
        }
        let matrices = try valid.moments.map { try VariantMatrix.make(valid, moment: $0, textRenderer: text) }
        let sheet = stacked(try matrices.map { try $0.render() })
        try FilmstripOutput.writePNG(sheet, to: out)
        let cells = matrices.map { $0.cells.joined().count }.reduce(0, +)
        let moments = valid.moments.map(\.rawValue).joined(separator: ", ")
        var lines = [
            "matrix: \(cells) cells of the \(valid.target.rawValue) of \(valid.example.id) at \(moments) "
                + "written to \(out) (\(sheet.width)×\(sheet.height) px)"
        ]
        for matrix in matrices {
            for cell in matrix.cutCells {
                lines.append(
                    "cut: \(momentPrefix(matrix, valid))\(cell.variant.label): "
                        + cell.cuts.map { "\(EchoedText.quoted($0.text)) drawn as \(EchoedText.quoted($0.displayed))" }
                        .joined(separator: "; "))
            }
        }
        return lines.joined(separator: "\n")
    }

    /// "refreshing, " before a cut cell when the sheet shows several moments; nothing for one.
    private static func momentPrefix(_ matrix: VariantMatrix, _ request: ValidatedMatrixRequest) -> String {
        request.moments.count > 1 ? "\(matrix.moment.rawValue), " : ""
    }

    /// `sheets` one under the other, left-aligned, on the sheets' background.
    static func stacked(_ sheets: [Bitmap]) -> Bitmap {
        guard sheets.count > 1 else { return sheets.first ?? Bitmap(width: 0, height: 0) }
        var all = Bitmap(
            width: sheets.map(\.width).max() ?? 0, height: sheets.map(\.height).reduce(0, +),
            fill: ContactSheetRenderer.background)
        var y = 0
        for sheet in sheets {
            all.paste(sheet, atX: 0, y: y)
            y += sheet.height
        }
        return all
    }
}
