import Foundation

/// Appends trace lines to a file, one JSON object per line; flushes after every line when `live`.
final class TraceWriter {
    private let handle: FileHandle
    private let live: Bool
    private var buffer = Data()
    let path: String

    init(path: String, live: Bool) throws {
        self.path = path
        self.live = live
        try OutputPath.checkFile(path, what: "the trace file")
        guard FileManager.default.createFile(atPath: path, contents: nil),
              let h = FileHandle(forWritingAtPath: path) else {
            throw PlaygroundError.runtime("cannot write the trace file '\(path)': \(POSIXReason.last)")
        }
        handle = h
    }

    func write(_ line: String) {
        buffer.append(contentsOf: Array(line.utf8))
        buffer.append(0x0A)
        if live || buffer.count > 64 * 1024 { flush() }
    }

    func flush() {
        guard !buffer.isEmpty else { return }
        handle.write(buffer)
        buffer.removeAll(keepingCapacity: true)
    }

    deinit {
        flush()
        try? handle.close()
    }
}
