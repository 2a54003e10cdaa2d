import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Writes a replay script to a file step by step while a session runs (`RefreshWindow`'s
/// recording): the top-level fields first, then the steps as they are appended. Every `flush()`
/// leaves a complete script on disk (the steps so far and the closing brackets, which the next
/// flush writes over), so an app that is killed leaves a file `ReplayScript(contentsOf:)` reads;
/// a file that cannot seek (a pipe, `/dev/stdout`) gets the closing brackets once, at `finish()`.
/// The text is `ReplayScript.serialized()`'s: one step a line.
package final class ReplayScriptWriter {
    /// The file written.
    package let path: String
    private let handle: FileHandle
    private let seekable: Bool
    /// Where the closing text starts: the end of the last step written.
    private var stepsEnd: UInt64 = 0
    private var buffer = ""
    private var wroteStep = false
    package private(set) var isFinished = false

    /// Creates or empties the file at `path` and writes `script`'s top-level fields and steps.
    ///
    /// - Throws: `ReplayScriptError` naming the path and why it cannot be written.
    package init(path: String, script: ReplayScript) throws {
        self.path = path
        do {
            handle = try OutputFile.openForStreaming(path)
        } catch {
            throw ReplayScriptError(file: path, step: nil, problem: "cannot write the recording: \(error)")
        }
        seekable = lseek(handle.fileDescriptor, 0, SEEK_CUR) >= 0
        buffer = script.openingText
        for step in script.steps { append(step) }
        flush()
    }

    /// Appends `step` (kept in memory until the next `flush()`).
    package func append(_ step: ReplayStep) {
        guard !isFinished else { return }
        if wroteStep { buffer += ",\n" }
        buffer += step.json.serialized()
        wroteStep = true
    }

    /// Writes what was appended since the last flush, followed by the closing brackets when the
    /// file can seek (the next flush writes over them).
    package func flush() {
        guard !isFinished else { return }
        write(closing: seekable)
    }

    /// Writes the rest and the closing brackets and closes the file: a complete script.
    package func finish() {
        guard !isFinished else { return }
        write(closing: true)
        isFinished = true
        try? handle.close()
    }

    private func write(closing: Bool) {
        let text = buffer + (closing ? ReplayScript.closingText : "")
        buffer.removeAll(keepingCapacity: true)
        if seekable { try? handle.seek(toOffset: stepsEnd) }
        let bytes = Data(text.utf8)
        try? handle.write(contentsOf: bytes)
        stepsEnd += UInt64(bytes.count - (closing ? ReplayScript.closingText.utf8.count : 0))
    }

    deinit { finish() }
}
