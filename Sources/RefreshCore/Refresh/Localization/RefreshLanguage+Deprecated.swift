// The static functions of earlier versions that turned text into a language, kept so apps that
// used them still compile; the initializers say in their names whether they can fail.

extension RefreshLanguage {
    /// Deprecated: use ``init(code:)``.
    /// - Parameter code: A BCP 47 or POSIX language or locale code, in any case.
    /// - Returns: The matching language, or nil.
    @available(*, deprecated, renamed: "init(code:)")
    public static func match(_ code: String) -> RefreshLanguage? { RefreshLanguage(code: code) }

    /// Deprecated: use ``init(resolvingCode:)``.
    /// - Parameter code: A BCP 47 or POSIX language or locale code, in any case.
    /// - Returns: The matching language, else `en`.
    @available(*, deprecated, renamed: "init(resolvingCode:)")
    public static func resolve(_ code: String) -> RefreshLanguage { RefreshLanguage(resolvingCode: code) }

    /// Deprecated: use ``init(environment:)``.
    /// - Parameter env: The process environment.
    /// - Returns: The language the variables name, or nil when they name no supported one.
    @available(*, deprecated, renamed: "init(environment:)")
    public static func matchEnvironment(_ env: [String: String]) -> RefreshLanguage? {
        RefreshLanguage(environment: env)
    }

    /// Deprecated: use ``init(resolvingEnvironment:)``.
    /// - Parameter env: The process environment.
    /// - Returns: The language the variables name, else `en`.
    @available(*, deprecated, renamed: "init(resolvingEnvironment:)")
    public static func fromEnvironment(_ env: [String: String]) -> RefreshLanguage {
        RefreshLanguage(resolvingEnvironment: env)
    }
}
