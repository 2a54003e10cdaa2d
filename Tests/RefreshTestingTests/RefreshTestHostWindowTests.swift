import RefreshCore
import RefreshTesting
import XCTest

/// `host.window`, and `keepAlive(_:)` for the model a list's handlers capture `unowned`.
nonisolated final class RefreshTestHostWindowTests: XCTestCase {
    @MainActor func testTheWindowIsTheRootOfTheHostsTree() async throws {
        let model = HostedList()
        let host = try RefreshTestHost(scrollView: model.list)
        XCTAssertTrue(host.window === host.root)
        XCTAssertTrue(model.list.superview === host.window)
    }

    @MainActor func testAKeptModelLivesAsLongAsTheHost() async throws {
        weak var kept: HostedList?
        var host: RefreshTestHost? = try {
            let model = HostedList()   // the list's handlers capture it unowned
            kept = model
            return try RefreshTestHost(scrollView: model.list).keepAlive(model)
        }()
        XCTAssertNotNil(kept, "kept by the host after the function that made it returned")
        host?.pull(.top, by: 80)
        host?.release()
        host?.advance(seconds: 1)
        XCTAssertEqual(kept?.headerCalls, 1, "its handler ran against the live model")
        host = nil
        XCTAssertNil(kept, "let go with the host")
    }

    /// The HelloRefresh pattern in a filmstrip factory: without `keepAlive` the model would be gone
    /// when the film's refresh calls its handler, and the test process would stop.
    @MainActor func testAFilmstripFactoryThatKeepsItsModelFilmsTheRefresh() async throws {
        let sheet = try RefreshTestHost.filmstrip(of: .header, steps: 2, refreshDuration: 0.3) {
            let model = HostedList()
            return try RefreshTestHost(scrollView: model.list, size: Size(width: 320, height: 360)).keepAlive(model)
        }
        XCTAssertGreaterThan(sheet.width, 0)
        XCTAssertGreaterThan(sheet.height, 0)
    }
}
