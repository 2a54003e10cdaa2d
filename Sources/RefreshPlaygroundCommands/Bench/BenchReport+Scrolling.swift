import Foundation
import RefreshPlayground

extension BenchReport {
    /// A scrolling list's share of the window repainted per frame (mean) is at most this.
    static let scrollingRepaintGoalPercent = 15.0
    /// A scrolling list's frame median is at most this share of bare SDL2's for the same frames.
    static let scrollingVersusBareSDLGoalPercent = 50.0

    /// The list's runs, judged on scrolling by moving pixels: the share repainted, and the frame
    /// median against bare SDL2 drawing every whole frame with the same calls.
    var scrollingTargets: [Target] {
        let lists = plainResults.filter { $0.scenario == BenchScenario.list.id }
        guard !lists.isEmpty else { return [] }
        func at(_ r: BenchResult) -> String { "\(Benchmark.formatScale(r.scale)) \(Benchmark.group(r.rows)) rows" }
        var t: [Target] = []
        let worstShare = lists.map(\.repaintedPercent).max() ?? 0
        t.append(
            Target(
                name: "Scrolling list: pixels repainted per frame (mean share of the window)",
                goal: "≤ \(Int(Self.scrollingRepaintGoalPercent)) %",
                measured: lists.map { String(format: "%.1f %% at ", $0.repaintedPercent) + at($0) }
                    .joined(separator: ", "),
                result: verdict(worstShare <= Self.scrollingRepaintGoalPercent)))
        let bare = lists.compactMap { r in r.bareSDLMedianMs.map { (r, $0) } }.filter { $0.1 > 0 }
        if !bare.isEmpty {
            let worst = bare.map { $0.0.medianMs / $0.1 * 100 }.max() ?? 0
            t.append(
                Target(
                    name: "Scrolling list: frame median vs bare SDL2 (the same SDL calls for the whole frame)",
                    goal: "≤ \(Int(Self.scrollingVersusBareSDLGoalPercent)) %",
                    measured: bare.map { r, b in
                        String(format: "%.0f %% (", r.medianMs / b * 100) + "\(ms(r.medianMs)) vs \(ms(b)) ms) at "
                            + at(r)
                    }.joined(separator: ", "),
                    result: verdict(worst <= Self.scrollingVersusBareSDLGoalPercent)))
        }
        return t
    }
}
