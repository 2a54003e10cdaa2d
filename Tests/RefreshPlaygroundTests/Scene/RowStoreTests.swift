import RefreshCore
import XCTest

@testable import RefreshPlayground

nonisolated final class RowStoreTests: XCTestCase {
    @MainActor func testBatchesAreNumberedInArrivalOrder() async {
        let rows = RowStore(count: 2)
        rows.append(count: 1, atTop: true)
        rows.append(count: 1, atTop: false)
        XCTAssertEqual(
            (0..<4).map { rows.content(at: $0).subtitle },
            ["Loaded in batch 1", "Initial data", "Initial data", "Loaded in batch 2"])
        XCTAssertEqual(rows.content(at: 0).title, "Row 3")
    }

    @MainActor func testRowsAddedAfterAnEmptyStartAreNeverInitialData() async {
        let rows = RowStore(count: 3)
        rows.replace(count: 0)
        rows.append(count: 2, atTop: true)
        XCTAssertEqual(rows.content(at: 0).subtitle, "Loaded in batch 1")
        XCTAssertEqual(RowStore(count: 0).count, 0)
    }
}
