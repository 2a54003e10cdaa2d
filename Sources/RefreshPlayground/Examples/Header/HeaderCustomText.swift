import RefreshCore

extension Example {
    /// `header.custom-text`: the app's own titles in every language, a 15 pt regular font and blue.
    static let headerCustomText = Example(
        id: "header.custom-text", title: "Custom text", summary: "Own titles (per language), font and colour",
        recipe: ExampleRecipe(
            header: { _ in
                let h = NormalHeader()
                h.setTitles(customHeaderTitles, for: [.idle, .pulling, .refreshing])
                for label in [h.stateLabel, h.lastUpdatedTimeLabel] {
                    label.font = Font(weight: .regular, size: 15)
                    label.textColor = .playgroundBlue
                }
                h.arrowView.tint = .playgroundBlue
                h.loadingView.tint = .playgroundBlue
                return h
            }, applyTheme: { example, palette in example.header?.tintColor = palette.accent }))

    /// The app's header titles: idle, pulling, refreshing.
    static let customHeaderTitles: KeyValuePairs<RefreshLanguage, [String]> = [
        .en: ["Pull to fetch the latest", "Let go to fetch", "Fetching…"],
        .zhHans: ["下拉获取最新内容", "松手即可获取", "获取中…"],
        .zhHant: ["下拉取得最新內容", "放手即可取得", "取得中…"],
        .ja: ["引っ張って最新を取得", "離すと取得します", "取得中…"],
        .ko: ["당겨서 최신 항목 가져오기", "놓으면 가져옵니다", "가져오는 중…"],
        .ru: ["Потяните, чтобы получить новое", "Отпустите, чтобы получить", "Получаем…"],
        .uk: ["Потягніть, щоб отримати нове", "Відпустіть, щоб отримати", "Отримуємо…"],
        .de: ["Ziehen, um Neues zu holen", "Loslassen zum Holen", "Wird geholt…"],
        .fr: ["Tirez pour les nouveautés", "Relâchez pour récupérer", "Récupération…"],
        .es: ["Tira para traer lo último", "Suelta para traer", "Trayendo…"],
        .pt: ["Puxe para buscar as novidades", "Solte para buscar", "Buscando…"],
        .it: ["Tira per le novità", "Rilascia per recuperare", "Recupero in corso…"],
        .ar: ["اسحب لجلب الأحدث", "اترك للجلب", "جارٍ الجلب…"],
    ]
}

extension Color {
    /// The blue of the custom-text examples (iOS's system blue, the light theme's accent).
    static let playgroundBlue = ThemePalette.light.accent
}
