import RefreshTestSupport
import RefreshTesting
import XCTest

@testable import RefreshCore

/// Header fix 5: a pull past the threshold whose pointer jumps back into the content in one
/// sample and is released never leaves the header `pulling`, so nothing starts a refresh later.
nonisolated final class HeaderReleaseTests: XCTestCase {
    @MainActor private func assertNothingStartsLater(
        _ h: HeaderHarness, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(h.header.state, .idle, file: file, line: line)
        h.host.advance(seconds: 1)
        h.scrollView.contentOffset = Point(x: 0, y: -100)   // the app scrolls past the top
        h.scrollView.contentOffset = Point(x: 0, y: 0)
        h.host.advance(seconds: 1)
        XCTAssertEqual(h.header.state, .idle, "a later programmatic scroll starts nothing", file: file, line: line)
        XCTAssertEqual(h.handlerCalls, 0, file: file, line: line)
        let log = LogCapture()
        log.watch(h.host.root)
        h.header.beginRefreshing()
        h.host.advance(seconds: 0.3)
        XCTAssertEqual(h.handlerCalls, 1, file: file, line: line)
        h.header.endRefreshing()
        XCTAssertEqual(h.header.state, .idle, "endRefreshing is not ignored", file: file, line: line)
        XCTAssertEqual(log.messages, [], file: file, line: line)
        h.host.advance(seconds: 1)
        XCTAssertEqual(h.scrollView.adjustedContentInset, .zero, file: file, line: line)
    }

    @MainActor func testAJumpBackIntoTheContentThenARelease() async throws {
        let h = HeaderHarness()
        h.pull(h.fingerDistance(showing: 80), release: false)
        XCTAssertEqual(h.header.state, .pulling)
        h.scrollView.touchMoved(to: Point(x: 100, y: -300), time: h.host.now + 0.01)
        XCTAssertGreaterThan(h.scrollView.contentOffset.y, 0, "one sample took it into the content")
        XCTAssertEqual(h.header.state, .idle)
        h.scrollView.touchUp(time: h.host.now + 0.05)
        assertNothingStartsLater(h)
    }

    @MainActor func testAReleaseWhoseOwnSampleJumpsBack() async throws {
        let h = HeaderHarness()
        h.pull(h.fingerDistance(showing: 80), release: false)
        XCTAssertEqual(h.header.state, .pulling)
        h.scrollView.touchUp(at: Point(x: 100, y: -300), time: h.host.now + 0.01)
        XCTAssertEqual(h.header.state, .idle)
        assertNothingStartsLater(h)
    }

    @MainActor func testACancelledPullPastTheThresholdIsIdle() async throws {
        let h = HeaderHarness()
        h.pull(h.fingerDistance(showing: 80), release: false)
        h.scrollView.touchMoved(to: Point(x: 100, y: 100 + h.fingerDistance(showing: 20)), time: h.host.now + 0.01)
        XCTAssertEqual(h.header.state, .idle)
        h.scrollView.touchCancelled(time: h.host.now + 0.02)
        assertNothingStartsLater(h)
    }
}
