import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// C library errors in words to read inside a sentence ("permission denied"), never a platform
/// error domain and code: the one translation every file reader and writer of the project uses.
package enum POSIXReason {
    /// The last error (`errno`) in words.
    package static var last: String { words(errno) }

    /// `code` in words: the common ones said plainly, the others as the C library says them,
    /// starting lowercase to read inside a sentence.
    /// - Parameter code: An `errno` value.
    /// - Returns: The words.
    package static func words(_ code: Int32) -> String {
        switch code {
        case EACCES, EPERM: return "permission denied"
        case EROFS: return "the file system is read-only"
        case ENOSPC: return "the disk is full"
        case ENAMETOOLONG: return "the name is too long"
        case ENOENT: return "no such file or folder"
        case ELOOP: return "too many symbolic links"
        default:
            let text = String(cString: strerror(code))
            return text.prefix(1).lowercased() + text.dropFirst()
        }
    }
}
