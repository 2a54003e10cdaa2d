import ArgumentParser
import Foundation
import RefreshTesting

/// `accept [--all | <name>…]` of `refresh-goldens` and `refresh-playground`: makes the actual
/// pictures of golden mismatches the new goldens (docs/review.md).
package struct AcceptCommand: ParsableCommand {
    /// The command's name, help and exit codes.
    package static let configuration = CommandConfiguration(
        commandName: "accept",
        abstract: "Copy the actual pictures of golden mismatches over their goldens.",
        discussion: """
            A name is a mismatch as the report shows it (ScreenshotTests/testListPlain.idle), a test \
            (ScreenshotTests/testListPlain) or a test file (ScreenshotTests); --all accepts every one. The \
            accepted records leave the review folder and the report is written again. Look at what you \
            accept, then run the tests and commit the goldens. Exit codes: 0 accepted, 1 a file cannot be \
            read or written, 2 bad input (a name that names no mismatch, neither names nor --all).
            """)

    @OptionGroup var folder: ReviewFolderOption

    @Flag(help: "Accept every mismatch in the folder.")
    var all = false

    @Argument(help: ArgumentHelp("The mismatches, tests or test files to accept.", valueName: "name"))
    var names: [String] = []

    /// The command with no names and no `--all` (the parser fills them in).
    package init() {}

    /// Either `--all` or names.
    package func validate() throws {
        if all != names.isEmpty {
            throw ValidationError(all ? "give either --all or names, not both" : "give the names to accept, or --all")
        }
    }

    /// Accepts the mismatches named and prints each one accepted.
    package func run() throws {
        let review = SnapshotReview(folder: folder.url)
        let accepted: [SnapshotReview.Entry]
        do {
            accepted = all ? try review.acceptAll() : try review.accept(names)
        } catch let error as SnapshotReviewError where error.kind == .unknownName {
            throw GoldenCommandFailure(2, "\(error)")
        } catch {
            throw GoldenCommandFailure(1, "\(error)")
        }
        if accepted.isEmpty { print("no golden mismatches in \(review.folder.path)") }
        for entry in accepted { print("accepted \(entry.id): \(entry.golden ?? "")") }
    }
}
