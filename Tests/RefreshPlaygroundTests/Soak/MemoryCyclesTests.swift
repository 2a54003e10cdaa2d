import XCTest

@testable import RefreshPlayground
@testable import RefreshPlaygroundCommands

/// The memory measurement's cycles are what it claims: each one a full refresh (pull or scroll to
/// the end → refreshing → end → idle) of the next example, drawn, sampled after each block. The
/// figures themselves are a measurement (`make soak`), not asserted here.
nonisolated final class MemoryCyclesTests: XCTestCase {
    @MainActor func testEveryCycleIsAFullRefreshAndEveryBlockIsSampled() async throws {
        let cycles = MemoryCycles.examples.count + 1
        var samples: [MemoryCycles.Sample] = []
        try MemoryCycles.run(cycles: cycles, block: 4) { samples.append($0) }
        XCTAssertEqual(samples.map(\.cycles), [1, 5, cycles])
        XCTAssertEqual(
            samples.map(\.refreshes), samples.map(\.cycles), "one refresh ran and ended per cycle, in every example")
        XCTAssertNotNil(samples.last?.residentBytes, "/proc/self/statm is read")
    }

    @MainActor func testSummaryReportsGrowthAfterTheWarmUp() async {
        let mb = 1_000_000
        let samples = [1, 50, 100, 150, 200].map {
            MemoryCycles.Sample(cycles: $0, refreshes: $0, residentBytes: 40 * mb + $0 * 10_000)
        }
        let text = MemoryCycles.summary(samples, seconds: 2)
        XCTAssertTrue(
            text.contains("resident 40.5 MB after 50 cycles, 42.0 MB at the end (+1.5 MB), peak 42.0 MB"), text)
    }
}
