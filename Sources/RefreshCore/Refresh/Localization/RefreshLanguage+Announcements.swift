extension RefreshLanguage {
    /// "Loaded 5 items" in this language, with its plural rules (Russian and Ukrainian one, few and
    /// many; Arabic's six forms; French's singular for 0 and 1; none in Chinese, Japanese, Korean).
    /// - Parameter count: How many rows or items a load added (above 0).
    /// - Returns: The sentence an announcement speaks.
    public func itemsLoadedSentence(_ count: Int) -> String {
        let n = count
        switch self {
        case .en: return n == 1 ? "Loaded 1 item" : "Loaded \(n) items"
        case .zhHans: return "已加载 \(n) 项"
        case .zhHant: return "已載入 \(n) 項"
        case .ja: return "\(n) 件を読み込みました"
        case .ko: return "\(n)개 항목을 불러왔습니다"
        case .ru:
            return Self.slavic(
                n, one: "Загружен \(n) элемент", few: "Загружено \(n) элемента", many: "Загружено \(n) элементов")
        case .uk:
            return Self.slavic(
                n, one: "Завантажено \(n) елемент", few: "Завантажено \(n) елементи", many: "Завантажено \(n) елементів"
            )
        case .de: return n == 1 ? "1 Eintrag geladen" : "\(n) Einträge geladen"
        case .fr: return n <= 1 ? "\(n) élément chargé" : "\(n) éléments chargés"
        case .es: return n == 1 ? "1 elemento cargado" : "\(n) elementos cargados"
        case .pt: return n == 1 ? "1 item carregado" : "\(n) itens carregados"
        case .it: return n == 1 ? "1 elemento caricato" : "\(n) elementi caricati"
        case .ar:
            switch n {
            case 1: return "تم تحميل عنصر واحد"
            case 2: return "تم تحميل عنصرين"
            case _ where (3...10).contains(n % 100): return "تم تحميل \(n) عناصر"
            case _ where (11...99).contains(n % 100): return "تم تحميل \(n) عنصرًا"
            default: return "تم تحميل \(n) عنصر"
            }
        }
    }

    /// Russian and Ukrainian plurals: one (1, 21, 31 …, not 11), few (2–4, 22–24 …, not 12–14), many.
    private static func slavic(_ n: Int, one: String, few: String, many: String) -> String {
        let ten = n % 10, hundred = n % 100
        if ten == 1 && hundred != 11 { return one }
        if (2...4).contains(ten) && !(12...14).contains(hundred) { return few }
        return many
    }
}
