import Foundation

@testable import RefreshPlayground

/// One parsed line of `trace.jsonl`.
struct TraceFrame {
    let raw: [String: Any]
    var frame: Int { raw["frame"] as! Int }
    var t: Double { (raw["t"] as! NSNumber).doubleValue }
    var offsetY: Double { ((raw["offset"] as! [String: Any])["y"] as! NSNumber).doubleValue }
    var offsetX: Double { ((raw["offset"] as! [String: Any])["x"] as! NSNumber).doubleValue }
    var insetTop: Double { ((raw["inset"] as! [String: Any])["top"] as! NSNumber).doubleValue }
    var contentHeight: Double { ((raw["contentSize"] as! [String: Any])["height"] as! NSNumber).doubleValue }
    var dragging: Bool { raw["dragging"] as! Bool }
    var decelerating: Bool { raw["decelerating"] as! Bool }
    /// The header's new-rows banner on show ("12 new posts"), nil when none shows.
    var banner: String? { raw["banner"] as? String }
    /// A list's count of new rows out of sight above (its pill), nil when none.
    var newAbove: Int? { raw["newAbove"] as? Int }
    /// The last sentence announced, nil before the first.
    var announcement: String? { raw["announcement"] as? String }

    static func read(_ path: String) throws -> [TraceFrame] {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        return try text.split(separator: "\n").map { try TraceFrame(line: String($0)) }
    }

    /// One trace line (a JSON object) parsed.
    init(line: String) throws {
        raw = try JSONSerialization.jsonObject(with: Data(line.utf8)) as! [String: Any]
    }

    init(raw: [String: Any]) { self.raw = raw }
}

// MARK: Shared helpers for the refresh-control replay tests

/// One refresh control's object in a trace line (`header`, `footer` or `trailer`).
struct TraceControl {
    let raw: [String: Any]
    var state: String { raw["state"] as! String }
    var percent: Double { (raw["percent"] as! NSNumber).doubleValue }
    var alpha: Double { (raw["alpha"] as! NSNumber).doubleValue }
    /// The gif frame index, nil for controls that are not gif controls.
    var frameIndex: Int? { raw["frame"] as? Int }
    var callbacks: Int { raw["callbacks"] as! Int }
    /// The threshold events of the frame (`armed`, `disarmed`, `triggered`), oldest first, then a
    /// `cancelled` for each refresh cancelled in it.
    var events: [String] { raw["events"] as! [String] }
    /// What started the running refresh (`pull`, `key`, `code`, `automatic`); nil when not refreshing.
    var source: String? { raw["source"] as? String }
    /// Footer and trailer only.
    var hidden: Bool { raw["hidden"] as! Bool }
    /// `refreshing`, or `willRefresh` about to be.
    var isRefreshing: Bool { state == "refreshing" || state == "willRefresh" }
}

extension TraceFrame {
    var insetBottom: Double { ((raw["inset"] as! [String: Any])["bottom"] as! NSNumber).doubleValue }
    var insetRight: Double { ((raw["inset"] as! [String: Any])["right"] as! NSNumber).doubleValue }
    var contentWidth: Double { ((raw["contentSize"] as! [String: Any])["width"] as! NSNumber).doubleValue }
    var header: TraceControl? { (raw["header"] as? [String: Any]).map(TraceControl.init) }
    var footer: TraceControl? { (raw["footer"] as? [String: Any]).map(TraceControl.init) }
    var trailer: TraceControl? { (raw["trailer"] as? [String: Any]).map(TraceControl.init) }
    /// The controls of this line that are refreshing (or about to), by name.
    var refreshingControls: [String] {
        [("header", header), ("footer", footer), ("trailer", trailer)].compactMap {
            $0.1?.isRefreshing == true ? $0.0 : nil
        }
    }
}

extension Sequence where Element == TraceFrame {
    /// Frames in which more than one refresh control refreshes: must always be empty.
    var framesRefreshingTogether: [Int] { filter { $0.refreshingControls.count > 1 }.map(\.frame) }

    /// How many times `control` entered `refreshing` (a refresh already running at frame 0 counts).
    func refreshStarts(_ control: KeyPath<TraceFrame, TraceControl?>) -> Int {
        var n = 0, was = false
        for f in self {
            let now = f[keyPath: control]?.isRefreshing ?? false
            if now && !was { n += 1 }
            was = now
        }
        return n
    }
}
