import XCTest

@testable import RefreshCore

nonisolated final class LocalizationTableTests: XCTestCase {
    @MainActor func testEveryLanguageHasEveryKey() async {
        XCTAssertEqual(RefreshLanguage.allCases.count, 13)
        XCTAssertEqual(RefreshStringKey.allCases.count, 27)
        for language in RefreshLanguage.allCases {
            for key in RefreshStringKey.allCases {
                let text = language.string(for: key)
                XCTAssertFalse(text.trimmingCharacters(in: .whitespaces).isEmpty, "\(language) \(key)")
                XCTAssertNotEqual(text, key.rawValue, "\(language) \(key)")
                XCTAssertFalse(text.contains("MJRefresh"), "\(language) \(key)")
            }
        }
    }

    @MainActor func testRawValuesAreMJRefreshKeyNames() async {
        XCTAssertEqual(RefreshStringKey.headerIdleText.rawValue, "MJRefreshHeaderIdleText")
        XCTAssertEqual(RefreshStringKey.trailerPullingText.rawValue, "MJRefreshTrailerPullingText")
        XCTAssertEqual(RefreshStringKey.autoFooterNoMoreDataText.rawValue, "MJRefreshAutoFooterNoMoreDataText")
        // MJRefresh's keys keep their names; the outcome strings MJRefresh lacks are RefreshKit's own.
        let own: Set<RefreshStringKey> = [
            .headerSucceededText, .headerFailedText, .footerSucceededText, .footerFailedText, .footerRetryText,
            .announceRefreshingText, .announceLoadingText,
            .headerWaitingText, .headerSecondFloorText, .secondFloorTitleText, .secondFloorCloseHintText,
            .searchPlaceholderText,
        ]
        for key in RefreshStringKey.allCases {
            XCTAssertTrue(key.rawValue.hasPrefix(own.contains(key) ? "RefreshKit" : "MJRefresh"), "\(key)")
        }
        XCTAssertEqual(RefreshStringKey.footerRetryText.rawValue, "RefreshKitFooterRetryText")
        XCTAssertEqual(LastUpdatedKey.default, "MJRefreshHeaderLastUpdatedTimeKey")
    }

    @MainActor func testEnglishMatchesReference() async {
        let expected: [RefreshStringKey: String] = [
            .headerIdleText: "Pull down to refresh", .headerPullingText: "Release to refresh",
            .headerRefreshingText: "Loading...", .headerLastTimeText: "Last update: ",
            .headerDateTodayText: "Today", .headerNoneLastDateText: "No record",
            .autoFooterIdleText: "Tap or pull up to load more", .autoFooterRefreshingText: "Loading...",
            .autoFooterNoMoreDataText: "No more data",
            .backFooterIdleText: "Pull up to load more", .backFooterPullingText: "Release to load more",
            .backFooterRefreshingText: "Loading...", .backFooterNoMoreDataText: "No more data",
            .trailerIdleText: "Swipe to see details", .trailerPullingText: "Release to see details",
            .headerSucceededText: "Refreshed", .headerFailedText: "Refresh failed",
            .footerSucceededText: "Loaded", .footerFailedText: "Load failed", .footerRetryText: "Tap to retry",
            .announceRefreshingText: "Refreshing", .announceLoadingText: "Loading more",
            .headerWaitingText: "Waiting for loading to finish",
            .headerSecondFloorText: "Release to open the second floor",
            .secondFloorTitleText: "Second floor", .secondFloorCloseHintText: "Pull up, tap ✕ or press Esc to close",
            .searchPlaceholderText: "Search",
        ]
        XCTAssertEqual(expected.count, RefreshStringKey.allCases.count)
        for (key, text) in expected { XCTAssertEqual(RefreshLanguage.en.string(for: key), text, "\(key)") }
    }

    @MainActor func testSimplifiedChineseMatchesReference() async {
        let expected: [RefreshStringKey: String] = [
            .headerIdleText: "下拉可以刷新", .headerPullingText: "松开立即刷新",
            .headerRefreshingText: "正在刷新数据中...", .headerLastTimeText: "最后更新：",
            .headerDateTodayText: "今天", .headerNoneLastDateText: "无记录",
            .autoFooterIdleText: "点击或上拉加载更多", .autoFooterRefreshingText: "正在加载更多的数据...",
            .autoFooterNoMoreDataText: "已经全部加载完毕",
            .backFooterIdleText: "上拉可以加载更多", .backFooterPullingText: "松开立即加载更多",
            .backFooterRefreshingText: "正在加载更多的数据...", .backFooterNoMoreDataText: "已经全部加载完毕",
            .trailerIdleText: "滑动查看图文详情", .trailerPullingText: "释放查看图文详情",
            .headerSucceededText: "刷新完成", .headerFailedText: "刷新失败",
            .footerSucceededText: "加载完成", .footerFailedText: "加载失败", .footerRetryText: "点击重试",
            .announceRefreshingText: "正在刷新", .announceLoadingText: "正在加载更多",
            .headerWaitingText: "等待加载完成", .headerSecondFloorText: "松开进入二楼",
            .secondFloorTitleText: "二楼", .secondFloorCloseHintText: "上拉、点击 ✕ 或按 Esc 关闭",
            .searchPlaceholderText: "搜索",
        ]
        XCTAssertEqual(expected.count, RefreshStringKey.allCases.count)
        for (key, text) in expected { XCTAssertEqual(RefreshLanguage.zhHans.string(for: key), text, "\(key)") }
    }

    @MainActor func testScriptsMatchLanguages() async {
        for language in [RefreshLanguage.zhHans, .zhHant, .ja, .ko] {
            for key in RefreshStringKey.allCases {
                XCTAssertTrue(containsCJK(language.string(for: key)), "\(language) \(key)")
            }
        }
        for language in [RefreshLanguage.ru, .uk] {
            XCTAssertTrue(contains(language.string(for: .headerIdleText), 0x0400...0x04FF), "\(language)")
        }
        XCTAssertTrue(contains(RefreshLanguage.ar.string(for: .headerIdleText), 0x0600...0x06FF))
        XCTAssertTrue(contains(RefreshLanguage.ja.string(for: .backFooterPullingText), 0x3040...0x30FF), "kana")
        XCTAssertTrue(contains(RefreshLanguage.ko.string(for: .headerIdleText), 0xAC00...0xD7AF), "hangul")
    }

    @MainActor func testDistinctTranslations() async {
        let differing = RefreshStringKey.allCases.filter {
            RefreshLanguage.ru.string(for: $0) != RefreshLanguage.uk.string(for: $0)
        }
        XCTAssertEqual(differing.count, RefreshStringKey.allCases.count, "Ukrainian must not copy Russian")
        XCTAssertNotEqual(
            RefreshLanguage.zhHant.string(for: .headerLastTimeText),
            RefreshLanguage.zhHans.string(for: .headerLastTimeText))
        XCTAssertTrue(RefreshLanguage.zhHant.string(for: .headerLastTimeText).contains("後"), "traditional characters")
        XCTAssertTrue(RefreshLanguage.zhHant.string(for: .headerNoneLastDateText).contains("無"))
    }

    /// The second floor's page speaks every language, and its close hint names the ✕ it shows.
    @MainActor func testTheSecondFloorsPageIsTranslated() async {
        let titles = Set(RefreshLanguage.allCases.map { $0.string(for: .secondFloorTitleText) })
        XCTAssertEqual(titles.count, RefreshLanguage.allCases.count, "one of its own in each language")
        for language in RefreshLanguage.allCases {
            let hint = language.string(for: .secondFloorCloseHintText)
            XCTAssertTrue(hint.contains("✕"), "\(language): \(hint)")
            if language != .en { XCTAssertNotEqual(hint, RefreshLanguage.en.string(for: .secondFloorCloseHintText)) }
        }
    }

    @MainActor func testLastTimeTextEndsWithSeparator() async {
        for language in RefreshLanguage.allCases {
            let text = language.string(for: .headerLastTimeText)
            XCTAssertTrue(text.hasSuffix(": ") || text.hasSuffix("："), "\(language): \(text)")
        }
    }

    @MainActor func testRightToLeft() async {
        XCTAssertEqual(RefreshLanguage.allCases.filter(\.isRightToLeft), [.ar])
        XCTAssertTrue(RefreshLocalizer(language: .ar).isRightToLeft)
        XCTAssertFalse(RefreshLocalizer(language: .de).isRightToLeft)
    }

    @MainActor private func containsCJK(_ text: String) -> Bool {
        text.unicodeScalars.contains {
            (0x4E00...0x9FFF).contains($0.value) || (0x3040...0x30FF).contains($0.value)
                || (0xAC00...0xD7AF).contains($0.value)
        }
    }

    @MainActor private func contains(_ text: String, _ range: ClosedRange<UInt32>) -> Bool {
        text.unicodeScalars.contains { range.contains($0.value) }
    }
}
