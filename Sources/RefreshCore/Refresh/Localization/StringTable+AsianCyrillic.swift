// Japanese, Korean, Russian and Ukrainian. MJRefresh ships ko, ru and uk without trailer strings;
// ours are complete.
extension StringTable {
    static let japanese = StringTable(
        headerIdle: "下に引いて更新", headerPulling: "離すと更新", headerRefreshing: "更新中...",
        lastTime: "最終更新：", today: "今日", noneLastDate: "記録なし",
        autoFooterIdle: "タップまたは上に引いてさらに読み込む", autoFooterRefreshing: "読み込み中...",
        autoFooterNoMoreData: "これ以上データはありません",
        backFooterIdle: "上に引いてさらに読み込む", backFooterPulling: "離すとさらに読み込む",
        backFooterRefreshing: "読み込み中...", backFooterNoMoreData: "これ以上データはありません",
        trailerIdle: "スワイプして詳細を表示", trailerPulling: "離すと詳細を表示",
        refreshed: "更新しました", refreshFailed: "更新できませんでした", loaded: "読み込みました", loadFailed: "読み込めませんでした",
        tapToRetry: "タップして再試行",
        announceRefreshing: "更新中", announceLoading: "さらに読み込み中",
        waiting: "読み込みの完了を待っています",
        secondFloor: "離すと2階を開きます",
        secondFloorTitle: "2階", secondFloorCloseHint: "上に引くか、✕ をタップするか、Esc キーで閉じます",
        searchPlaceholder: "検索")

    static let korean = StringTable(
        headerIdle: "당겨서 새로고침", headerPulling: "놓으면 새로고침", headerRefreshing: "새로고침 중...",
        lastTime: "마지막 업데이트: ", today: "오늘", noneLastDate: "기록 없음",
        autoFooterIdle: "탭하거나 위로 당겨서 더 보기", autoFooterRefreshing: "불러오는 중...",
        autoFooterNoMoreData: "더 이상 데이터가 없습니다",
        backFooterIdle: "위로 당겨서 더 보기", backFooterPulling: "놓으면 더 불러오기",
        backFooterRefreshing: "불러오는 중...", backFooterNoMoreData: "더 이상 데이터가 없습니다",
        trailerIdle: "밀어서 자세히 보기", trailerPulling: "놓으면 자세히 보기",
        refreshed: "새로고침 완료", refreshFailed: "새로고침 실패", loaded: "불러오기 완료", loadFailed: "불러오기 실패",
        tapToRetry: "탭하여 다시 시도",
        announceRefreshing: "새로고침 중", announceLoading: "더 불러오는 중",
        waiting: "로딩이 끝나기를 기다리는 중",
        secondFloor: "놓으면 2층이 열립니다",
        secondFloorTitle: "2층", secondFloorCloseHint: "위로 당기거나 ✕를 탭하거나 Esc 키를 눌러 닫기",
        searchPlaceholder: "검색")

    static let russian = StringTable(
        headerIdle: "Потяните вниз, чтобы обновить", headerPulling: "Отпустите, чтобы обновить",
        headerRefreshing: "Загрузка...",
        lastTime: "Обновлено: ", today: "Сегодня", noneLastDate: "Нет записей",
        autoFooterIdle: "Нажмите или потяните для загрузки", autoFooterRefreshing: "Загрузка...",
        autoFooterNoMoreData: "Больше нет данных",
        backFooterIdle: "Потяните вверх для загрузки", backFooterPulling: "Отпустите, чтобы загрузить ещё",
        backFooterRefreshing: "Загрузка...", backFooterNoMoreData: "Больше нет данных",
        trailerIdle: "Проведите, чтобы открыть подробности",
        trailerPulling: "Отпустите, чтобы открыть подробности",
        refreshed: "Обновлено", refreshFailed: "Не удалось обновить", loaded: "Загружено",
        loadFailed: "Не удалось загрузить",
        tapToRetry: "Повторить",
        announceRefreshing: "Обновление", announceLoading: "Загрузка ещё",
        waiting: "Ожидание окончания загрузки",
        secondFloor: "Отпустите, чтобы открыть второй этаж",
        secondFloorTitle: "Второй этаж", secondFloorCloseHint: "Чтобы закрыть, потяните вверх, нажмите ✕ или Esc",
        searchPlaceholder: "Поиск")

    static let ukrainian = StringTable(
        headerIdle: "Потягніть униз, щоб оновити", headerPulling: "Відпустіть, щоб оновити",
        headerRefreshing: "Завантаження...",
        lastTime: "Останнє оновлення: ", today: "Сьогодні", noneLastDate: "Немає записів",
        autoFooterIdle: "Торкніться, щоб завантажити ще",
        autoFooterRefreshing: "Завантаження...", autoFooterNoMoreData: "Більше немає даних",
        backFooterIdle: "Потягніть угору для завантаження", backFooterPulling: "Відпустіть, щоб завантажити ще",
        backFooterRefreshing: "Завантаження...", backFooterNoMoreData: "Більше немає даних",
        trailerIdle: "Проведіть, щоб відкрити деталі", trailerPulling: "Відпустіть, щоб відкрити деталі",
        refreshed: "Оновлено", refreshFailed: "Не вдалося оновити", loaded: "Завантажено",
        loadFailed: "Не вдалося завантажити",
        tapToRetry: "Повторити",
        announceRefreshing: "Оновлення", announceLoading: "Завантаження ще",
        waiting: "Очікування завершення завантаження",
        secondFloor: "Відпустіть, щоб відкрити другий поверх",
        secondFloorTitle: "Другий поверх",
        secondFloorCloseHint: "Щоб закрити, потягніть угору, торкніться ✕ або натисніть Esc",
        searchPlaceholder: "Пошук")
}
