/// Where the toolkit reports problems it recovered from (clamped NaN sizes, wrong-state calls).
///
/// The default sink writes to standard error; tests replace it to assert on warnings.
public enum Log {
    /// Receives every warning. Not thread-safe: the toolkit is used from one thread. The default
    /// writes to standard error with control characters escaped (`EchoedText.terminalSafe`), so
    /// input a warning quotes cannot drive the terminal.
    nonisolated(unsafe) public static var sink: (String) -> Void = { message in
        var err = StandardError()
        print("warning: \(EchoedText.terminalSafe(message))", to: &err)
    }

    public static func warning(_ message: String) { sink(message) }
}

struct StandardError: TextOutputStream {
    mutating func write(_ string: String) {
        for byte in string.utf8 { putc(Int32(byte), stderr) }
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
