import Foundation
import InlineSnapshotTesting
import RefreshCore
import RefreshSnapshotTesting
import RefreshTesting
import XCTest

/// `.semantics` and `.trace` as inline snapshots (swift-snapshot-testing's InlineSnapshotTesting):
/// the golden is the string in the test, which an empty closure records on the first run. The
/// testing article quotes these tests.
nonisolated final class InlineSnapshotTests: XCTestCase {
    @MainActor func testARefreshingHeaderInline() async throws {
        let host = try SampleScene.makeHost()
        host.pull(.top, by: 80)
        host.release()
        host.advance(seconds: 0.5)
        assertInlineSnapshot(of: host, as: .semantics) {
            """
            list ListView
              header NormalHeader: refreshing, pull 100 %, shown
                "Loading..."
                "Last update: No record"
            announcement: "Refreshing"

            """
        }
    }

    @MainActor func testAPullsFirstFramesTraceInline() async throws {
        let host = try SampleScene.makeHost()
        host.pull(.top, by: 80, duration: 0.05)   // three frames at 60 fps
        assertInlineSnapshot(of: host, as: .trace) {
            """
            {"frame":0,"t":0,"offset":{"x":0,"y":-31.304},"inset":{"top":0,"left":0,"bottom":0,"right":0},"contentSize":{"width":320,"height":1800},"viewport":{"width":320,"height":360},"dragging":true,"decelerating":false,"header":{"state":"idle","source":null,"percent":0.58,"alpha":1,"frame":null,"callbacks":0,"events":[]},"footer":null,"trailer":null,"announcement":null,"banner":null,"newAbove":null}
            {"frame":1,"t":0.017,"offset":{"x":0,"y":-57.6},"inset":{"top":0,"left":0,"bottom":0,"right":0},"contentSize":{"width":320,"height":1800},"viewport":{"width":320,"height":360},"dragging":true,"decelerating":false,"header":{"state":"pulling","source":null,"percent":1.067,"alpha":1,"frame":null,"callbacks":0,"events":["armed"]},"footer":null,"trailer":null,"announcement":null,"banner":null,"newAbove":null}
            {"frame":2,"t":0.033,"offset":{"x":0,"y":-80},"inset":{"top":0,"left":0,"bottom":0,"right":0},"contentSize":{"width":320,"height":1800},"viewport":{"width":320,"height":360},"dragging":true,"decelerating":false,"header":{"state":"pulling","source":null,"percent":1.481,"alpha":1,"frame":null,"callbacks":0,"events":[]},"footer":null,"trailer":null,"announcement":null,"banner":null,"newAbove":null}

            """
        }
    }
}
