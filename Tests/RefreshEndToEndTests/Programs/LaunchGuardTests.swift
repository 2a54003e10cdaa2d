import Foundation
import RefreshTestSupport
import XCTest

@testable import RefreshPlayground

/// The launch regression guard (issue 30): forty launches in a row of the newest examples, each
/// for five frames on one Xvfb, each opens its window, says which example it shows and exits 0
/// with nothing on standard error.
///
/// What made launches fail before: another X client connecting to the same Xvfb at the same
/// moment. The X server then accepts the app's connection and closes it at once (its first read
/// is end of file; `xdotool` fails the same way, about one connection in twenty while a second
/// client connects in a loop), so SDL's X11 driver is "not available" and the window cannot open.
/// Nothing else touches this test's display while it runs, as `WindowHarness` keeps it.
nonisolated final class LaunchGuardTests: WindowTestCase {
    /// The examples added last: placements, the second floor, the chat, outcomes, retry,
    /// threshold, trigger-hold, ring and the header whose background fills the gap.
    static let newest = [
        "header.placement-behind", "header.placement-front", "header.placement-scale", "header.two-level",
        "list.chat", "header.results", "footer.failure-retry", "header.threshold", "header.trigger-hold",
        "header.ring", "header.background",
    ]

    @MainActor func testFortyLaunchesOfTheNewestExamplesEachExitCleanly() async throws {
        for id in Self.newest { XCTAssertNotNil(ExampleCatalog.example(id: id), id) }
        let display = try harness.startXvfb()
        let config = harness.temporaryFolder("launch-guard")
        let environment = WindowHarness.environment(display: display, ["XDG_CONFIG_HOME": config.path])
        let playground = try BuiltProduct.playground()
        var failures: [String] = []
        for n in 0..<40 {
            let id = Self.newest[n % Self.newest.count]
            let run = try ProcessRunner.run(
                playground, ["window", "--example", id, "--frames", "5"], environment: environment, timeout: 30)
            let said = run.stdout.hasPrefix("refresh-playground: \(id);")
            if run.timedOut || run.status != 0 || !said || !run.stderr.isEmpty {
                failures.append("launch \(n + 1) (\(id)): \(run.summary)")
            }
        }
        XCTAssertEqual(failures, [], "every launch opens its window, says so and exits 0")
    }
}
