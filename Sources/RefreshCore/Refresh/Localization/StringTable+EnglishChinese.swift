// English and Simplified Chinese follow MJRefresh's bundle; Traditional Chinese is our own wording
// and the trailer strings fill keys MJRefresh left out.
extension StringTable {
    static let english = StringTable(
        headerIdle: "Pull down to refresh", headerPulling: "Release to refresh", headerRefreshing: "Loading...",
        lastTime: "Last update: ", today: "Today", noneLastDate: "No record",
        autoFooterIdle: "Tap or pull up to load more", autoFooterRefreshing: "Loading...",
        autoFooterNoMoreData: "No more data",
        backFooterIdle: "Pull up to load more", backFooterPulling: "Release to load more",
        backFooterRefreshing: "Loading...", backFooterNoMoreData: "No more data",
        trailerIdle: "Swipe to see details", trailerPulling: "Release to see details",
        refreshed: "Refreshed", refreshFailed: "Refresh failed", loaded: "Loaded", loadFailed: "Load failed",
        tapToRetry: "Tap to retry",
        announceRefreshing: "Refreshing", announceLoading: "Loading more",
        waiting: "Waiting for loading to finish",
        secondFloor: "Release to open the second floor",
        secondFloorTitle: "Second floor", secondFloorCloseHint: "Pull up, tap ✕ or press Esc to close",
        searchPlaceholder: "Search")

    static let simplifiedChinese = StringTable(
        headerIdle: "下拉可以刷新", headerPulling: "松开立即刷新", headerRefreshing: "正在刷新数据中...",
        lastTime: "最后更新：", today: "今天", noneLastDate: "无记录",
        autoFooterIdle: "点击或上拉加载更多", autoFooterRefreshing: "正在加载更多的数据...",
        autoFooterNoMoreData: "已经全部加载完毕",
        backFooterIdle: "上拉可以加载更多", backFooterPulling: "松开立即加载更多",
        backFooterRefreshing: "正在加载更多的数据...", backFooterNoMoreData: "已经全部加载完毕",
        trailerIdle: "滑动查看图文详情", trailerPulling: "释放查看图文详情",
        refreshed: "刷新完成", refreshFailed: "刷新失败", loaded: "加载完成", loadFailed: "加载失败",
        tapToRetry: "点击重试",
        announceRefreshing: "正在刷新", announceLoading: "正在加载更多",
        waiting: "等待加载完成",
        secondFloor: "松开进入二楼",
        secondFloorTitle: "二楼", secondFloorCloseHint: "上拉、点击 ✕ 或按 Esc 关闭",
        searchPlaceholder: "搜索")

    static let traditionalChinese = StringTable(
        headerIdle: "下拉即可重新整理", headerPulling: "放開立即重新整理", headerRefreshing: "正在重新整理...",
        lastTime: "最後更新：", today: "今天", noneLastDate: "無紀錄",
        autoFooterIdle: "點擊或上拉載入更多", autoFooterRefreshing: "正在載入更多資料...",
        autoFooterNoMoreData: "已全部載入完畢",
        backFooterIdle: "上拉即可載入更多", backFooterPulling: "放開立即載入更多",
        backFooterRefreshing: "正在載入更多資料...", backFooterNoMoreData: "已全部載入完畢",
        trailerIdle: "滑動查看圖文詳情", trailerPulling: "放開查看圖文詳情",
        refreshed: "重新整理完成", refreshFailed: "重新整理失敗", loaded: "載入完成", loadFailed: "載入失敗",
        tapToRetry: "點擊重試",
        announceRefreshing: "正在重新整理", announceLoading: "正在載入更多",
        waiting: "等待載入完成",
        secondFloor: "放開進入二樓",
        secondFloorTitle: "二樓", secondFloorCloseHint: "上拉、點擊 ✕ 或按 Esc 關閉",
        searchPlaceholder: "搜尋")
}
