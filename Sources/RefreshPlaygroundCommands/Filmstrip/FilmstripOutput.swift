import Foundation
import RefreshCore
import RefreshPlayground
import RefreshSDL
import RefreshTesting

/// What `refresh-playground filmstrip` (`FilmstripCommand`) does once its options are parsed:
/// films an example's refresh control and writes the contact sheet as a PNG (see
/// `docs/filmstrip.md`). Exit codes: 0 written, 1 runtime failure (cannot render, cannot write the
/// file), 2 bad input (unknown example, an example without that control, a bad value).
enum FilmstripOutput {
    /// Films `exampleID`'s `target` (nil: its main control) and writes the sheet to `out`; errors go
    /// to `errorOutput`, one line of success to standard output. Returns 0, 1 or 2.
    static func run(
        exampleID: String, target: RefreshTarget?, out: String, language: String?,
        scale: Double, steps: Int? = nil,
        errorOutput: (String) -> Void = { StandardError.write("refresh-playground: " + $0) }
    ) -> Int32 {
        exitCode(errorOutput: errorOutput) {
            try write(
                FilmstripRequest(
                    exampleID: exampleID, target: target, language: language,
                    scale: scale, steps: steps), to: out)
        }
    }

    /// Runs `body` and prints what it returns: 0; a `FilmstripError` goes to `errorOutput` with its
    /// exit code (2 bad input, 1 runtime), any other error with 1.
    static func exitCode(errorOutput: (String) -> Void, _ body: () throws -> String) -> Int32 {
        do {
            print(try body())
            return 0
        } catch let error as FilmstripError {
            errorOutput(error.description)
            return error.exitCode
        } catch {
            errorOutput("\(error)")
            return 1
        }
    }

    /// Throws `FilmstripError` when `out` is empty (bad input) or cannot be written (runtime).
    static func checkOutput(_ out: String, example: String) throws {
        guard !out.isEmpty else { throw FilmstripError.badInput("--out needs a file name, such as \(example)") }
        if let problem = OutputPath.fileProblem(out) {
            throw FilmstripError.runtime("cannot write '\(out)': \(problem)")
        }
    }

    /// Writes `sheet` to `out` as a PNG; throws `FilmstripError.runtime` naming the path and why.
    static func writePNG(_ sheet: Bitmap, to out: String) throws {
        do {
            try SDLImage.writePNG(sheet, to: out)
        } catch {
            throw FilmstripError.runtime(
                "cannot write '\(out)': "
                    + (OutputPath.fileProblem(out) ?? "the PNG could not be written (is the disk full?)"))
        }
    }

    /// Validates, checks that `out` can be written, films, draws and writes; returns the line to
    /// print. Throws `FilmstripError`.
    static func write(_ request: FilmstripRequest, to out: String) throws -> String {
        let valid = try request.validated()
        try checkOutput(out, example: "filmstrip.png")
        let sampler = try FilmstripSampler(request: valid)
        let strip = try Filmstrip.make(sampler)
        let sheet = try strip.render(with: sampler)
        try writePNG(sheet, to: out)
        return "filmstrip: \(strip.cells.count) cells of the \(valid.target.rawValue) of \(valid.example.id) "
            + "written to \(out) (\(sheet.width)×\(sheet.height) px)"
    }
}
