import Foundation
import RefreshCore

#if canImport(Glibc)
import Glibc
#endif

/// Checks where the playground writes (traces, recordings, captures, replay folders) before it
/// writes, so a failure says which path and why in plain words instead of a platform error text.
package enum OutputPath {
    /// Throws unless a file can be created or replaced at `path`. `what` names it for the message
    /// ("the trace file").
    package static func checkFile(_ path: String, what: String) throws {
        if let reason = fileProblem(path) {
            throw PlaygroundError.runtime("cannot write \(what) \(EchoedText.path(path)): \(reason)")
        }
    }

    /// Creates or empties the file at `path` and opens it for writing, or throws saying why not.
    /// The path itself is opened (never a temporary file renamed over it), so a symbolic link
    /// writes its target and `/dev/stdout` or a FIFO receive the lines.
    static func openFile(_ path: String, what: String) throws -> FileHandle {
        do {
            return try OutputFile.openForStreaming(path)
        } catch let problem as OutputFile.Problem {
            throw PlaygroundError.runtime("cannot write \(what) \(EchoedText.path(path)): \(problem)")
        }
    }

    /// Throws unless a folder can be used or created at `path` (without creating it yet).
    package static func checkFolder(_ path: String, what: String) throws {
        let fm = FileManager.default
        var isDir: ObjCBool = false
        if path.isEmpty { throw PlaygroundError.runtime("cannot use \(what): the path is empty") }
        if fm.fileExists(atPath: path, isDirectory: &isDir) {
            guard isDir.boolValue else {
                throw PlaygroundError.runtime("cannot use \(what) \(EchoedText.path(path)): it is a file, not a folder")
            }
            guard fm.isWritableFile(atPath: path) else {
                throw PlaygroundError.runtime("cannot write into \(what) \(EchoedText.path(path)): permission denied")
            }
            return
        }
        if let reason = ancestorProblem(of: path) {
            throw PlaygroundError.runtime("cannot create \(what) \(EchoedText.path(path)): \(reason)")
        }
    }

    /// Creates the folder `path` (and its parents) or throws saying why it cannot.
    package static func createFolder(_ path: String, what: String) throws {
        try checkFolder(path, what: what)
        guard !FileManager.default.fileExists(atPath: path) else { return }
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw PlaygroundError.runtime(
                "cannot create \(what) \(EchoedText.path(path)): the system refused (\(POSIXReason.last))")
        }
    }

    /// Why a file cannot be written at `path`, or nil when it can (see `OutputFile.problem(at:)`).
    package static func fileProblem(_ path: String) -> String? { OutputFile.problem(at: path)?.description }

    /// The nearest existing ancestor of a folder to be created, and why it stops the creation.
    private static func ancestorProblem(of path: String) -> String? {
        let fm = FileManager.default
        var dir = parentFolder(of: path)
        var isDir: ObjCBool = false
        while !fm.fileExists(atPath: dir, isDirectory: &isDir) {
            let up = parentFolder(of: dir)
            if up == dir { return nil }
            dir = up
        }
        if !isDir.boolValue { return "\(EchoedText.path(dir)) is a file, not a folder" }
        return fm.isWritableFile(atPath: dir) ? nil : "permission denied in \(EchoedText.path(dir))"
    }

    private static func parentFolder(of path: String) -> String { OutputFile.parentFolder(of: path) }
}
