import Foundation

/// Goldens that no test compares any more (Playwright #23644, swift-snapshot-testing #9): files in
/// a package's `__Snapshots__` folders whose test file or test is gone, or, after a whole test run
/// with a ledger (`GoldenLedger`), that no comparison of the run read. Failure artifacts
/// (`.actual.png`, `.diff.png`) are not goldens.
package struct OrphanedGoldens {
    /// A golden no test compares, and why it is taken for one.
    package struct Orphan: Equatable, CustomStringConvertible {
        /// The golden's file.
        package let golden: URL
        /// Why: its test file is gone, its test is gone, or the run did not compare it.
        package let reason: String

        /// `path: reason`.
        package var description: String { "\(golden.path): \(reason)" }
    }

    /// The package's folder.
    package let root: URL

    /// The orphans of the package in `root`.
    package init(root: URL) {
        self.root = root.resolvingSymlinksInPath()
    }

    /// Every golden under the package's `__Snapshots__` folders (outside `.build`), sorted by path.
    package func goldens() -> [URL] {
        var found: [URL] = []
        let keys: [URLResourceKey] = [.isDirectoryKey, .isSymbolicLinkKey]
        guard
            let walk = FileManager.default.enumerator(
                at: root, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles])
        else { return [] }
        for case let url as URL in walk {
            if url.lastPathComponent == ".build" || url.lastPathComponent == "node_modules" {
                walk.skipDescendants()
                continue
            }
            let values = try? url.resourceValues(forKeys: Set(keys))
            // A link (a snippet's folder pointing at the goldens' real place) is not walked twice.
            guard values?.isDirectory != true, values?.isSymbolicLink != true,
                url.pathComponents.contains("__Snapshots__")
            else { continue }
            let name = url.lastPathComponent
            guard !name.contains(".actual."), !name.contains(".diff."), !name.hasPrefix(".") else { continue }
            found.append(url.resolvingSymlinksInPath())
        }
        return found.sorted { $0.path < $1.path }
    }

    /// The orphans, by path. A golden `__Snapshots__/<Suite>/<test>.<name>.<ext>` belongs to the
    /// Swift file `<Suite>.swift` anywhere in the package (beside the folder for a test file, under
    /// `Snippets/` for a snippet) and to its function `<test>`; with `compared` (a whole run's
    /// ledger) a PNG golden the run did not read is an orphan too.
    ///
    /// - Parameter compared: The paths a whole test run compared; nil checks the files and tests only.
    /// - Returns: The orphans, with their reasons.
    package func find(compared: Set<String>?) -> [Orphan] {
        let sources = swiftFiles()
        var orphans: [Orphan] = []
        for golden in goldens() {
            let suite = golden.deletingLastPathComponent().lastPathComponent
            let test = String(golden.lastPathComponent.prefix { $0 != "." })
            // The file beside the `__Snapshots__` folder first (two modules may each have a suite
            // of the same name), else any file of that name in the package.
            let beside = golden.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("\(suite).swift")
            let files = FileManager.default.fileExists(atPath: beside.path) ? [beside] : sources[suite] ?? []
            guard !files.isEmpty else {
                orphans.append(Orphan(golden: golden, reason: "its test file \(suite).swift is gone"))
                continue
            }
            let hasTest = files.contains { file in
                ((try? String(contentsOf: file, encoding: .utf8)) ?? "").contains("func \(test)(")
            }
            guard hasTest else {
                orphans.append(Orphan(golden: golden, reason: "\(suite).swift has no test \(test)()"))
                continue
            }
            // The ledger notes the image strategies' goldens (PNG); other goldens are checked by
            // their file and test only.
            if let compared, golden.pathExtension == "png", !compared.contains(golden.path) {
                orphans.append(Orphan(golden: golden, reason: "no test compared it in the last whole run"))
            }
        }
        return orphans
    }

    /// The package's Swift files outside `.build`, by name without `.swift` (every file of a name).
    private func swiftFiles() -> [String: [URL]] {
        var files: [String: [URL]] = [:]
        guard
            let walk = FileManager.default.enumerator(
                at: root, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        else { return [:] }
        for case let url as URL in walk {
            if url.lastPathComponent == ".build" {
                walk.skipDescendants()
                continue
            }
            guard url.pathExtension == "swift" else { continue }
            let name = url.deletingPathExtension().lastPathComponent
            files[name, default: []].append(url)
        }
        return files
    }
}
