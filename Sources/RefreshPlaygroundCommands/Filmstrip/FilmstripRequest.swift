import RefreshCore
import RefreshPlayground
import RefreshTesting

/// What a filmstrip films: an example's refresh control, in a language, at a scale, with a number
/// of pull cells. `validated()` checks every field and fills the defaults.
package struct FilmstripRequest: Equatable {
    /// Pixels per point allowed for `scale` (as replay scripts allow).
    package static let scaleRange = 1.0...4.0
    /// Cells allowed in the "pull" row.
    package static let stepsRange = 2...31

    /// The example to film (`refresh-playground list`).
    package var exampleID: String
    /// The control to film; nil: the example's main one (see `defaultTarget(of:)`).
    package var target: RefreshTarget?
    /// A language code; nil: English, so a filmstrip never depends on the machine's locale.
    package var language: String?
    /// Pixels per point of the sheet and its cells, within `scaleRange`.
    package var scale: Double
    /// Cells of the "pull" row, spread evenly from 0 to the family's largest percent; nil: every 25 %.
    package var steps: Int?

    /// A request for `exampleID` with the defaults for everything else.
    package init(
        exampleID: String, target: RefreshTarget? = nil, language: String? = nil, scale: Double = 1,
        steps: Int? = nil
    ) {
        self.exampleID = exampleID
        self.target = target
        self.language = language
        self.scale = scale
        self.steps = steps
    }

    /// The control filmed when `--target` is not given: the footer of `footer.*` examples, the
    /// trailer of `trailer.*` ones, else the header; an example without that one films its first control.
    package static func defaultTarget(of example: Example) -> RefreshTarget? {
        let preferred: RefreshTarget =
            example.id.hasPrefix("footer.")
            ? .footer
            : example.id.hasPrefix("trailer.") ? .trailer : .header
        return example.callTargets.contains(preferred) ? preferred : example.callTargets.first
    }

    /// The request checked against the catalog, with its example and target resolved. Throws
    /// `FilmstripError.badInput` naming the bad value and what is allowed.
    package func validated() throws -> ValidatedFilmstripRequest {
        guard let example = ExampleCatalog.example(id: exampleID) else {
            throw FilmstripError.badInput(ExampleCatalog.unknownMessage(exampleID))
        }
        guard let fallback = Self.defaultTarget(of: example) else {
            let filmable = ExampleCatalog.all.filter { !$0.callTargets.isEmpty }.map(\.id)
            throw FilmstripError.badInput(
                "\(exampleID) has no refresh control (header, footer or trailer), so there is "
                    + "nothing to film; examples with one: \(filmable.joined(separator: ", "))")
        }
        let chosen = target ?? fallback
        guard example.callTargets.contains(chosen) else {
            throw FilmstripError.badInput(
                "\(exampleID) has no \(chosen.rawValue); it has: "
                    + example.callTargets.map(\.rawValue).joined(separator: ", "))
        }
        let code = language ?? "en"
        guard !code.isEmpty, RefreshLanguage(code: code) != nil else {
            throw FilmstripError.badInput("--language: " + RefreshLanguage.unknownCodeMessage(code))
        }
        guard scale.isFinite, Self.scaleRange.contains(scale) else {
            throw FilmstripError.badInput("--scale \(scale) is out of range; allowed 1…4 pixels per point")
        }
        if let steps, !Self.stepsRange.contains(steps) {
            throw FilmstripError.badInput(
                "--steps \(steps) is out of range; allowed \(Self.stepsRange.lowerBound)…"
                    + "\(Self.stepsRange.upperBound) cells")
        }
        return ValidatedFilmstripRequest(example: example, target: chosen, language: code, scale: scale, steps: steps)
    }
}

/// A request whose example, target, language, scale and steps are known to be valid.
package struct ValidatedFilmstripRequest {
    /// The example to film.
    package let example: Example
    /// The control to film; the example has it.
    package let target: RefreshTarget
    /// A supported language code.
    package let language: String
    /// Pixels per point, 1…4.
    package let scale: Double
    /// nil: the family's default (every 25 %).
    package let steps: Int?
}
