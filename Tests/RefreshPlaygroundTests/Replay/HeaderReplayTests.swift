import RefreshCore
import RefreshTestSupport
import XCTest

@testable import RefreshPlayground

/// Every header example end to end through replay: states, callbacks, insets and rows in the trace.
nonisolated final class HeaderReplayTests: XCTestCase {
    @MainActor static let exampleIDs = [
        "header.normal", "header.gif", "header.hide-time", "header.hide-state-time",
        "header.custom-text", "header.diy", "header.ring", "header.auto-begin", "header.threshold",
        "header.trigger-hold", "header.placement-behind", "header.placement-front", "header.placement-scale",
    ]

    @MainActor func header(_ f: TraceFrame) -> [String: Any] { f.raw["header"] as! [String: Any] }
    @MainActor func state(_ f: TraceFrame) -> String { header(f)["state"] as! String }
    @MainActor func callbacks(_ f: TraceFrame) -> Int { header(f)["callbacks"] as! Int }

    @MainActor func testCatalogueListsEveryHeaderExample() async {
        for id in Self.exampleIDs { XCTAssertNotNil(ExampleCatalog.example(id: id), id) }
    }

    @MainActor func testPullReleaseRefreshInsertEndForEveryExample() async throws {
        // header.trigger-hold needs a longer pull: its own tests (HeaderThresholdReplayTests); the
        // placements hover their own ways (testEachPlacementRefreshesOnceAndGivesTheInsetBack).
        for id in Self.exampleIDs
        where id != "header.auto-begin" && id != "header.trigger-hold" && !id.hasPrefix("header.placement-") {
            let trace = try replay(
                id, rows: 20, refreshDelay: 1,
                steps: .drag(from: Point(x: 200, y: 60), to: Point(x: 200, y: 360), duration: 0.4, hold: 0.05),
                [.wait(seconds: 2)]
            ).trace
            let states = trace.map(state)
            XCTAssertEqual(states.first, "idle", id)
            XCTAssertTrue(states.contains("pulling"), id)
            let firstRefreshing = try XCTUnwrap(trace.first { state($0) == "refreshing" }, id)
            XCTAssertFalse(firstRefreshing.dragging, "\(id): refreshing starts after release")
            // Gif headers grow to their tallest frame; the others keep MJRefresh's 54 (the DIY one 50).
            let height = id == "header.diy" ? 50.0 : 54
            let hovering = trace.filter { state($0) == "refreshing" }.last!
            XCTAssertEqual(hovering.insetTop, height, "\(id): hovers by the header's height")
            XCTAssertEqual(trace.last.map(state), "idle", id)
            XCTAssertEqual(trace.last.map(callbacks), 1, "\(id): one handler call")
            XCTAssertEqual(trace.last!.insetTop, 0, "\(id): inset back")
            XCTAssertEqual(trace.last!.contentHeight, 25 * 60, "\(id): 5 rows inserted at the top")
            XCTAssertEqual(trace.last!.offsetY, 0, "\(id): back at rest")
        }
    }

    /// The placement examples (issue 20, item 1): a pull released past the threshold refreshes
    /// once, hovers by the header's height (or, in front, over the rows at rest unless F asks it to
    /// make room), inserts 5 rows and gives the app's inset back exactly.
    @MainActor func testEachPlacementRefreshesOnceAndGivesTheInsetBack() async throws {
        let cases: [(id: String, keys: [String], hover: Double)] = [
            ("header.placement-behind", [], 54), ("header.placement-front", [], 0),
            ("header.placement-front", ["F"], 54), ("header.placement-scale", [], 54),
        ]
        for (id, keys, hover) in cases {
            let context = "\(id) \(keys)"
            let trace = try replay(
                id, rows: 20, refreshDelay: 1, steps: keys.map(ReplayStep.key),
                .drag(from: Point(x: 200, y: 60), to: Point(x: 200, y: 360), duration: 0.4, hold: 0.05),
                [.wait(seconds: 2)]
            ).trace
            let states = trace.map(state)
            XCTAssertEqual(states.first, "idle", context)
            let firstPulling = try XCTUnwrap(states.firstIndex(of: "pulling"), context)
            let firstRefreshing = try XCTUnwrap(states.firstIndex(of: "refreshing"), context)
            XCTAssertLessThan(firstPulling, firstRefreshing, context)
            XCTAssertFalse(trace[firstRefreshing].dragging, "\(context): refreshing starts after release")
            let hovering = trace.filter { state($0) == "refreshing" }.last!
            XCTAssertEqual(hovering.insetTop, hover, "\(context): the hover inset")
            XCTAssertEqual(hovering.offsetY, -hover, "\(context): where the content rests while it refreshes")
            XCTAssertEqual(trace.map(callbacks).max(), 1, "\(context): one handler call")
            XCTAssertEqual(trace.last.map(state), "idle", context)
            XCTAssertEqual(trace.last!.insetTop, 0, "\(context): the app's inset, exactly")
            XCTAssertEqual(trace.last!.contentHeight, 25 * 60, "\(context): 5 rows inserted at the top")
            XCTAssertEqual(trace.last!.offsetY, 0, "\(context): back at rest")
        }
    }

    @MainActor func testHeaderTraceObjectFormat() async throws {
        let trace = try replay(
            "header.gif", rows: 20, steps: [.down(Point(x: 200, y: 60)), .move(Point(x: 200, y: 140), duration: 0)]
        ).trace
        let h = header(trace.last!)
        XCTAssertEqual(Set(h.keys), ["state", "source", "percent", "alpha", "frame", "callbacks", "events"])
        XCTAssertTrue(h["source"] is NSNull, "not refreshing: no source")
        XCTAssertEqual(h["events"] as? [String], [], "no threshold crossed in that frame")
        let percent = (h["percent"] as! NSNumber).doubleValue
        XCTAssertEqual(percent, RubberBand.offset(for: 80, dimension: 844) / 54, accuracy: 0.001)
        XCTAssertEqual(h["frame"] as? Int, min(Int(60 * percent), 59), "idle frame scrubbed by the pull")
        let normal = try replay("header.normal", steps: [.wait(seconds: 0.02)]).trace
        XCTAssertTrue(header(normal[0])["frame"] is NSNull, "non-gif headers trace frame null")
    }

    @MainActor func testScriptEndsRefreshingWhenDelayIsNull() async throws {
        let trace = try replay(
            "header.normal", refreshDelay: .never,
            steps: [
                .call(target: .header, method: .beginRefreshing),
                .wait(seconds: 3),
                .call(target: .header, method: .endRefreshing),
                .wait(seconds: 0.5),
            ]
        ).trace
        // Frame 0 follows the begin call; frames 1...180 are the 3 s wait, the end call precedes 180.
        XCTAssertEqual(state(trace[179]), "refreshing", "still refreshing after 3 s")
        XCTAssertEqual(callbacks(trace[179]), 1)
        XCTAssertEqual(state(trace[180]), "idle", "the script's end call ended it")
        XCTAssertEqual(state(trace.last!), "idle")
        XCTAssertEqual(trace.last!.contentHeight, 20 * 60, "the script ended it: no rows inserted")
    }

    @MainActor func testAutoBeginGoesThroughWillRefresh() async throws {
        let trace = try replay("header.auto-begin", refreshDelay: 0.5, steps: [.wait(seconds: 1.5)]).trace
        XCTAssertEqual(state(trace[0]), "refreshing", "willRefresh became refreshing on the first frame")
        XCTAssertEqual(trace[20].insetTop, 54)
        XCTAssertEqual(callbacks(trace.last!), 1)
        XCTAssertEqual(state(trace.last!), "idle")
        XCTAssertEqual(trace.last!.contentHeight, 25 * 60)
    }

    @MainActor func testHideTimeFadesWithThePull() async throws {
        let trace = try replay(
            "header.hide-time",
            steps: [
                .wait(seconds: 0.02),
                .down(Point(x: 200, y: 60)),
                .move(Point(x: 200, y: 100), duration: 0.1),
            ]
        ).trace
        XCTAssertEqual((header(trace[0])["alpha"] as! NSNumber).doubleValue, 0, accuracy: 0.001, "invisible at rest")
        let h = header(trace.last!)
        XCTAssertEqual((h["alpha"] as! NSNumber).doubleValue, (h["percent"] as! NSNumber).doubleValue, accuracy: 0.001)
    }

    @MainActor func testRacesThroughScriptCalls() async throws {
        let trace = try replay(
            "header.normal", refreshDelay: .never,
            steps: [
                .call(target: .header, method: .endRefreshing),
                .call(target: .header, method: .beginRefreshing),
                .call(target: .header, method: .beginRefreshing),
                .wait(seconds: 0.1),
                .call(target: .header, method: .endRefreshing),
                .call(target: .header, method: .beginRefreshing),
                .wait(seconds: 0.5),
                .call(target: .header, method: .endRefreshing),
                .call(target: .header, method: .endRefreshing),
                .wait(seconds: 1),
            ]
        ).trace
        XCTAssertEqual(callbacks(trace.last!), 1, "begin twice, end then begin: one refresh ran to its handler")
        XCTAssertEqual(state(trace.last!), "idle")
        XCTAssertEqual(trace.last!.insetTop, 0)
        XCTAssertEqual(trace.last!.offsetY, 0)
    }

    @MainActor func testLanguageSwitchChangesTheTraceNothingElse() async throws {
        let a = try replay("header.normal", language: "ja", steps: [.language("de"), .wait(seconds: 0.1)]).trace
        XCTAssertEqual(state(a.last!), "idle")
    }
}
