extension RefreshLanguage {
    /// "12 new posts" in this language, in the form its plural rules give the count: what a
    /// header's new-rows banner says after a refresh that brought rows
    /// (``RefreshComponent/newRowsBannerText``), and announces.
    /// - Parameter count: How many rows the refresh brought.
    /// - Returns: The banner's sentence.
    public func newPostsSentence(_ count: Int) -> String { newPostsForms.text(count, in: self) }

    /// "12 new" in this language, in the form its plural rules give the count: the short label
    /// of a list's ``NewRowsPill`` (the pill draws its arrow before it).
    /// - Parameter count: How many rows came in above.
    /// - Returns: The pill's label.
    public func newRowsShortLabel(_ count: Int) -> String { newShortForms.text(count, in: self) }

    /// The forms of "# new posts".
    var newPostsForms: PluralForms {
        switch self {
        case .en: return PluralForms(one: "# new post", other: "# new posts")
        case .zhHans: return PluralForms(other: "# 条新帖子")
        case .zhHant: return PluralForms(other: "# 則新貼文")
        case .ja: return PluralForms(other: "# 件の新しい投稿")
        case .ko: return PluralForms(other: "새 게시물 #개")
        case .ru:
            return PluralForms(
                one: "# новый пост", few: "# новых поста", many: "# новых постов", other: "# нового поста")
        case .uk:
            return PluralForms(
                one: "# новий допис", few: "# нові дописи", many: "# нових дописів", other: "# нового допису")
        case .de: return PluralForms(one: "# neuer Beitrag", other: "# neue Beiträge")
        case .fr:
            return PluralForms(
                one: "# nouvelle publication", many: "# de nouvelles publications", other: "# nouvelles publications")
        case .es:
            return PluralForms(
                one: "# publicación nueva", many: "# de publicaciones nuevas", other: "# publicaciones nuevas")
        case .pt:
            return PluralForms(one: "# nova publicação", many: "# de novas publicações", other: "# novas publicações")
        case .it: return PluralForms(one: "# nuovo post", many: "# di nuovi post", other: "# nuovi post")
        case .ar:
            return PluralForms(
                zero: "لا منشورات جديدة", one: "منشور جديد واحد", two: "منشوران جديدان", few: "# منشورات جديدة",
                many: "# منشورًا جديدًا", other: "# منشور جديد")
        }
    }

    /// The forms of "# new".
    var newShortForms: PluralForms {
        switch self {
        case .en: return PluralForms(other: "# new")
        case .zhHans: return PluralForms(other: "# 条新内容")
        case .zhHant: return PluralForms(other: "# 則新內容")
        case .ja: return PluralForms(other: "新着 # 件")
        case .ko: return PluralForms(other: "새 글 #개")
        case .ru: return PluralForms(one: "# новый", few: "# новых", many: "# новых", other: "# нового")
        case .uk: return PluralForms(one: "# новий", few: "# нові", many: "# нових", other: "# нового")
        case .de: return PluralForms(one: "# neuer", other: "# neue")
        case .fr: return PluralForms(one: "# nouveau", many: "# de nouveaux", other: "# nouveaux")
        case .es: return PluralForms(one: "# nuevo", many: "# de nuevos", other: "# nuevos")
        case .pt: return PluralForms(one: "# novo", many: "# de novos", other: "# novos")
        case .it: return PluralForms(one: "# nuovo", many: "# di nuovi", other: "# nuovi")
        case .ar:
            return PluralForms(
                zero: "لا جديد", one: "جديد واحد", two: "اثنان جديدان", few: "# جديدة", many: "# جديدًا",
                other: "# جديد")
        }
    }
}
