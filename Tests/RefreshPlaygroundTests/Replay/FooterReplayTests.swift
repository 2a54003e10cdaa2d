import RefreshCore
import RefreshTestSupport
import XCTest

@testable import RefreshPlayground

/// Every `footer.*` example end to end through replay: what scrolling to the end, pulling, tapping
/// and the N key do to the footer's state, its handler calls, the rows and the bottom inset.
///
/// Geometry: a 390×600 viewport and 20 rows of 60 pt (1200 pt of content); each load appends 5 rows
/// (300 pt). Auto footers are 44 pt (the gif one 50, the height of its frames) and always take their
/// height in the bottom inset while shown; back footers (44 pt, the gif and DIY ones 50 pt) add
/// theirs only while refreshing.
nonisolated final class FooterReplayTests: XCTestCase {
    @MainActor static let autoIDs = [
        "footer.auto-normal", "footer.auto-gif", "footer.auto-hide-refreshing-title", "footer.no-more-data",
        "footer.auto-manual", "footer.auto-custom-text", "footer.auto-hide-after-load", "footer.auto-diy",
    ]
    /// Back footers: (id, the app's bottom inset, the footer's height).
    @MainActor static let backFooters: [(id: String, appInset: Double, height: Double)] = [
        ("footer.back-normal", 30, 44), ("footer.back-gif", 0, 50), ("footer.back-diy", 0, 50),
    ]

    /// Runs a script on a 390×600 viewport with 20 rows; every trace is checked for a header and a
    /// footer refreshing in the same frame.
    @MainActor func run(
        _ id: String, delay: RefreshDelay = 0.3, rows: Int = 20, _ steps: [ReplayStep]...,
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> [TraceFrame] {
        let trace = try replay(
            id, viewport: Size(width: 390, height: 600), rows: rows, refreshDelay: delay, file: file, line: line,
            steps: steps.flatMap { $0 }
        ).trace
        XCTAssertEqual(
            trace.framesRefreshingTogether, [], "\(id): header and footer refresh in the same frame",
            file: file, line: line)
        return trace
    }

    @MainActor func footer(_ f: TraceFrame) -> TraceControl { f.footer! }

    /// End (animated, 0.33 s) then 1 s: 60 frames at 60 fps.
    @MainActor let end: [ReplayStep] = [.key("End"), .wait(seconds: 1)]
    /// A pull up by 300 pt of finger travel from near the bottom, held, released, then 1.5 s.
    @MainActor let pullUpAndRelease: [ReplayStep] =
        .drag(from: Point(x: 200, y: 500), to: Point(x: 200, y: 200), duration: 0.4, hold: 0.2) + [.wait(seconds: 1.5)]

    @MainActor func testCatalogueListsEveryFooterExample() async {
        for id in Self.autoIDs + Self.backFooters.map(\.id) {
            let example = ExampleCatalog.example(id: id)
            XCTAssertNotNil(example, id)
            XCTAssertEqual(example?.callTargets, [.header, .footer], id)
        }
    }

    // MARK: Auto footers

    /// Scrolling to the end (the End key) loads once per arrival; the footer keeps its height (44 pt,
    /// the gif footer too: its frames are cut to 44 pt) in the bottom inset the whole time (the
    /// hide-after-load footer gives it back when it hides).
    @MainActor func testEndKeyLoadsOncePerArrivalForEveryAutoFooter() async throws {
        for id in Self.autoIDs where id != "footer.auto-manual" {
            let height = 44.0
            let trace = try run(id, end, end)
            XCTAssertEqual(trace.count, 120, id)
            XCTAssertEqual(footer(trace[0]).state, "idle", id)
            XCTAssertEqual(footer(trace[0]).hidden, false, id)
            // First arrival: one refresh, one handler call, 5 rows.
            let firstLoad = try XCTUnwrap(trace.first { footer($0).isRefreshing }, id)
            XCTAssertLessThan(firstLoad.frame, 60, id)
            XCTAssertEqual(firstLoad.offsetY, 1200 + height - 600, "\(id): fires when the footer is all in view")
            XCTAssertEqual(footer(trace[59]).callbacks, 1, id)
            XCTAssertEqual(footer(trace[59]).state, "idle", id)
            XCTAssertEqual(trace[59].contentHeight, 1500, "\(id): 5 rows appended")
            XCTAssertEqual(trace.prefix(60).refreshStarts(\.footer), 1, id)
            if id == "footer.auto-hide-after-load" {
                XCTAssertTrue(footer(trace[59]).hidden, "\(id): hidden after the first load")
                XCTAssertEqual(trace[59].insetBottom, 0, "\(id): its inset given back")
                XCTAssertEqual(footer(trace.last!).callbacks, 1, "\(id): a hidden footer never loads")
                XCTAssertEqual(trace.last!.contentHeight, 1500, id)
                XCTAssertEqual(trace.last!.insetBottom, 0, id)
            } else {
                XCTAssertEqual(
                    Set(trace.map(\.insetBottom)), [height],
                    "\(id): the footer's height in the bottom inset in every frame")
                XCTAssertEqual(footer(trace.last!).callbacks, 2, "\(id): the second arrival loads again")
                XCTAssertEqual(trace.refreshStarts(\.footer), 2, "\(id): one handler call per refresh")
                XCTAssertEqual(trace.last!.contentHeight, 1800, id)
                XCTAssertEqual(footer(trace.last!).state, "idle", id)
            }
            if id == "footer.auto-gif" {
                XCTAssertTrue(
                    trace.filter { footer($0).isRefreshing }.allSatisfy { footer($0).frameIndex != nil },
                    "the gif footer shows a refreshing frame while loading")
            }
        }
    }

    /// The app's own bottom inset stays under the footer's: 30 + 44 while the footer shows, also
    /// across loads.
    @MainActor func testAutoFooterAddsItsHeightOnTopOfTheAppInset() async throws {
        let trace = try run("footer.auto-normal", [.inset(EdgeInsets(top: 0, left: 0, bottom: 30, right: 0))], end, end)
        XCTAssertEqual(Set(trace.map(\.insetBottom)), [74])
        XCTAssertEqual(footer(trace.last!).callbacks, 2)
        XCTAssertEqual(trace.last!.contentHeight, 1800)
        XCTAssertEqual(trace.filter { footer($0).isRefreshing }.first?.offsetY, 1200 + 74 - 600)
    }

    /// One long drag that passes the end, gets 5 rows, and passes the new end while still down, then
    /// moves back and releases at rest inside the content (so the release cannot fire it).
    @MainActor let longDrag: [ReplayStep] = [
        .down(Point(x: 200, y: 580)),
        .move(Point(x: 200, y: 20), duration: 1.5),
        .wait(seconds: 0.3),
        .move(Point(x: 200, y: 300), duration: 0.3),
        .wait(seconds: 0.3),
        .up,
        .wait(seconds: 1),
    ]

    /// autoTriggerTimes 1: one drag fires the footer once even when the load makes room to reach the
    /// end again in the same drag; the next drag fires it again.
    @MainActor func testAutoFooterFiresOncePerDrag() async throws {
        let trace = try run("footer.auto-normal", delay: 0.1, rows: 12, longDrag, longDrag)
        let firstUp = try XCTUnwrap(trace.firstIndex { !$0.dragging && $0.frame > 0 })
        let first = Array(trace[..<firstUp])
        XCTAssertEqual(first.refreshStarts(\.footer), 1, "one start in the first drag")
        XCTAssertEqual(footer(first.last!).callbacks, 1)
        XCTAssertEqual(first.last!.contentHeight, 17 * 60)
        // The drag did reach the new end after the load: the footer showed fully, idle, still dragging.
        XCTAssertTrue(
            first.contains {
                footer($0).state == "idle" && footer($0).callbacks == 1 && footer($0).percent == 1 && $0.dragging
            },
            "the drag went past the new end without a second load")
        XCTAssertEqual(footer(trace[firstUp + 59]).callbacks, 1, "releasing inside the content does not load")
        XCTAssertEqual(footer(trace.last!).callbacks, 2, "the next drag fires it again")
        XCTAssertEqual(trace.refreshStarts(\.footer), 2)
        XCTAssertEqual(trace.last!.contentHeight, 22 * 60)
        XCTAssertTrue(trace.filter { footer($0).isRefreshing }.allSatisfy(\.dragging), "both loads started by dragging")
    }

    /// `footer.auto-diy` has autoTriggerTimes 2: the same single drag fires it twice.
    @MainActor func testDIYAutoFooterFiresTwicePerDrag() async throws {
        let trace = try run("footer.auto-diy", delay: 0.1, rows: 12, longDrag)
        let up = try XCTUnwrap(trace.firstIndex { !$0.dragging && $0.frame > 0 })
        XCTAssertEqual(Array(trace[..<up]).refreshStarts(\.footer), 2, "two starts within one drag")
        XCTAssertEqual(footer(trace.last!).callbacks, 2)
        XCTAssertEqual(trace.refreshStarts(\.footer), 2)
        XCTAssertEqual(trace.last!.contentHeight, 22 * 60)
        XCTAssertEqual(Set(trace.map(\.insetBottom)), [44])
    }

    /// automaticallyRefreshes off: scrolling to the end leaves the footer idle in full view; a
    /// pull-and-release at the end loads, and so does a tap on the footer.
    @MainActor func testManualFooterLoadsOnPullReleaseAndTapOnly() async throws {
        let tap: [ReplayStep] = [
            .down(Point(x: 195, y: 578)),
            .up,
            .wait(seconds: 1),
        ]
        let trace = try run(
            "footer.auto-manual",
            end, [.key("PageUp"), .wait(seconds: 0.5)], end, pullUpAndRelease, end, tap)
        // End, PageUp, End: 150 frames without a load although the footer showed in full.
        let scrolled = trace.prefix(150)
        XCTAssertEqual(footer(scrolled.last!).callbacks, 0, "no automatic load")
        XCTAssertTrue(scrolled.allSatisfy { footer($0).state == "idle" })
        XCTAssertEqual(footer(scrolled.last!).percent, 1, "the footer was all in view")
        XCTAssertEqual(scrolled.last!.offsetY, 1200 + 44 - 600)
        // The pull and release at the end: one load, started after the release.
        let pulled = try XCTUnwrap(trace.first { footer($0).isRefreshing })
        XCTAssertFalse(pulled.dragging, "starts on release")
        XCTAssertGreaterThan(pulled.frame, 150)
        let beforeTap = trace[trace.count - 61]
        XCTAssertEqual(footer(beforeTap).callbacks, 1)
        XCTAssertEqual(beforeTap.contentHeight, 1500)
        XCTAssertEqual(footer(beforeTap).percent, 1, "scrolled to the new end, footer in view, still idle")
        // The tap (down and up at one point on the footer).
        XCTAssertEqual(footer(trace[trace.count - 60]).state, "refreshing", "the tap starts it in its frame")
        XCTAssertEqual(footer(trace.last!).callbacks, 2)
        XCTAssertEqual(trace.last!.contentHeight, 1800)
        XCTAssertEqual(trace.refreshStarts(\.footer), 2)
        XCTAssertEqual(Set(trace.map(\.insetBottom)), [44])
    }

    /// A tap on a row just above the footer is not a tap on the footer: no load.
    @MainActor func testManualFooterIgnoresATapOffTheFooter() async throws {
        let trace = try run(
            "footer.auto-manual",
            end,
            [
                .down(Point(x: 195, y: 550)),
                .up,
                .wait(seconds: 1),
                .down(Point(x: 195, y: 578)),
                .up,
                .wait(seconds: 0.1),
            ])
        XCTAssertEqual(footer(trace[trace.count - 7]).callbacks, 0, "the row's tap left it idle")
        XCTAssertTrue(trace.dropLast(6).allSatisfy { footer($0).state == "idle" })
        XCTAssertEqual(footer(trace.last!).callbacks, 1, "the footer's own tap loads")
    }

    /// The third load ends with no more data: the footer stops loading (End, a pull and release at
    /// the end) until a reset, by the N key or a script call, makes it idle and loading again.
    @MainActor func testNoMoreDataAfterTheThirdLoadUntilReset() async throws {
        for reset: [ReplayStep] in [[.key("N")], [.call(target: .footer, method: .resetNoMoreData)]] {
            let trace = try run(
                "footer.no-more-data",
                end, end, end, [.key("PageUp"), .wait(seconds: 0.5)], end, pullUpAndRelease, reset,
                [
                    .wait(seconds: 0.2),
                    .key("PageUp"),
                    .wait(seconds: 0.5),
                ], end)
            // 3 × 60 frames of loads, 30 + 60 scrolling, 24 + 12 + 90 pulling: the reset applies at frame 396.
            let resetFrame = 396
            let firstNoMore = try XCTUnwrap(trace.firstIndex { footer($0).state == "noMoreData" }, "\(reset)")
            XCTAssertEqual(footer(trace[firstNoMore]).callbacks, 3, "\(reset): no more data ends the third load")
            XCTAssertEqual(trace[firstNoMore].contentHeight, 2100, "\(reset): its rows still arrive")
            let stopped = trace[firstNoMore..<resetFrame]
            XCTAssertTrue(
                stopped.allSatisfy { footer($0).state == "noMoreData" && footer($0).callbacks == 3 },
                "\(reset): no load while it has no more data")
            XCTAssertTrue(
                stopped.contains { footer($0).percent == 1 && !$0.dragging }, "\(reset): scrolled fully into view")
            XCTAssertTrue(
                stopped.contains { $0.dragging && $0.offsetY > 2100 + 44 - 600 }, "\(reset): pulled past the end")
            XCTAssertEqual(trace[resetFrame - 1].contentHeight, 2100)
            XCTAssertEqual(footer(trace[resetFrame]).state, "idle", "\(reset): the reset makes it idle in its frame")
            XCTAssertEqual(footer(trace.last!).callbacks, 4, "\(reset): and it loads again")
            XCTAssertEqual(trace.last!.contentHeight, 2400, "\(reset)")
            XCTAssertEqual(footer(trace.last!).state, "idle", "\(reset)")
            XCTAssertEqual(trace.refreshStarts(\.footer), 4, "\(reset)")
            XCTAssertEqual(Set(trace.map(\.insetBottom)), [44], "\(reset): a footer without more data keeps its inset")
        }
    }

    /// The hide-after-load footer hides after its first load and gives back exactly its 44 pt,
    /// leaving the app's 20; hidden, it never loads again.
    @MainActor func testHideAfterLoadHidesAndGivesTheInsetBack() async throws {
        let trace = try run(
            "footer.auto-hide-after-load",
            [.inset(EdgeInsets(top: 0, left: 0, bottom: 20, right: 0))], end, end,
            [.key("PageUp"), .wait(seconds: 0.5)], end, pullUpAndRelease)
        let hiddenAt = try XCTUnwrap(trace.firstIndex { footer($0).hidden })
        XCTAssertTrue(trace[..<hiddenAt].allSatisfy { $0.insetBottom == 64 }, "20 + 44 while shown")
        XCTAssertEqual(footer(trace[hiddenAt]).callbacks, 1, "hidden right after the first load")
        XCTAssertEqual(footer(trace[hiddenAt]).state, "idle")
        XCTAssertEqual(trace[hiddenAt].contentHeight, 1500)
        XCTAssertTrue(
            trace[hiddenAt...].allSatisfy { footer($0).hidden && $0.insetBottom == 20 },
            "stays hidden with the app's inset exactly")
        XCTAssertEqual(footer(trace.last!).callbacks, 1)
        XCTAssertEqual(trace.last!.contentHeight, 1500)
        XCTAssertEqual(trace.refreshStarts(\.footer), 1)
    }

    // MARK: Back footers

    /// Pulled up past the end by more than its height and released: pulling, then refreshing with
    /// its height added to the app's bottom inset; after the load exactly the app's inset again, and
    /// the offset stays where the footer was, so the new rows show there (no bounce back).
    @MainActor func testBackFootersPullReleaseLoadAndGiveTheInsetBack() async throws {
        for (id, app, height) in Self.backFooters {
            let trace = try run(id, delay: 0.5, end, pullUpAndRelease, [.wait(seconds: 0.5)])
            let oldEnd = 1200 + app - 600
            XCTAssertEqual(trace[0].insetBottom, app, "\(id): nothing added at rest")
            XCTAssertTrue(
                trace.contains { footer($0).state == "pulling" && $0.dragging }, "\(id): pulling while dragged past")
            let start = try XCTUnwrap(trace.firstIndex { footer($0).isRefreshing }, id)
            XCTAssertFalse(trace[start].dragging, "\(id): refreshes on release")
            XCTAssertEqual(footer(trace[start - 1]).state, "pulling", "\(id): from pulling")
            for f in trace {
                XCTAssertEqual(
                    f.insetBottom, app + (footer(f).isRefreshing ? height : 0),
                    "\(id) frame \(f.frame): the footer's inset only while refreshing")
            }
            let last = try XCTUnwrap(trace.lastIndex { footer($0).isRefreshing }, id)
            XCTAssertEqual(trace[last].offsetY, oldEnd + height, "\(id): hovers with the footer in view")
            XCTAssertTrue(
                trace[last...].allSatisfy { $0.offsetY == oldEnd + height },
                "\(id): the offset stays after the load: the new rows show where the footer was")
            XCTAssertEqual(trace[last + 1].contentHeight, 1500, "\(id): 5 rows appended")
            XCTAssertEqual(footer(trace.last!).callbacks, 1, id)
            XCTAssertEqual(trace.refreshStarts(\.footer), 1, id)
            XCTAssertEqual(footer(trace.last!).state, "idle", id)
            XCTAssertEqual(footer(trace.last!).percent, 0, "\(id): the end animation finished")
            XCTAssertEqual(trace.last!.insetBottom, app, "\(id): exactly the app's inset again")
            XCTAssertFalse(trace.last!.decelerating, id)
        }
    }

    /// `footer.back-normal` ignores its app's bottom inset of 30 and keeps it exactly through
    /// several refreshes.
    @MainActor func testBackNormalKeepsTheAppInsetThroughRefreshes() async throws {
        let trace = try run(
            "footer.back-normal", end, pullUpAndRelease, end, pullUpAndRelease, end, pullUpAndRelease)
        XCTAssertEqual(footer(trace.last!).callbacks, 3)
        XCTAssertEqual(trace.last!.contentHeight, 2100)
        XCTAssertEqual(Set(trace.filter { !footer($0).isRefreshing }.map(\.insetBottom)), [30])
        XCTAssertEqual(Set(trace.filter { footer($0).isRefreshing }.map(\.insetBottom)), [74])
    }

    /// A pull shorter than the footer's height is released without a load.
    @MainActor func testBackFooterShortPullDoesNotLoad() async throws {
        for (id, app, height) in Self.backFooters {
            let travel = RubberBand.distance(for: height * 0.6, dimension: 600)
            let trace = try run(
                id,
                end, .drag(from: Point(x: 200, y: 500), to: Point(x: 200, y: 500 - travel), duration: 0.4, hold: 0.2),
                [.wait(seconds: 1)])
            let deepest = trace.map(\.offsetY).max()!
            XCTAssertEqual(deepest, 1200 + app - 600 + height * 0.6, accuracy: 0.5, "\(id): pulled 60 % of the footer")
            XCTAssertFalse(trace.contains { footer($0).state != "idle" }, "\(id): never pulling")
            XCTAssertEqual(footer(trace.last!).callbacks, 0, id)
            XCTAssertEqual(Set(trace.map(\.insetBottom)), [app], id)
            XCTAssertEqual(trace.last!.offsetY, 1200 + app - 600, "\(id): back at the end")
        }
    }

    /// `footer.back-gif` ends its third load with no more data: a later pull past the threshold is
    /// only tracked (percent), never pulling or loading, with no inset added; N makes it load again.
    @MainActor func testBackGifNoMoreDataAndReset() async throws {
        let pull: [ReplayStep] = end + pullUpAndRelease
        let reset: [ReplayStep] = [.key("N"), .wait(seconds: 0.1)]
        let trace = try run("footer.back-gif", pull, pull, pull, pull, reset, pull)
        let firstNoMore = try XCTUnwrap(trace.firstIndex { footer($0).state == "noMoreData" })
        XCTAssertEqual(footer(trace[firstNoMore]).callbacks, 3)
        XCTAssertEqual(trace[firstNoMore].contentHeight, 2100)
        let resetAt = try XCTUnwrap(trace[firstNoMore...].firstIndex { footer($0).state != "noMoreData" })
        let stopped = trace[firstNoMore..<resetAt]
        XCTAssertTrue(stopped.contains { $0.dragging && footer($0).percent > 1 }, "pulled past the threshold meanwhile")
        XCTAssertTrue(stopped.allSatisfy { $0.insetBottom == 0 && footer($0).callbacks == 3 }, "no inset, no load")
        XCTAssertEqual(stopped.last!.contentHeight, 2100)
        XCTAssertEqual(footer(trace[resetAt]).state, "idle", "N resets it")
        XCTAssertEqual(footer(trace.last!).callbacks, 4, "and the next End at the end (or pull) loads")
        XCTAssertEqual(trace.last!.contentHeight, 2400)
        XCTAssertEqual(trace.refreshStarts(\.footer), 4)
        XCTAssertEqual(trace.last!.insetBottom, 0)
    }

    // MARK: Header and footer together

    /// A header refresh blocks the footer (End, and a pull and release at the end, while the header
    /// refreshes load nothing then; the auto footer, still in view, loads once the header ends), and a footer refresh blocks the header: F5 and a header pull past
    /// its threshold while the footer loads never start it then, but wait: the header begins once,
    /// as soon as the footer's load has ended.
    @MainActor func testHeaderAndFooterNeverRefreshTogether() async throws {
        for id in ["footer.auto-normal", "footer.back-normal"] {
            let trace = try run(
                id, delay: 1.5,
                [
                    .key("F5"),
                    .wait(seconds: 0.1),
                    .key("End"),
                    .wait(seconds: 0.5),
                ], .drag(from: Point(x: 200, y: 500), to: Point(x: 200, y: 200), duration: 0.4, hold: 0.2),
                [
                    .wait(seconds: 2.5),
                    .call(target: .footer, method: .beginRefreshing),
                    .wait(seconds: 0.3),
                    .key("F5"),
                    .key("Home"),
                    .wait(seconds: 0.4),
                ], .drag(from: Point(x: 200, y: 100), to: Point(x: 200, y: 400)), [.wait(seconds: 4.5)])
            XCTAssertEqual(trace.framesRefreshingTogether, [], id)
            XCTAssertTrue(
                trace.contains { $0.header!.isRefreshing && footer($0).percent >= 1 && $0.dragging },
                "\(id): the footer was pulled into view while the header refreshed")
            XCTAssertTrue(
                trace.contains { footer($0).isRefreshing && $0.header!.percent > 1 && $0.dragging },
                "\(id): the header was pulled past its threshold while the footer refreshed")
            // The header's rows come above the end the user scrolled to, which stays on screen
            // (ListView.insertRows' anchor rule): the auto footer kept from loading by End and the
            // release there is still in view when the header ends, so it loads then ("Unblocked
            // in view"). The back footer has no such wait.
            let waited = id == "footer.auto-normal"
            let headerEnd = try XCTUnwrap(
                trace.indices.dropFirst().first {
                    trace[$0 - 1].header!.isRefreshing && !trace[$0].header!.isRefreshing
                })
            XCTAssertEqual(
                footer(trace[headerEnd]).isRefreshing, waited, "\(id): the waiting footer starts as the header ends")
            let footerEnd = try XCTUnwrap(
                trace.indices.dropFirst().last {
                    footer(trace[$0 - 1]).isRefreshing && !footer(trace[$0]).isRefreshing
                })
            XCTAssertTrue(
                trace[..<footerEnd].filter { footer($0).isRefreshing }.allSatisfy { !$0.header!.isRefreshing },
                "\(id): F5 and the pull while the footer loads do not start the header...")
            XCTAssertTrue(trace[footerEnd].header!.isRefreshing, "\(id): ...they wait: it begins as the footer ends")
            XCTAssertEqual(trace.last!.header!.callbacks, 2, "\(id): once")
            XCTAssertEqual(
                trace.last!.footer!.callbacks, waited ? 2 : 1, "\(id): the wait (auto) and the script's begin")
            XCTAssertEqual(trace.last!.contentHeight, waited ? 2400 : 2100, "\(id): 5 rows from each refresh")
            XCTAssertEqual(trace.last!.header!.state, "idle", id)
            XCTAssertEqual(footer(trace.last!).state, "idle", id)
        }
    }

    // MARK: Script errors

    @MainActor func testCallOnATargetTheExampleLacksIsAScriptError() async {
        XCTAssertThrowsError(
            try ReplayScriptParser.parse(
                data: Data(
                    """
                    {"example":"footer.auto-normal","steps":[{"op":"wait","seconds":0.1},{"op":"call","target":"trailer","method":"beginRefreshing"}]}
                    """.utf8), fileName: "f.json")
        ) { error in
            XCTAssertEqual(
                "\(error)",
                #"f.json: step 2: example "footer.auto-normal" has no trailer (it has only header and footer)"#)
        }
    }
}
