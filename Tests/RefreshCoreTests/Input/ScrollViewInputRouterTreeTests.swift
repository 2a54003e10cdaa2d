import RefreshCore
import RefreshTestSupport
import RefreshTesting
import XCTest

/// `ScrollViewInputRouter(root:)` over two lists side by side (no display: events are built by
/// hand): a press goes to the list under it and focuses it, a drag stays with the list it began in,
/// keys go to the focused list only, the wheel and the trackpad to the list under the pointer
/// (hovered, pressed or moved; the focused one while that is unknown) without moving the focus, Tab
/// and Shift+Tab move the focus, and the focus lives in the root (`View+Focus`).
nonisolated final class ScrollViewInputRouterTreeTests: XCTestCase {
    /// 100 rows of 60 pt.
    @MainActor private final class Rows: ListDataSource {
        func numberOfRows(in list: ListView) -> Int { 100 }
        func list(_ list: ListView, contentForRow row: Int) -> ListRowContent { ListRowContent(title: "\(row)") }
    }

    /// A 400×600 window holding a left list (0…200) and a right list (200…400), both 600 high.
    @MainActor
    private struct Fixture {
        let rows = Rows()
        let window = Window(
            frame: Rect(x: 0, y: 0, width: 400, height: 600), context: ViewContext(clock: ManualClock()))
        let left = ListView(frame: Rect(x: 0, y: 0, width: 200, height: 600))
        let right = ListView(frame: Rect(x: 200, y: 0, width: 200, height: 600))
        let router: ScrollViewInputRouter

        init() {
            for list in [left, right] {
                list.dataSource = rows
                list.reloadData()
                window.addSubview(list)
            }
            router = ScrollViewInputRouter(root: window)
        }

        /// Runs the tree's frames until `seconds` have passed.
        func run(_ seconds: Double) {
            let clock = window.context.clock as! ManualClock
            for _ in 0..<Int(seconds * 60) {
                clock.set(clock.now + 1 / 60)
                window.tick()
            }
        }
    }

    func testTheFirstListHasTheFocusAndTheRingShows() {
        MainActor.assumeIsolated {
            let f = Fixture()
            XCTAssertTrue(f.router.scrollView === f.left)
            XCTAssertTrue(f.window.focusedScrollView === f.left)
            XCTAssertTrue(f.window.showsFocusRing, "two lists can take the focus")
            f.right.isHidden = true
            XCTAssertFalse(f.window.showsFocusRing, "one visible list: no ring")
        }
    }

    func testAPressGoesToTheListUnderItAndFocusesIt() {
        MainActor.assumeIsolated {
            let f = Fixture()
            XCTAssertTrue(f.router.scrollView(at: Point(x: 199, y: 10)) === f.left)
            XCTAssertTrue(f.router.scrollView(at: Point(x: 200, y: 10)) === f.right)
            XCTAssertNil(f.router.scrollView(at: Point(x: 401, y: 10)))
            XCTAssertTrue(f.router.route(.pointerDown(Point(x: 300, y: 300), time: 0)))
            XCTAssertTrue(f.right.isTracking)
            XCTAssertFalse(f.left.isTracking)
            XCTAssertTrue(f.router.scrollView === f.right, "a click focuses")
            XCTAssertFalse(f.router.route(.pointerDown(Point(x: 450, y: 300), time: 0.1)), "outside both")
            XCTAssertTrue(f.router.scrollView === f.right, "a press outside every list keeps the focus")
        }
    }

    func testADragThatMovesOverTheOtherListStaysWithTheFirst() {
        MainActor.assumeIsolated {
            let f = Fixture()
            f.router.route(.pointerDown(Point(x: 100, y: 500), time: 0))
            XCTAssertTrue(f.router.route(.pointerMoved(Point(x: 300, y: 400), time: 0.1)), "over the right list")
            XCTAssertEqual(f.left.contentOffset.y, 100, "the left list follows the finger")
            XCTAssertEqual(f.right.contentOffset.y, 0)
            XCTAssertFalse(f.right.isTracking)
            XCTAssertTrue(f.router.route(.pointerUp(Point(x: 300, y: 400), time: 0.2)))
            XCTAssertFalse(f.left.isTracking)
            XCTAssertTrue(f.router.scrollView === f.left)
        }
    }

    func testKeysTheWheelAndTheTrackpadGoToTheFocusedListOnly() {
        MainActor.assumeIsolated {
            let f = Fixture()
            f.router.route(.pointerDown(Point(x: 300, y: 300), time: 0))
            f.router.route(.pointerUp(Point(x: 300, y: 300), time: 0.05))
            XCTAssertTrue(f.router.route(.key("End")))
            f.run(1)
            XCTAssertEqual(f.right.contentOffset.y, f.right.maxContentOffset.y, "End scrolled the focused list")
            XCTAssertEqual(f.left.contentOffset.y, 0, "and not the other")
            f.router.route(.wheel(dx: 0, dy: 1))
            XCTAssertEqual(f.right.contentOffset.y, f.right.maxContentOffset.y - 40, "a wheel line up")
            XCTAssertEqual(f.left.contentOffset.y, 0)
        }
    }

    func testTheWheelAndTheTrackpadGoToTheListUnderThePointerAndLeaveTheFocus() {
        MainActor.assumeIsolated {
            let f = Fixture()
            f.router.route(.pointerDown(Point(x: 100, y: 300), time: 0))
            f.router.route(.pointerUp(Point(x: 100, y: 300), time: 0.05))
            XCTAssertFalse(f.router.route(.pointerHovered(Point(x: 300, y: 300), time: 0.1)), "a hover moves nothing")
            XCTAssertEqual(f.router.pointerLocation, Point(x: 300, y: 300))
            XCTAssertTrue(f.router.scrollViewUnderPointer === f.right)
            XCTAssertTrue(f.router.route(.wheel(dx: 0, dy: -2)))
            XCTAssertEqual(f.right.contentOffset.y, 80, "two wheel lines down the list under the pointer")
            XCTAssertEqual(f.left.contentOffset.y, 0)
            XCTAssertTrue(f.router.scrollView === f.left, "the focus stays where the click put it")
            XCTAssertTrue(f.router.route(.trackpad(dx: 0, dy: -30, time: 0.2)))
            XCTAssertEqual(f.right.contentOffset.y, 110, accuracy: 0.001, "the trackpad too")
            XCTAssertEqual(f.left.contentOffset.y, 0)
            XCTAssertTrue(f.router.route(.key("Home")))
            f.run(1)
            XCTAssertEqual(f.right.contentOffset.y, 110, accuracy: 0.001, "keys stay with the focused list")
            f.router.route(.pointerHovered(Point(x: 450, y: 300), time: 2))   // outside both lists
            f.router.route(.wheel(dx: 0, dy: -1))
            XCTAssertEqual(f.left.contentOffset.y, 40, "over no list: the focused one")
            XCTAssertEqual(f.right.contentOffset.y, 110, accuracy: 0.001)
        }
    }

    func testWithoutAKnownPointerTheWheelGoesToTheFocusedList() {
        MainActor.assumeIsolated {
            let f = Fixture()
            f.router.route(.key("Tab"))
            XCTAssertNil(f.router.pointerLocation)
            f.router.route(.wheel(dx: 0, dy: -1))
            XCTAssertEqual(f.right.contentOffset.y, 40, "the focused list")
            XCTAssertEqual(f.left.contentOffset.y, 0)
            let single = ScrollViewInputRouter(scrollView: f.left)
            single.route(.pointerHovered(Point(x: 300, y: 300), time: 0))   // over the other list
            single.route(.wheel(dx: 0, dy: -1))
            XCTAssertEqual(f.left.contentOffset.y, 40, "one scroll view's router drives it wherever the pointer is")
        }
    }

    func testHoverAndWheelReplayAsTheyWereRouted() {
        MainActor.assumeIsolated {
            let events: [InputEvent] = [
                .pointerDown(Point(x: 100, y: 300), time: 0), .pointerUp(Point(x: 100, y: 300), time: 0.05),
                .pointerHovered(Point(x: 250, y: 200), time: 0.1), .pointerHovered(Point(x: 300, y: 250), time: 0.15),
                .wheel(dx: 0, dy: -3), .key("End"), .pointerHovered(Point(x: 50, y: 50), time: 0.3),
                .trackpad(dx: 0, dy: -25, time: 0.35), .wheel(dx: 0, dy: 1),
            ]
            let live = Fixture(), replayed = Fixture()
            var liveTrace: [[Double]] = [], replayTrace: [[Double]] = []
            for (i, event) in events.enumerated() {
                live.router.route(event)
                let step = ReplayStep(recording: event)
                XCTAssertNotNil(step, "\(event) is recorded")
                let again = step.flatMap { InputEvent($0, time: event.time ?? Double(i), pointer: .zero) }
                XCTAssertEqual(again?.location, event.location)
                if let again { replayed.router.route(again) }
                for (f, trace) in [(live, 0), (replayed, 1)] {
                    let row = [f.left.contentOffset.y, f.right.contentOffset.y, f.router.scrollView === f.left ? 0 : 1]
                    if trace == 0 { liveTrace.append(row) } else { replayTrace.append(row) }
                }
            }
            XCTAssertEqual(replayTrace, liveTrace)
            XCTAssertEqual(liveTrace.last?[2], 0, "the focus never left the clicked list")
            XCTAssertEqual(liveTrace[4], [0, 120, 0], "three lines down the hovered right list")
        }
    }

    func testTabAndShiftTabCycleTheFocus() {
        MainActor.assumeIsolated {
            let f = Fixture()
            XCTAssertTrue(f.router.route(.key("Tab")))
            XCTAssertTrue(f.router.scrollView === f.right)
            XCTAssertTrue(f.router.route(.key("Tab")))
            XCTAssertTrue(f.router.scrollView === f.left, "round from the last to the first")
            XCTAssertTrue(f.router.route(.key("Tab", modifiers: .shift)))
            XCTAssertTrue(f.router.scrollView === f.right, "Shift+Tab goes back")
            f.router.cyclesFocusWithTab = false
            XCTAssertFalse(f.router.route(.key("Tab")), "the app keeps Tab")
            XCTAssertTrue(f.router.scrollView === f.right)
        }
    }

    func testTabIsNotTheRoutersForOneScrollView() {
        MainActor.assumeIsolated {
            let f = Fixture()
            let single = ScrollViewInputRouter(scrollView: f.left)
            XCTAssertFalse(single.route(.key("Tab")))
            f.right.isHidden = true
            XCTAssertFalse(f.router.route(.key("Tab")), "one visible list: nothing to move to")
        }
    }

    func testShiftTabIsItsOwnStepBothWays() {
        MainActor.assumeIsolated {
            let event = InputEvent.key("Tab", modifiers: .shift)
            XCTAssertEqual(event.plainKey, "Shift+Tab")
            XCTAssertEqual(ReplayStep(recording: event), .key("Shift+Tab"))
            XCTAssertEqual(InputEvent(.key("Shift+Tab"), time: 0, pointer: .zero), event)
            XCTAssertEqual(InputEvent.key("Tab").plainKey, "Tab")
        }
    }

    func testFocusingAViewOutsideTheTreeIsRefused() {
        MainActor.assumeIsolated {
            let f = Fixture()
            let stranger = ListView(frame: Rect(x: 0, y: 0, width: 10, height: 10))
            XCTAssertFalse(f.window.focus(stranger))
            XCTAssertTrue(f.window.focusedScrollView === f.left)
            f.window.focus(f.right)
            f.right.removeFromSuperview()
            XCTAssertTrue(f.router.scrollView === f.left, "a focused list that leaves gives the focus back")
        }
    }

    func testAScrollViewInsideAnotherIsNotFocusable() {
        MainActor.assumeIsolated {
            let f = Fixture()
            let carousel = ScrollView(frame: Rect(x: 0, y: 0, width: 200, height: 100))
            f.left.addSubview(carousel)
            XCTAssertEqual(f.window.focusableScrollViews.count, 2)
            XCTAssertTrue(f.router.scrollView(at: Point(x: 50, y: 50)) === f.left, "the row's list takes the press")
        }
    }
}
