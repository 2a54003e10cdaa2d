import Foundation
import RefreshCore
import RefreshTesting

/// Writes a window session as a replay script while it runs (`--record FILE`): the scene it
/// started from, then every input the scene received with the scene time it was applied at, and
/// every presented frame with its time, so `refresh-playground replay` reproduces the window's
/// trace and captures. Steps are appended as they happen (flushed every second or so), the closing
/// brackets when the session ends.
final class SessionRecorder {
    let path: String
    private let handle: FileHandle
    private var buffer = ""
    private var wroteStep = false
    private var lastFlush = 0.0
    private var closed = false

    /// Fails at once, naming the path and why, when the file cannot be written.
    init(path: String, configuration: SceneConfiguration) throws {
        self.path = path
        handle = try OutputPath.openFile(path, what: "the recording")
        buffer = SceneScript(configuration: configuration, steps: []).replayScript.openingText
        flush()
    }

    /// Appends `step` applied at scene time `t`; `wall` (real seconds) only decides when to flush.
    func record(_ step: ReplayStep, at t: Double, wall: Double) {
        record(.timed(step, t: t))
        if wall - lastFlush > 1 {
            lastFlush = wall
            flush()
        }
    }

    /// Appends a step as it is (untimed: a capture's `screenshot`).
    func record(_ step: ReplayStep) {
        guard !closed else { return }
        if wroteStep { buffer += ",\n" }
        buffer += step.json.serialized()
        wroteStep = true
    }

    /// Writes the end of the script; the file is a complete replay script afterwards.
    func finish() {
        guard !closed else { return }
        buffer += ReplayScript.closingText
        flush()
        closed = true
        try? handle.close()
    }

    private func flush() {
        guard !buffer.isEmpty else { return }
        handle.write(Data(buffer.utf8))
        buffer.removeAll(keepingCapacity: true)
    }

    isolated deinit { finish() }
}
