import HelloRefreshKit
import RefreshCore
import RefreshTesting
import XCTest

/// The program's list driven as a person would, on a virtual clock: each test takes no real time.
/// On Linux, XCTest cannot call a synchronous main-actor test: the class is nonisolated and each
/// test is `@MainActor` and `async`.
nonisolated final class HelloListTests: XCTestCase {
    @MainActor func testAPullRefreshesOnceAndGivesTheInsetBack() async throws {
        let hello = HelloList()
        var calls = 0
        let handler = hello.header.refreshingHandler
        hello.header.refreshingHandler = {
            calls += 1
            handler?()
        }
        let host = try RefreshTestHost(scrollView: hello.list, size: Size(width: 390, height: 640))
        host.pull(.top, by: 80)
        XCTAssertEqual(hello.header.state, .pulling)
        host.release()
        host.advance(seconds: 0.5)
        XCTAssertEqual(hello.header.state, .refreshing)
        XCTAssertEqual(hello.list.adjustedContentInset.top, RefreshHeader.defaultHeight, "it hovers while loading")
        XCTAssertTrue(host.settle(), "the answer comes after 1 s and the header slides away")
        XCTAssertEqual(calls, 1, "one refresh, one call")
        XCTAssertEqual(hello.header.state, .idle)
        XCTAssertEqual(hello.list.adjustedContentInset.top, 0)
        XCTAssertEqual(hello.list.contentOffset.y, 0, accuracy: 0.001)
    }

    @MainActor func testTheFooterLoadsThreePagesThenSaysNoMoreData() async throws {
        let hello = HelloList()
        let host = try RefreshTestHost(scrollView: hello.list, size: Size(width: 390, height: 640))
        for page in 1...3 {
            host.press("End")
            host.advance(seconds: 0.5)
            XCTAssertEqual(hello.footer.state, .refreshing, "page \(page) loading")
            host.settle()
            XCTAssertEqual(hello.loadedPages, page)
            XCTAssertEqual(hello.list.numberOfRows, 15 + 10 * page)
        }
        XCTAssertEqual(hello.footer.state, .noMoreData)
        host.press("End")
        host.settle()
        XCTAssertEqual(hello.loadedPages, 3, "no more data: End loads nothing")
        host.press("F5")
        host.settle()
        XCTAssertEqual(hello.loadedPages, 0, "the header reloads the first page")
        XCTAssertEqual(hello.footer.state, .idle, "and resets the footer")
    }
}
