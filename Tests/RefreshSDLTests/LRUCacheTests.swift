import XCTest

@testable import RefreshSDL

/// The bounded map behind the SDL layer's text, image and path texture caches.
nonisolated final class LRUCacheTests: XCTestCase {
    @MainActor func testLRUEvictsLeastRecentlyUsed() async {
        let lru = LRUCache<String, Int>(capacity: 2)
        lru.insert(1, for: "a")
        lru.insert(2, for: "b")
        XCTAssertEqual(lru.value(for: "a"), 1)   // "b" is now the oldest
        lru.insert(3, for: "c")
        XCTAssertNil(lru.value(for: "b"))
        XCTAssertEqual(lru.value(for: "a"), 1)
        XCTAssertEqual(lru.value(for: "c"), 3)
        XCTAssertEqual(lru.count, 2)
    }

    @MainActor func testInsertingAKnownKeyReplacesItsValueAndKeepsTheCount() async {
        let lru = LRUCache<String, Int>(capacity: 2)
        lru.insert(1, for: "a")
        lru.insert(2, for: "b")
        lru.insert(10, for: "a")   // "a" is now the newest, "b" the oldest
        lru.insert(3, for: "c")
        XCTAssertEqual(lru.count, 2)
        XCTAssertEqual(lru.value(for: "a"), 10)
        XCTAssertNil(lru.value(for: "b"))
        lru.removeAll()
        XCTAssertEqual(lru.count, 0)
        XCTAssertNil(lru.value(for: "a"))
        lru.insert(4, for: "d")
        XCTAssertEqual(lru.value(for: "d"), 4, "an emptied cache takes new entries")
    }
}
