import Foundation

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

    static func read(_ path: String) throws -> [TraceFrame] {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        return try text.split(separator: "\n").map {
            TraceFrame(raw: try JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any])
        }
    }
}
