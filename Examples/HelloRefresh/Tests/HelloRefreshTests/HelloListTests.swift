import HelloRefreshKit
import RefreshCore
import RefreshSnapshotTesting
import RefreshTesting
import SnapshotTesting
import XCTest

/// The program's list driven as a person would, on a virtual clock: each test takes no real time.
/// The class is nonisolated (as its base `RefreshTestCase` is: XCTest on Linux cannot call a
/// synchronous main-actor test), and each test is `@MainActor` and `async`.
nonisolated final class HelloListTests: RefreshTestCase {
    /// The program's list in a 390 × 640 window, as the program opens it.
    @MainActor func makeHost(_ hello: HelloList, scale: Double = 1) throws -> RefreshTestHost {
        watch(try RefreshTestHost(scrollView: hello.list, size: Size(width: 390, height: 640), scale: scale))
    }

    @MainActor func testAPullRefreshesOnceAndGivesTheInsetBack() async throws {
        let hello = HelloList()
        let host = try makeHost(hello)
        host.pull(.top, by: 80)
        XCTAssertEqual(hello.header.state, .pulling)
        host.release()
        host.advance(seconds: 0.5)
        XCTAssertEqual(hello.header.state, .refreshing)
        XCTAssertEqual(hello.list.adjustedContentInset.top, RefreshHeader.defaultHeight, "it hovers while loading")
        XCTAssertTrue(host.settle(), "the answer comes after 1 s and the header slides away")
        XCTAssertEqual(hello.headerLoads, 1, "one refresh, one load")
        XCTAssertEqual(hello.header.state, .idle)
        XCTAssertEqual(hello.header.lastOutcome, .success)
        XCTAssertEqual(hello.list.adjustedContentInset.top, 0)
        XCTAssertEqual(hello.list.contentOffset.y, 0, accuracy: 0.001)
    }

    @MainActor func testTheFooterLoadsThreePagesThenSaysNoMoreData() async throws {
        let hello = HelloList()
        let host = try makeHost(hello)
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
        XCTAssertEqual(hello.footerLoads, 3, "no more data: End loads nothing")
        host.press("F5")
        host.settle()
        XCTAssertEqual(hello.loadedPages, 0, "the header reloads the first page")
        XCTAssertEqual(hello.footer.state, .idle, "and resets the footer")
    }

    /// What the list tells a person who cannot see it, as text goldens no font or pixel of drag
    /// changes: the header refreshing, then, three pages later and scrolled to the end once more,
    /// the footer saying there is no more data.
    @MainActor func testWhatTheListTellsWhileRefreshingAndAtTheEnd() async throws {
        let hello = HelloList()
        let host = try makeHost(hello)
        host.pull(.top, by: 80)
        host.release()
        host.advance(seconds: 0.5)
        assertSnapshot(of: host, as: .semantics, named: "refreshing")
        host.settle()
        for _ in 1...4 {   // three pages, then the end of the last one
            host.press("End")
            host.settle()
        }
        assertSnapshot(of: host, as: .semantics, named: "no-more-data")
    }

    /// The drop header at rest, half pulled, pulled to its threshold, and refreshing (a dashed
    /// ring), at scale 2.
    @MainActor func testTheDropHeaderAsItIsPulledAndRefreshes() async throws {
        for (name, shown) in [("0-percent", 0.0), ("50-percent", 27.0), ("100-percent", 54.0)] {
            let hello = HelloList()
            let host = try makeHost(hello, scale: 2)
            if shown > 0 { host.pull(.top, by: shown) }
            XCTAssertEqual(hello.header.pullingPercent, shown / 54, accuracy: 0.01, name)
            assertSnapshot(of: host, as: .image(), named: name)
        }
        let hello = HelloList()
        let host = try makeHost(hello, scale: 2)
        host.pull(.top, by: 80)
        host.release()
        host.advance(seconds: 0.5)
        XCTAssertEqual(hello.header.state, .refreshing)
        assertSnapshot(of: host, as: .image(), named: "refreshing")
    }

    /// The program's list as a variant matrix takes it: a function making a fresh one each time,
    /// in a 390 × 640 window. Its handlers capture the `HelloList` unowned, so the host keeps it.
    @MainActor func makeHelloHost() throws -> RefreshTestHost {
        let hello = HelloList()
        return try RefreshTestHost(scrollView: hello.list, size: Size(width: 390, height: 640)).keepAlive(hello)
    }

    /// The drop header pulling, and the footer's "no more data", in English, German and Japanese,
    /// light and dark, 320 and 390 points wide, one sheet each; and in no language at either width
    /// is a title drawn cut.
    @MainActor func testItsControlsInEveryVariant() async throws {
        let languages: [RefreshLanguage] = [.en, .de, .ja]
        assertSnapshot(
            of: makeHelloHost, as: .variantMatrix(of: .header, languages: languages, themes: [.light, .dark]),
            named: "header")
        assertSnapshot(
            of: makeHelloHost, as: .variantMatrix(of: .footer, at: .noMoreData, languages: languages), named: "footer")
        for target in [RefreshTarget.header, .footer] {
            let matrix = try RefreshTestHost.variantMatrix(of: target, host: makeHelloHost)   // every language
            XCTAssertEqual(matrix.cutCells.map(\.variant.label), [], "the \(target.rawValue)'s texts fit")
        }
    }

    /// The drop header pulled, refreshing and sliding back, as an animated golden: ten frames a
    /// second at half size, compared frame by frame (frame count, delays, pixels).
    @MainActor func testThePullAndRefreshAnimation() async throws {
        let hello = HelloList()   // its handlers hold it unowned: it lives as long as the test
        let host = try makeHost(hello)
        let capture = try host.recordAnimation(framesPerSecond: 10, scale: 0.5) { host in
            host.pull(.top, by: 80)
            host.release()
            host.advance(seconds: 2.5)   // the answer after 1 s, then the slide back
        }
        assertSnapshot(of: capture, as: .animation(tolerance: 3), named: "pull-refresh")
        XCTAssertEqual(hello.headerLoads, 1)
    }
}
