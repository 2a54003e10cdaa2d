import Foundation
import XCTest

@testable import RefreshCore

/// The async refreshing form under load, for ThreadSanitizer (`make sanitize`): many refreshes
/// whose tasks run at once on the concurrency pool and post their ends to the main loop while it
/// keeps ticking. Each refresh ends once, on the main loop, and every control gives its inset back.
nonisolated final class RefreshingTaskConcurrencyTests: XCTestCase {
    @MainActor func testManyConcurrentTasksEachEndTheirOwnRefreshOnTheMainLoop() async throws {
        let harnesses = (0..<24).map { _ in HeaderHarness() }
        var endsOffMain = 0
        for (i, h) in harnesses.enumerated() {
            h.header.setRefreshingTask {
                // Work on the pool: some tasks hop threads, some finish at once.
                for _ in 0..<(i % 4) { await Task.yield() }
                try? await Task.sleep(nanoseconds: UInt64(1 + i % 5) * 2_000_000)
                return .success
            }
        }
        for round in 0..<3 {
            for h in harnesses {
                h.header.endRefreshingCompletion = { if !Thread.isMainThread { endsOffMain += 1 } }
                h.header.beginRefreshing()
            }
            let deadline = Date().addingTimeInterval(10)
            while harnesses.contains(where: { $0.header.state == .refreshing }) && Date() < deadline {
                usleep(2_000)
                for h in harnesses { h.host.advance() }
            }
            for (i, h) in harnesses.enumerated() {
                XCTAssertEqual(h.header.state, .finished, "round \(round) header \(i): its task's end arrived")
                XCTAssertEqual(h.header.lastOutcome, .success, "round \(round) header \(i)")
                XCTAssertEqual(h.header.handlerCallCount, round + 1, "round \(round) header \(i): once per refresh")
            }
            // The outcome shows for half a second, then the header slides out (0.4 s).
            for h in harnesses { h.host.advance(seconds: 1) }
            for h in harnesses {
                XCTAssertEqual(h.header.state, .idle, "round \(round)")
                XCTAssertEqual(h.scrollView.adjustedContentInset, .zero, "round \(round)")
            }
        }
        XCTAssertEqual(endsOffMain, 0, "every end ran on the main loop")
    }
}
