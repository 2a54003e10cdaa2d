import Foundation

/// The package's executables, which SwiftPM puts next to the test runner: `swift build
/// --build-tests` and `swift test` build them all (the playground, the snippets of `Snippets/`).
public nonisolated enum BuiltProduct {
    /// The full path of the executable product `name`, or a failure saying how to build it.
    public static func path(_ name: String) throws -> String {
        var folders: [URL] = []
        if let path = Bundle.main.executablePath {
            folders.append(URL(fileURLWithPath: path).deletingLastPathComponent())
        }
        if let arg0 = CommandLine.arguments.first {
            folders.append(URL(fileURLWithPath: arg0).deletingLastPathComponent())
        }
        // On macOS the runner is inside the .xctest bundle, and the products sit beside the bundle.
        folders.append(Bundle(for: LaunchedProcess.self).bundleURL.deletingLastPathComponent())
        for folder in folders {
            let candidate = folder.appendingPathComponent(name).path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        throw ProcessRunner.Failure(
            "\(name) is missing next to the test runner (looked in "
                + "\(folders.map(\.path))); build it first with `swift build --build-tests`, as `make test` does")
    }

    /// `refresh-playground`, the playground's executable.
    public static func playground() throws -> String { try path("refresh-playground") }
}
