import XCTest

@testable import RefreshCore

/// Where each placement (`RefreshPlacement`) puts a control on its axis (`PullGeometry.origin`), at
/// the top edge (a 54 pt header under a 20 pt inset) and at the bottom one (a 44 pt back footer
/// after 1800 pt of content, over a 10 pt inset), at given pulls.
nonisolated final class PlacementGeometryTests: XCTestCase {
    @MainActor func testOriginsAtTheTopEdge() async {
        let g = PullGeometry(
            edge: .top, content: 3000, viewport: 844, inset: EdgeInsets(top: 20), extent: 54, trigger: 54)
        func origin(_ p: RefreshPlacement, pull: Double, refreshing: Bool = false) -> Double {
            g.origin(of: p, pulledBy: pull, rest: -54, refreshing: refreshing)
        }
        for pull in [-100.0, 0, 30, 54, 80] {
            XCTAssertEqual(origin(.translate, pull: pull), -54, "translate rests above the content at \(pull)")
        }
        XCTAssertEqual(origin(.behind, pull: 0), -54, "not pulled: at rest")
        XCTAssertEqual(origin(.behind, pull: 30), -30, "pinned under the top inset, behind the content")
        XCTAssertEqual(origin(.behind, pull: 80), -80)
        XCTAssertEqual(origin(.behind, pull: -100, refreshing: true), -54, "scrolled in: it goes with the content")
        XCTAssertEqual(origin(.front, pull: 30), -54, "comes in with the pull")
        XCTAssertEqual(origin(.front, pull: 54), -54)
        XCTAssertEqual(origin(.front, pull: 80), -80, "then stops at the edge")
        XCTAssertEqual(origin(.front, pull: 0, refreshing: true), 0, "refreshing: over the content at rest")
        XCTAssertEqual(origin(.front, pull: -100, refreshing: true), 100, "and over it scrolled in")
        XCTAssertEqual(
            g.origin(of: .behind, at: g.offset(pulledBy: 30), rest: -60, shift: -6, refreshing: false), -36,
            "moved up by the ignored inset as the resting header is")
    }

    @MainActor func testOriginsAtTheBottomEdge() async {
        let g = PullGeometry(
            edge: .bottom, content: 1800, viewport: 844, inset: EdgeInsets(bottom: 10), extent: 44, trigger: 44)
        func origin(_ p: RefreshPlacement, pull: Double, refreshing: Bool = false) -> Double {
            g.origin(of: p, pulledBy: pull, rest: 1800, refreshing: refreshing)
        }
        let bottomOfRoom = { (pull: Double) in g.offset(pulledBy: pull) + 844 - 10 }
        XCTAssertEqual(origin(.translate, pull: 30), 1800)
        XCTAssertEqual(origin(.behind, pull: 0), 1800, "not pulled: at rest")
        XCTAssertEqual(origin(.behind, pull: 30), bottomOfRoom(30) - 44, "pinned above the bottom inset")
        XCTAssertEqual(origin(.front, pull: 30), 1800, "comes in with the pull")
        XCTAssertEqual(origin(.front, pull: 60), bottomOfRoom(60) - 44, "then stops at the edge")
        XCTAssertEqual(origin(.front, pull: 0, refreshing: true), bottomOfRoom(0) - 44, "refreshing: over the rows")
    }

    @MainActor func testScaleStretchesOverTheRoomThePullOpens() async {
        let top = PullGeometry(
            edge: .top, content: 3000, viewport: 844, inset: EdgeInsets(top: 20), extent: 54, trigger: 54)
        XCTAssertTrue(top.stretchedSpan(at: top.offset(pulledBy: 0), rest: -60) == (-60, 54), "at rest")
        XCTAssertTrue(top.stretchedSpan(at: top.offset(pulledBy: -100), rest: -60) == (-60, 54), "scrolled in")
        XCTAssertTrue(top.stretchedSpan(at: top.offset(pulledBy: 30), rest: -60) == (-36, 30), "ends where it rests")
        XCTAssertTrue(top.stretchedSpan(at: top.offset(pulledBy: 54), rest: -60) == (-60, 54), "hovering: at rest")
        XCTAssertTrue(top.stretchedSpan(at: top.offset(pulledBy: 120), rest: -60) == (-126, 120))
        XCTAssertEqual(
            top.origin(of: .scale, at: top.offset(pulledBy: 30), rest: -60, shift: -6, refreshing: false), -60)
        let bottom = PullGeometry(
            edge: .bottom, content: 1800, viewport: 844, inset: EdgeInsets(bottom: 10), extent: 44, trigger: 44)
        XCTAssertTrue(bottom.stretchedSpan(at: bottom.offset(pulledBy: 0), rest: 1800) == (1800, 44), "at rest")
        XCTAssertTrue(bottom.stretchedSpan(at: bottom.offset(pulledBy: 30), rest: 1800) == (1800, 30), "from the end")
        XCTAssertTrue(bottom.stretchedSpan(at: bottom.offset(pulledBy: 90), rest: 1800) == (1800, 90))
    }
}

extension PullGeometry {
    /// Where a control in `placement` starts when pulled by `pull`, with no ignored inset.
    func origin(of placement: RefreshPlacement, pulledBy pull: Double, rest: Double, refreshing: Bool) -> Double {
        origin(of: placement, at: offset(pulledBy: pull), rest: rest, shift: 0, refreshing: refreshing)
    }
}
