import Foundation
import XCTest

/// A folder of its own under the system's temporary directory: a new name every time (a UUID), so
/// two test runs at once never share one. `XCTestCase.temporaryFolder(_:)` makes one that goes away
/// with its test.
public nonisolated struct TemporaryFolder: Sendable {
    /// The folder's absolute path.
    public let path: String

    /// Creates `<temporary directory>/<prefix>-<UUID>`.
    public init(_ prefix: String = "refresh-test") throws {
        path = (NSTemporaryDirectory() as NSString).appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// The folder as a file URL.
    public var url: URL { URL(fileURLWithPath: path, isDirectory: true) }

    /// The path of `name` inside the folder (nothing is created).
    public func file(_ name: String) -> String { (path as NSString).appendingPathComponent(name) }

    /// Writes `text` to the file `name` inside the folder and returns its path.
    @discardableResult
    public func write(_ name: String, _ text: String) -> String {
        let p = file(name)
        _ = FileManager.default.createFile(atPath: p, contents: Data(text.utf8))
        return p
    }

    /// Removes the folder and everything in it.
    public func remove() { try? FileManager.default.removeItem(atPath: path) }
}

extension XCTestCase {
    /// A fresh `TemporaryFolder` named after `prefix`, removed when the test ends; when the test
    /// failed it is kept for inspection and its path printed. A folder that cannot be made fails the
    /// test, saying where and why.
    public func temporaryFolder(_ prefix: String = "refresh-test") -> TemporaryFolder {
        let folder: TemporaryFolder
        do {
            folder = try TemporaryFolder(prefix)
        } catch {
            XCTFail("cannot create a temporary folder '\(prefix)-…' in \(NSTemporaryDirectory()): \(error)")
            return TemporaryFolder(unmadeAt: NSTemporaryDirectory() + "\(prefix)-not-made")
        }
        addTeardownBlock { [self] in
            if (testRun?.failureCount ?? 0) + (testRun?.unexpectedExceptionCount ?? 0) > 0 {
                print("\(name): kept \(folder.path) for inspection")
            } else {
                folder.remove()
            }
        }
        return folder
    }

    /// A fresh `TemporaryFolder` made the current directory until the test ends (then the previous
    /// one is current again, and the folder goes as `temporaryFolder(_:)`'s do): for files a test
    /// must name with a literal, such as a golden's test file (`StaticString`), that yet differ from
    /// run to run. Relative paths are read from it meanwhile.
    @discardableResult
    public func enterTemporaryFolder(_ prefix: String = "refresh-test") -> TemporaryFolder {
        let folder = temporaryFolder(prefix)
        let previous = FileManager.default.currentDirectoryPath
        XCTAssertTrue(
            FileManager.default.changeCurrentDirectoryPath(folder.path),
            "cannot enter the temporary folder \(folder.path)")
        addTeardownBlock { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        return folder
    }
}

extension TemporaryFolder {
    /// A folder value for a path that could not be made (the failure is already recorded).
    fileprivate init(unmadeAt path: String) { self.path = path }
}
