import RefreshCore
import RefreshSDL
import XCTest

@testable import RefreshPlayground
@testable import RefreshPlaygroundCommands
@testable import RefreshPlaygroundWindow

/// Each invariant fires when the scene breaks it (by writing state the toolkit itself never
/// writes that way) and stays quiet when the scene is sound, so the soak cannot pass by not looking.
/// `finiteGeometry` and `insetNeverNegative` guard values the toolkit sanitizes where they are set
/// (views, scroll view and `setRefreshInset` clamp them); no public call can break them to test.
nonisolated final class InvariantCheckerTests: XCTestCase {
    /// Scenes and asset libraries made here read their files through the SDL layer, as the window's do.
    override class func setUp() {
        super.setUp()
        MainActor.assumeIsolated { SDLAssetDecoding.install() }
    }

    var scene: PlaygroundScene!
    var checker: InvariantChecker!
    @MainActor var frame = 0
    @MainActor var time = 0.0

    @MainActor func open(_ id: String, refreshDelay: Double? = nil) throws {
        var c = SceneConfiguration(exampleID: id)
        c.refreshDelay = .some(refreshDelay)
        scene = try PlaygroundScene(configuration: c)
        checker = InvariantChecker()
        frame = 0
        time = 0
    }

    /// Ticks `seconds` at 60 fps, checking after every frame; returns the names of the checks that fired.
    @discardableResult
    @MainActor func run(_ seconds: Double = 1 / 60) -> [String] {
        let before = checker.violations.count
        let n = max(1, Int((seconds * 60).rounded()))
        for _ in 0..<n {
            scene.tick(at: time)
            checker.check(scene, frame: frame, time: time)
            frame += 1
            time += 1 / 60
        }
        return Array(Set(checker.violations[before...].map(\.check))).sorted()
    }

    /// `pinnedBarStill`: quiet while the rows are dragged, rubber-band and refresh under the bar;
    /// fires for a bar moved off the scroll view's top, or whose inset is not its height.
    @MainActor func testAPinnedBarThatMovedOrLostItsInsetIsReported() async throws {
        try open("list.pinned-toolbar")
        XCTAssertEqual(run(0.2), [])
        scene.route(.pointerDown(Point(x: 200, y: 200), time: time))
        scene.route(.pointerMoved(Point(x: 200, y: 500), time: time + 0.2))
        XCTAssertEqual(run(0.2), [], "dragged past the top")
        scene.route(.pointerUp(Point(x: 200, y: 500), time: time))
        XCTAssertEqual(run(2), [], "refreshing and back")
        let bar = try XCTUnwrap(scene.scrollView.pinnedBar)
        bar.frame.origin.y = 30   // as if it rubber-banded with the rows
        checker.check(scene, frame: frame, time: time)
        XCTAssertEqual(checker.violations.last?.check, "pinnedBarStill")
        XCTAssertEqual(run(), [], "the bar is put back at the next frame")
        scene.scrollView.setRefreshInset(.zero, for: bar)
        XCTAssertEqual(run(), ["insetNotLeftBehind", "pinnedBarStill"])
    }

    @MainActor func testASoundSceneBreaksNothing() async throws {
        for id in ["header.normal", "footer.auto-normal", "footer.back-normal", "trailer.horizontal"] {
            try open(id)
            XCTAssertEqual(run(0.5), [], id)
            for target in scene.example.callTargets { scene.call(target, .beginRefreshing) }
            XCTAssertEqual(run(1), [], "\(id): refreshing (a second begin is ignored)")
            for target in scene.example.callTargets { scene.call(target, .endRefreshing) }
            XCTAssertEqual(run(1), [], id)
            checker.finish(scene, frame: frame, time: time)
            XCTAssertEqual(checker.violations, [], id)
        }
    }

    /// Esc, X and the timeout cancel without a violation (a cancel is an allowed end); a cancelled
    /// refresh that shows an outcome afterwards (a late completion that changed something) or
    /// leaves its inset behind breaks `cancelLeftNothing`; a new refresh ends the watch.
    @MainActor func testACancelLeavesNothingBehind() async throws {
        try open("header.cancel", refreshDelay: 4)
        let header = scene.component(.header)!
        scene.call(.header, .beginRefreshing)
        XCTAssertEqual(run(0.5), [])
        XCTAssertTrue(scene.key("Escape"))
        XCTAssertEqual(run(4), [], "cancelled by Esc; its completion at 4 s changes nothing")
        scene.key("O")
        scene.key("F5")
        XCTAssertEqual(run(2.5), [], "cancelled by its 2 s timeout, not ended by itself")
        XCTAssertEqual(header.lastCancelReason, .timeout)
        header.state = .finished   // what a late completion that got through would show
        XCTAssertEqual(run(), ["cancelLeftNothing"])
        XCTAssertTrue(checker.violations.last!.message.contains("shows an outcome"), checker.violations.last!.message)
        header.state = .idle
        scene.scrollView.setRefreshInset(EdgeInsets(top: 54), for: header)
        XCTAssertTrue(run().contains("cancelLeftNothing"))
        XCTAssertTrue(checker.violations.last!.message.contains("after a cancel (timeout)"))
        scene.scrollView.setRefreshInset(.zero, for: header)
        scene.call(.header, .beginRefreshing)
        XCTAssertEqual(run(0.5), [], "a new refresh is no longer the cancelled one's")
    }

    @MainActor func testAppInsetWrittenBehindTheAppsBack() async throws {
        try open("header.normal")
        scene.setInset(EdgeInsets(top: 20))
        XCTAssertEqual(run(), [], "the app's own change")
        scene.scrollView.contentInset = EdgeInsets(top: 7)
        XCTAssertEqual(run(), ["appInsetKept"])
        XCTAssertTrue(checker.violations.last!.message.contains("top 7"), checker.violations.last!.message)
    }

    @MainActor func testAControlInsetLeftBehind() async throws {
        try open("footer.auto-normal")
        XCTAssertEqual(run(), [], "an idle auto footer keeps its 44 pt at the bottom")
        scene.scrollView.setRefreshInset(EdgeInsets(top: 20), for: scene.component(.header)!)
        XCTAssertEqual(run(), ["insetNotLeftBehind"])
        XCTAssertTrue(
            checker.violations.last!.message.contains("header (idle) adds (top 20"), checker.violations.last!.message)
    }

    @MainActor func testPullingAtRest() async throws {
        try open("header.normal")
        scene.route(.pointerDown(Point(x: 100, y: 100), time: time))
        scene.route(.pointerMoved(Point(x: 100, y: 130), time: time))
        scene.component(.header)!.state = .pulling
        XCTAssertEqual(run(), [], "pulling while the finger is down")
        scene.route(.pointerCancelled(time: time))
        run(1)
        scene.component(.header)!.state = .pulling
        checker.check(scene, frame: frame, time: time)
        XCTAssertEqual(checker.violations.last?.check, "noPullingAtRest")
    }

    @MainActor func testTwoControlsRefreshingTogether() async throws {
        try open("footer.back-normal")
        scene.call(.header, .beginRefreshing)
        scene.call(.footer, .beginRefreshing)
        XCTAssertEqual(run(), [], "the toolkit refuses the second begin")
        scene.component(.footer)!.state = .refreshing   // behind the guard's back
        XCTAssertTrue(run().contains("oneRefreshAtATime"))
    }

    /// Issue 17 in `footer.auto-manual` (refresh delay 1 s): load 1 begins, the app ends it 0.3 s
    /// later, load 2 begins 0.3 s after that; load 1's completion comes at 1.5 s. The examples'
    /// old completion ended whatever refresh ran, so it ended load 2 after 0.4 s of its 1 s: the
    /// checker catches that; the examples' completion through their own `RefreshLoad` breaks nothing.
    @MainActor func testALateCompletionEndingANewerLoadIsCaught() async throws {
        for oldCompletion in [true, false] {
            try open("footer.auto-manual", refreshDelay: 1)
            let scene = self.scene!
            let footer = scene.component(.footer)!
            if oldCompletion {
                footer.refreshingHandler = { [unowned scene] in
                    let generation = footer.refreshGeneration
                    scene.context.scheduler.after(1) {
                        scene.attributingRefreshEnds(to: .completion(loadGeneration: generation)) {
                            guard footer.state == .refreshing else { return }
                            scene.insertRows(count: 5, atTop: false)
                            footer.endRefreshing()
                        }
                    }
                }
            }
            XCTAssertEqual(run(0.5), [])
            footer.beginRefreshing()   // load 1 (as a tap on the footer)
            XCTAssertEqual(run(0.3), [])
            scene.call(.footer, .endRefreshing)   // the app ends it
            XCTAssertEqual(run(0.3), [])
            footer.beginRefreshing()   // load 2
            XCTAssertEqual(run(0.3), [])
            XCTAssertEqual(footer.state, .refreshing)
            let late = run(0.2)   // load 1's completion comes at 1.5 s
            if oldCompletion {
                XCTAssertEqual(late, ["endedByItsOwnLoadOrACall"])
                XCTAssertEqual(footer.state, .idle, "the old completion ended load 2")
                let m = checker.violations.last!.message
                XCTAssertTrue(m.contains("ended at t ≈ 1.5") && m.contains("an earlier load's"), m)
            } else {
                XCTAssertEqual(late, [])
                XCTAssertEqual(footer.state, .refreshing, "load 2 runs its full second")
                XCTAssertEqual(run(0.6), [])
                XCTAssertEqual(footer.state, .idle, "load 2's own completion ended it")
                XCTAssertEqual(scene.scrollView.contentSize.height, 25 * 60, "only load 2 appended rows")
            }
        }
    }

    /// A refresh that ends outside any completion or call of the scene (as if the library ended it
    /// by itself) is caught too.
    @MainActor func testARefreshEndedByNoCompletionAndNoCallIsCaught() async throws {
        try open("footer.back-normal")
        scene.call(.header, .beginRefreshing)
        XCTAssertEqual(run(0.5), [])
        scene.component(.header)!.endRefreshing()   // behind the scene's back
        XCTAssertEqual(run(), ["endedByItsOwnLoadOrACall"])
        XCTAssertTrue(checker.violations.last!.message.contains("no completion of its own and no call"))
    }

    @MainActor func testAGapLeftUnfilled() async throws {
        try open("header.background")
        scene.route(.pointerDown(Point(x: 100, y: 100), time: time))
        scene.route(.pointerMoved(Point(x: 100, y: 400), time: time))
        XCTAssertEqual(run(0.2), [], "pulled: the fill follows the gap")
        let header = try XCTUnwrap(scene.component(.header) as? RefreshHeader)
        let fill = try XCTUnwrap(header.subviews.first)
        fill.frame = Rect(origin: .zero, size: header.frame.size)   // only the header, behind its back
        checker.check(scene, frame: frame, time: time)
        XCTAssertEqual(checker.violations.last?.check, "gapFillCoversGap")
        XCTAssertTrue(
            checker.violations.last!.message.contains("spans -54…0 but the gap is"), checker.violations.last!.message)
        XCTAssertEqual(run(), [], "the next frame places it again")
    }

    @MainActor func testContentAtRestOutsideTheRange() async throws {
        try open("header.normal")
        scene.scrollView.contentOffset = Point(x: 0, y: 50_000)
        XCTAssertEqual(run(), ["restInsideRange"])
    }

    @MainActor func testAHandlerRunTwiceInOneRefresh() async throws {
        try open("header.normal")
        scene.call(.header, .beginRefreshing)
        XCTAssertEqual(run(0.5), [], "one handler call after the begin animation")
        scene.component(.header)!.executeRefreshingCallback()
        XCTAssertEqual(run(), ["handlerAtMostOncePerRefresh"])
    }

    /// Begin, end, begin in one frame: two refreshes, one handler call each (the soak found the
    /// checker crediting both calls to the second one).
    @MainActor func testTwoRefreshesInOneFrameEachHaveTheirOwnCall() async throws {
        try open("footer.auto-normal")
        scene.call(.footer, .beginRefreshing)
        scene.call(.footer, .endRefreshing)
        scene.call(.footer, .beginRefreshing)
        XCTAssertEqual(scene.component(.footer)!.handlerCallCount, 2)
        XCTAssertEqual(run(1), [])
        scene.component(.footer)!.executeRefreshingCallback()
        XCTAssertEqual(run(), ["handlerAtMostOncePerRefresh"], "a third call is one too many for two refreshes")
    }

    @MainActor func testARefreshBegunInTheFirstFrameIsCreditedWithItsHandler() async throws {
        try open("footer.auto-normal")
        scene.call(.footer, .beginRefreshing)   // an auto footer runs its handler at once
        XCTAssertEqual(run(1), [])
    }

    @MainActor func testSettledAtEndWithARefreshStillRunning() async throws {
        try open("header.normal")
        scene.call(.header, .beginRefreshing)
        run(1)
        checker.finish(scene, frame: frame, time: time)
        XCTAssertEqual(checker.violations.map(\.check), ["settledAtEnd"])
        XCTAssertTrue(
            checker.violations[0].description.contains("in header.normal: settledAtEnd: header still refreshing"),
            checker.violations[0].description)
    }

    @MainActor func testCustomChecksAndDisabledChecks() async throws {
        try open("header.normal")
        checker = InvariantChecker(enabled: [.appInsetKept], custom: [CustomSoakCheck(name: "always") { _ in "fired" }])
        scene.scrollView.contentOffset = Point(x: 0, y: 50_000)
        XCTAssertEqual(run(), ["always"], "restInsideRange is off")
    }

    // MARK: The refresh tracker alone

    /// A control that refreshes without ever running its handler (the base class has no begin
    /// animation to run it) is caught once its begin animation's time and two frames have passed.
    @MainActor func testARefreshThatNeverRunsItsHandler() async {
        let c = RefreshComponent()
        var tracker = RefreshEpisodeTracker()
        c.state = .refreshing
        var fired: [SoakCheck] = []
        for i in 0..<30 {
            if let (check, _) = tracker.check(c, time: Double(i) / 60, frameDuration: 1 / 60) { fired.append(check) }
        }
        XCTAssertEqual(fired.first, .handlerReachedPerRefresh)
        XCTAssertEqual(fired.count, 30 - 18, "from the frame after 0.25 s + 2 frames on")
    }

    /// A refresh that only shows the app's own load (`showRefreshing()`) has no handler to run:
    /// it is never reported, however long it lasts, and it runs none.
    @MainActor func testAShowOnlyRefreshNeedsNoHandler() async {
        let c = RefreshComponent()
        var tracker = RefreshEpisodeTracker()
        c.showRefreshing()
        XCTAssertEqual(c.state, .willRefresh, "off-window")
        c.state = .refreshing
        for i in 0..<60 {
            if let (check, message) = tracker.check(c, time: Double(i) / 60, frameDuration: 1 / 60) {
                XCTFail("\(check): \(message)")
            }
        }
        XCTAssertEqual(c.handlerCallCount, 0)
    }

    /// Between two frames a refresh ended and another began: two handler calls are possible (the
    /// old one's and the new one's), three are not.
    @MainActor func testHandlerCallsBoundedBetweenFrames() async {
        let c = RefreshComponent()
        var tracker = RefreshEpisodeTracker()
        c.state = .refreshing
        XCTAssertNil(tracker.check(c, time: 0, frameDuration: 1 / 60))
        c.state = .idle
        c.state = .refreshing
        c.executeRefreshingCallback()
        c.executeRefreshingCallback()
        XCTAssertNil(tracker.check(c, time: 1 / 60, frameDuration: 1 / 60))
        c.state = .idle
        c.state = .refreshing
        for _ in 0..<3 { c.executeRefreshingCallback() }
        XCTAssertEqual(tracker.check(c, time: 2 / 60, frameDuration: 1 / 60)?.0, .handlerAtMostOncePerRefresh)
    }
}
