import RefreshTestSupport
import RefreshTesting
import XCTest

@testable import RefreshCore

/// `StateHeader`: titles per state, the last-updated line and its persistence, hiding labels,
/// run-time language switches.
nonisolated final class StateHeaderTests: XCTestCase {
    @MainActor func testDefaultLookAndTitlesFollowTheState() async throws {
        let header = StateHeader()
        let h = HeaderHarness(header: header)
        XCTAssertEqual(header.stateLabel.font, .bold(14))
        XCTAssertEqual(header.stateLabel.textColor, Color(r: 90, g: 90, b: 90))
        XCTAssertEqual(header.lastUpdatedTimeLabel.font, .bold(14))
        XCTAssertEqual(header.labelLeftInset, 25)
        XCTAssertEqual(header.stateLabel.text, "Pull down to refresh")
        XCTAssertEqual(header.lastUpdatedTimeLabel.text, "Last update: No record")
        h.pull(h.fingerDistance(showing: 70), release: false)
        XCTAssertEqual(header.stateLabel.text, "Release to refresh")
        h.scrollView.touchUp(time: h.host.now + 0.05)
        h.host.advance()
        XCTAssertEqual(header.stateLabel.text, "Loading...")
    }

    @MainActor func testTitlesSetPerStateAndResetToTheDefault() async throws {
        let header = StateHeader()
        _ = HeaderHarness(header: header)
        header.setTitle("Drag me", for: .idle)
        header.setTitle("Now let go", for: .pulling)
        header.setTitle("Fetching", for: .refreshing)
        XCTAssertEqual(header.stateLabel.text, "Drag me", "the current state's title shows at once")
        XCTAssertEqual(header.title(for: .pulling), "Now let go")
        XCTAssertEqual(header.title(for: .willRefresh), "Fetching", "willRefresh reads like refreshing")
        header.setTitle(nil, for: .idle)
        XCTAssertEqual(header.stateLabel.text, "Pull down to refresh")
    }

    @MainActor func testLastUpdatedLineAfterARefreshAndItsOverride() async throws {
        let header = StateHeader()
        let h = HeaderHarness(header: header)   // calendar starts 2026-01-01 12:00:00 UTC
        h.host.advance(seconds: 90)
        header.beginRefreshing()
        h.host.advance(seconds: 0.5)
        header.endRefreshing()
        XCTAssertEqual(header.lastUpdatedTimeLabel.text, "Last update: Today 12:01")
        header.timeZone = TimeZone(identifier: "Asia/Tokyo")
        XCTAssertEqual(header.lastUpdatedTimeLabel.text, "Last update: Today 21:01")
        var seen: [Date?] = []
        header.lastUpdatedTimeText = { date in
            seen.append(date); return "Synced"
        }
        XCTAssertEqual(header.lastUpdatedTimeLabel.text, "Synced")
        XCTAssertEqual(seen.last??.timeIntervalSince(ViewContext.defaultCalendarOrigin) ?? -1, 90.5, accuracy: 0.02)
    }

    @MainActor func testLastUpdatedTimePersistsPerKeyInAFile() async throws {
        let dir = temporaryFolder("state-header").url
        let path = dir.appendingPathComponent("refresh/last-updated.json").path
        let header = StateHeader()
        header.lastUpdatedStore = FileLastUpdatedStore(path: path)
        header.lastUpdatedTimeKey = "inbox"
        let h = HeaderHarness(header: header)
        header.beginRefreshing()
        h.host.advance(seconds: 0.5)
        header.endRefreshing()
        XCTAssertTrue(FileManager.default.fileExists(atPath: path))

        let reopened = FileLastUpdatedStore(path: path)
        let saved = try XCTUnwrap(reopened.date(forKey: "inbox"))
        XCTAssertEqual(saved.timeIntervalSince(ViewContext.defaultCalendarOrigin), 0.5, accuracy: 0.02)
        XCTAssertNil(reopened.date(forKey: RefreshHeader.defaultLastUpdatedTimeKey), "keys are independent")

        let other = StateHeader()
        other.lastUpdatedStore = reopened
        other.lastUpdatedTimeKey = "inbox"
        _ = HeaderHarness(header: other)
        XCTAssertEqual(other.lastUpdatedTimeLabel.text, "Last update: Today 12:00", "a new header reads the saved time")
    }

    @MainActor func testHiddenLabelsTakeTheWholeHeight() async throws {
        let header = StateHeader()
        let h = HeaderHarness(header: header)
        XCTAssertEqual(header.stateLabel.frame, Rect(x: 0, y: 0, width: 390, height: 27))
        XCTAssertEqual(header.lastUpdatedTimeLabel.frame, Rect(x: 0, y: 27, width: 390, height: 27))
        header.lastUpdatedTimeLabel.isHidden = true
        header.setNeedsLayout()
        h.host.advance()
        XCTAssertEqual(header.stateLabel.frame, Rect(x: 0, y: 0, width: 390, height: 54))
        XCTAssertEqual(header.visibleTextWidth, header.stateLabel.textSize.width)
        header.stateLabel.isHidden = true
        XCTAssertTrue(header.areLabelsHidden)
        XCTAssertEqual(header.visibleTextWidth, 0)
    }

    @MainActor func testLanguageSwitchChangesTextsAndLayoutAtOnce() async throws {
        let header = NormalHeader()
        let h = HeaderHarness(header: header)
        let englishArrowX = header.arrowView.frame.minX
        h.host.root.context.localizer.language = .zhHans
        XCTAssertEqual(header.stateLabel.text, "下拉可以刷新")
        XCTAssertEqual(header.lastUpdatedTimeLabel.text, "最后更新：无记录")
        h.host.advance()
        XCTAssertNotEqual(header.arrowView.frame.minX, englishArrowX, "the arrow moved with the narrower text")
        XCTAssertEqual(header.arrowView.frame.midX, 195 - header.visibleTextWidth / 2 - 25, accuracy: 1e-9)
        header.localizer = RefreshLocalizer(language: .de)
        XCTAssertEqual(header.stateLabel.text, "Zum Aktualisieren nach unten ziehen", "an explicit localizer wins")
        h.host.root.context.localizer.language = .ja
        XCTAssertEqual(
            header.stateLabel.text, "Zum Aktualisieren nach unten ziehen", "and stops following the window's")
    }
}
