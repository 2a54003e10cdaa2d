// An XCTest of your own refresh control with RefreshTesting and RefreshSnapshotTesting: a host
// drives a list with the control on a virtual clock, gestures pull and release it, and
// swift-snapshot-testing compares what it draws, its trace, what it tells and its filmstrip with goldens.

import Foundation
import RefreshCore
import RefreshSnapshotTesting
import RefreshTesting
import SnapshotTesting
import XCTest

// snippet.control
/// A header that draws a disc with a vector path: it grows with the pull, in the part of the
/// header that shows (a header is revealed from its bottom edge: at a pull of p only its bottom
/// p × height points show), fills blue past the threshold, and stays whole while refreshing.
final class DiscHeader: RefreshHeader {
    override func draw(in canvas: Canvas) {
        super.draw(in: canvas)
        let p = isRefreshing ? 1 : min(max(pullingPercent, 0), 1)
        let shown = p * bounds.height
        let radius = min(15, shown / 2 - 2)
        guard radius > 0 else { return }
        let disc = Path.circle(center: Point(x: bounds.midX, y: bounds.height - shown / 2), radius: radius)
        let color = state == .idle ? Color(r: 170, g: 170, b: 178) : Color(r: 0, g: 122, b: 255)
        canvas.fill(disc, color: color)
    }
}
// snippet.end

// snippet.list
/// A list of 20 rows that is its own data source: a list holds its data source weakly, as UIKit's
/// do, so a data source made inside `makeList()` and kept by nothing else would be gone after it.
final class RowsList: ListView, ListDataSource {
    /// How many loads the header's handler was given.
    var loads = 0

    init() {
        super.init(frame: .zero)
        dataSource = self
        reloadData()
    }

    func numberOfRows(in list: ListView) -> Int { 20 }
    func list(_ list: ListView, contentForRow row: Int) -> ListRowContent { ListRowContent(title: "Row \(row + 1)") }
}
// snippet.end

// snippet.tests
nonisolated final class DiscHeaderTests: RefreshTestCase {
    /// A fresh list with the header; each load is answered 0.8 s later on the clock of the window the
    /// list is in, and ends through its own completion.
    @MainActor func makeList() -> ListView {
        let list = RowsList()
        let header = DiscHeader()
        header.loadHandler = { [unowned list] load in
            list.loads += 1
            list.window?.context.scheduler.after(0.8) { load.finish(.success) }
        }
        list.refreshHeader = header
        return list
    }

    /// A host of a fresh list in a 320 × 480 window.
    @MainActor func makeHost() throws -> RefreshTestHost {
        try RefreshTestHost(scrollView: makeList(), size: Size(width: 320, height: 480))
    }

    @MainActor func testAPullRefreshesOnce() async throws {
        let host = watch(try makeHost())   // if the test fails, its trace and last frame are written
        let header = try XCTUnwrap(host.scrollView.refreshHeader)
        host.pull(.top, by: 80)   // 80 points of header show: past its threshold (its height, 54 points)
        XCTAssertEqual(header.state, .pulling)
        host.release()
        host.advance(seconds: 0.5)
        XCTAssertEqual(header.state, .refreshing)
        XCTAssertTrue(host.settle())   // the answer comes, the header slides away
        XCTAssertEqual((host.scrollView as? RowsList)?.loads, 1)   // the handler ran once
        XCTAssertEqual(header.lastOutcome, .success)
        XCTAssertEqual(host.scrollView.adjustedContentInset.top, 0)   // the header's inset is given back
    }

    @MainActor func testWhatItDraws() async throws {
        let host = watch(try makeHost())
        host.pull(.top, by: 27)   // half its height
        assertSnapshot(of: host, as: .image(), named: "half")
        assertSnapshot(of: host, as: .trace, named: "half")
        assertSnapshot(of: host, as: .semantics, named: "half")   // state, pull in 10 % steps, labels shown
        assertSnapshot(of: makeHost, as: .filmstrip(of: .header), named: "header")   // pulled 0…150 %, then the refresh
    }
}
// snippet.end

