import RefreshCore
import XCTest

@testable import RefreshPlayground
@testable import RefreshPlaygroundCommands

/// The report's new targets judge what was measured: the refreshing header against its full
/// repaint, the allocations of steady frames, and the cold start against 110 ms.
nonisolated final class BenchReportTests: XCTestCase {
    @MainActor private func result(
        _ scenario: String, median: Double, repainted: Double = 100, full: Bool = false,
        allocations: Int? = 0, steady: Int = 100
    ) -> BenchResult {
        BenchResult(
            scenario: scenario, scale: 1, rows: 100, hud: false, fullRepaint: full, frames: 600, warmupFrames: 60,
            medianMs: median, p99Ms: median, maxMs: median, tickMedianMs: 0, renderMedianMs: median,
            tickP99Ms: 0, renderP99Ms: median, framesPerSecond: 1000 / median,
            rasterizationsAfterWarmup: 0, steadyFrames: steady, rasterizationsInSteadyFrames: 0,
            repeatRasterizationsInSteadyFrames: 0, repeatRasterizationsAfterWarmup: 0,
            framePixels: 100, repaintedPixelsMedian: repainted, repaintedPixelsMean: repainted,
            allocationSteadyFrames: allocations == nil ? nil : steady, allocationsInSteadyFrames: allocations,
            maxAllocationsInASteadyFrame: allocations, allocationsPerFrameAfterWarmup: allocations.map(Double.init),
            rowsShown: 0, medianVs100RowsPercent: nil)
    }

    @MainActor private func report(
        _ results: [BenchResult], counted: Bool = true, cold: ColdStart.Outcome = .noDisplay(nil)
    ) -> BenchReport {
        BenchReport(
            scripts: [], quick: false, results: results, peakRSS: 1, allocationsCounted: counted, coldStart: cold)
    }

    @MainActor private func target(_ r: BenchReport, _ prefix: String) throws -> BenchReport.Target {
        try XCTUnwrap(r.targets.first { $0.name.hasPrefix(prefix) }, prefix)
    }

    @MainActor func testTheJSONReportIsWrittenByTheOneJSONStackAndReadsBack() async throws {
        let r = report(
            [result("list", median: 0.461, allocations: nil)],
            cold: .measured(runsMs: [60, 66], childPeakRSS: [1000], phases: []))
        let text = String(decoding: r.json(), as: UTF8.self)
        XCTAssertTrue(text.hasSuffix("}\n"), "one line break at the end")
        let object = try XCTUnwrap(JSONValue.parse(Array(text.utf8)).dictionary)
        guard case let .object(members) = try JSONValue.parse(Array(text.utf8)) else { return XCTFail(text) }
        XCTAssertEqual(members.map(\.key), members.map(\.key).sorted(), "keys sorted")
        guard case let .array(results) = object["results"], case let .object(first) = results.first else {
            return XCTFail(text)
        }
        XCTAssertEqual(first.first { $0.key == "medianMs" }?.value, .number(0.461))
        XCTAssertNil(first.first { $0.key == "allocationsInSteadyFrames" }, "nil figures are left out")
        XCTAssertEqual(object["coldStart"]?.dictionary?["medianMs"], .number(63))
        XCTAssertEqual(object["coldStart"]?.dictionary?["status"], .string("measured"))
    }

    /// Each object of the report has exactly these keys (a figure not measured is left out).
    @MainActor func testTheJSONReportsShape() async throws {
        var r = report(
            [result("list", median: 0.461)],
            cold: .measured(runsMs: [60, 66], childPeakRSS: [1000], phases: [["window": 12, "exit": 3]]))
        r.listPeakRSS = 7
        let object = try XCTUnwrap(JSONValue.parse(r.json()).dictionary)
        XCTAssertEqual(
            object.keys.sorted(),
            [
                "allocationsCounted", "coldStart", "listPeakRSSBytes", "peakRSSBytes", "quick", "results", "scenarios",
                "targets", "viewportHeight", "viewportWidth", "warmupFrames",
            ])
        XCTAssertEqual(object["peakRSSBytes"], .number(1))
        XCTAssertEqual(object["warmupFrames"], .number(60))
        XCTAssertEqual(object["quick"], .bool(false))
        let cold = try XCTUnwrap(object["coldStart"]?.dictionary)
        XCTAssertEqual(cold.keys.sorted(), ["childPeakRSSBytes", "medianMs", "phaseMediansMs", "runsMs", "status"])
        XCTAssertEqual(cold["phaseMediansMs"], .object([("exit", .number(3)), ("window", .number(12))]))
        XCTAssertEqual(cold["runsMs"], .array([.number(60), .number(66)]))
        guard case let .array(results) = object["results"], let first = results.first?.dictionary,
            case let .array(targets) = object["targets"], let target = targets.first?.dictionary
        else { return XCTFail("\(object)") }
        XCTAssertEqual(first.count, 28, "every figure but the two not measured: \(first.keys.sorted())")
        XCTAssertNil(first["medianVs100RowsPercent"] ?? first["bareSDLMedianMs"])
        XCTAssertEqual(first["scenario"], .string("list"))
        XCTAssertEqual(first["hud"], .bool(false))
        XCTAssertEqual(first["rows"], .number(100))
        XCTAssertEqual(first["allocationsPerFrameAfterWarmup"], .number(0))
        XCTAssertEqual(target.keys.sorted(), ["goal", "measured", "name", "result"])
        let noDisplay = try XCTUnwrap(JSONValue.parse(report([], cold: .noDisplay("no X")).json()).dictionary)
        XCTAssertEqual(
            noDisplay["coldStart"], .object([("message", .string("no X")), ("status", .string("no display"))]))
    }

    @MainActor func testTheRefreshingHeaderIsJudgedAgainstItsFullRepaint() async throws {
        let cheap = report([
            result("header-gif", median: 0.03, repainted: 15), result("header-gif", median: 0.2, full: true),
        ])
        let t = try target(cheap, "Refreshing header")
        XCTAssertEqual(t.result, "PASS")
        XCTAssertTrue(t.measured.hasPrefix("15 % at 1× 100 rows (pixels 15.0 %)"), t.measured)
        let dear = report([result("header-gif", median: 0.05), result("header-gif", median: 0.2, full: true)])
        XCTAssertEqual(try target(dear, "Refreshing header").result, "MISS", "25 % of a full repaint")
        XCTAssertNil(
            report([result("list", median: 0.2)]).targets.first { $0.name.hasPrefix("Refreshing header") },
            "no comparison run, no verdict")
    }

    @MainActor func testSteadyFramesMustAllocateNothingAndTheWorstRunIsNamed() async throws {
        XCTAssertEqual(
            try target(report([result("list", median: 0.2), result("grid", median: 0.3)]), "Heap allocations").result,
            "PASS")
        let t = try target(
            report([result("list", median: 0.2), result("trailer", median: 0.2, allocations: 600)]),
            "Heap allocations")
        XCTAssertEqual(t.result, "MISS")
        XCTAssertTrue(t.measured.contains("600 in 200 steady frames") && t.measured.contains("trailer"), t.measured)
        XCTAssertEqual(
            try target(
                report([result("list", median: 0.2, allocations: nil)], counted: false),
                "Heap allocations"
            ).result, "n/a")
        XCTAssertEqual(
            try target(report([result("list", median: 0.2, steady: 0)]), "Heap allocations").result, "MISS",
            "no steady frame measured proves nothing")
    }

    @MainActor func testTheFullRepaintRunsAreNotJudgedAsScenarios() async throws {
        let r = report([result("list", median: 0.2), result("header-gif", median: 5, full: true, allocations: 99)])
        XCTAssertEqual(try target(r, "Frame median").result, "PASS")
        XCTAssertEqual(try target(r, "Heap allocations").result, "PASS")
    }

    @MainActor func testColdStartIsJudgedAgainst110And300Milliseconds() async throws {
        let r = report([], cold: .measured(runsMs: [100, 120, 130], childPeakRSS: [1], phases: []))
        XCTAssertEqual(try target(r, "Cold start").result, "MISS", "median 120 ms")
        XCTAssertEqual(try target(r, "First window frame").result, "PASS")
        let fast = report([], cold: .measured(runsMs: [60, 70, 200], childPeakRSS: [1], phases: []))
        XCTAssertEqual(try target(fast, "Cold start").result, "PASS")
        XCTAssertTrue(report([]).markdown().contains("cold start: n/a"))
    }
}
