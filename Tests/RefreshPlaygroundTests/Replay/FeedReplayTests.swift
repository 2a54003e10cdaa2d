import RefreshCore
import XCTest

@testable import RefreshPlayground

/// `list.feed` driven through the one input path (40 posts of 60 pt in 390 × 844; loads take 1 s
/// and bring 12, 1 and 3 posts in turn): a refresh at the top shows "12 new posts" where the
/// header was for 1.5 s, then collapses; F5 while reading further down refreshes in place, the
/// new posts come in above without moving the post being read, and the "↑ 12 new" pill counts
/// them until a tap on it, or a scroll, reaches the top.
nonisolated final class FeedReplayTests: XCTestCase {

    /// The trace of `steps` on `list.feed` in `language`.
    @MainActor private func run(language: String = "en", _ steps: [ReplayStep]...) throws -> [TraceFrame] {
        try replay("list.feed", refreshDelay: 1, language: language, steps: steps.flatMap { $0 }).trace
    }

    /// The frames where rows arrived: the content grew.
    @MainActor private func arrivals(_ trace: [TraceFrame]) -> [Int] {
        trace.indices.dropFirst().filter { trace[$0].contentHeight > trace[$0 - 1].contentHeight }
    }

    /// `values` with each run of equal neighbours kept once.
    private func runs<T: Equatable>(_ values: [T]) -> [T] {
        values.enumerated().filter { $0.offset == 0 || values[$0.offset - 1] != $0.element }.map(\.element)
    }

    /// Scrolls to about the 40th row's neighbourhood: three pages down (animated), at rest.
    private let readFurtherDown: [ReplayStep] = [
        .key("PageDown"), .wait(seconds: 0.6), .key("PageDown"), .wait(seconds: 0.6), .wait(seconds: 0.3),
    ]

    @MainActor func testARefreshAtTheTopShowsTheBannerWhereTheHeaderWasForOneAndAHalfSeconds() async throws {
        let trace = try run([.key("F5"), .wait(seconds: 4)])
        let shown = trace.indices.filter { trace[$0].banner != nil }
        let first = try XCTUnwrap(shown.first), last = try XCTUnwrap(shown.last)
        XCTAssertEqual(shown.count, last - first + 1, "one stretch")
        XCTAssertEqual(Set(shown.map { trace[$0].banner }), ["12 new posts"])
        XCTAssertEqual(arrivals(trace), [first], "the banner comes with the rows")
        XCTAssertEqual(trace[first].header?.state, "finished")
        XCTAssertEqual(trace[first].insetTop, 54, "the header stays open, showing the banner")
        // 1.5 s on show, then the header slides out (the banner goes with it).
        let onShow = trace[first...last].filter { $0.header?.state == "finished" }
        XCTAssertEqual(onShow.last!.t - onShow.first!.t, 1.5, accuracy: 0.02)
        XCTAssertLessThan(trace[last].t - trace[first].t, 2)
        XCTAssertNil(trace.last!.banner)
        XCTAssertEqual(trace.last!.insetTop, 0, "then it collapsed")
        XCTAssertTrue(trace[first...].contains { $0.announcement == "12 new posts" }, "announced")
        XCTAssertTrue(trace.allSatisfy { $0.newAbove == nil }, "at the top the new posts show: no pill")
        XCTAssertEqual(trace[first].offsetY, -54, "at the top the new posts show where the header was")
    }

    @MainActor func testTheBannerSpeaksEachLanguageWithItsPluralRules() async throws {
        // The second load brings one post: the singular; Russian's 12 is "many", Arabic's 12 too.
        let twice: [ReplayStep] = [.key("F5"), .wait(seconds: 3), .key("F5"), .wait(seconds: 1.6)]
        let cases: [(String, String, String)] = [
            ("en", "12 new posts", "1 new post"),
            ("de", "12 neue Beiträge", "1 neuer Beitrag"),
            ("ru", "12 новых постов", "1 новый пост"),
            ("ar", "12 منشورًا جديدًا", "منشور جديد واحد"),
        ]
        for (language, twelve, one) in cases {
            let banners = try run(language: language, twice).compactMap(\.banner)
            XCTAssertEqual(runs(banners), [twelve, one], language)
        }
    }

    @MainActor func testF5AwayFromTheTopRefreshesInPlaceKeepsThePostBeingReadStillAndCountsTheNewOnes() async throws {
        let trace = try run(readFurtherDown, [.key("F5"), .wait(seconds: 2.5)])
        let f5 = try XCTUnwrap(trace.firstIndex { $0.header?.state == "refreshing" })
        let before = trace[f5 - 1].offsetY
        XCTAssertGreaterThan(before, 1000, "reading far below the top")
        let i = try XCTUnwrap(arrivals(trace).first)
        XCTAssertTrue(trace[f5..<i].allSatisfy { $0.offsetY == before }, "the refresh does not scroll to the top")
        XCTAssertTrue(trace[f5..<i].allSatisfy { $0.insetTop == 0 }, "nor adds the header's inset")
        XCTAssertEqual(trace[i].contentHeight - trace[i - 1].contentHeight, 720, "12 posts of 60 pt")
        XCTAssertEqual(trace[i].offsetY, before + 720, "the post being read stays at the same y")
        XCTAssertTrue(trace[i...].allSatisfy { $0.offsetY == before + 720 }, "and nothing moves after")
        XCTAssertTrue(trace[..<i].allSatisfy { $0.newAbove == nil })
        XCTAssertTrue(trace[i...].allSatisfy { $0.newAbove == 12 }, "the pill counts them")
        XCTAssertTrue(trace.allSatisfy { $0.banner == nil }, "no banner out of sight")
        XCTAssertEqual(trace.last!.header?.state, "idle")
    }

    @MainActor func testATapOnThePillScrollsToTheTopAndHidesIt() async throws {
        let trace = try run(
            readFurtherDown, [.key("F5"), .wait(seconds: 1.5)], .tap(at: Point(x: 195, y: 28)), [.wait(seconds: 1)])
        let tapped = try XCTUnwrap(trace.lastIndex { $0.newAbove == 12 })
        XCTAssertGreaterThan(trace[tapped].offsetY, 1000)
        XCTAssertTrue(trace[(tapped + 1)...].allSatisfy { $0.newAbove == nil }, "the pill hides at once")
        XCTAssertEqual(trace.last!.offsetY, 0, "the tap scrolled to the top")
    }

    @MainActor func testScrollingToTheTopByHandHidesThePillAndANewRefreshAwayCountsAfresh() async throws {
        let trace = try run(
            readFurtherDown, [.key("F5"), .wait(seconds: 1.5), .key("Home"), .wait(seconds: 1)], readFurtherDown,
            [.key("F5"), .wait(seconds: 1.5)], readFurtherDown, [.key("F5"), .wait(seconds: 1.5)])
        let counts = trace.map(\.newAbove)
        XCTAssertTrue(counts.contains(12))
        let home = try XCTUnwrap(trace.lastIndex { $0.newAbove == 12 })
        XCTAssertEqual(counts[home + 1], nil, "Home hid it")
        XCTAssertEqual(runs(counts.compactMap { $0 }), [12, 1, 4], "1, then 1 + 3")
    }
}
