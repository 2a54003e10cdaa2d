import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads an input file (a manifest, a frame, a replay script) with a size limit: only a regular
/// file (after following links) is read, so a folder, a device such as `/dev/zero` or a FIFO is
/// refused instead of read forever, and a file larger than the limit is refused before it is read.
package enum InputFile {
    /// Why a file cannot be read, in words that fit after "cannot read 'path': ".
    package enum Problem: RefreshError, Equatable {
        /// Nothing is at the path (or a folder on the way is missing).
        case missing
        /// A folder, a device, a FIFO or a socket.
        case notRegularFile(kind: String)
        /// Bigger than `limit` bytes.
        case tooLarge(size: Int, limit: Int)
        /// The system refused to open or read it (permissions, I/O), in words.
        case unreadable(reason: String)

        /// Empty: the caller says "cannot read/write 'path': " before the problem.
        package var subject: String { "" }

        package var problem: String {
            switch self {
            case .missing: return "the file does not exist"
            case let .notRegularFile(kind): return "it is \(kind), not a regular file"
            case let .tooLarge(size, limit):
                return "the file is \(InputFile.bytesText(size)), more than the \(InputFile.bytesText(limit)) allowed"
            case let .unreadable(reason): return "the file cannot be read (\(reason))"
            }
        }
    }

    /// The bytes of the regular file at `path`, at most `limit` of them; throws `Problem`.
    package static func read(_ path: String, limit: Int) throws -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else {
            let code = errno
            throw code == ENOENT || code == ENOTDIR ? Problem.missing : Problem.unreadable(reason: words(code))
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw Problem.unreadable(reason: words(errno)) }
        let type = info.st_mode & S_IFMT
        guard type == S_IFREG else { throw Problem.notRegularFile(kind: kindName(type)) }
        let size = Int(info.st_size)
        guard size <= limit else { throw Problem.tooLarge(size: size, limit: limit) }
        var bytes = [UInt8](repeating: 0, count: size + 1)
        var count = 0
        while count < bytes.count {
            let n = bytes.withUnsafeMutableBytes { buf in systemRead(fd, buf.baseAddress! + count, buf.count - count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw Problem.unreadable(reason: words(errno))
            }
            if n == 0 { break }
            count += n
            if count > limit { throw Problem.tooLarge(size: count, limit: limit) }   // it grew while read
        }
        bytes.removeLast(bytes.count - count)
        return bytes
    }

    /// "1.5 MiB", "300 bytes": a size for a message.
    package static func bytesText(_ bytes: Int) -> String {
        if bytes < 1024 { return "\(bytes) bytes" }
        let units = ["KiB", "MiB", "GiB", "TiB"]
        var value = Double(bytes) / 1024, unit = 0
        while value >= 1024, unit < units.count - 1 { value /= 1024; unit += 1 }
        if value == value.rounded() { return "\(Int(value)) \(units[unit])" }
        let text = String(format: "%.1f", value)
        return text.hasSuffix(".0") ? "\(bytes) bytes" : text + " " + units[unit]   // never "16.0 MiB" for 16 MiB + 1
    }

    private static func kindName(_ type: mode_t) -> String {
        switch type {
        case S_IFDIR: return "a folder"
        case S_IFCHR, S_IFBLK: return "a device"
        case S_IFIFO: return "a FIFO (named pipe)"
        case S_IFSOCK: return "a socket"
        default: return "not a file"
        }
    }

    private static func words(_ code: Int32) -> String { POSIXReason.words(code) }
}

/// `read(2)`, outside `InputFile` whose own `read` hides the C function's name.
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(fd, buffer, count)
}
