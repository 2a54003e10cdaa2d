import ArgumentParser
import RefreshCore
import RefreshPlayground

/// `refresh-playground bench`: the frame-cost benchmark (docs/benchmark.md).
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract:
            "Measure frame cost, repainted pixels, allocations, memory and cold start of the scripted benchmark sessions.",
        discussion: "A measurement, not a test: it exits 0 even when a target is missed.")

    @Flag(help: "Each scenario with its smallest row count and 2 cold starts (a smoke run).")
    var quick = false

    @Option(help: ArgumentHelp("Also write the figures as JSON to this file.", valueName: "file"))
    var json: String?

    @Option(
        help: ArgumentHelp(
            "Only print where the steady frames of this scenario allocate (list, header-gif, …).",
            valueName: "scenario"))
    var allocationSites: String?

    @Option(
        help: ArgumentHelp(
            "Run only this window scenario (latency-drag, latency-drag-fast, latency-wheel, latency-keys, pacing-fling, pacing-refresh).",
            valueName: "scenario"))
    var scenario: String?

    func run() throws { try MainActor.assumeIsolated { try runOnMainActor() } }

    /// `run()` on the main actor, where the playground's scenes and windows live (commands run on the main thread).
    @MainActor private func runOnMainActor() throws {
        if let scenario {
            guard let chosen = LatencyScenario(rawValue: scenario) else {
                let ids = LatencyScenario.allCases.map(\.id).joined(separator: ", ")
                StandardError.write("refresh-playground bench: no window scenario '\(scenario)'; they are \(ids)")
                throw ExitCode(2)
            }
            let load = LatencyReport.loadAverage()
            print(LatencyReport.markdown(LatencyReport.run([chosen], quick: quick), load: load), terminator: "")
            return
        }
        let code =
            allocationSites.map { Benchmark.allocationSites(scenarioID: $0) }
            ?? Benchmark.run(quick: quick, jsonPath: json)
        if code != 0 { throw ExitCode(code) }
    }
}
