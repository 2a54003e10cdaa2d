import RefreshCore
import RefreshTestSupport
import RefreshTesting
import XCTest

/// `ScrollViewInputRouter` on a list nested in a scrolled container (no display: events are built
/// by hand): presses hit-test through the tree, drags, the wheel and the trackpad move the list with
/// the core's signs, and what is not the list's is left to the caller. Views are the main actor's:
/// XCTest runs tests on the main thread, and each test says so (`MainActor.assumeIsolated`), as
/// Linux's XCTest cannot call a `@MainActor` test method.
nonisolated final class ScrollViewInputRouterTests: XCTestCase {
    /// 100 rows of 60 pt.
    @MainActor private final class Rows: ListDataSource {
        func numberOfRows(in list: ListView) -> Int { 100 }
        func list(_ list: ListView, contentForRow row: Int) -> ListRowContent { ListRowContent(title: "\(row)") }
    }

    /// A list whose frame is (10, 20) in a container at (0, 100) with bounds scrolled by 50: the
    /// list's top-left corner is at window point (10, 70), its size 280×400.
    @MainActor
    private struct Fixture {
        let rows = Rows()
        let host: RefreshTestHost
        let list = ListView(frame: Rect(x: 10, y: 20, width: 280, height: 400))
        let router: ScrollViewInputRouter

        init() {
            let window = Window(
                frame: Rect(x: 0, y: 0, width: 300, height: 600), context: ViewContext(clock: ManualClock()))
            let container = View(frame: Rect(x: 0, y: 100, width: 300, height: 500))
            container.setBoundsOrigin(Point(x: 0, y: 50))
            window.addSubview(container)
            list.dataSource = rows
            list.reloadData()
            container.addSubview(list)
            // It throws only for fonts that cannot load.
            host = try! RefreshTestHost(root: window, scrollView: list, scale: 1, fps: 60, textRenderer: nil)
            host.recordsTrace = false
            host.frame(after: 1 / 60)   // the first frame, 1 / 60 s in
            router = ScrollViewInputRouter(scrollView: list)
        }
    }

    func testPressesAreHitTestedInWindowPoints() {
        MainActor.assumeIsolated {
            let f = Fixture(), router = f.router, list = f.list
            XCTAssertFalse(router.route(.pointerDown(Point(x: 9, y: 200), time: 0)), "left of the list")
            XCTAssertFalse(router.route(.pointerDown(Point(x: 100, y: 69), time: 0)), "above the list")
            XCTAssertFalse(router.route(.pointerDown(Point(x: 100, y: 470), time: 0)), "below the list (70 + 400)")
            XCTAssertFalse(list.isTracking)
            XCTAssertTrue(router.route(.pointerDown(Point(x: 10, y: 70), time: 0)), "the list's top-left corner")
            XCTAssertTrue(list.isTracking)
        }
    }

    func testDragFollowsThePointerAndReleaseEndsIt() {
        MainActor.assumeIsolated {
            let f = Fixture(), router = f.router, list = f.list
            XCTAssertTrue(router.route(.pointerDown(Point(x: 100, y: 400), time: 0)))
            XCTAssertTrue(router.route(.pointerMoved(Point(x: 100, y: 300), time: 0.1)))
            XCTAssertEqual(list.contentOffset.y, 100, "the content follows a drag 1:1 inside its range")
            XCTAssertTrue(list.isDragging)
            XCTAssertTrue(router.route(.pointerUp(Point(x: 100, y: 300), time: 0.2)))
            XCTAssertFalse(list.isTracking)
            XCTAssertFalse(
                router.route(.pointerMoved(Point(x: 100, y: 200), time: 0.3)), "no touch of the list is down")
            XCTAssertFalse(router.route(.pointerUp(Point(x: 100, y: 200), time: 0.3)))
        }
    }

    func testCancelEndsTheTouch() {
        MainActor.assumeIsolated {
            let f = Fixture(), router = f.router, list = f.list
            router.route(.pointerDown(Point(x: 100, y: 400), time: 0))
            router.route(.pointerMoved(Point(x: 100, y: 350), time: 0.1))
            XCTAssertTrue(router.route(.pointerCancelled(time: 0.2)))
            XCTAssertFalse(list.isTracking)
            XCTAssertFalse(router.route(.pointerCancelled(time: 0.3)))
        }
    }

    func testWheelScrollsByLinesTowardTheBottomForNegativeDeltas() {
        MainActor.assumeIsolated {
            let f = Fixture(), router = f.router, list = f.list
            XCTAssertTrue(router.route(.wheel(dx: 0, dy: -2)))
            XCTAssertEqual(list.contentOffset.y, 2 * ScrollViewInputRouter.pointsPerWheelLine)
            router.route(.wheel(dx: 0, dy: 1))
            XCTAssertEqual(list.contentOffset.y, ScrollViewInputRouter.pointsPerWheelLine)
        }
    }

    func testTrackpadScrollsByPointsWithTheWheelsSign() {
        MainActor.assumeIsolated {
            let f = Fixture(), router = f.router, list = f.list
            XCTAssertTrue(router.route(.trackpad(dx: 0, dy: -25, time: 0)))
            XCTAssertEqual(list.contentOffset.y, 25)
            XCTAssertTrue(list.isTrackpadScrolling)
        }
    }

    func testWhatIsNotTheListsIsLeftToTheCaller() {
        MainActor.assumeIsolated {
            let f = Fixture(), router = f.router, list = f.list
            for event: InputEvent in [.quit, .key("Q"), .resized, .exposed, .other] {
                XCTAssertFalse(router.route(event), "\(event)")
            }
            XCTAssertEqual(list.contentOffset, .zero)
            XCTAssertFalse(list.isTracking)
        }
    }

    @MainActor func testHomeEndAndPageKeysScrollAnimated() async throws {
        let f = Fixture(), router = f.router, list = f.list
        let end = list.maxContentOffset.y
        XCTAssertTrue(router.route(.key("End")))
        XCTAssertEqual(list.presentationContentOffset.y, 0, "animated: nothing moves before a frame")
        f.host.advance(seconds: 0.2)
        XCTAssertGreaterThan(list.presentationContentOffset.y, 0)
        XCTAssertLessThan(list.presentationContentOffset.y, end, "still on its way after 0.2 s")
        f.host.advance(seconds: 0.3)
        XCTAssertEqual(list.presentationContentOffset.y, end, accuracy: 0.001)
        XCTAssertTrue(router.route(.key("PageUp")))
        f.host.advance(seconds: 0.5)
        XCTAssertEqual(list.contentOffset.y, end - 400, accuracy: 0.001, "one page: the list's height")
        XCTAssertTrue(router.route(.key("PageDown", isRepeat: true)), "page keys repeat")
        f.host.advance(seconds: 0.5)
        XCTAssertEqual(list.contentOffset.y, end, accuracy: 0.001, "never past the end")
        XCTAssertFalse(router.route(.key("Home", isRepeat: true)), "Home does not repeat")
        XCTAssertFalse(router.route(.key("Home", modifiers: .alt)), "Alt+Home is the app's")
        XCTAssertTrue(router.route(.key("Home")))
        f.host.advance(seconds: 0.5)
        XCTAssertEqual(list.contentOffset.y, 0, accuracy: 0.001)
    }

    @MainActor func testF5AndControlRBeginTheHeadersRefresh() async throws {
        let f = Fixture(), router = f.router, list = f.list
        XCTAssertFalse(router.route(.key("F5")), "no header: nothing to refresh")
        let header = NormalHeader()
        var calls = 0
        header.refreshingHandler = { calls += 1 }
        list.refreshHeader = header
        XCTAssertFalse(router.route(.key("R")), "R alone is the app's")
        XCTAssertFalse(router.route(.key("F5", isRepeat: true)), "a held F5 refreshes once")
        XCTAssertTrue(router.route(.key("F5")))
        f.host.advance(seconds: 0.5)
        XCTAssertEqual(header.state, .refreshing)
        XCTAssertEqual(calls, 1)
        header.endRefreshing()
        f.host.advance(seconds: 0.5)
        XCTAssertTrue(router.route(.key("R", modifiers: .control)))
        f.host.advance(seconds: 0.5)
        XCTAssertEqual(calls, 2)
        XCTAssertFalse(router.route(.key("R", modifiers: [.control, .alt])))
    }
}
