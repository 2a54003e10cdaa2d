import RefreshCore
import RefreshTestSupport
import XCTest

@testable import RefreshPlayground

/// The placement examples end to end through replay (issue 20, item 1): a pull released past the
/// threshold refreshes once, hovers by the header's height (or, in front, over the rows at rest
/// unless F asks it to make room), inserts 5 rows and gives the app's inset back exactly.
nonisolated final class HeaderPlacementReplayTests: XCTestCase {
    lazy var dir = temporaryFolder("placement-replay")

    @MainActor func run(_ id: String, keys: [String] = []) throws -> [TraceFrame] {
        let keySteps = keys.map { #"{"op":"key","key":"\#($0)"},"# }.joined()
        let json = """
            {"example":"\(id)","rows":20,"refreshDelay":1,"steps":[\(keySteps)
              {"op":"down","x":200,"y":60},{"op":"move","x":200,"y":360,"duration":0.4},{"op":"wait","seconds":0.05},
              {"op":"up"},{"op":"wait","seconds":2}]}
            """
        let script = try ReplayScriptParser.parse(data: Data(json.utf8), fileName: "placement.json")
        try ReplayRunner(script: script, outputDirectory: dir.path).run()
        return try TraceFrame.read(dir.file("trace.jsonl"))
    }

    @MainActor func header(_ f: TraceFrame) -> [String: Any] { f.raw["header"] as! [String: Any] }
    @MainActor func state(_ f: TraceFrame) -> String { header(f)["state"] as! String }
    @MainActor func callbacks(_ f: TraceFrame) -> Int { header(f)["callbacks"] as! Int }

    @MainActor func testEachPlacementRefreshesOnceAndGivesTheInsetBack() async throws {
        let cases: [(id: String, keys: [String], hover: Double)] = [
            ("header.placement-behind", [], 54), ("header.placement-front", [], 0),
            ("header.placement-front", ["F"], 54), ("header.placement-scale", [], 54),
        ]
        for (id, keys, hover) in cases {
            let context = "\(id) \(keys)"
            let trace = try run(id, keys: keys)
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
            XCTAssertEqual(trace.last.map(callbacks), 1, context)
            XCTAssertEqual(trace.last!.insetTop, 0, "\(context): the app's inset, exactly")
            XCTAssertEqual(trace.last!.contentHeight, 25 * 60, "\(context): 5 rows inserted at the top")
            XCTAssertEqual(trace.last!.offsetY, 0, "\(context): back at rest")
        }
    }
}
