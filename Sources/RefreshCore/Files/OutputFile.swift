import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes an output file (a PNG, a JSON report, a store, a replay): the one writer every part of
/// the project uses, as `InputFile` is the one reader. Its problems are said in words that fit
/// after "cannot write 'path': ", never as a platform error domain and code.
package enum OutputFile {
    /// Why a file cannot be written at a path.
    package enum Problem: RefreshError, Equatable {
        /// The path is the empty string.
        case emptyPath
        /// A folder is at the path.
        case isFolder
        /// The folder the file would go in does not exist (its path).
        case missingFolder(String)
        /// What should be the file's folder is a file (its path).
        case folderIsFile(String)
        /// The system refused to create or write the file (permissions, a read-only or full disk), in words.
        case refused(reason: String)

        /// Empty: the caller says "cannot read/write 'path': " before the problem.
        package var subject: String { "" }

        package var problem: String {
            switch self {
            case .emptyPath: return "the path is empty"
            case .isFolder: return "it is a folder; give a file name inside it"
            case let .missingFolder(folder): return "the folder \(EchoedText.path(folder)) does not exist"
            case let .folderIsFile(folder): return "\(EchoedText.path(folder)) is a file, not a folder"
            case let .refused(reason): return reason
            }
        }
    }

    /// How a write replaces what is at the path.
    package enum Replacement: Sendable {
        /// Opens the path itself and writes into it: a symbolic link writes its target, and
        /// `/dev/stdout` or a FIFO receive the bytes.
        case inPlace
        /// Writes a temporary file beside the path and renames it over the path, so a reader never
        /// sees half a file (stores read by another process).
        case atomic
    }

    /// Writes `bytes` to `path`, creating or replacing the file; throws `Problem`.
    ///
    /// - Parameters:
    ///   - bytes: The file's whole content.
    ///   - path: The file to write.
    ///   - replacement: In place (the default) or atomically.
    ///   - createsFolder: Creates the file's folder (and its parents) first when it is missing.
    /// - Throws: `Problem`, naming what stops the write.
    package static func write(
        _ bytes: [UInt8], to path: String, replacement: Replacement = .inPlace, createsFolder: Bool = false
    ) throws {
        if path.isEmpty { throw Problem.emptyPath }
        if createsFolder {
            let folder = parentFolder(of: path)
            if !FileManager.default.fileExists(atPath: folder),
                (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)) == nil
            {
                throw problem(at: path) ?? Problem.refused(reason: POSIXReason.last)
            }
        }
        if let problem = problem(at: path) { throw problem }
        switch replacement {
        case .inPlace: try writeAll(bytes, to: path)
        case .atomic:
            let temporary = parentFolder(of: path) + "/." + (path as NSString).lastPathComponent + ".\(getpid()).tmp"
            do {
                try writeAll(bytes, to: temporary)
                guard rename(temporary, path) == 0 else { throw Problem.refused(reason: POSIXReason.last) }
            } catch {
                unlink(temporary)
                throw error
            }
        }
    }

    /// Creates or empties the file at `path` and opens it for writing line by line (a trace, a
    /// recording); the path itself is opened, as `.inPlace` writes do. Throws `Problem`.
    /// - Parameter path: The file to write.
    /// - Returns: A handle that closes the file when released.
    /// - Throws: `Problem`, naming what stops the write.
    package static func openForStreaming(_ path: String) throws -> FileHandle {
        if let problem = problem(at: path) { throw problem }
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw Problem.refused(reason: POSIXReason.last) }
        return FileHandle(fileDescriptor: fd, closeOnDealloc: true)
    }

    /// Why a file cannot be written at `path`, or nil when it can. The last check opens the path
    /// for writing as the write will (and removes a file it created), so permissions, read-only
    /// file systems and full disks are caught before any work is done.
    package static func problem(at path: String) -> Problem? {
        let fm = FileManager.default
        if path.isEmpty { return .emptyPath }
        var isDir: ObjCBool = false
        if fm.fileExists(atPath: path, isDirectory: &isDir), isDir.boolValue { return .isFolder }
        let parent = parentFolder(of: path)
        if !fm.fileExists(atPath: parent, isDirectory: &isDir) { return .missingFolder(parent) }
        if !isDir.boolValue { return .folderIsFile(parent) }
        let existed = fm.fileExists(atPath: path)
        let fd = open(path, existed ? O_WRONLY : (O_WRONLY | O_CREAT | O_EXCL), 0o644)
        guard fd >= 0 else { return .refused(reason: POSIXReason.last) }
        close(fd)
        if !existed { unlink(path) }
        return nil
    }

    /// The folder a path's file is in: "." for a bare name, "/" for a file at the root.
    package static func parentFolder(of path: String) -> String {
        let parent = (path as NSString).deletingLastPathComponent
        if parent.isEmpty { return path.hasPrefix("/") ? "/" : "." }
        return parent
    }

    private static func writeAll(_ bytes: [UInt8], to path: String) throws {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw Problem.refused(reason: POSIXReason.last) }
        defer { close(fd) }
        var written = 0
        while written < bytes.count {
            let n = bytes.withUnsafeBytes { buf in systemWrite(fd, buf.baseAddress! + written, buf.count - written) }
            if n < 0 {
                if errno == EINTR { continue }
                throw Problem.refused(reason: POSIXReason.last)
            }
            written += n
        }
    }
}

/// `write(2)`, outside `OutputFile` whose own `write` hides the C function's name.
private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(fd, buffer, count)
}
