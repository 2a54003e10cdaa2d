import Foundation
import RefreshTestSupport

/// One line of the playground's `--trace` file, decoded as the window tests need it.
nonisolated struct WindowTraceFrame: Decodable {
    struct XY: Decodable { let x: Double; let y: Double }
    struct WH: Decodable { let width: Double; let height: Double }
    struct Insets: Decodable { let top: Double; let bottom: Double }
    /// A frame in the window (`pinnedBar`).
    struct Frame: Decodable, Equatable { let x: Double; let y: Double; let width: Double; let height: Double }
    /// A refresh control's trace object (`header`, `footer` or `trailer`).
    struct Control: Decodable {
        let state: String
        let percent: Double
        let callbacks: Int
        /// What started the running refresh (`pull`, `key`, `code`, `automatic`); nil when not refreshing.
        let source: String?
        /// The frame's threshold events, then `cancelled` for each refresh cancelled in it.
        let events: [String]?
        /// Footer and trailer only.
        let hidden: Bool?
    }

    let frame: Int
    let t: Double
    /// Real seconds since the app started; only the window writes it (a replay has no wall clock).
    let wall: Double?
    /// When the frame's present returned (CLOCK_MONOTONIC seconds); on every window line.
    let presented: Double?
    /// Input to present (ms), on frames that show input.
    let latency: Double?
    let offset: XY
    let dragging: Bool
    let decelerating: Bool
    let contentSize: WH?
    let viewport: WH?
    let inset: Insets?
    let header: Control?
    let footer: Control?
    /// A scene with several lists (`list.split`): the focused list's index.
    let focus: Int?
    /// A scene with several lists: each list's offset and controls, left to right.
    let lists: [ListEntry]?

    /// One list of a scene with several (`lists`).
    struct ListEntry: Decodable {
        let offset: XY
        let header: Control?
        let footer: Control?
    }
    /// The pinned bar's frame, on the lines of an example that has one (`list.pinned-toolbar`).
    let pinnedBar: Frame?

    var y: Double { offset.y }
    var contentHeight: Double? { contentSize?.height }
    var viewportHeight: Double? { viewport?.height }
    /// The largest offset.y the scroll range allows (content plus the bottom inset, less the viewport).
    var maxY: Double? {
        guard let content = contentHeight, let viewport = viewportHeight else { return nil }
        return max(0, content + (inset?.bottom ?? 0) - viewport)
    }

    /// Every complete line of the trace (a line still being written is ignored).
    static func read(_ path: String) throws -> [WindowTraceFrame] {
        let decoder = JSONDecoder()
        var frames: [WindowTraceFrame] = []
        for (i, line) in try lines(path).enumerated() {
            do {
                frames.append(try decoder.decode(WindowTraceFrame.self, from: Data(line.utf8)))
            } catch {
                throw ProcessRunner.Failure("bad trace line \(i + 1) in \(path): \(line.prefix(200)): \(error)")
            }
        }
        return frames
    }

    /// The trace's complete lines, as written (an unterminated last line is still being written).
    static func lines(_ path: String) throws -> [String] {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines.removeLast()   // "" after the final newline, or the line being written
        return lines.filter { !$0.isEmpty }
    }

    /// A window trace line without its window-only members, `"wall"`, `"presented"` and (on frames
    /// showing input) `"latency"` (docs/replay.md): what a replay of the same session writes.
    /// Throws when the line has no `wall` right after `t` (the window's format).
    static func removingWall(_ line: String) throws -> String {
        guard line.contains(",\"wall\":") else {
            throw ProcessRunner.Failure("window trace line without \"wall\": \(line.prefix(200))")
        }
        var out = line
        for key in ["wall", "presented", "latency"] {
            guard let start = out.range(of: ",\"\(key)\":"),
                let end = out[start.upperBound...].firstIndex(where: { $0 == "," || $0 == "}" })
            else { continue }
            out = String(out[..<start.lowerBound] + out[end...])
        }
        return out
    }

    /// The states `control` went through, each run of equal states once (`nil` controls skipped).
    static func states(_ frames: [WindowTraceFrame], _ control: KeyPath<WindowTraceFrame, Control?>) -> [String] {
        var states: [String] = []
        for f in frames {
            guard let state = f[keyPath: control]?.state, state != states.last else { continue }
            states.append(state)
        }
        return states
    }

    /// `frame:y` with `d` for dragging, `D` for decelerating and the first letter of the header's and
    /// footer's states (`i`dle, `p`ulling, `r`efreshing…), for failure messages.
    static func summary(_ frames: [WindowTraceFrame]) -> String {
        let shown = frames.count <= 120 ? frames : Array(frames.prefix(60)) + Array(frames.suffix(60))
        var s = "\(frames.count) frames ["
        for (i, f) in shown.enumerated() {
            if frames.count > 120, i == 60 { s += " …" }
            let y = (f.y * 10).rounded() / 10
            let controls = [f.header, f.footer].map { $0.map { String($0.state.prefix(1)) } ?? "" }.joined()
            s +=
                " \(f.frame):\(y)\(f.dragging ? "d" : "")\(f.decelerating ? "D" : "")"
                + (controls.isEmpty ? "" : "/\(controls)")
        }
        return s + " ]"
    }
}
