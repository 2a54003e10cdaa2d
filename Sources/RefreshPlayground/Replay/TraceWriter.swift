import Foundation

/// Appends trace lines to a file, one JSON object per line; flushes after every line when `live`.
package final class TraceWriter {
    private let handle: FileHandle
    private let live: Bool
    private var buffer = Data()
    let path: String

    package init(path: String, live: Bool) throws {
        self.path = path
        self.live = live
        handle = try OutputPath.openFile(path, what: "the trace file")
    }

    package func write(_ line: String) {
        buffer.append(contentsOf: Array(line.utf8))
        buffer.append(0x0A)
        if live || buffer.count > 64 * 1024 { flush() }
    }

    package func flush() {
        guard !buffer.isEmpty else { return }
        handle.write(buffer)
        buffer.removeAll(keepingCapacity: true)
    }

    isolated deinit {
        flush()
        try? handle.close()
    }
}
