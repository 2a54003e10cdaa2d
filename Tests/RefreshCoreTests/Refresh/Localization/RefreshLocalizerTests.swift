import XCTest

@testable import RefreshCore

nonisolated final class RefreshLocalizerTests: XCTestCase {
    @MainActor func testStringsFollowLanguage() async {
        let localizer = RefreshLocalizer(language: .en)
        XCTAssertEqual(localizer.string(for: .headerIdleText), "Pull down to refresh")
        localizer.language = .zhHans
        XCTAssertEqual(localizer.string(for: .headerIdleText), "下拉可以刷新")
    }

    @MainActor func testOverrideWinsAndFallsBack() async {
        let localizer = RefreshLocalizer(language: .en)
        localizer.setOverrides([.headerIdleText: "Pull, please"], for: .en)
        localizer.setOverrides([.headerIdleText: "拉一下"], for: .zhHans)
        XCTAssertEqual(localizer.string(for: .headerIdleText), "Pull, please")
        XCTAssertEqual(localizer.string(for: .headerPullingText), "Release to refresh", "missing keys fall back")
        localizer.language = .zhHans
        XCTAssertEqual(localizer.string(for: .headerIdleText), "拉一下")
        localizer.language = .de
        XCTAssertEqual(localizer.string(for: .headerIdleText), RefreshLanguage.de.string(for: .headerIdleText))
        XCTAssertEqual(localizer.overrides(for: .en), [.headerIdleText: "Pull, please"])
        localizer.setOverrides([:], for: .en)
        XCTAssertEqual(localizer.string(for: .headerIdleText, in: .en), "Pull down to refresh")
    }

    @MainActor func testObserverNotifiedOnceOnChangeOnly() async {
        let localizer = RefreshLocalizer(language: .en)
        var calls = 0
        var seen: [RefreshLanguage] = []
        let token = localizer.addObserver {
            calls += 1; seen.append(localizer.language)
        }
        localizer.language = .en
        XCTAssertEqual(calls, 0, "same value does nothing")
        localizer.language = .fr
        XCTAssertEqual(calls, 1)
        XCTAssertEqual(seen, [.fr], "notified after the change, synchronously")
        localizer.language = .fr
        XCTAssertEqual(calls, 1)
        localizer.removeObserver(token)
        localizer.language = .es
        XCTAssertEqual(calls, 1, "not after removal")
        localizer.removeObserver(token)
    }

    @MainActor func testOverridesOfCurrentLanguageNotify() async {
        let localizer = RefreshLocalizer(language: .en)
        var calls = 0
        let token = localizer.addObserver { calls += 1 }
        localizer.setOverrides([.headerIdleText: "x"], for: .ja)
        XCTAssertEqual(calls, 0)
        localizer.setOverrides([.headerIdleText: "x"], for: .en)
        XCTAssertEqual(calls, 1)
        withExtendedLifetime(token) {}
    }

    @MainActor func testReleasedTokenRemovesObserver() async {
        let localizer = RefreshLocalizer(language: .en)
        var calls = 0
        var token: RefreshLocalizer.ObserverToken? = localizer.addObserver { calls += 1 }
        localizer.language = .it
        XCTAssertEqual(calls, 1)
        XCTAssertNotNil(token)
        token = nil
        localizer.language = .pt
        XCTAssertEqual(calls, 1)
    }

    @MainActor func testObserversInOrderAndRemovalDuringNotification() async {
        let localizer = RefreshLocalizer(language: .en)
        var log: [String] = []
        var second: RefreshLocalizer.ObserverToken?
        let first = localizer.addObserver {
            log.append("a")
            if let token = second { localizer.removeObserver(token) }
        }
        second = localizer.addObserver { log.append("b") }
        localizer.language = .ko
        XCTAssertEqual(log, ["a"], "an observer removed by an earlier one is not called")
        withExtendedLifetime(first) {}
    }
}
