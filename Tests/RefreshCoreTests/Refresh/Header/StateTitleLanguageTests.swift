import XCTest

@testable import RefreshCore

/// Header fix 6: a title set for one language wins over one set for every language, which wins
/// over the localized default; switching `localizer.language` updates the label at once.
nonisolated final class StateTitleLanguageTests: XCTestCase {
    @MainActor func testPerLanguageOverEveryLanguageOverTheDefault() async throws {
        let header = StateHeader()
        let h = HeaderHarness(header: header)
        let localizer = h.host.root.context.localizer
        XCTAssertEqual(header.stateLabel.text, "Pull down to refresh")
        header.setTitle("Ziehen!", for: .idle, language: .de)
        XCTAssertEqual(header.stateLabel.text, "Pull down to refresh", "another language's title does not show")
        header.setTitle("Pull!", for: .idle)
        XCTAssertEqual(header.stateLabel.text, "Pull!", "every language over the default")
        localizer.language = .de
        XCTAssertEqual(header.stateLabel.text, "Ziehen!", "its own language's title over every language's")
        localizer.language = .ja
        XCTAssertEqual(header.stateLabel.text, "Pull!")
        header.setTitle(nil, for: .idle)
        XCTAssertEqual(header.stateLabel.text, localizer.string(for: .headerIdleText), "the Japanese default")
        XCTAssertNotEqual(header.stateLabel.text, "Pull down to refresh")
        localizer.language = .de
        XCTAssertEqual(header.stateLabel.text, "Ziehen!")
        header.setTitle(nil, for: .idle, language: .de)
        XCTAssertEqual(header.stateLabel.text, "Zum Aktualisieren nach unten ziehen")
    }

    @MainActor func testTheSameOrderForOtherStatesAndFooters() async throws {
        let header = StateHeader()
        let h = HeaderHarness(header: header)
        let localizer = h.host.root.context.localizer
        header.setTitle("Lädt", for: .refreshing, language: .de)
        header.setTitle("Busy", for: .refreshing)
        header.beginRefreshing()
        XCTAssertEqual(header.stateLabel.text, "Busy")
        localizer.language = .de
        XCTAssertEqual(header.stateLabel.text, "Lädt", "switched while refreshing")
        XCTAssertEqual(header.title(for: .willRefresh), "Lädt")

        let footer = BackStateFooter()
        h.scrollView.refreshFooter = footer
        footer.setTitle("Mehr", for: .idle, language: .de)
        footer.setTitle("More", for: .idle)
        XCTAssertEqual(footer.stateLabel.text, "Mehr")
        localizer.language = .en
        XCTAssertEqual(footer.stateLabel.text, "More")
        footer.setTitle(nil, for: .idle)
        XCTAssertEqual(footer.stateLabel.text, "Pull up to load more")
    }
}
