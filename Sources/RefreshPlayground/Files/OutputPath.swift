import Foundation
import RefreshCore

#if canImport(Glibc)
import Glibc
#endif

/// Checks where the playground writes (traces, recordings, captures, replay folders) before it
/// writes, so a failure says which path and why in plain words instead of a platform error text.
enum OutputPath {
    /// Throws unless a file can be created or replaced at `path`. `what` names it for the message
    /// ("the trace file").
    static func checkFile(_ path: String, what: String) throws {
        if let reason = fileProblem(path) {
            throw PlaygroundError.runtime("cannot write \(what) \(EchoedText.path(path)): \(reason)")
        }
    }

    /// Creates or empties the file at `path` and opens it for writing, or throws saying why not.
    /// The path itself is opened (never a temporary file renamed over it), so a symbolic link
    /// writes its target and `/dev/stdout` or a FIFO receive the lines.
    static func openFile(_ path: String, what: String) throws -> FileHandle {
        try checkFile(path, what: what)
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else {
            throw PlaygroundError.runtime("cannot write \(what) \(EchoedText.path(path)): \(POSIXReason.last)")
        }
        return FileHandle(fileDescriptor: fd, closeOnDealloc: true)
    }

    /// Throws unless a folder can be used or created at `path` (without creating it yet).
    static func checkFolder(_ path: String, what: String) throws {
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
    static func createFolder(_ path: String, what: String) throws {
        try checkFolder(path, what: what)
        guard !FileManager.default.fileExists(atPath: path) else { return }
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw PlaygroundError.runtime(
                "cannot create \(what) \(EchoedText.path(path)): the system refused (\(POSIXReason.last))")
        }
    }

    /// Why a file cannot be written at `path`, or nil when it can. The last check opens the path
    /// for writing as the write will (and removes a file it created), so permissions, read-only
    /// file systems and full disks are caught too.
    static func fileProblem(_ path: String) -> String? {
        let fm = FileManager.default
        if path.isEmpty { return "the path is empty" }
        var isDir: ObjCBool = false
        if fm.fileExists(atPath: path, isDirectory: &isDir), isDir.boolValue {
            return "it is a folder; give a file name inside it"
        }
        let parent = parentFolder(of: path)
        if !fm.fileExists(atPath: parent, isDirectory: &isDir) {
            return "the folder \(EchoedText.path(parent)) does not exist"
        }
        if !isDir.boolValue { return "\(EchoedText.path(parent)) is a file, not a folder" }
        let existed = fm.fileExists(atPath: path)
        let fd = open(path, existed ? O_WRONLY : (O_WRONLY | O_CREAT | O_EXCL), 0o644)
        guard fd >= 0 else { return POSIXReason.words(errno) }
        close(fd)
        if !existed { unlink(path) }
        return nil
    }

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

    private static func parentFolder(of path: String) -> String {
        let parent = (path as NSString).deletingLastPathComponent
        if parent.isEmpty { return path.hasPrefix("/") ? "/" : "." }
        return parent
    }
}
