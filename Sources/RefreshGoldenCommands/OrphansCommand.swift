import ArgumentParser
import Foundation
import RefreshTesting

/// `orphans` (or `goldens`) of `refresh-goldens` and `refresh-playground`: lists the orphaned
/// goldens of the package (docs/review.md, "Golden hygiene") and fails when there is one.
package struct OrphansCommand: ParsableCommand {
    /// The command's name, help and exit codes.
    package static let configuration = CommandConfiguration(
        commandName: "orphans",
        abstract: "List the goldens no test compares any more; fail when there is one.",
        discussion: """
            A golden in a __Snapshots__ folder is orphaned when its test file or its test function is \
            gone, or, when the review folder holds the ledger of a whole test run (each comparison notes \
            its golden there; make test starts it empty), when no comparison of that run read it (PNG \
            goldens). Remove an orphan with git rm, or bring \
            its test back. Exit codes: 0 none, 1 orphans (listed) or a file that cannot be read.
            """,
        aliases: ["goldens"])

    @OptionGroup var folder: ReviewFolderOption

    @Option(
        help: ArgumentHelp("The package whose goldens are checked (default: the current folder).", valueName: "folder"))
    var package: String = "."

    @Flag(help: "Check the test files and functions only, not the ledger of the last run.")
    var withoutLedger = false

    /// The command for the current folder (the parser fills the options in).
    package init() {}

    /// Lists the orphans; fails when there is one.
    package func run() throws {
        let root = URL(fileURLWithPath: package, isDirectory: true)
        let compared: Set<String>?
        do {
            compared = withoutLedger ? nil : try GoldenLedger.compared(in: folder.url)
        } catch {
            throw GoldenCommandFailure(1, "\(error)")
        }
        let finder = OrphanedGoldens(root: root)
        let orphans = finder.find(compared: compared)
        let checked = finder.goldens().count
        let how =
            compared == nil
            ? "their test files and tests (no ledger in \(folder.url.path): run the whole test suite first "
                + "for the whole check)"
            : "their test files, tests and the last run's ledger"
        guard !orphans.isEmpty else {
            print("no orphaned goldens among \(checked), checked against \(how)")
            return
        }
        for orphan in orphans { print("orphaned golden \(orphan)") }
        throw GoldenCommandFailure(1, "\(orphans.count) of \(checked) goldens are orphaned (checked against \(how))")
    }
}
