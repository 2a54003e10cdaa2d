import Foundation
import RefreshCore
import RefreshSDL
import RefreshTesting
import SnapshotTesting
import Synchronization
import XCTest

/// A base for XCTest classes that drive views, which are the main actor's, and that works on Linux.
///
/// On Linux, XCTest calls a synchronous test method through a function type with no actor: a
/// synchronous test isolated to the main actor (marked `@MainActor`, in a `@MainActor` class, or in
/// a target whose default isolation is the main actor) stops the whole test binary with signal 6,
/// `Could not cast value of type '(MyTests) -> @MainActor () -> ()'`, before any test runs. This
/// class is nonisolated, so a subclass is too; write each test that touches views as
/// `@MainActor func testX() async throws` (XCTest runs async tests on the main thread, so they
/// really run on the main actor), and keep `setUp` and `tearDown` for work that needs no main actor.
/// In a test target whose default isolation is the main actor, write the subclass as
/// `nonisolated final class`.
///
/// ```swift
/// final class RingHeaderTests: RefreshTestCase {
///     @MainActor func testPulled() async throws {
///         let host = watch(try RefreshTestHost(scrollView: makeList()))
///         host.pull(.top, by: 27)
///         assertSnapshot(of: host, as: .image(), named: "half")
///     }
/// }
/// ```
///
/// A host given to ``watch(_:)`` is kept until the test ends; when the test failed, its trace (one
/// JSON line per frame) and its last frame are written beside the failure images, under
/// `SNAPSHOT_ARTIFACTS` when that names a folder or else the temporary folder, in
/// `<test class>/<test>/host-<n>.jsonl` and `.png`, and their paths printed: what the control did
/// before the assertion that failed.
open class RefreshTestCase: XCTestCase {
    /// The hosts ``watch(_:)`` keeps until `tearDown`. A lock guards them: the class is not
    /// isolated to an actor (XCTest calls `tearDown` from outside any), and the hosts themselves
    /// are main-actor objects, so they may cross threads.
    private let watched = Mutex<[RefreshTestHost]>([])

    /// Keeps `host` until the test ends, to write its trace and last frame if the test fails.
    ///
    /// - Parameter host: A host the test drives.
    /// - Returns: `host`, so a test can watch it where it makes it.
    @MainActor @discardableResult
    public func watch(_ host: RefreshTestHost) -> RefreshTestHost {
        watched.withLock { $0.append(host) }
        return host
    }

    /// Where the watched hosts' traces and last frames of a failed test go.
    public var failureFolder: URL {
        let artifacts = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"].flatMap { $0.isEmpty ? nil : $0 }
        let root = URL(fileURLWithPath: artifacts ?? NSTemporaryDirectory(), isDirectory: true)
        // The test's name is "Class.test" on Linux, "-[Class test]" on macOS.
        let test = name.split(whereSeparator: { " ].".contains($0) }).last.map(String.init) ?? name
        return root.appendingPathComponent("\(type(of: self))").appendingPathComponent(test)
    }

    /// Writes the watched hosts' traces and last frames when the test failed (a passing test writes
    /// nothing), then lets them go.
    open override func tearDown() {
        let hosts = watched.withLock { hosts in
            defer { hosts = [] }
            return hosts
        }
        if testHasFailed && !hosts.isEmpty {
            let folder = failureFolder
            MainActor.assumeIsolated {   // XCTest tears down on the main thread
                for line in Self.writeFailureRecord(of: hosts, to: folder) { print(line) }
            }
        }
        super.tearDown()
    }

    /// Runs the test with ``recordMode(environment:)`` when it gives one: on CI a missing golden
    /// fails and is not recorded.
    open override func invokeTest() {
        guard let mode = Self.recordMode() else { return super.invokeTest() }
        withSnapshotTesting(record: mode) { super.invokeTest() }
    }

    /// Records a failure; a missing golden's failure on CI also says where the golden belongs.
    open override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
    ) {
        var description = description
        if description.contains("New snapshot was not recorded because recording is disabled") {
            description += Self.missingGoldenHint(testFile: URL(fileURLWithPath: filePath), test: name)
        }
        super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
    }

    /// True when the running test has recorded a failure or an unexpected error so far. (Its run's
    /// `hasSucceeded` is false until the run stops, which is after `tearDown`.)
    var testHasFailed: Bool { (testRun?.failureCount ?? 0) + (testRun?.unexpectedExceptionCount ?? 0) > 0 }

    /// Writes each host's trace and last frame into `folder`; returns one line per file (or problem).
    @MainActor static func writeFailureRecord(of hosts: [RefreshTestHost], to folder: URL) -> [String] {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            return ["RefreshTestCase: cannot create \(folder.path) for the failed test's hosts: \(error)"]
        }
        var lines: [String] = []
        for (i, host) in hosts.enumerated() {
            let base = folder.appendingPathComponent("host-\(i + 1)")
            let trace = base.appendingPathExtension("jsonl")
            do {
                try OutputFile.write(Array(host.trace.map { $0 + "\n" }.joined().utf8), to: trace.path)
                lines.append("RefreshTestCase: host \(i + 1)'s trace (\(host.trace.count) frames): \(trace.path)")
            } catch {
                lines.append("RefreshTestCase: cannot write \(trace.path): \(error)")
            }
            let picture = base.appendingPathExtension("png")
            do {
                try SDLImage.writePNG(host.render(), to: picture.path)
                lines.append("RefreshTestCase: host \(i + 1)'s last frame: \(picture.path)")
            } catch {
                lines.append("RefreshTestCase: cannot write \(picture.path): \(error)")
            }
        }
        return lines
    }
}
