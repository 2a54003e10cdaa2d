import RefreshCore
import RefreshTestSupport
import XCTest

@testable import RefreshPlayground

/// Issue 17, item 6 ("Feel"): a control that begins refreshing out of view (at launch, scrolled
/// far down, by F5 or by code) never shows a percent that jumps: while its begin animation brings
/// it into view the trace's percent follows what is drawn, from 0 to 1, never above 1; a header
/// released past its threshold comes down to 1 as it settles instead of dropping at once. Once it
/// hovers the percent is 1 until the refresh ends (MJRefresh's rule).
nonisolated final class RevealPercentReplayTests: XCTestCase {

    @MainActor func run(_ replayed: Replay) throws -> [TraceFrame] {
        XCTAssertEqual(replayed.trace.framesRefreshingTogether, [])
        return replayed.trace
    }

    /// The frames from the refresh's start until the control first hovers at `hover` (inclusive).
    @MainActor func revealFrames(
        _ trace: [TraceFrame], _ control: (TraceFrame) -> TraceControl, offset: (TraceFrame) -> Double,
        hover: Double
    ) -> [TraceFrame] {
        guard let start = trace.firstIndex(where: { control($0).isRefreshing }) else { return [] }
        let rest = trace[start...]
        let end = rest.firstIndex { abs(offset($0) - hover) < 1e-6 } ?? trace.count - 1
        return Array(trace[start...end])
    }

    /// In every frame of the reveal the percent is how much of the control is drawn (`shown`), it
    /// never goes down and never passes 1, it is 1 when the control hovers, and it stays 1 until
    /// the refresh ends.
    @MainActor func assertFollowsTheReveal(
        _ trace: [TraceFrame], _ control: (TraceFrame) -> TraceControl, offset: (TraceFrame) -> Double, hover: Double,
        shown: (Double) -> Double, file: StaticString = #filePath, line: UInt = #line
    ) {
        let reveal = revealFrames(trace, control, offset: offset, hover: hover)
        XCTAssertGreaterThan(reveal.count, 5, "the begin animation takes frames", file: file, line: line)
        let percents = reveal.map { control($0).percent }
        for f in reveal {
            XCTAssertEqual(
                control(f).percent, shown(offset(f)), accuracy: 0.001,
                "frame \(f.frame): the percent is what is drawn (offset \(offset(f))): \(percents)", file: file,
                line: line)
        }
        XCTAssertEqual(percents.first, 0, "out of view when it began: \(percents)", file: file, line: line)
        XCTAssertEqual(percents, percents.sorted(), "it never goes down while revealed", file: file, line: line)
        XCTAssertEqual(percents.last, 1, "1 once it hovers", file: file, line: line)
        let after = trace.drop { $0.frame <= reveal.last!.frame }.prefix { control($0).isRefreshing }
        XCTAssertTrue(after.allSatisfy { control($0).percent == 1 }, "1 while it hovers", file: file, line: line)
    }

    /// How much of the 54 pt header shows at a vertical offset (0 at the top edge).
    @MainActor func headerShown(_ y: Double) -> Double { min(max(-y / 54, 0), 1) }

    @MainActor func testAHeaderBegunBeforeTheListIsOnScreenFollowsItsReveal() async throws {
        let trace = try run(replay("header.auto-begin", steps: [.wait(seconds: 1)]))
        XCTAssertEqual(trace.first!.header!.state, "refreshing")
        assertFollowsTheReveal(trace, { $0.header! }, offset: \.offsetY, hover: -54, shown: headerShown)
    }

    @MainActor func testF5ScrolledFarDownFollowsTheHeadersReveal() async throws {
        let trace = try run(
            replay(
                "header.normal", rows: 60,
                steps: [
                    .wheel(dx: 0, dy: -20),
                    .wait(seconds: 0.2),
                    .key("F5"),
                    .wait(seconds: 0.6),
                ]))
        XCTAssertEqual(trace.first { $0.header!.isRefreshing }!.offsetY, 800, "it began 800 pt down")
        assertFollowsTheReveal(trace, { $0.header! }, offset: \.offsetY, hover: -54, shown: headerShown)
    }

    @MainActor func testABackFooterBegunAtTheTopFollowsItsReveal() async throws {
        let trace = try run(
            replay(
                "footer.back-normal", rows: 30,
                steps: [
                    .wait(seconds: 0.1),
                    .call(target: .footer, method: .beginRefreshing),
                    .wait(seconds: 0.6),
                ]))
        let hover = trace.last!.offsetY, height = 44.0
        assertFollowsTheReveal(
            trace, { $0.footer! }, offset: \.offsetY, hover: hover, shown: { min(max(1 - (hover - $0) / height, 0), 1) }
        )
    }

    /// Released 2.5 header heights down: the percent comes down with the content to 1, never
    /// dropping to it at once.
    @MainActor func testAHeaderReleasedPastItsThresholdComesDownTo1WithTheContent() async throws {
        let trace = try run(
            replay(
                "header.normal", steps: .drag(from: Point(x: 200, y: 100), to: Point(x: 200, y: 400), hold: 0.1),
                [.wait(seconds: 0.5)]))
        let start = trace.firstIndex { $0.header!.state == "refreshing" }!
        let pulled = trace[start - 1].header!.percent
        XCTAssertGreaterThan(pulled, 2)
        let settling =
            trace[(start - 1)...].prefix { $0.offsetY < -54 } + [trace.first { $0.frame > start && $0.offsetY == -54 }!]
        let percents = settling.map { $0.header!.percent }
        for f in settling where f.header!.state == "refreshing" {
            XCTAssertEqual(f.header!.percent, -f.offsetY / 54, accuracy: 0.001, "frame \(f.frame): what is drawn")
        }
        XCTAssertEqual(percents, percents.sorted(by: >), "it comes down with the content: \(percents)")
        XCTAssertEqual(percents.last, 1)
        for (a, b) in zip(percents, percents.dropFirst()) {
            XCTAssertLessThan(a - b, 0.25, "no drop: \(percents)")
        }
    }
}
