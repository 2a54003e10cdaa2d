import RefreshPlayground

/// The benchmark's window scenarios (`LatencyBench`): a real window under the X display, driven
/// from outside through XTest, measured by its trace's `presented` and `latency`. Their IDs sit
/// beside the headless scenarios' (`BenchScenario`) and run alone with `bench --scenario ID`.
enum LatencyScenario: String, CaseIterable {
    /// Drags in list.plain, 2 pt a move at random intervals (4–20 ms): send to first present showing it.
    case latencyDrag = "latency-drag"
    /// The same drags with a move every 1–2 ms, as a 1000 Hz mouse sends them (several a frame).
    case latencyDragFast = "latency-drag-fast"
    /// Wheel notches over list.plain, 120–220 ms apart.
    case latencyWheel = "latency-wheel"
    /// Page Down / Page Up in list.plain, 450–600 ms apart (each starts an animated scroll).
    case latencyKeys = "latency-keys"
    /// Flings in list.plain: present intervals while decelerating.
    case pacingFling = "pacing-fling"
    /// F5 in header.normal: present intervals while the header refreshes.
    case pacingRefresh = "pacing-refresh"

    /// The ID (`bench --scenario`).
    var id: String { rawValue }

    /// The example the window shows.
    var example: String { self == .pacingRefresh ? "header.normal" : "list.plain" }

    /// True for the scenarios that measure input latency (the others measure pacing).
    var measuresLatency: Bool { self != .pacingFling && self != .pacingRefresh }

    /// The frame rates it runs at: latency at 60 and 120 fps, pacing at 60.
    var frameRates: [Int] { measuresLatency ? [60, 120] : [60] }

    /// What it does, for the report.
    var summary: String {
        switch self {
        case .latencyDrag: return "drags in list.plain, 2 pt a move, 4–20 ms apart"
        case .latencyDragFast: return "drags in list.plain, 2 pt a move, 1–2 ms apart"
        case .latencyWheel: return "wheel notches over list.plain, 120–220 ms apart"
        case .latencyKeys: return "Page Down / Page Up in list.plain, 450–600 ms apart"
        case .pacingFling: return "flings in list.plain, intervals while decelerating"
        case .pacingRefresh: return "F5 in header.normal, intervals while refreshing"
        }
    }
}
