/// Picks the language from POSIX locale environment variables.
extension RefreshLanguage {
    /// The language the environment asks for, or nil when it names no supported language.
    ///
    /// `LANGUAGE` is a colon-separated preference list: its first supported entry wins. Otherwise
    /// the first non-empty of `LC_ALL`, `LC_MESSAGES` and `LANG` decides, as POSIX ranks them;
    /// an unsupported value there (including "C") does not fall through to the next variable.
    /// - Parameter env: The process environment.
    /// - Returns: The language the variables name, or nil when they name no supported one.
    public static func matchEnvironment(_ env: [String: String]) -> RefreshLanguage? {
        if let list = env["LANGUAGE"] {
            for entry in list.split(separator: ":") {
                if let language = match(String(entry)) { return language }
            }
        }
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = env[name], value.contains(where: { !$0.isWhitespace }) {
                return match(value)
            }
        }
        return nil
    }

    /// The language the environment asks for; English when it names none.
    /// - Parameter env: The process environment.
    /// - Returns: The language the variables name, else `en`.
    public static func fromEnvironment(_ env: [String: String]) -> RefreshLanguage {
        matchEnvironment(env) ?? .en
    }
}
