import XCTest

@testable import RefreshCore

nonisolated final class LocalizationTableTests: XCTestCase {
    @MainActor func testEveryLanguageHasEveryKey() async {
        XCTAssertEqual(RefreshLanguage.allCases.count, 13)
        XCTAssertEqual(RefreshStringKey.allCases.count, 23)
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
        XCTAssertEqual(RefreshStringKey.HeaderIdleText.rawValue, "MJRefreshHeaderIdleText")
        XCTAssertEqual(RefreshStringKey.TrailerPullingText.rawValue, "MJRefreshTrailerPullingText")
        XCTAssertEqual(RefreshStringKey.AutoFooterNoMoreDataText.rawValue, "MJRefreshAutoFooterNoMoreDataText")
        // MJRefresh's keys keep their names; the outcome strings MJRefresh lacks are RefreshKit's own.
        let own: Set<RefreshStringKey> = [
            .HeaderSucceededText, .HeaderFailedText, .FooterSucceededText, .FooterFailedText, .FooterRetryText,
            .AnnounceRefreshingText, .AnnounceLoadingText,
            .HeaderWaitingText,
        ]
        for key in RefreshStringKey.allCases {
            XCTAssertTrue(key.rawValue.hasPrefix(own.contains(key) ? "RefreshKit" : "MJRefresh"), "\(key)")
        }
        XCTAssertEqual(RefreshStringKey.FooterRetryText.rawValue, "RefreshKitFooterRetryText")
        XCTAssertEqual(LastUpdatedKey.default, "MJRefreshHeaderLastUpdatedTimeKey")
    }

    @MainActor func testEnglishMatchesReference() async {
        let expected: [RefreshStringKey: String] = [
            .HeaderIdleText: "Pull down to refresh", .HeaderPullingText: "Release to refresh",
            .HeaderRefreshingText: "Loading...", .HeaderLastTimeText: "Last update: ",
            .HeaderDateTodayText: "Today", .HeaderNoneLastDateText: "No record",
            .AutoFooterIdleText: "Tap or pull up to load more", .AutoFooterRefreshingText: "Loading...",
            .AutoFooterNoMoreDataText: "No more data",
            .BackFooterIdleText: "Pull up to load more", .BackFooterPullingText: "Release to load more",
            .BackFooterRefreshingText: "Loading...", .BackFooterNoMoreDataText: "No more data",
            .TrailerIdleText: "Swipe to see details", .TrailerPullingText: "Release to see details",
            .HeaderSucceededText: "Refreshed", .HeaderFailedText: "Refresh failed",
            .FooterSucceededText: "Loaded", .FooterFailedText: "Load failed", .FooterRetryText: "Tap to retry",
            .AnnounceRefreshingText: "Refreshing", .AnnounceLoadingText: "Loading more",
            .HeaderWaitingText: "Waiting for loading to finish",
        ]
        XCTAssertEqual(expected.count, RefreshStringKey.allCases.count)
        for (key, text) in expected { XCTAssertEqual(RefreshLanguage.en.string(for: key), text, "\(key)") }
    }

    @MainActor func testSimplifiedChineseMatchesReference() async {
        let expected: [RefreshStringKey: String] = [
            .HeaderIdleText: "下拉可以刷新", .HeaderPullingText: "松开立即刷新",
            .HeaderRefreshingText: "正在刷新数据中...", .HeaderLastTimeText: "最后更新：",
            .HeaderDateTodayText: "今天", .HeaderNoneLastDateText: "无记录",
            .AutoFooterIdleText: "点击或上拉加载更多", .AutoFooterRefreshingText: "正在加载更多的数据...",
            .AutoFooterNoMoreDataText: "已经全部加载完毕",
            .BackFooterIdleText: "上拉可以加载更多", .BackFooterPullingText: "松开立即加载更多",
            .BackFooterRefreshingText: "正在加载更多的数据...", .BackFooterNoMoreDataText: "已经全部加载完毕",
            .TrailerIdleText: "滑动查看图文详情", .TrailerPullingText: "释放查看图文详情",
            .HeaderSucceededText: "刷新完成", .HeaderFailedText: "刷新失败",
            .FooterSucceededText: "加载完成", .FooterFailedText: "加载失败", .FooterRetryText: "点击重试",
            .AnnounceRefreshingText: "正在刷新", .AnnounceLoadingText: "正在加载更多",
            .HeaderWaitingText: "等待加载完成",
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
            XCTAssertTrue(contains(language.string(for: .HeaderIdleText), 0x0400...0x04FF), "\(language)")
        }
        XCTAssertTrue(contains(RefreshLanguage.ar.string(for: .HeaderIdleText), 0x0600...0x06FF))
        XCTAssertTrue(contains(RefreshLanguage.ja.string(for: .BackFooterPullingText), 0x3040...0x30FF), "kana")
        XCTAssertTrue(contains(RefreshLanguage.ko.string(for: .HeaderIdleText), 0xAC00...0xD7AF), "hangul")
    }

    @MainActor func testDistinctTranslations() async {
        let differing = RefreshStringKey.allCases.filter {
            RefreshLanguage.ru.string(for: $0) != RefreshLanguage.uk.string(for: $0)
        }
        XCTAssertEqual(differing.count, RefreshStringKey.allCases.count, "Ukrainian must not copy Russian")
        XCTAssertNotEqual(
            RefreshLanguage.zhHant.string(for: .HeaderLastTimeText),
            RefreshLanguage.zhHans.string(for: .HeaderLastTimeText))
        XCTAssertTrue(RefreshLanguage.zhHant.string(for: .HeaderLastTimeText).contains("後"), "traditional characters")
        XCTAssertTrue(RefreshLanguage.zhHant.string(for: .HeaderNoneLastDateText).contains("無"))
    }

    @MainActor func testLastTimeTextEndsWithSeparator() async {
        for language in RefreshLanguage.allCases {
            let text = language.string(for: .HeaderLastTimeText)
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
