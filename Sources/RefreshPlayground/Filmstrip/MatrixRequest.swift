import Foundation
import RefreshCore
import RefreshTesting

/// What a variant matrix shows: an example's refresh control at one moment, for lists of
/// languages, themes, window widths and scales, as the `matrix` command's options spell them.
/// `validated()` checks every value and fills the defaults.
package struct MatrixRequest: Equatable {
    /// Window widths allowed, in points.
    package static let widthRange = 200.0...2000.0

    /// The example (`refresh-playground list`).
    package var exampleID: String
    /// The moment's name (`MatrixMoment`).
    package var moment: String
    /// The control; nil: the example's main one (`FilmstripRequest.defaultTarget(of:)`).
    package var target: RefreshTarget?
    /// "all" or comma-separated language codes.
    package var languages = "all"
    /// Comma-separated theme names.
    package var themes = "light"
    /// Comma-separated window widths in points.
    package var sizes = "320,390"
    /// Comma-separated pixels per point.
    package var scales = "1"

    /// A request for `exampleID` at `moment` with the defaults for everything else.
    package init(exampleID: String, moment: String, target: RefreshTarget? = nil) {
        self.exampleID = exampleID
        self.moment = moment
        self.target = target
    }

    /// The request checked, its lists parsed. Throws `FilmstripError.badInput` naming the option,
    /// the bad value and what is allowed.
    package func validated() throws -> ValidatedMatrixRequest {
        let film = try FilmstripRequest(exampleID: exampleID, target: target).validated()
        guard let moment = MatrixMoment(rawValue: moment) else {
            throw FilmstripError.badInput(MatrixMoment.unknownMessage(moment))
        }
        let codes: [String]
        if languages == "all" {
            codes = RefreshLanguage.allCases.map(\.code)
        } else {
            codes = try Self.list(languages, option: "--languages") { code in
                guard RefreshLanguage(code: code) != nil else {
                    throw FilmstripError.badInput(
                        "--languages: " + RefreshLanguage.unknownCodeMessage(code) + ", or give all")
                }
                return code
            }
        }
        let themes = try Self.list(themes, option: "--themes") { name in
            guard let theme = RefreshTheme(rawValue: name) else {
                throw FilmstripError.badInput("--themes: " + RefreshTheme.unknownMessage(name))
            }
            return theme
        }
        let widths = try Self.list(sizes, option: "--sizes") { text in
            guard let w = Double(text), w.isFinite, Self.widthRange.contains(w) else {
                throw FilmstripError.badInput(
                    "--sizes: \(EchoedText.quoted(text)) is no window width; allowed 200…2000 points, such as 320,390")
            }
            return w
        }
        let scales = try Self.list(scales, option: "--scales") { text in
            guard let s = Double(text), s.isFinite, FilmstripRequest.scaleRange.contains(s) else {
                throw FilmstripError.badInput(
                    "--scales: \(EchoedText.quoted(text)) is no scale; allowed 1…4 pixels per point, such as 1,2")
            }
            return s
        }
        if moment == .noMoreData && film.target != .footer {
            throw FilmstripError.badInput(
                "--moment noMoreData: only a footer has it; give --target footer (\(exampleID) has: "
                    + film.example.callTargets.map(\.rawValue).joined(separator: ", ") + ")")
        }
        let columns = themes.flatMap { theme in
            widths.flatMap { w in
                scales.map { MatrixVariant(language: codes[0], theme: theme, width: w, scale: $0) }
            }
        }
        return ValidatedMatrixRequest(
            example: film.example, target: film.target, moment: moment, languages: codes, columns: columns)
    }

    /// The comma-separated `text` parsed item by item; throws when it is empty or has an empty item
    /// or the same item twice.
    static func list<T>(_ text: String, option: String, _ parse: (String) throws -> T) throws -> [T] {
        let items = text.split(separator: ",", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        guard !items.contains(where: \.isEmpty) else {
            throw FilmstripError.badInput(
                "\(option) \(EchoedText.quoted(text)) has an empty item; give a comma-separated list")
        }
        if let twice = items.first(where: { item in items.filter { $0 == item }.count > 1 }) {
            throw FilmstripError.badInput("\(option) names \(EchoedText.quoted(twice)) twice")
        }
        return try items.map(parse)
    }
}

/// A matrix request whose example, control, moment and variants are known to be valid.
package struct ValidatedMatrixRequest {
    /// The example.
    package let example: Example
    /// The control posed; the example has it.
    package let target: RefreshTarget
    /// The moment every cell shows.
    package let moment: MatrixMoment
    /// The rows' language codes.
    package let languages: [String]
    /// The columns: theme × width × scale.
    package let columns: [MatrixVariant]
}
