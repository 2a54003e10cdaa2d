extension RefreshLanguage {
    /// "Loaded 5 items" in this language, in the form its plural rules give the count
    /// (``pluralCategory(_:)``: Russian and Ukrainian one, few and many; Arabic's six forms;
    /// French's singular for 0 and 1; none in Chinese, Japanese, Korean).
    /// - Parameter count: How many rows or items a load added (above 0).
    /// - Returns: The sentence an announcement speaks.
    public func itemsLoadedSentence(_ count: Int) -> String { itemsLoadedForms.text(count, in: self) }

    /// The forms of "Loaded # items".
    var itemsLoadedForms: PluralForms {
        switch self {
        case .en: return PluralForms(one: "Loaded # item", other: "Loaded # items")
        case .zhHans: return PluralForms(other: "已加载 # 项")
        case .zhHant: return PluralForms(other: "已載入 # 項")
        case .ja: return PluralForms(other: "# 件を読み込みました")
        case .ko: return PluralForms(other: "#개 항목을 불러왔습니다")
        case .ru:
            return PluralForms(
                one: "Загружен # элемент", few: "Загружено # элемента", many: "Загружено # элементов",
                other: "Загружено # элемента")
        case .uk:
            return PluralForms(
                one: "Завантажено # елемент", few: "Завантажено # елементи", many: "Завантажено # елементів",
                other: "Завантажено # елемента")
        case .de: return PluralForms(one: "# Eintrag geladen", other: "# Einträge geladen")
        case .fr:
            return PluralForms(one: "# élément chargé", many: "# d’éléments chargés", other: "# éléments chargés")
        case .es:
            return PluralForms(
                one: "# elemento cargado", many: "# de elementos cargados", other: "# elementos cargados")
        case .pt:
            return PluralForms(one: "# item carregado", many: "# de itens carregados", other: "# itens carregados")
        case .it:
            return PluralForms(one: "# elemento caricato", many: "# di elementi caricati", other: "# elementi caricati")
        case .ar:
            return PluralForms(
                zero: "لم يتم تحميل أي عنصر", one: "تم تحميل عنصر واحد", two: "تم تحميل عنصرين",
                few: "تم تحميل # عناصر", many: "تم تحميل # عنصرًا", other: "تم تحميل # عنصر")
        }
    }
}
