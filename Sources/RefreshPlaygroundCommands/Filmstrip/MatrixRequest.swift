import Foundation
import RefreshCore
import RefreshPlayground
import RefreshTesting

/// What a variant matrix shows: an example's refresh control at one moment, for lists of
/// languages, themes, window widths and scales, as the `matrix` command's options spell them.
/// `validated()` checks every value and fills the defaults.
package struct MatrixRequest: Equatable {
    /// Window widths allowed, in points.
    package static let widthRange = 200.0...2000.0
    /// The `--moment` that draws every moment (noMoreData only for a footer).
    package static let allMoments = "all"

    /// The example (`refresh-playground list`).
    package var exampleID: String
    /// The moment's name (`MatrixMoment`), or "all": every moment (noMoreData only for a
    /// footer), one sheet under the other.
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
        let moments: [MatrixMoment]
        if moment == Self.allMoments {
            // noMoreData is a footer's only.
            moments = MatrixMoment.allCases.filter { $0 != .noMoreData || film.target == .footer }
        } else if let one = MatrixMoment(rawValue: moment) {
            moments = [one]
        } else {
            throw FilmstripError.badInput(MatrixMoment.unknownMessage(moment) + ", or \(Self.allMoments)")
        }
        let codes: [RefreshLanguage]
        if languages == "all" {
            codes = RefreshLanguage.allCases
        } else {
            codes = try Self.list(languages, option: "--languages") { code in
                guard let language = RefreshLanguage(code: code) else {
                    throw FilmstripError.badInput(
                        "--languages: " + RefreshLanguage.unknownCodeMessage(code) + ", or give all")
                }
                return language
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
        if moments == [.noMoreData] && film.target != .footer {
            throw FilmstripError.badInput(
                "--moment noMoreData: only a footer has it; give --target footer (\(exampleID) has: "
                    + film.example.callTargets.map(\.rawValue).joined(separator: ", ") + ")")
        }
        return ValidatedMatrixRequest(
            example: film.example, target: film.target, moments: moments, languages: codes, themes: themes,
            widths: widths, scales: scales)
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
    /// The moments, a sheet each: one, or every moment (`--moment all`).
    package let moments: [MatrixMoment]
    /// The rows' languages.
    package let languages: [RefreshLanguage]
    /// The columns' themes.
    package let themes: [RefreshTheme]
    /// The columns' window widths in points.
    package let widths: [Double]
    /// The columns' pixels per point.
    package let scales: [Double]
}
