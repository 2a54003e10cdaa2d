/// A language the refresh components ship strings for: MJRefresh's six plus seven more.
/// Raw values are BCP 47 codes as MJRefresh names its `.lproj` folders.
public enum RefreshLanguage: String, CaseIterable, Sendable {
    case en
    case zhHans = "zh-Hans"
    case zhHant = "zh-Hant"
    case ko, ru, uk
    case ja, de, fr, es, pt, it, ar

    /// The language code, e.g. "zh-Hans".
    public var code: String { rawValue }

    /// True for languages written right to left (Arabic).
    public var isRightToLeft: Bool { self == .ar }

    /// The built-in string for `key`; never empty and never the raw key.
    public func string(for key: RefreshStringKey) -> String {
        StringTable.builtIn(self)[key]
    }
}
