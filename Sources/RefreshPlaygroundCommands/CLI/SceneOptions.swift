import ArgumentParser
import RefreshCore
import RefreshPlayground

/// The scene options the window shares with replay scripts' top-level keys (`rows`,
/// `refreshDelay`, `language`, `theme`): same names, same ranges.
struct SceneOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "The language of the refresh controls: en, zh-Hans, zh-Hant, ko, ru, uk, ja, de, fr, es, pt, it or ar (default: LANGUAGE/LC_ALL/LC_MESSAGES/LANG, else en).",
            valueName: "code"))
    var language: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Initial row count, 0…10000000 (default: the example's).", valueName: "count"))
    var rows: Int?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Seconds a refresh handler takes before rows arrive, 0…3600, or `never` (default: the example's, 1).",
            valueName: "seconds"))
    var refreshDelay: String?

    @Option(
        help: ArgumentHelp("The theme: light, dark or high-contrast (T cycles them in the window).", valueName: "name"))
    var theme: String?

    func validate() throws { try MainActor.assumeIsolated { try validateOnMainActor() } }

    /// `validate()` on the main actor (the example catalogue and themes live there).
    @MainActor private func validateOnMainActor() throws {
        if let theme, Theme.named(theme) == nil {
            throw ValidationError("--theme: " + Theme.unknownMessage(theme))
        }
        if let language {
            guard RefreshLanguage(code: language) != nil else {
                throw ValidationError("--language: " + RefreshLanguage.unknownCodeMessage(language))
            }
        }
        if let rows, !(0...10_000_000).contains(rows) {
            throw ValidationError("--rows \(rows): the row count must be 0…10000000")
        }
        _ = try parsedRefreshDelay()
    }

    /// `--refresh-delay` as the configuration holds it: nil the example's, `.some(nil)` never.
    func parsedRefreshDelay() throws -> Double?? {
        guard let refreshDelay else { return nil }
        if refreshDelay == "never" { return .some(nil) }
        guard let seconds = Double(refreshDelay), seconds.isFinite, (0...3600).contains(seconds) else {
            throw ValidationError(
                "--refresh-delay \(EchoedText.escaped(refreshDelay)): give seconds 0…3600 (e.g. 1.5) or `never`")
        }
        return .some(seconds)
    }

    /// Puts the options into `config` (validated already).
    @MainActor func apply(to config: inout SceneConfiguration) {
        if let language { config.language = language }
        if let rows { config.rows = rows }
        if let theme = theme.flatMap(Theme.named) { config.theme = theme }
        if let delay = try? parsedRefreshDelay() { config.refreshDelay = delay }
    }
}
