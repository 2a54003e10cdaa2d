import Foundation
import XCTest

/// The base class of every window test. Its `harness` starts Xvfb and the programs under test for
/// one test, and stops them (and removes the test's temporary folders) when the test ends. A class
/// whose tests open windows in this process, through RefreshSDL, says so with
/// `opensWindowsInThisProcess`: those need the display `make test` gives this target (`xvfb-run`).
nonisolated class WindowTestCase: XCTestCase {
    /// True for tests that open SDL windows in the test process (they need `DISPLAY`); false for
    /// those that run programs on an Xvfb of their own.
    class var opensWindowsInThisProcess: Bool { false }

    /// This test's Xvfb, programs and temporary folders.
    private(set) lazy var harness = WindowHarness(for: self)

    /// Runs the test, or fails it at once when it needs a display and has none.
    override func invokeTest() {
        if Self.opensWindowsInThisProcess, ProcessInfo.processInfo.environment["DISPLAY"] == nil {
            return XCTFail(
                "no DISPLAY: this test opens windows; run it under xvfb-run, as `make test` does "
                    + "(xvfb-run -a swift test --filter RefreshEndToEndTests)")
        }
        super.invokeTest()
    }
}
