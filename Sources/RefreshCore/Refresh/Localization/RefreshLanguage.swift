/// A language the refresh components ship strings for: MJRefresh's six plus seven more.
/// Raw values are BCP 47 codes as MJRefresh names its `.lproj` folders.
public enum RefreshLanguage: String, CaseIterable, Sendable {
    /// English.
    case en
    /// Simplified Chinese.
    case zhHans = "zh-Hans"
    /// Traditional Chinese (also what a bare "zh" gives, as in MJRefresh).
    case zhHant = "zh-Hant"
    /// Korean, Russian and Ukrainian (MJRefresh's other bundled languages).
    case ko, ru, uk
    /// Japanese, German, French, Spanish, Portuguese, Italian and Arabic (added by this port).
    case ja, de, fr, es, pt, it, ar

    /// The language code, e.g. "zh-Hans".
    public var code: String { rawValue }

    /// True for languages written right to left (Arabic).
    public var isRightToLeft: Bool { self == .ar }

    /// The built-in string for `key`; never empty and never the raw key.
    /// - Parameter key: The string wanted.
    /// - Returns: The language's own text for `key`.
    public func string(for key: RefreshStringKey) -> String {
        StringTable.builtIn(self)[key]
    }
}
