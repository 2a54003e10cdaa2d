import ArgumentParser
import RefreshPlayground

/// `refresh-playground list`: every example ID with its one-line description.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "Print every example ID with a one-line description.")

    @Flag(help: "Print the IDs only, one per line (for scripts).")
    var idsOnly = false

    func run() throws { try MainActor.assumeIsolated { try runOnMainActor() } }

    /// `run()` on the main actor, where the playground's scenes and windows live (commands run on the main thread).
    @MainActor private func runOnMainActor() throws {
        if idsOnly {
            for id in ExampleCatalog.ids { print(id) }
            return
        }
        let width = ExampleCatalog.ids.map(\.count).max() ?? 0
        for e in ExampleCatalog.all {
            print(e.id.padding(toLength: width + 2, withPad: " ", startingAt: 0) + e.summary)
        }
    }
}
