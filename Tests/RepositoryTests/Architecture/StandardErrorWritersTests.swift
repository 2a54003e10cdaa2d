import Foundation
import RefreshTestSupport
import XCTest

/// One way to write to standard error (issue 18): every program of the project writes its errors,
/// progress and diagnostics through RefreshCore's `StandardError`, so each message is plain and
/// terminal-safe the same way. Only that file may touch the stream itself.
nonisolated final class StandardErrorWritersTests: XCTestCase {
    private static let sources = Repository.url("Sources")
    private static let theWriter = "RefreshCore/Diagnostics/StandardError.swift"

    func testOnlyStandardErrorWritesToTheStream() throws {
        guard let walker = FileManager.default.enumerator(atPath: Self.sources.path) else {
            throw ProcessRunner.Failure("cannot read \(Self.sources.path)")
        }
        var read = 0
        var writers: [String: [String]] = [:]
        for case let path as String in walker where path.hasSuffix(".swift") {
            let text = try String(contentsOf: Self.sources.appendingPathComponent(path), encoding: .utf8)
            read += 1
            let found = Self.streamWrites(in: SourceFolderGraph.code(of: text))
            if !found.isEmpty { writers[path] = found }
        }
        XCTAssertGreaterThan(read, 300, "the sources were found and read")
        XCTAssertEqual(Array(writers.keys), [Self.theWriter], "write to standard error with StandardError.write")
    }

    func testEveryWayToTheStreamIsSeen() {
        XCTAssertEqual(Self.streamWrites(in: #"FileHandle.standardError.write(d)"#), ["FileHandle.standardError.write"])
        XCTAssertEqual(Self.streamWrites(in: #"fputs(s, stderr)"#), ["fputs("])
        XCTAssertEqual(Self.streamWrites(in: #"print(x, to: &errorStream)"#), ["print(…, to:"])
        XCTAssertEqual(Self.streamWrites(in: #"write(STDERR_FILENO, p, n)"#), ["STDERR_FILENO"])
        XCTAssertEqual(
            Self.streamWrites(in: #"process.standardError = FileHandle.nullDevice; let stderr = run()"#), [],
            "a child's stream and a variable named stderr are not writes")
    }

    /// The ways of writing to standard error that `code` (comments and strings left out) holds.
    private static func streamWrites(in code: String) -> [String] {
        var found: [String] = []
        for token in ["FileHandle.standardError.write", "fputs(", "fprintf(", "perror(", "STDERR_FILENO"]
        where code.contains(token) {
            found.append(token)
        }
        if code.range(of: #"\bprint\([^\n]*\bto:\s*&"#, options: .regularExpression) != nil {
            found.append("print(…, to:")
        }
        return found
    }
}
