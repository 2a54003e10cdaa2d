import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Facts about this process and machine.
enum BenchSystem {
    /// Peak resident set size (`VmHWM` in /proc/self/status), bytes; nil if unreadable.
    static func peakRSSBytes() -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            let digits = line.dropFirst("VmHWM:".count).filter { $0.isNumber }
            return Int(digits).map { $0 * 1024 }   // the kernel reports kB (KiB)
        }
        return nil
    }

    /// The CPU model from /proc/cpuinfo, for the report header.
    static func cpuModel() -> String? {
        guard let info = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else { return nil }
        for line in info.split(separator: "\n") where line.hasPrefix("model name") {
            if let colon = line.firstIndex(of: ":") {
                return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            }
        }
        return nil
    }

    /// This executable as an absolute path.
    static func executablePath() -> String? {
        if let resolved = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return resolved
        }
        let arg0 = CommandLine.arguments.first ?? ""
        guard !arg0.isEmpty else { return nil }
        if arg0.hasPrefix("/") { return arg0 }
        if arg0.contains("/") {
            return (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(arg0)
        }
        return nil
    }
}
