import ArgumentParser
import Foundation
import RefreshTesting

/// `review` of `refresh-goldens` and `refresh-playground`: writes the report of the golden
/// mismatches of the last test run (docs/review.md) and prints its address.
package struct ReviewCommand: ParsableCommand {
    /// The command's name, help and exit codes.
    package static let configuration = CommandConfiguration(
        commandName: "review",
        abstract: "Write the HTML report of the last test run's golden mismatches and print its address.",
        discussion: """
            Every failed comparison of an image golden (RefreshSnapshotTesting's .image strategies) leaves \
            a record and its three pictures in the review folder and rewrites the report there; this \
            command writes it again (after records were removed by hand, say). Open it from the file \
            system: reference, actual and diff side by side, a slider, blink, zoom, and the command that \
            accepts each one (`accept`). Exit codes: 0 written, 1 the folder or a \
            record cannot be read or the report cannot be written.
            """)

    @OptionGroup var folder: ReviewFolderOption

    /// The command with the default folder (the parser fills it in).
    package init() {}

    /// Writes the report and prints its address.
    package func run() throws {
        let review = SnapshotReview(folder: folder.url)
        do {
            let count = try review.entries().count
            let report = try review.writeReport()
            print(
                count == 0
                    ? "no golden mismatches: \(report.absoluteString)"
                    : "golden mismatches (\(count)): \(report.absoluteString)")
        } catch {
            throw GoldenCommandFailure(1, "\(error)")
        }
    }
}

/// `--dir`: the review folder, by default the one the tests of the package in the current folder use.
package struct ReviewFolderOption: ParsableArguments {
    /// The folder given with `--dir`, if any.
    @Option(
        name: .customLong("dir"),
        help: ArgumentHelp(
            "The review folder (default: $REFRESH_SNAPSHOT_REVIEW_DIR, else .build/snapshot-review of the package "
                + "the current folder is in).", valueName: "folder"))
    package var path: String?

    /// No `--dir` (the parser fills it in).
    package init() {}

    /// The folder.
    package var url: URL {
        if let path { return URL(fileURLWithPath: path, isDirectory: true) }
        return SnapshotReview.folder(forTestFile: FileManager.default.currentDirectoryPath + "/Package.swift")
    }
}
