import Foundation
import RefreshTestSupport
import RefreshTesting
import XCTest

@testable import RefreshCore

/// The announcement channel: rate limiting on the tree's clock, observers, and the sentences the
/// controls say for their state changes, in their language.
nonisolated final class AnnouncerTests: XCTestCase {
    @MainActor func testDeliveriesAreRateLimitedAndOnlyTheNewestWaitingSentenceIsDelivered() async throws {
        let host = try RefreshTestHost.core(fps: 100)
        let announcer = host.root.context.announcer
        var heard: [Announcement] = []
        let token = announcer.addObserver { heard.append($0) }
        announcer.announce("one")
        XCTAssertEqual(heard.map(\.text), ["one"], "the first at once")
        host.advance(seconds: 0.1)
        announcer.announce("two")
        announcer.announce("three")
        XCTAssertEqual(announcer.pending, "three")
        host.advance(seconds: 0.3)
        XCTAssertEqual(heard.map(\.text), ["one"], "nothing before half a second")
        host.advance(seconds: 0.15)
        XCTAssertEqual(heard.map(\.text), ["one", "three"], "the newest waiting one, once")
        XCTAssertEqual(heard[1].time, 0.5, accuracy: 0.011)
        XCTAssertEqual(announcer.last?.text, "three")
        announcer.announce("")
        host.advance(seconds: 1)
        XCTAssertEqual(heard.count, 2, "empty text is not announced")
        announcer.minimumInterval = 0
        announcer.announce("four")
        announcer.announce("five")
        XCTAssertEqual(heard.map(\.text).suffix(2), ["four", "five"], "no interval: each at once")
        announcer.removeObserver(token)
        announcer.announce("six")
        XCTAssertEqual(heard.count, 4)
        announcer.minimumInterval = -1
        XCTAssertEqual(announcer.minimumInterval, Announcer.defaultMinimumInterval)
    }

    @MainActor func testAReleasedTokenStopsItsObserver() async throws {
        let host = try RefreshTestHost.core(fps: 100)
        var heard = 0
        var token: Announcer.ObserverToken? = host.root.context.announcer.addObserver { _ in heard += 1 }
        host.root.context.announcer.announce("a")
        XCTAssertNotNil(token)
        token = nil
        host.advance(seconds: 1)
        host.root.context.announcer.announce("b")
        XCTAssertEqual(heard, 1)
    }

    @MainActor func testAHeaderSaysRefreshingThenItsOutcome() async throws {
        let header = NormalHeader()
        let h = HeaderHarness(header: header)
        let loads = LoadRecorder(header)
        var heard: [String] = []
        let token = h.host.root.context.announcer.addObserver { heard.append($0.text) }
        header.beginRefreshing()
        h.host.advance(seconds: 1)
        loads[0].finish(.success)
        h.host.advance(seconds: 2)
        header.beginRefreshing()
        h.host.advance(seconds: 1)
        loads[1].finish(.failure(message: "Offline"))
        h.host.advance(seconds: 2)
        header.beginRefreshing()
        h.host.advance(seconds: 1)
        header.endRefreshing()
        h.host.advance(seconds: 2)
        XCTAssertEqual(
            heard, ["Refreshing", "Refreshed", "Refreshing", "Offline", "Refreshing"],
            "an end without an outcome says nothing: its result is unknown")
        withExtendedLifetime(token) {}
    }

    @MainActor func testAFooterSaysHowManyRowsItLoadedInTheUsersLanguage() async throws {
        let footer = AutoNormalFooter()
        let h = FooterHarness(footer, rows: 30)
        let loads = LoadRecorder(footer)
        var heard: [String] = []
        let token = h.host.root.context.announcer.addObserver { heard.append($0.text) }
        h.scroll(to: h.maxOffsetY)
        footer.beginRefreshing()
        h.host.advance(seconds: 1)
        h.reload(rows: 35)
        loads[0].finish(.success)
        h.host.advance(seconds: 2)
        footer.effectiveLocalizer.language = .ru
        footer.beginRefreshing()
        h.host.advance(seconds: 1)
        h.reload(rows: 37)
        loads[1].finish(.success)
        h.host.advance(seconds: 2)
        footer.beginRefreshing()
        h.host.advance(seconds: 1)
        loads[2].finish(.failure())
        h.host.advance(seconds: 2)
        footer.effectiveLocalizer.language = .en
        footer.endRefreshing()   // gives the retry up
        footer.endRefreshingWithNoMoreData()
        h.host.advance(seconds: 1)
        XCTAssertEqual(
            heard,
            [
                "Loading more", "Loaded 5 items", "Загрузка ещё", "Загружено 2 элемента", "Загрузка ещё",
                "Не удалось загрузить. Повторить", "No more data",
            ])
        withExtendedLifetime(token) {}
    }

    /// An auto footer runs its handler as it enters `refreshing`: rows the handler adds at once
    /// still count as loaded by that refresh.
    @MainActor func testRowsAddedByTheHandlerAtOnceCount() async throws {
        let footer = AutoNormalFooter()
        let h = FooterHarness(footer, rows: 30)
        var load: RefreshLoad?
        footer.loadHandler = {
            h.reload(rows: 33)
            load = $0
        }
        var heard: [String] = []
        let token = h.host.root.context.announcer.addObserver { heard.append($0.text) }
        h.beginAtTheEnd(running: 1)
        load?.finish(.success)
        h.host.advance(seconds: 1)
        XCTAssertEqual(heard, ["Loading more", "Loaded 3 items"])
        withExtendedLifetime(token) {}
    }

    @MainActor func testTheOutcomeOfALoadShownForNoTimeIsStillSaid() async throws {
        let footer = BackNormalFooter()
        footer.outcomeDisplayDuration = 0
        let h = FooterHarness(footer, rows: 30)
        let loads = LoadRecorder(footer)
        var heard: [String] = []
        let token = h.host.root.context.announcer.addObserver { heard.append($0.text) }
        h.scroll(to: h.maxOffsetY)
        footer.beginRefreshing()
        h.host.advance(seconds: 1)
        loads[0].finish(.noMoreData)
        h.host.advance(seconds: 1)
        XCTAssertEqual(heard, ["Loading more", "No more data"])
        withExtendedLifetime(token) {}
    }

    @MainActor func testPluralsOfTheLoadedSentence() async throws {
        XCTAssertEqual(RefreshLanguage.en.itemsLoadedSentence(1), "Loaded 1 item")
        XCTAssertEqual(RefreshLanguage.en.itemsLoadedSentence(7), "Loaded 7 items")
        XCTAssertEqual(RefreshLanguage.ru.itemsLoadedSentence(21), "Загружен 21 элемент")
        XCTAssertEqual(RefreshLanguage.ru.itemsLoadedSentence(12), "Загружено 12 элементов")
        XCTAssertEqual(RefreshLanguage.ru.itemsLoadedSentence(23), "Загружено 23 элемента")
        XCTAssertEqual(RefreshLanguage.uk.itemsLoadedSentence(14), "Завантажено 14 елементів")
        XCTAssertEqual(RefreshLanguage.fr.itemsLoadedSentence(1), "1 élément chargé")
        XCTAssertEqual(RefreshLanguage.fr.itemsLoadedSentence(2), "2 éléments chargés")
        XCTAssertEqual(RefreshLanguage.ar.itemsLoadedSentence(2), "تم تحميل عنصرين")
        XCTAssertEqual(RefreshLanguage.ar.itemsLoadedSentence(5), "تم تحميل 5 عناصر")
        XCTAssertEqual(RefreshLanguage.ar.itemsLoadedSentence(15), "تم تحميل 15 عنصرًا")
        XCTAssertEqual(RefreshLanguage.ar.itemsLoadedSentence(100), "تم تحميل 100 عنصر")
        for language in RefreshLanguage.allCases {
            XCTAssertTrue(language.itemsLoadedSentence(5).contains("5"), "\(language)")
        }
    }
}
