import RefreshCore
import RefreshSDL
import RefreshTesting

/// What `refresh-playground matrix` (`MatrixCommand`) does once its options are parsed: poses an
/// example's refresh control at one moment for every variant and writes the labelled sheet as a
/// PNG. Exit codes: 0 written, 1 runtime failure (cannot render, cannot write), 2 bad input.
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
        let matrix = try VariantMatrix.make(valid, textRenderer: text)
        let sheet = try matrix.render(textRenderer: text)
        try FilmstripOutput.writePNG(sheet, to: out)
        let cells = matrix.cells.joined().count
        var lines = [
            "matrix: \(cells) cells of the \(valid.target.rawValue) of \(valid.example.id) at \(valid.moment.rawValue) "
                + "written to \(out) (\(sheet.width)×\(sheet.height) px)"
        ]
        for cell in matrix.cutCells {
            let v = cell.variant
            lines.append(
                "cut: \(v.language), \(v.columnTitle): "
                    + cell.cuts.map { "\(EchoedText.quoted($0.text)) drawn as \(EchoedText.quoted($0.displayed))" }
                    .joined(separator: "; "))
        }
        return lines.joined(separator: "\n")
    }
}
