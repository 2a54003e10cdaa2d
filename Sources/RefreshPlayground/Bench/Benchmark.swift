import Foundation
import RefreshCore
import RefreshSDL

/// `refresh-playground bench [--quick] [--json FILE]` (`BenchCommand`): headless frame cost of a scripted session
/// for 100 / 10,000 / 1,000,000 rows at scale 1 and 2, text rasterizations, peak RSS and the
/// window's cold start. A measurement, not a test: exits 0 even when a target is missed,
/// 1 on a runtime failure (fonts missing, output not writable).
enum Benchmark {
    static let viewport = Size(width: 390, height: 844)
    static let rowCounts = [100, 10_000, 1_000_000]
    static let scales = [1.0, 2.0]
    static let coldStartRuns = 5

    /// Runs the benchmark; `quick` shortens the session to 2 s. Returns the exit code.
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
        let script: BenchScript
        do {
            script = try BenchScript()
        } catch {
            return fail(1, "cannot read the benchmark's session script: \(error)")
        }
        let rowCounts = quick ? [Self.rowCounts[0]] : Self.rowCounts

        var results: [BenchResult] = []
        for scale in scales {
            for rows in rowCounts {
                progress("\(formatScale(scale)) \(group(rows)) rows…")
                do {
                    results.append(try BenchSession.run(script: script, scale: scale, rows: rows, text: text))
                } catch {
                    return fail(1, "cannot run the \(formatScale(scale)), \(group(rows))-row session: \(error)")
                }
            }
        }
        if !quick {
            progress("1× 10,000 rows with the HUD…")
            do {
                results.append(try BenchSession.run(script: script, scale: 1, rows: 10_000, hud: true, text: text))
            } catch {
                return fail(1, "cannot run the HUD session: \(error)")
            }
        }
        for k in results.indices where !results[k].hud {
            guard let base = results.first(where: { $0.scale == results[k].scale && $0.rows == rowCounts[0] && !$0.hud }),
                  results[k].rows != rowCounts[0], base.medianMs > 0 else { continue }
            results[k].medianVs100RowsPercent = (results[k].medianMs / base.medianMs - 1) * 100
        }
        let peakRSS = BenchSystem.peakRSSBytes()

        progress("cold start (\(quick ? 2 : coldStartRuns) window runs)…")
        let cold = ColdStart.measure(runs: quick ? 2 : coldStartRuns, viewport: "\(Int(viewport.width))x\(Int(viewport.height))")

        let report = BenchReport(script: script, quick: quick, results: results, peakRSS: peakRSS, coldStart: cold)
        print(report.markdown(), terminator: "")
        if let path = jsonPath {
            do {
                try OutputPath.checkFile(path, what: "the JSON report")
                try report.json().write(to: URL(fileURLWithPath: path))
            } catch let error as PlaygroundError {
                return fail(1, error.description)
            } catch {
                return fail(1, "cannot write the JSON report '\(path)': \(POSIXReason.last)")
            }
            progress("figures written to \(path)")
        }
        return 0
    }

    static func fail(_ code: Int32, _ message: String) -> Int32 {
        FileHandle.standardError.write(Data("refresh-playground bench: \(message)\n".utf8))
        return code
    }

    static func progress(_ message: String) {
        FileHandle.standardError.write(Data("bench: \(message)\n".utf8))
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
