import RefreshCore

extension Example {
    /// `footer.auto-custom-text`: the app's own footer titles in every language, in blue.
    static let footerAutoCustomText = Example(
        id: "footer.auto-custom-text", title: "Auto footer, custom text",
        summary: "Own titles per state (per language), font and colour; no more data after the third load",
        recipe: ExampleRecipe(
            header: { _ in NormalHeader() },
            footer: { _ in
                let f = AutoNormalFooter()
                f.setTitles(customFooterTitles, for: [.idle, .refreshing, .noMoreData])
                f.stateLabel.font = Font(weight: .regular, size: 15)
                f.stateLabel.textColor = .playgroundBlue
                f.loadingView.tint = .playgroundBlue
                return f
            }, noMoreDataAtLoad: 3, applyTheme: { example, palette in example.footer?.tintColor = palette.accent }))

    /// The app's footer titles: idle, refreshing, no more data.
    static let customFooterTitles: KeyValuePairs<RefreshLanguage, [String]> = [
        .en: ["Tap or drag up for more", "Fetching more…", "That's everything"],
        .zhHans: ["点击或上拉获取更多", "正在获取更多…", "已经到底了"],
        .zhHant: ["點擊或上拉取得更多", "正在取得更多…", "已經到底了"],
        .ja: ["タップか上に引いてもっと見る", "さらに取得中…", "これで全部です"],
        .ko: ["탭하거나 올려서 더 보기", "더 가져오는 중…", "모두 불러왔습니다"],
        .ru: ["Нажмите или потяните — ещё", "Получаем ещё…", "Это всё"],
        .uk: ["Торкніться або потягніть — ще", "Отримуємо ще…", "Це все"],
        .de: ["Tippen oder hochziehen für mehr", "Mehr wird geholt…", "Das ist alles"],
        .fr: ["Touchez ou tirez pour plus", "Récupération de la suite…", "C'est tout"],
        .es: ["Toca o desliza para ver más", "Trayendo más…", "Eso es todo"],
        .pt: ["Toque ou puxe para ver mais", "Buscando mais…", "Isso é tudo"],
        .it: ["Tocca o trascina per altro", "Recupero di altri…", "È tutto"],
        .ar: ["انقر أو اسحب للأعلى للمزيد", "جارٍ جلب المزيد…", "هذا كل شيء"],
    ]
}
