import RefreshTestSupport
import RefreshTesting
import XCTest

@testable import RefreshCore

/// A list whose rows 1, 4, 7… are carousels (150 pt high) of `cards` cards 120 pt wide.
@MainActor final class CarouselSource: ListCarouselSource, ListRowHeightSource, GridDataSource {
    var rows = 40
    var cards = 10
    func numberOfRows(in list: ListView) -> Int { rows }
    func list(_ list: ListView, contentForRow row: Int) -> ListRowContent { ListRowContent(title: "Row \(row)") }
    func list(_ list: ListView, heightForRow row: Int) -> Double { row % 3 == 1 ? 150 : 60 }
    func list(_ list: ListView, carouselKeyForRow row: Int) -> Int? { row % 3 == 1 ? row : nil }
    func list(_ list: ListView, configure carousel: CarouselView, forRow row: Int) {
        carousel.dataSource = self
        carousel.itemSize = Size(width: 120, height: 134)
    }
    func numberOfItems(in grid: GridView) -> Int { cards }
    func grid(_ grid: GridView, contentForItem item: Int) -> ListRowContent { ListRowContent(title: "Card \(item)") }
}

/// Nested scroll views (`ScrollView+Nesting`): a drag on a carousel in a list decides its axis
/// once past the touch slop; the trackpad and a sideways wheel follow the same rule; the
/// directional lock of a scroll view that scrolls both ways; a carousel's offset kept per row.
nonisolated final class ScrollViewNestingTests: XCTestCase {
    /// A list filling a 390×844 window with carousel rows; row 1's carousel spans y 60…210.
    @MainActor func makeList(header: Bool = false) throws -> (RefreshTestHost, ListView, CarouselSource) {
        let source = CarouselSource()
        let (host, list) = try RefreshTestHost.core { (window: Window) -> ListView in
            let list = ListView(frame: window.bounds)
            list.dataSource = source
            if header { list.refreshHeader = NormalHeader() }
            window.addSubview(list)
            list.reloadData()
            return list
        }
        host.advance()
        return (host, list, source)
    }

    @MainActor func carousel(_ list: ListView, row: Int = 1) throws -> CarouselView {
        try XCTUnwrap(list.cell(forRow: row)?.carousel, "row \(row) shows a carousel")
    }

    /// Drags from `from` by `by` in `steps` one-frame moves, then holds still and releases.
    @MainActor func drag(_ host: RefreshTestHost, from: Point, by: Point, steps: Int = 10, release: Bool = true) {
        host.perform(.timed(.down(from), t: host.now))
        for i in 1...steps {
            let f = Double(i) / Double(steps)
            host.perform(.move(Point(x: from.x + by.x * f, y: from.y + by.y * f), duration: 0))
            host.advance()
        }
        if release {
            host.frame(after: 0.2)
            host.perform(.timed(.up, t: host.now))
        }
    }

    @MainActor func testAMostlyHorizontalDragMovesTheCarouselAndNeverTheList() async throws {
        let (host, list, source) = try makeList()
        defer { withExtendedLifetime(source) {} }   // the list holds its data source weakly
        let c = try carousel(list)
        drag(host, from: Point(x: 300, y: 135), by: Point(x: -200, y: 60), release: false)
        XCTAssertTrue(c.isDragging, "the carousel drags")
        XCTAssertFalse(list.isDragging, "the list never drags")
        XCTAssertEqual(list.contentOffset, .zero, "the list stays where it was")
        XCTAssertIdentical(list.nestedTouchTarget, c)
        // Decided at the first move (20 pt, past the 10 pt slop), from where the touch was then.
        XCTAssertEqual(c.contentOffset.x, 180, accuracy: 0.001, "1:1 from the decision, no jump")
        XCTAssertEqual(c.contentOffset.y, c.minContentOffset.y, "the carousel moves only sideways")
        host.frame(after: 0.2)
        host.perform(.timed(.up, t: host.now))
        XCTAssertTrue(host.settle())
        XCTAssertEqual(c.contentOffset.x, 180, accuracy: 0.001, "held still before the release: no momentum")
        XCTAssertNil(list.nestedTouchTarget)
    }

    @MainActor func testAMostlyVerticalDragMovesTheListAndLeavesTheCarouselStill() async throws {
        let (host, list, source) = try makeList()
        defer { withExtendedLifetime(source) {} }   // the list holds its data source weakly
        list.contentOffset = Point(x: 0, y: 40)
        host.advance()
        let c = try carousel(list)
        drag(host, from: Point(x: 200, y: 130), by: Point(x: 60, y: -200), release: false)
        XCTAssertTrue(list.isDragging)
        XCTAssertFalse(c.isDragging)
        XCTAssertFalse(c.isTracking, "the carousel let go when the list took the drag")
        XCTAssertEqual(c.contentOffset.x, c.minContentOffset.x, "the carousel stays still")
        // Decided at the first move (20 pt up): the list follows the remaining 180 pt, no jump.
        XCTAssertEqual(list.contentOffset.y, 40 + 180, accuracy: 0.001)
        XCTAssertEqual(list.contentOffset.x, 0, "the list moves only up and down")
    }

    @MainActor func testAnExactDiagonalIsTheLists() async throws {
        let (host, list, source) = try makeList()
        defer { withExtendedLifetime(source) {} }   // the list holds its data source weakly
        list.contentOffset = Point(x: 0, y: 40)
        host.advance()
        let c = try carousel(list)
        drag(host, from: Point(x: 300, y: 130), by: Point(x: -100, y: -100), release: false)
        XCTAssertTrue(list.isDragging, "45°: not mostly horizontal, so the outer list's, as in UIKit")
        XCTAssertEqual(c.contentOffset.x, c.minContentOffset.x)
    }

    @MainActor func testInsideTheSlopNothingMoves() async throws {
        let (host, list, source) = try makeList()
        defer { withExtendedLifetime(source) {} }   // the list holds its data source weakly
        let c = try carousel(list)
        drag(host, from: Point(x: 300, y: 135), by: Point(x: -6, y: 5), steps: 3, release: false)
        XCTAssertEqual(list.contentOffset, .zero)
        XCTAssertEqual(c.contentOffset.x, c.minContentOffset.x)
        XCTAssertFalse(list.isDragging)
        XCTAssertFalse(c.isDragging)
        XCTAssertEqual(DirectionalLock.touchSlop, 10, "UIKit's hysteresis, about 10 pt")
        host.perform(.timed(.up, t: host.now))
        XCTAssertFalse(list.isTracking)
        XCTAssertFalse(c.isTracking, "the release ends the carousel's touch too")
    }

    @MainActor func testAHorizontalDragOnACarouselAtTheTopNeverMovesTheHeaderOffIdle() async throws {
        let (host, list, source) = try makeList(header: true)
        defer { withExtendedLifetime(source) {} }   // the list holds its data source weakly
        let header = try XCTUnwrap(list.refreshHeader)
        let c = try carousel(list)
        var states: Set<RefreshState> = [header.state]
        host.perform(.timed(.down(Point(x: 350, y: 100)), t: host.now))
        for i in 1...20 {
            // Sideways and a good deal downward: a pull, were it the list's.
            host.perform(.move(Point(x: 350 - Double(i) * 15, y: 100 + Double(i) * 9), duration: 0))
            host.advance()
            states.insert(header.state)
        }
        host.perform(.timed(.up, t: host.now))
        XCTAssertTrue(host.settle())
        states.insert(header.state)
        XCTAssertEqual(states, [.idle], "the header never left idle")
        XCTAssertEqual(header.pullingPercent, 0)
        XCTAssertEqual(list.contentOffset.y, list.minContentOffset.y)
        XCTAssertGreaterThan(c.contentOffset.x, 200, "the carousel took the drag, momentum included")
        XCTAssertLessThanOrEqual(c.contentOffset.x, c.maxContentOffset.x, "and rests inside its range")
    }

    @MainActor func testATouchOnAMovingCarouselCatchesIt() async throws {
        let (host, list, source) = try makeList()
        defer { withExtendedLifetime(source) {} }   // the list holds its data source weakly
        let c = try carousel(list)
        host.perform(.timed(.down(Point(x: 350, y: 135)), t: host.now))
        host.perform(.move(Point(x: 100, y: 135), duration: 0.05))
        host.perform(.timed(.up, t: host.now))
        host.advance(frames: 3)
        XCTAssertTrue(c.isDecelerating, "a fling leaves the carousel moving")
        host.perform(.timed(.down(Point(x: 200, y: 135)), t: host.now))
        host.advance()
        XCTAssertFalse(c.isDecelerating, "a touch on it stops it, as UIKit's does")
        XCTAssertEqual(list.contentOffset, .zero)
    }

    @MainActor func testDirectionalLockKeepsAMostlyHorizontalDragOnItsAxis() async throws {
        for locked in [false, true] {
            let host = try RefreshTestHost.core()
            let sv = host.scrollView
            sv.contentSize = Size(width: 2000, height: 5000)
            sv.contentOffset = Point(x: 500, y: 500)
            sv.isDirectionalLockEnabled = locked
            drag(host, from: Point(x: 300, y: 400), by: Point(x: -150, y: -40), release: false)
            if locked {
                XCTAssertEqual(sv.contentOffset.y, 500, "locked: the vertical travel moves nothing")
                // Decided at the first move past the slop (15, 4 pt): 135 pt sideways after it.
                XCTAssertEqual(sv.contentOffset.x, 635, accuracy: 0.001)
            } else {
                XCTAssertEqual(sv.contentOffset, Point(x: 650, y: 540), "unlocked: both axes follow")
            }
        }
    }

    @MainActor func testDirectionalLockLeavesADiagonalDragFree() async throws {
        let host = try RefreshTestHost.core()
        let sv = host.scrollView
        sv.contentSize = Size(width: 2000, height: 5000)
        sv.contentOffset = Point(x: 500, y: 500)
        sv.isDirectionalLockEnabled = true
        drag(host, from: Point(x: 300, y: 400), by: Point(x: -100, y: -80), release: false)
        XCTAssertGreaterThan(sv.contentOffset.x, 560, "a diagonal drag moves sideways")
        XCTAssertGreaterThan(sv.contentOffset.y, 550, "and up and down")
        XCTAssertEqual(DirectionalLock.lockedAxis(Point(x: 20, y: 9)), .horizontal)
        XCTAssertNil(DirectionalLock.lockedAxis(Point(x: 20, y: 11)))
        XCTAssertEqual(DirectionalLock.lockedAxis(Point(x: 4, y: -30)), .vertical)
    }

    @MainActor func testDirectionalLockHoldsTheMomentumToo() async throws {
        let host = try RefreshTestHost.core()
        let sv = host.scrollView
        sv.contentSize = Size(width: 4000, height: 5000)
        sv.contentOffset = Point(x: 1500, y: 1500)
        sv.isDirectionalLockEnabled = true
        host.perform(.timed(.down(Point(x: 300, y: 400)), t: host.now))
        host.perform(.move(Point(x: 100, y: 380), duration: 0.05))
        host.perform(.move(Point(x: 60, y: 340), duration: 0.02))
        host.perform(.timed(.up, t: host.now))
        XCTAssertTrue(host.settle())
        XCTAssertEqual(sv.contentOffset.y, 1500, "a horizontal fling never drifts vertically")
        XCTAssertGreaterThan(sv.contentOffset.x, 1800)
    }

    @MainActor func testTheTrackpadDecidesOncePerGesture() async throws {
        let (host, list, source) = try makeList()
        defer { withExtendedLifetime(source) {} }   // the list holds its data source weakly
        let c = try carousel(list)
        host.perform(.timed(.down(Point(x: 200, y: 135)), t: host.now))
        host.perform(.timed(.up, t: host.now))   // the pointer is over the carousel
        for _ in 0..<5 {
            host.perform(.trackpad(dx: 20, dy: -3))   // mostly sideways
            host.advance()
        }
        XCTAssertEqual(c.contentOffset.x, 100, accuracy: 0.001, "the carousel takes the sideways part")
        XCTAssertEqual(list.contentOffset, .zero, "the list never moves in that gesture")
        host.perform(.trackpad(dx: 0, dy: -30))   // the same gesture turns vertical: still the carousel's
        host.advance()
        XCTAssertEqual(list.contentOffset, .zero)
        XCTAssertTrue(host.settle())
        XCTAssertEqual(c.contentOffset.x, 100, accuracy: 0.001)
        for _ in 0..<3 {
            host.perform(.trackpad(dx: 4, dy: -20))   // a new gesture, mostly vertical
            host.advance()
        }
        XCTAssertEqual(list.contentOffset.y, 60, accuracy: 0.001, "the list takes a vertical gesture")
        XCTAssertEqual(c.contentOffset.x, 100, accuracy: 0.001, "and the carousel stays still")
    }

    @MainActor func testShiftWheelScrollsTheCarouselUnderThePointer() async throws {
        XCTAssertEqual(InputEvent.wheel(dx: 0, dy: -1, modifiers: .shift), .wheel(dx: 1, dy: 0))
        XCTAssertEqual(InputEvent.wheel(dx: 0, dy: 2, modifiers: [.shift, .control]), .wheel(dx: -2, dy: 0))
        XCTAssertEqual(InputEvent.wheel(dx: 0, dy: -1, modifiers: []), .wheel(dx: 0, dy: -1))
        XCTAssertEqual(InputEvent.wheel(dx: 1, dy: -1, modifiers: .shift), .wheel(dx: 1, dy: -1))
        let recorded = ReplayStep(recording: InputEvent.wheel(dx: 0, dy: -1, modifiers: .shift))
        XCTAssertEqual(recorded, .wheel(dx: 1, dy: 0), "a recording holds the sideways turn")
        XCTAssertEqual(recorded.flatMap { InputEvent($0, time: 0, pointer: .zero) }, .wheel(dx: 1, dy: 0))
        let (host, list, source) = try makeList()
        defer { withExtendedLifetime(source) {} }   // the list holds its data source weakly
        let c = try carousel(list)
        host.perform(.timed(.down(Point(x: 200, y: 135)), t: host.now))
        host.perform(.timed(.up, t: host.now))
        host.perform(.wheel(dx: 1, dy: 0))   // Shift+wheel down, as SDLEventSource delivers it
        host.advance()
        XCTAssertEqual(c.contentOffset.x, 40, "one wheel line sideways")
        XCTAssertEqual(list.contentOffset, .zero)
        host.perform(.wheel(dx: 0, dy: -1))   // a plain wheel over the carousel scrolls the list
        host.advance()
        XCTAssertEqual(list.contentOffset.y, 40)
        XCTAssertEqual(c.contentOffset.x, 40)
    }

    @MainActor func testTheWheelAndTheTrackpadFollowTheHoverToAnotherCarousel() async throws {
        let (host, list, source) = try makeList()
        defer { withExtendedLifetime(source) {} }   // the list holds its data source weakly
        let first = try carousel(list), second = try carousel(list, row: 4)   // y 60…210 and 330…480
        host.perform(.timed(.down(Point(x: 200, y: 135)), t: host.now))
        host.perform(.timed(.up, t: host.now))   // pressed on the first carousel
        host.perform(.hover(Point(x: 200, y: 400)))   // then the mouse moved over the second
        host.perform(.wheel(dx: 1, dy: 0))
        host.advance()
        XCTAssertEqual(second.contentOffset.x, 40, "the carousel under the pointer, not the one last pressed")
        XCTAssertEqual(first.contentOffset.x, 0)
        XCTAssertEqual(list.contentOffset, .zero)
        host.perform(.hover(Point(x: 200, y: 30)))   // over a plain row: no carousel under the pointer
        host.perform(.wheel(dx: 1, dy: 0))
        host.advance()
        XCTAssertEqual(second.contentOffset.x, 40, "a sideways wheel over no carousel moves none")
        XCTAssertEqual(first.contentOffset.x, 0)
        host.perform(.hover(Point(x: 200, y: 135)))
        for _ in 0..<3 {
            host.perform(.trackpad(dx: 20, dy: 0))
            host.advance()
        }
        XCTAssertEqual(first.contentOffset.x, 60, accuracy: 0.001, "the trackpad goes to the one under the pointer")
        XCTAssertEqual(second.contentOffset.x, 40)
        XCTAssertEqual(list.contentOffset, .zero)
    }

    @MainActor func testACarouselKeepsItsOffsetWhenItsCellIsReused() async throws {
        let (host, list, source) = try makeList()
        defer { withExtendedLifetime(source) {} }   // the list holds its data source weakly
        drag(host, from: Point(x: 300, y: 135), by: Point(x: -200, y: 0))
        XCTAssertTrue(host.settle())
        let swiped = try carousel(list).contentOffset.x
        XCTAssertEqual(swiped, 180, accuracy: 0.001)
        list.contentOffset = Point(x: 0, y: 3000)   // row 1 scrolls far off; its cell is reused
        host.advance()
        XCTAssertNil(list.cell(forRow: 1))
        XCTAssertEqual(list.savedCarouselOffset(forKey: 1), swiped)
        let others = list.visibleCarousels.map(\.contentOffset.x)
        XCTAssertFalse(others.isEmpty)
        XCTAssertTrue(others.allSatisfy { $0 == -8 || $0 == 0 }, "other carousels start at their start: \(others)")
        list.contentOffset = .zero
        host.advance()
        XCTAssertEqual(try carousel(list).contentOffset.x, swiped, "row 1 shows its carousel where it was left")
        XCTAssertEqual(try carousel(list, row: 4).contentOffset.x, try carousel(list, row: 4).minContentOffset.x)
    }
}
