/// Maps language and locale codes to a supported language, the way MJRefresh picks its
/// `.lproj` folder, extended to POSIX locale names and the seven extra languages.
extension RefreshLanguage {
    /// The supported language `code` names, or nil when it names none (unknown, "C", "POSIX", empty).
    ///
    /// Accepts BCP 47 ("zh-Hant-TW") and POSIX ("zh_CN.UTF-8", "de_DE@euro") forms in any case.
    /// The primary subtag decides, so "de-AT" is German but "ast" (Asturian) is not Spanish.
    /// Chinese: an explicit Hans script, or the regions CN and SG, give Simplified; every other
    /// Chinese code, bare "zh" included, gives Traditional as MJRefresh does.
    /// - Parameter code: A BCP 47 or POSIX language or locale code, in any case.
    public init?(code: String) {
        let subtags = Self.normalizedSubtags(code)
        guard let primary = subtags.first else { return nil }
        if primary == "zh" || primary == "zho" || primary == "chi" {
            self = Self.chinese(subtags.dropFirst())
        } else if let language = Self.primaryTags[primary] {
            self = language
        } else {
            return nil
        }
    }

    /// The language `code` names, English when it names none (as ``init(code:)``, which gives nil
    /// there): what a control shows for a code it cannot refuse.
    /// - Parameter code: A BCP 47 or POSIX language or locale code, in any case.
    public init(resolvingCode code: String) {
        self = RefreshLanguage(code: code) ?? .en
    }

    /// The error line for a code that names no supported language.
    /// - Parameter code: The code that matched nothing; it is quoted with control characters escaped and
    ///   long text cut.
    /// - Returns: A message naming the code and listing the supported language codes.
    public static func unknownCodeMessage(_ code: String) -> String {
        "unknown language \(EchoedText.quoted(code)); supported: " + allCases.map(\.code).joined(separator: ", ")
            + " (locale forms such as de_DE.UTF-8 or zh-Hant-TW work too)"
    }

    private static let primaryTags: [String: RefreshLanguage] = [
        "en": .en, "eng": .en, "ko": .ko, "kor": .ko, "ru": .ru, "rus": .ru, "uk": .uk, "ukr": .uk,
        "ja": .ja, "jpn": .ja, "de": .de, "deu": .de, "ger": .de, "fr": .fr, "fra": .fr, "fre": .fr,
        "es": .es, "spa": .es, "pt": .pt, "por": .pt, "it": .it, "ita": .it, "ar": .ar, "ara": .ar,
    ]

    private static func chinese(_ rest: ArraySlice<String>) -> RefreshLanguage {
        if rest.contains("hans") { return .zhHans }
        if rest.contains("hant") { return .zhHant }
        if rest.contains("cn") || rest.contains("sg") { return .zhHans }
        return .zhHant
    }

    /// Lower-cased subtags with the POSIX codeset (".UTF-8") and modifier ("@euro") removed.
    private static func normalizedSubtags(_ code: String) -> [String] {
        var text = Substring(code)
        if let cut = text.firstIndex(where: { $0 == "." || $0 == "@" }) { text = text[..<cut] }
        return text.lowercased()
            .split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == " " })
            .map(String.init)
    }
}
