import RefreshCore
import RefreshTestSupport
import XCTest

@testable import RefreshPlayground

/// `list.carousels` in a 390×600 viewport: rows 1, 4, 7… are carousels 150 pt high (the first,
/// "Carousel 2", spans y 60…210 at rest and has the trailer). Its trace lists the carousels on
/// screen (`"carousels"`), and golden screenshots show them at rest, mid-swipe, with the trailer
/// pulled, and still while the header is pulled.
nonisolated final class ListCarouselsTests: XCTestCase {
    let viewport = Size(width: 390, height: 600)

    /// Finger travel past the touch slop that shows `shown` points past the carousel's end.
    @MainActor func finger(_ shown: Double) -> Double {
        RubberBand.distance(for: shown, dimension: 390) + DirectionalLock.touchSlop + 4
    }

    /// The wheel turned sideways (Shift+wheel as the window delivers it) far enough to reach the
    /// first carousel's end, after a press on it (the pointer is over it).
    let toTheEnd: [ReplayStep] = [.down(Point(x: 200, y: 135)), .up, .wheel(dx: 30, dy: 0), .wait(seconds: 0.1)]

    @MainActor func testTheTraceListsTheCarouselsAndASwipeNeverPullsTheHeader() async throws {
        let replayed = try replay(
            "list.carousels", viewport: viewport,
            steps: [
                .wait(seconds: 0.05),
                .down(Point(x: 330, y: 120)),
                // Sideways and downward: it would pull the header, were it the list's.
                .move(Point(x: 110, y: 200), duration: 0.3),
                .up,
                .wait(seconds: 2),
            ])
        let trace = replayed.trace
        let first = try XCTUnwrap(trace.first?.raw["carousels"] as? [[String: Any]])
        XCTAssertEqual(first.count, 2, "two carousels on screen at rest: rows 1 and 4")
        XCTAssertEqual(first.map { ($0["top"] as! NSNumber).doubleValue }, [60, 330])
        XCTAssertEqual(first.map { ($0["height"] as! NSNumber).doubleValue }, [150, 150])
        XCTAssertEqual(first.map { ($0["offset"] as! NSNumber).doubleValue }, [0, 0])
        XCTAssertEqual(first[0]["trailer"] as? String, "idle", "the first carousel has the trailer")
        XCTAssertNil(first[1]["trailer"])
        for f in trace {
            XCTAssertEqual(f.header?.state, "idle", "frame \(f.frame): the header never leaves idle")
            XCTAssertEqual(f.offsetY, 0, "frame \(f.frame): the list never moves")
            XCTAssertFalse(f.dragging, "frame \(f.frame): the list never drags")
        }
        let offsets = trace.map { (($0.raw["carousels"] as! [[String: Any]])[0]["offset"] as! NSNumber).doubleValue }
        let last = try XCTUnwrap(offsets.last)
        XCTAssertGreaterThan(last, 200, "the swipe and its momentum moved the first carousel")
        XCTAssertLessThanOrEqual(last, 642, "and it rests inside its range (8 cards: 1032 pt wide)")
        let second = trace.map { (($0.raw["carousels"] as! [[String: Any]])[1]["offset"] as! NSNumber).doubleValue }
        XCTAssertEqual(Set(second), [0], "the other carousel stays still")
    }

    @MainActor func testTheTrailerLoadsFiveMoreCardsSideways() async throws {
        let replayed = try replay(
            "list.carousels", viewport: viewport,
            steps: toTheEnd + [
                .down(Point(x: 350, y: 135)),
                .move(Point(x: 350 - finger(84), y: 135), duration: 0.3),
                .up,
                .wait(seconds: 1.6),
            ])
        let states = replayed.trace.compactMap {
            (($0.raw["carousels"] as? [[String: Any]])?.first?["trailer"]) as? String
        }
        XCTAssertTrue(states.contains("pulling"))
        XCTAssertTrue(states.contains("refreshing"))
        XCTAssertEqual(states.last, "idle")
        let carousel = try XCTUnwrap(replayed.scene.list?.visibleCarousels.first)
        XCTAssertEqual(carousel.numberOfItems, 13, "8 cards and 5 more")
        XCTAssertEqual(replayed.scene.carouselRows?.trailerLoads, 1)
        for f in replayed.trace { XCTAssertEqual(f.header?.state, "idle") }
    }

    @MainActor func testScreenshotAtRest() async throws {
        let shot = try replay("list.carousels", viewport: viewport, steps: [.wait(seconds: 0.02)]).lastFrame
        assertScreenshot(shot, named: "rest")
    }

    @MainActor func testScreenshotMidSwipe() async throws {
        let shot = try replay(
            "list.carousels", viewport: viewport,
            steps: [.down(Point(x: 330, y: 135)), .move(Point(x: 130, y: 150), duration: 0.3)]
        ).lastFrame
        assertScreenshot(shot, named: "mid-swipe")
    }

    @MainActor func testScreenshotTrailerPulled() async throws {
        let shot = try replay(
            "list.carousels", viewport: viewport,
            steps: toTheEnd + [
                .down(Point(x: 350, y: 135)), .move(Point(x: 350 - finger(84), y: 135), duration: 0.3),
                .wait(seconds: 0.3),
            ]
        ).lastFrame
        assertScreenshot(shot, named: "trailer-pulled")
    }

    @MainActor func testScreenshotHeaderPulledWhileTheCarouselsStayStill() async throws {
        let shot = try replay(
            "list.carousels", viewport: viewport,
            steps: [.down(Point(x: 200, y: 135)), .move(Point(x: 210, y: 400), duration: 0.3), .wait(seconds: 0.3)]
        ).lastFrame
        assertScreenshot(shot, named: "header-pulled")
    }
}
