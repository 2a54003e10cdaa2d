import ArgumentParser
import Foundation
import RefreshTesting

/// `refresh-playground goldens`: lists the orphaned goldens of the package (docs/review.md,
/// "Golden hygiene") and fails when there is one.
struct GoldensCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "goldens",
        abstract: "List the goldens no test compares any more; fail when there is one.",
        discussion: """
            A golden in a __Snapshots__ folder is orphaned when its test file or its test function is \
            gone, or, when the review folder holds the ledger of a whole test run (make test writes it), \
            when no comparison of that run read it (PNG goldens). Remove an orphan with git rm, or bring \
            its test back. Exit codes: 0 none, 1 orphans (listed) or a file that cannot be read.
            """)

    @OptionGroup var folder: ReviewFolderOption

    @Option(
        help: ArgumentHelp("The package whose goldens are checked (default: the current folder).", valueName: "folder"))
    var package: String = "."

    @Flag(help: "Check the test files and functions only, not the ledger of the last run.")
    var withoutLedger = false

    func run() throws { try MainActor.assumeIsolated { try runOnMainActor() } }

    /// `run()` on the main actor, where the playground's commands report their failures.
    @MainActor private func runOnMainActor() throws {
        let root = URL(fileURLWithPath: package, isDirectory: true)
        let compared: Set<String>?
        do {
            compared = withoutLedger ? nil : try GoldenLedger.compared(in: folder.url)
        } catch {
            throw CommandLineTool.fail(1, "\(error)")
        }
        let finder = OrphanedGoldens(root: root)
        let orphans = finder.find(compared: compared)
        let checked = finder.goldens().count
        let how =
            compared == nil
            ? "their test files and tests (no ledger in \(folder.url.path): run make test for the whole check)"
            : "their test files, tests and the last run's ledger"
        guard !orphans.isEmpty else {
            print("no orphaned goldens among \(checked), checked against \(how)")
            return
        }
        for orphan in orphans { print("orphaned golden \(orphan)") }
        throw CommandLineTool.fail(1, "\(orphans.count) of \(checked) goldens are orphaned (checked against \(how))")
    }
}
