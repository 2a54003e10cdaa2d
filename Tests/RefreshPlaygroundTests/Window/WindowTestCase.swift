import RefreshTestSupport
import XCTest

/// The base class of every window test: its `harness` starts Xvfb and the programs under test for
/// one test, and stops them (and removes the test's temporary folders) when the test ends.
nonisolated class WindowTestCase: XCTestCase {
    /// This test's Xvfb, programs and temporary folders.
    private(set) lazy var harness = WindowHarness(for: self)
}
