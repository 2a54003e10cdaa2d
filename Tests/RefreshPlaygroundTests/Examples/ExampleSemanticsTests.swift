import Foundation
import RefreshCore
import RefreshSnapshotTesting
import RefreshTestSupport
import SnapshotTesting
import XCTest

@testable import RefreshPlayground

/// Text goldens of what the examples tell a person who cannot see them (`.semantics`): each list's
/// role and focus, its controls' states, stepped pulls and the labels that show, and the last
/// announcement. A change of font, colour or a pixel of drag keeps them; a change of state, text
/// or focus does not.
nonisolated final class ExampleSemanticsTests: XCTestCase {
    /// `header.normal` half a second after F5, its load not answered: refreshing, "Refreshing" said.
    @MainActor func testAHeaderRefreshing() async throws {
        let replayed = try replay(
            "header.normal", viewport: Size(width: 390, height: 480), refreshDelay: .never,
            steps: [.key("F5"), .wait(seconds: 0.5)])
        assertSnapshot(of: replayed.runner.host, as: .semantics, named: "refreshing")
    }

    /// `footer.failure-retry`'s first load failed: the footer waits with the failure and its retry
    /// hint, which the announcer said in one sentence.
    @MainActor func testAFailedFooter() async throws {
        let replayed = try replay(
            "footer.failure-retry", viewport: Size(width: 390, height: 240), rows: 10, refreshDelay: 0.6,
            steps: [.key("End"), .wait(seconds: 1.7)])
        assertSnapshot(of: replayed.runner.host, as: .semantics, named: "failed")
    }

    /// `list.split`: a tap on the right list focuses it and End loads its footer alone.
    @MainActor func testTheSplitListsFocus() async throws {
        let replayed = try replay(
            "list.split", viewport: Size(width: 640, height: 480), refreshDelay: .never,
            steps: .tap(at: Point(x: 480, y: 200)), [.key("End"), .wait(seconds: 1)])
        assertSnapshot(of: replayed.runner.host, as: .semantics, named: "right-focused-loading")
    }
}
