import ArgumentParser

/// `refresh-playground bench`: the frame-cost benchmark (README, "Performance").
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure frame cost, memory and cold start of the scripted benchmark session.",
        discussion: "A measurement, not a test: it exits 0 even when a target is missed.")

    @Flag(help: "A 2-second session instead of 10 (a smoke run).")
    var quick = false

    @Option(help: ArgumentHelp("Also write the figures as JSON to this file.", valueName: "file"))
    var json: String?

    func run() throws {
        let code = Benchmark.run(quick: quick, jsonPath: json)
        if code != 0 { throw ExitCode(code) }
    }
}