// snippet.keys
extension DiscHeaderTests {
    /// Keys scroll animated, over `ScrollView.animatedScrollDuration` (0.33 s, ease-in-out) from the
    /// frame the press applies at (the next one): advance that long and two frames more (the press's
    /// frame, and the last one reaching 0.33 s) before asserting where the list is. An app inset (a 44-point bar over the list's
    /// top) is where the list rests: `contentOffset.y == -contentInset.top`, before and after a refresh.
    @MainActor func testKeysAndAnAppInset() async throws {
        let list = makeList()
        list.contentInset = EdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
        list.contentOffset = Point(x: 0, y: -44)   // as in UIKit, setting the inset does not move the content
        let host = watch(try RefreshTestHost(scrollView: list, size: Size(width: 320, height: 480)))
        let keyScroll = ScrollView.animatedScrollDuration + 2 / host.fps
        host.press("End")
        host.advance(seconds: keyScroll)
        XCTAssertEqual(list.contentOffset.y, list.maxContentOffset.y)   // the last row at the bottom
        host.press("Home")
        host.advance(seconds: keyScroll)
        XCTAssertEqual(list.contentOffset.y, -44)   // back at rest under the bar
        host.pull(.top, by: 80)
        host.release()
        XCTAssertTrue(host.settle())
        XCTAssertEqual(list.contentOffset.y, -44)   // the header's inset given back, the app's kept
        XCTAssertEqual(list.adjustedContentInset.top, 44)
    }
}
// snippet.end

// snippet.replay
extension DiscHeaderTests {
    /// A session recorded in the app (`RefreshWindow.startRecording(to:script:)` writes it) and
    /// committed beside the tests, played back against a fresh list frame by frame: each of its
    /// screenshots is compared with a golden.
    @MainActor func testARecordedSessionReplays() async throws {
        let sessions = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Sessions")
        let script = try ReplayScript(contentsOf: sessions.appendingPathComponent("pull-and-refresh.json").path)
        let host = watch(try RefreshTestHost(scrollView: makeList(), script: script))
        try host.run(script) { name, picture in
            assertSnapshot(of: picture, as: .image(scale: script.scale), named: name)
        }
        XCTAssertEqual((host.scrollView as? RowsList)?.loads, 1)
    }
}
// snippet.end

// snippet.variants
extension DiscHeaderTests {
    /// The header pulling in English, German and Japanese, light and dark, 320 and 390 points wide,
    /// on one labelled sheet (`makeHost` is called once per cell and put in the cell's variant).
    @MainActor func testItsVariants() async throws {
        assertSnapshot(
            of: makeHost, as: .variantMatrix(of: .header, languages: [.en, .de, .ja], themes: [.light, .dark]),
            named: "variants")
    }
}
// snippet.end

// snippet.animation
extension DiscHeaderTests {
    /// The pull, the refresh and the slide back as an animated golden (an APNG), compared frame by
    /// frame: the frame count, each frame's delay, each frame's pixels.
    @MainActor func testThePullAnimates() async throws {
        let host = watch(try makeHost())
        let capture = try host.recordAnimation(framesPerSecond: 10, scale: 0.5) { host in
            host.pull(.top, by: 80)
            host.release()
            host.advance(seconds: 2.5)   // 0.8 s of loading, the outcome shown, the slide back
        }
        assertSnapshot(of: capture, as: .animation(), named: "pull-refresh")
    }
}
// snippet.end

// snippet.hide
// Runs the tests when the snippet runs (in a test target `swift test` finds them by itself); the
// goldens are beside this file, as swift-snapshot-testing keeps them.
extension DiscHeaderTests: @unchecked Sendable {}
XCTMain([
    testCase([
        ("testAPullRefreshesOnce", asyncTest(DiscHeaderTests.testAPullRefreshesOnce)),
        ("testWhatItDraws", asyncTest(DiscHeaderTests.testWhatItDraws)),
        ("testARecordedSessionReplays", asyncTest(DiscHeaderTests.testARecordedSessionReplays)),
        ("testItsVariants", asyncTest(DiscHeaderTests.testItsVariants)),
        ("testThePullAnimates", asyncTest(DiscHeaderTests.testThePullAnimates)),
        ("testKeysAndAnAppInset", asyncTest(DiscHeaderTests.testKeysAndAnAppInset)),
    ])
])
