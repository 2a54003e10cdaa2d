/// Picks the language from POSIX locale environment variables.
extension RefreshLanguage {
    /// The language the environment asks for, or nil when it names no supported language.
    ///
    /// `LANGUAGE` is a colon-separated preference list: its first supported entry wins. Otherwise
    /// the first non-empty of `LC_ALL`, `LC_MESSAGES` and `LANG` decides, as POSIX ranks them;
    /// an unsupported value there (including "C") does not fall through to the next variable.
    /// Each value is read as ``init(code:)`` reads a code.
    /// - Parameter environment: The process environment.
    public init?(environment: [String: String]) {
        if let list = environment["LANGUAGE"] {
            for entry in list.split(separator: ":") {
                if let language = RefreshLanguage(code: String(entry)) {
                    self = language
                    return
                }
            }
        }
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = environment[name], value.contains(where: { !$0.isWhitespace }) {
                guard let language = RefreshLanguage(code: value) else { return nil }
                self = language
                return
            }
        }
        return nil
    }

    /// The language the environment asks for, English when it names none (as
    /// ``init(environment:)``, which gives nil there).
    /// - Parameter environment: The process environment.
    public init(resolvingEnvironment environment: [String: String]) {
        self = RefreshLanguage(environment: environment) ?? .en
    }
}
