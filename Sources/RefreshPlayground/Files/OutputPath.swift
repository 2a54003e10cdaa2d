import Foundation

/// Checks where the playground writes (traces, recordings, captures, replay folders) before it
/// writes, so a failure says which path and why in plain words instead of a platform error text.
enum OutputPath {
    /// Throws unless a file can be created or replaced at `path`. `what` names it for the message
    /// ("the trace file").
    static func checkFile(_ path: String, what: String) throws {
        if let reason = fileProblem(path) {
            throw PlaygroundError.runtime("cannot write \(what) '\(path)': \(reason)")
        }
    }

    /// Creates the folder `path` (and its parents) or throws saying why it cannot.
    static func createFolder(_ path: String, what: String) throws {
        let fm = FileManager.default
        var isDir: ObjCBool = false
        if path.isEmpty { throw PlaygroundError.runtime("cannot use \(what): the path is empty") }
        if fm.fileExists(atPath: path, isDirectory: &isDir) {
            guard isDir.boolValue else { throw PlaygroundError.runtime("cannot use \(what) '\(path)': it is a file, not a folder") }
            guard fm.isWritableFile(atPath: path) else { throw PlaygroundError.runtime("cannot write into \(what) '\(path)': permission denied") }
            return
        }
        if let reason = ancestorProblem(of: path) {
            throw PlaygroundError.runtime("cannot create \(what) '\(path)': \(reason)")
        }
        do {
            try fm.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw PlaygroundError.runtime("cannot create \(what) '\(path)': the system refused (\(POSIXReason.last))")
        }
    }

    /// Why a file cannot be written at `path`, or nil when it can.
    static func fileProblem(_ path: String) -> String? {
        let fm = FileManager.default
        if path.isEmpty { return "the path is empty" }
        var isDir: ObjCBool = false
        if fm.fileExists(atPath: path, isDirectory: &isDir) {
            if isDir.boolValue { return "it is a folder" }
            return fm.isWritableFile(atPath: path) ? nil : "permission denied"
        }
        let parent = parentFolder(of: path)
        if !fm.fileExists(atPath: parent, isDirectory: &isDir) { return "the folder '\(parent)' does not exist" }
        if !isDir.boolValue { return "'\(parent)' is a file, not a folder" }
        return fm.isWritableFile(atPath: parent) ? nil : "permission denied in '\(parent)'"
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
        if !isDir.boolValue { return "'\(dir)' is a file, not a folder" }
        return fm.isWritableFile(atPath: dir) ? nil : "permission denied in '\(dir)'"
    }

    private static func parentFolder(of path: String) -> String {
        let parent = (path as NSString).deletingLastPathComponent
        if parent.isEmpty { return path.hasPrefix("/") ? "/" : "." }
        return parent
    }
}

/// The last C library error in words (`strerror(errno)`), for the rare failure a check did not foresee.
enum POSIXReason {
    static var last: String { String(cString: strerror(errno)) }
}
