import Foundation
import RefreshCore
import RefreshPlayground
import RefreshSDL

/// `refresh-playground bench [--quick] [--json FILE]` (`BenchCommand`): headless frame cost of every
/// scenario's scripted session (`BenchScenario.all`) at scale 1 and 2 and its row counts, pixels
/// repainted, text rasterizations and heap allocations per frame, peak RSS, and the window's cold
/// start in phases. A measurement, not a test: exits 0 even when a target is missed, 1 on a
/// runtime failure (fonts missing, output not writable).
enum Benchmark {
    static let viewport = Size(width: 390, height: 844)
    static let scales = [1.0, 2.0]
    static let coldStartRuns = 9

    /// Runs the benchmark; `quick` runs each scenario with its first row count only. Returns the exit code.
    static func run(quick: Bool, jsonPath: String?) -> Int32 {
        if let path = jsonPath {
            do { try OutputPath.checkFile(path, what: "the JSON report") } catch { return fail(1, "\(error)") }
        }
        let text: TextRenderer
        do {
            text = try TextRenderer.shared()
        } catch {
            return fail(1, "cannot load the fonts: \(error)")
        }
        var scripts: [BenchScript] = []
        var results: [BenchResult] = []
        var listPeakRSS: Int?
        for scenario in BenchScenario.all {
            let script: BenchScript
            do {
                script = try BenchScript(scenario)
            } catch {
                return fail(1, "cannot read the benchmark's session script \(scenario.fileName): \(error)")
            }
            scripts.append(script)
            for scale in scales {
                for rows in quick ? [scenario.rowCounts[0]] : scenario.rowCounts {
                    // The refreshing header is also run repainting every whole frame: the comparison of target 7.
                    for full in scenario == .headerGif ? [false, true] : [false] {
                        progress(
                            "\(scenario.id) \(formatScale(scale)) \(group(rows)) rows\(full ? ", full repaint" : "")…")
                        do {
                            results.append(
                                try BenchSession.run(
                                    script: script, scale: scale, rows: rows,
                                    fullRepaint: full, text: text))
                        } catch {
                            return fail(
                                1,
                                "cannot run the \(scenario.id) \(formatScale(scale)), \(group(rows))-row session: \(error)"
                            )
                        }
                    }
                }
            }
            if scenario == .list {
                if !quick {
                    progress("list 1× 10,000 rows with the HUD…")
                    do {
                        results.append(
                            try BenchSession.run(script: script, scale: 1, rows: 10_000, hud: true, text: text))
                    } catch {
                        return fail(1, "cannot run the HUD session: \(error)")
                    }
                }
                // The memory target's figure: the list's runs first in a fresh process, as it always was.
                listPeakRSS = BenchSystem.peakRSSBytes()
            }
        }
        fillInRowComparisons(&results)
        let peakRSS = BenchSystem.peakRSSBytes()

        progress("cold start (\(quick ? 2 : coldStartRuns) window runs)…")
        let cold = ColdStart.measure(
            runs: quick ? 2 : coldStartRuns, viewport: "\(Int(viewport.width))x\(Int(viewport.height))")

        let report = BenchReport(
            scripts: scripts, quick: quick, results: results, peakRSS: peakRSS, listPeakRSS: listPeakRSS,
            allocationsCounted: AllocationCounter.isAvailable, coldStart: cold)
        print(report.markdown(), terminator: "")
        let load = LatencyReport.loadAverage()
        print(
            LatencyReport.markdown(LatencyReport.run(LatencyScenario.allCases, quick: quick), load: load),
            terminator: "")
        if let path = jsonPath {
            do {
                try OutputFile.write(report.json(), to: path)
            } catch {
                return fail(1, "cannot write the JSON report \(EchoedText.path(path)): \(error)")
            }
            progress("figures written to \(path)")
        }
        return 0
    }

    /// `--allocation-sites ID`: runs scenario `ID` at 1× with its first row count, keeping the call
    /// stacks of its steady frames' allocations, and prints them grouped (`AllocationSites`).
    static func allocationSites(scenarioID: String) -> Int32 {
        guard let scenario = BenchScenario.all.first(where: { $0.id == scenarioID }) else {
            return fail(
                2,
                "no scenario '\(scenarioID)'; the scenarios are \(BenchScenario.all.map(\.id).joined(separator: ", "))")
        }
        guard AllocationCounter.isAvailable else { return fail(1, "allocations cannot be counted in this build") }
        do {
            let text = try TextRenderer.shared()
            let script = try BenchScript(scenario)
            let r = try BenchSession.run(
                script: script, scale: 1, rows: scenario.rowCounts[0], keepSites: true, text: text)
            print(
                "\(scenario.id): \(r.allocationsInSteadyFrames ?? 0) allocations in \(r.allocationSteadyFrames ?? 0) steady frames"
            )
            print(AllocationSites.report(), terminator: "")
            return 0
        } catch {
            return fail(1, "\(error)")
        }
    }

    /// Each run's median against its scenario's first row count at the same scale.
    static func fillInRowComparisons(_ results: inout [BenchResult]) {
        for k in results.indices where !results[k].hud && !results[k].fullRepaint {
            let r = results[k]
            guard let first = BenchScenario.all.first(where: { $0.id == r.scenario })?.rowCounts.first, r.rows != first,
                let base = results.first(where: {
                    $0.scenario == r.scenario && $0.scale == r.scale && $0.rows == first
                        && !$0.hud && !$0.fullRepaint
                }),
                base.medianMs > 0
            else { continue }
            results[k].medianVs100RowsPercent = (r.medianMs / base.medianMs - 1) * 100
        }
    }

    static func fail(_ code: Int32, _ message: String) -> Int32 {
        StandardError.write("refresh-playground bench: \(message)")
        return code
    }

    static func progress(_ message: String) {
        StandardError.write("bench: \(message)")
    }

    static func formatScale(_ s: Double) -> String { s == s.rounded() ? "\(Int(s))×" : "\(s)×" }

    /// 1000000 → "1,000,000".
    static func group(_ n: Int) -> String {
        let digits = String(abs(n))
        var out = ""
        for (k, c) in digits.enumerated() {
            if k > 0 && (digits.count - k) % 3 == 0 { out += "," }
            out.append(c)
        }
        return n < 0 ? "-" + out : out
    }
}
