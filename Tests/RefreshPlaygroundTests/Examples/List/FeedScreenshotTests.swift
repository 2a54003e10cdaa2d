import RefreshCore
import RefreshTestSupport
import XCTest

@testable import RefreshPlayground

/// Golden screenshots of `list.feed`: the header's "12 new posts" banner after a refresh at the
/// top, and the "↑ 12 new" pill after one begun further down, in English, German, Arabic (right to
/// left) and the dark theme.
nonisolated final class FeedScreenshotTests: XCTestCase {
    /// F5 at the top; 2 s later the 12 new posts show under the banner.
    private let bannerSteps: [ReplayStep] = [.key("F5"), .wait(seconds: 2)]
    /// Two pages down, F5 there; 1.6 s later the posts came in above and the pill counts them.
    private let pillSteps: [ReplayStep] = [
        .key("PageDown"), .wait(seconds: 0.6), .key("PageDown"), .wait(seconds: 0.9), .key("F5"),
        .wait(seconds: 1.6),
    ]

    @MainActor private func shot(
        _ steps: [ReplayStep], language: String = "en", theme: RefreshTheme? = nil
    ) throws -> Bitmap {
        try replay(
            "list.feed", viewport: Size(width: 360, height: 480), refreshDelay: 1, language: language, theme: theme,
            steps: steps
        ).lastFrame
    }

    @MainActor func testBannerAfterARefreshAtTheTop() async throws {
        assertScreenshot(try shot(bannerSteps), named: "banner")
    }

    @MainActor func testBannerInGerman() async throws {
        assertScreenshot(try shot(bannerSteps, language: "de"), named: "banner-de")
    }

    @MainActor func testBannerInArabic() async throws {
        assertScreenshot(try shot(bannerSteps, language: "ar"), named: "banner-ar")
    }

    @MainActor func testBannerInTheDarkTheme() async throws {
        assertScreenshot(try shot(bannerSteps, theme: .dark), named: "banner-dark")
    }

    @MainActor func testPillAfterARefreshAwayFromTheTop() async throws {
        assertScreenshot(try shot(pillSteps), named: "pill")
    }

    @MainActor func testPillWhileTheRefreshRunsInPlace() async throws {
        assertScreenshot(try shot(Array(pillSteps.dropLast()) + [.wait(seconds: 0.5)]), named: "pill-refreshing")
    }

    @MainActor func testPillInGerman() async throws {
        assertScreenshot(try shot(pillSteps, language: "de"), named: "pill-de")
    }

    @MainActor func testPillInArabic() async throws {
        assertScreenshot(try shot(pillSteps, language: "ar"), named: "pill-ar")
    }

    @MainActor func testPillInTheDarkTheme() async throws {
        assertScreenshot(try shot(pillSteps, theme: .dark), named: "pill-dark")
    }
}
