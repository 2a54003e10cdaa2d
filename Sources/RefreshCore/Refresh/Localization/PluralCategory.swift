/// A CLDR plural category: which form of a counted phrase a language uses for a number
/// ("1 new post", "2 new posts"; Russian's "1 новый пост", "3 новых поста", "5 новых постов";
/// Arabic's six forms). The rules are CLDR's (plurals.xml, cardinal) for whole numbers.
public enum PluralCategory: String, CaseIterable, Sendable {
    /// Arabic's 0.
    case zero
    /// The singular: 1 in most languages; 0 and 1 in French and Portuguese; 1, 21, 31… in Russian
    /// and Ukrainian.
    case one
    /// Arabic's 2.
    case two
    /// Russian's and Ukrainian's 2–4, 22–24…; Arabic's 3–10, 103–110….
    case few
    /// Russian's and Ukrainian's 0, 5–20, 25–30…; Arabic's 11–99, 111–199…; a whole million (and
    /// its multiples) in French, Spanish, Portuguese and Italian ("1 000 000 de publications").
    case many
    /// Every other number (the only category in Chinese, Japanese and Korean).
    case other
}

extension RefreshLanguage {
    /// The CLDR plural category of the whole number `count` in this language (a negative count
    /// takes the category of its magnitude).
    /// - Parameter count: The number counted.
    /// - Returns: The category whose form the phrase takes.
    public func pluralCategory(_ count: Int) -> PluralCategory {
        let n = count.magnitude
        let millions = n != 0 && n % 1_000_000 == 0
        switch self {
        case .zhHans, .zhHant, .ja, .ko:
            return .other
        case .en, .de:
            return n == 1 ? .one : .other
        case .it, .es:
            return n == 1 ? .one : millions ? .many : .other
        case .fr, .pt:
            return n <= 1 ? .one : millions ? .many : .other
        case .ru, .uk:
            let ten = n % 10, hundred = n % 100
            if ten == 1 && hundred != 11 { return .one }
            if (2...4).contains(ten) && !(12...14).contains(hundred) { return .few }
            return .many
        case .ar:
            switch (n, n % 100) {
            case (0, _): return .zero
            case (1, _): return .one
            case (2, _): return .two
            case (_, 3...10): return .few
            case (_, 11...99): return .many
            default: return .other
            }
        }
    }
}

/// The forms of one counted phrase in one language, by CLDR plural category; `#` in a form stands
/// for the number. A category the language does not use, or the table leaves out, takes `other`.
public struct PluralForms: Equatable, Sendable {
    /// The form of every number whose category has no form of its own.
    public var other: String
    /// The forms of the other categories.
    public var forms: [PluralCategory: String]

    /// Forms by category, `other` for the rest.
    /// - Parameters:
    ///   - zero: Arabic's 0.
    ///   - one: The singular.
    ///   - two: Arabic's 2.
    ///   - few: The few form (Slavic 2–4, Arabic 3–10).
    ///   - many: The many form.
    ///   - other: Every other number.
    public init(
        zero: String? = nil, one: String? = nil, two: String? = nil, few: String? = nil, many: String? = nil,
        other: String
    ) {
        self.other = other
        var forms: [PluralCategory: String] = [:]
        for (category, form) in [(PluralCategory.zero, zero), (.one, one), (.two, two), (.few, few), (.many, many)] {
            if let form { forms[category] = form }
        }
        self.forms = forms
    }

    /// The phrase for `count` in `language`: the form of its category, `#` replaced by the number.
    /// - Parameters:
    ///   - count: The number counted.
    ///   - language: The language whose plural rules pick the form.
    /// - Returns: The phrase.
    public func text(_ count: Int, in language: RefreshLanguage) -> String {
        let category = language.pluralCategory(count)
        let form = category == .other ? other : forms[category] ?? other
        return form.split(separator: "#", omittingEmptySubsequences: false).joined(separator: String(count))
    }
}
