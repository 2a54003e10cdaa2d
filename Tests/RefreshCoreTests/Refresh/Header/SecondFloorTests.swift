import RefreshTestSupport
import RefreshTesting
import XCTest

@testable import RefreshCore

/// The header's second floor: every phase change, the refresh below the open distance untouched,
/// the callbacks once each, the list back exactly where it was.
nonisolated final class SecondFloorTests: XCTestCase {
    /// A normal header with a floor whose content has a close button at (10, 10, 44, 44).
    @MainActor private final class Fixture {
        let h: HeaderHarness
        let floor: SecondFloor
        let closeButton = View(frame: Rect(x: 10, y: 10, width: 44, height: 44))
        var opened = 0, closed = 0
        var taps: [Point] = []

        init(inset: EdgeInsets = .zero, system: EdgeInsets = .zero, placement: RefreshPlacement = .translate) {
            let header = NormalHeader()
            header.placement = placement
            h = HeaderHarness(header: header, inset: inset, system: system)
            let content = View()
            content.addSubview(closeButton)
            floor = SecondFloor(content: content)
            floor.closeControls = [closeButton]
            floor.onOpen = { [unowned self] in opened += 1 }
            floor.onClose = { [unowned self] in closed += 1 }
            floor.onTap = { [unowned self] in taps.append($0) }
            h.header.secondFloor = floor
            h.host.advance()
        }

        var header: RefreshHeader { h.header }
        var sv: ScrollView { h.scrollView }
        /// The open offset: the floor (right above the 54 pt header) fills the 844 pt viewport.
        var openOffset: Double { -54 - 844 }

        /// Pulls past the open distance (1.9 × 54 = 102.6 pt shown) and releases, then lets it open.
        func open() {
            h.pull(h.fingerDistance(showing: 150))
            h.host.advance(seconds: 1)
        }
    }

    @MainActor func testBelowTheOpenDistanceAReleaseRefreshesAsUsual() async throws {
        let f = Fixture()
        f.h.pull(f.h.fingerDistance(showing: 90), release: false)
        XCTAssertEqual(f.header.state, .pulling)
        XCTAssertEqual(f.floor.phase, .closed)
        XCTAssertEqual(f.header.traceStateName, "pulling")
        XCTAssertEqual((f.header as? StateHeader)?.stateLabel.text, "Release to refresh")
        f.h.release()
        f.h.host.advance(seconds: 0.5)
        XCTAssertEqual(f.header.state, .refreshing)
        XCTAssertEqual(f.h.handlerCalls, 1)
        XCTAssertEqual(f.floor.phase, .closed)
        XCTAssertEqual(f.opened, 0)
        f.header.endRefreshing()
        f.h.host.advance(seconds: 1)
        XCTAssertEqual(f.h.handlerCalls, 1)
        XCTAssertEqual(f.sv.adjustedContentInset, .zero)
    }

    @MainActor func testAPullPastTheOpenDistanceArmsAndDisarms() async throws {
        let f = Fixture()
        XCTAssertEqual(f.header.secondFloorOpenDistance, 1.9 * 54, accuracy: 1e-9)
        f.h.pull(f.h.fingerDistance(showing: 150), release: false)
        XCTAssertEqual(f.header.state, .pulling)
        XCTAssertEqual(f.floor.phase, .releaseToOpen)
        XCTAssertEqual(f.header.traceStateName, "releaseToSecondFloor")
        XCTAssertEqual((f.header as? StateHeader)?.stateLabel.text, "Release to open the second floor")
        f.h.moveFinger(to: f.h.fingerDistance(showing: 80))
        XCTAssertEqual(f.header.state, .pulling)
        XCTAssertEqual(f.floor.phase, .closed, "back between the distances: a release refreshes")
        XCTAssertEqual((f.header as? StateHeader)?.stateLabel.text, "Release to refresh")
        f.h.moveFinger(to: f.h.fingerDistance(showing: 150))
        XCTAssertEqual(f.floor.phase, .releaseToOpen)
        f.h.moveFinger(to: f.h.fingerDistance(showing: 20))
        XCTAssertEqual(f.header.state, .idle)
        XCTAssertEqual(f.floor.phase, .closed)
        f.h.release()
        f.h.host.advance(seconds: 1)
        XCTAssertEqual(f.h.handlerCalls, 0)
        XCTAssertEqual(f.opened, 0)
    }

    @MainActor func testAReleasePastTheOpenDistanceOpensAndCloseReturnsExactly() async throws {
        let f = Fixture()
        f.h.pull(f.h.fingerDistance(showing: 150))
        f.h.host.advance()
        XCTAssertEqual(f.floor.phase, .opening)
        XCTAssertEqual(f.header.state, .idle)
        XCTAssertEqual(f.header.traceStateName, "openingSecondFloor")
        XCTAssertFalse(f.sv.isScrollEnabled)
        XCTAssertEqual(f.opened, 0, "not before the animation has finished")
        f.h.host.advance(seconds: 1)
        XCTAssertEqual(f.floor.phase, .open)
        XCTAssertEqual(f.header.traceStateName, "secondFloor")
        XCTAssertEqual(f.opened, 1)
        XCTAssertEqual(f.h.handlerCalls, 0, "the refreshing handler does not run for the floor")
        XCTAssertEqual(f.sv.contentOffset.y, f.openOffset)
        XCTAssertEqual(f.sv.presentationContentOffset.y, f.openOffset)
        XCTAssertEqual(f.floor.container.frame, Rect(x: 0, y: f.openOffset, width: 390, height: 844))
        XCTAssertTrue(f.sv.subviews.last === f.floor.container, "on top of everything in the list")

        f.header.closeSecondFloor()
        XCTAssertEqual(f.floor.phase, .closing)
        XCTAssertEqual(f.header.traceStateName, "closingSecondFloor")
        f.h.host.advance(seconds: 1)
        XCTAssertEqual(f.floor.phase, .closed)
        XCTAssertEqual(f.closed, 1)
        XCTAssertEqual(f.opened, 1)
        XCTAssertEqual(f.sv.contentOffset, .zero)
        XCTAssertEqual(f.sv.adjustedContentInset, .zero)
        XCTAssertEqual(f.header.addedInsetTop, 0)
        XCTAssertTrue(f.sv.isScrollEnabled)
        XCTAssertEqual(f.header.traceStateName, "idle")
        XCTAssertEqual(f.h.handlerCalls, 0)

        // The header refreshes as before, once.
        f.h.pull(f.h.fingerDistance(showing: 90))
        f.h.host.advance(seconds: 0.5)
        XCTAssertEqual(f.h.handlerCalls, 1)
    }

    @MainActor func testFractionalInsetsAndAScrolledListAreGivenBackExactly() async throws {
        let inset = EdgeInsets(top: 10.25, left: 0, bottom: 7.75, right: 0)
        let f = Fixture(inset: inset, system: EdgeInsets(top: 3.5))
        XCTAssertEqual(f.sv.contentOffset.y, -13.75)
        f.open()
        XCTAssertEqual(f.floor.phase, .open)
        XCTAssertEqual(f.sv.contentOffset.y, f.openOffset)
        XCTAssertEqual(f.sv.contentInset, inset, "the app's inset is never touched")
        f.floor.close()
        f.h.host.advance(seconds: 1)
        XCTAssertEqual(f.sv.contentOffset.y, -13.75)
        XCTAssertEqual(f.sv.contentInset, inset)
        XCTAssertEqual(f.sv.adjustedContentInset, EdgeInsets(top: 13.75, left: 0, bottom: 7.75, right: 0))

        // Opened from code with the list scrolled: it comes back to that offset.
        f.sv.contentOffset = Point(x: 0, y: 123.5)
        f.header.openSecondFloor()
        f.h.host.advance(seconds: 1)
        XCTAssertEqual(f.floor.phase, .open)
        XCTAssertEqual(f.opened, 2)
        f.header.closeSecondFloor(animated: false)
        f.h.host.advance()
        XCTAssertEqual(f.floor.phase, .closed)
        XCTAssertEqual(f.closed, 2)
        XCTAssertEqual(f.sv.contentOffset.y, 123.5)
        XCTAssertEqual(f.sv.adjustedContentInset, EdgeInsets(top: 13.75, left: 0, bottom: 7.75, right: 0))
    }

    @MainActor func testAPullUpClosesAndAShortOneKeepsItOpen() async throws {
        let f = Fixture()
        f.open()
        f.h.host.drag(from: Point(x: 100, y: 600), to: Point(x: 100, y: 500), frames: 5, rest: 0.05)
        XCTAssertEqual(f.floor.phase, .open, "100 pt is less than a fifth of the viewport")
        f.h.host.advance(seconds: 1)
        XCTAssertEqual(f.sv.contentOffset.y, f.openOffset)
        f.h.host.drag(from: Point(x: 100, y: 600), to: Point(x: 100, y: 300), frames: 5, release: false)
        XCTAssertEqual(f.sv.contentOffset.y, f.openOffset + 300, "the list follows the finger up")
        f.h.release()
        XCTAssertEqual(f.floor.phase, .closing)
        f.h.host.advance(seconds: 1)
        XCTAssertEqual(f.floor.phase, .closed)
        XCTAssertEqual(f.closed, 1)
        XCTAssertEqual(f.sv.contentOffset.y, 0)
        XCTAssertEqual(f.sv.adjustedContentInset, .zero)
        XCTAssertEqual(f.h.handlerCalls, 0)
    }

    @MainActor func testWithoutPullUpToCloseADragChangesNothing() async throws {
        let f = Fixture()
        f.floor.closesOnPullUp = false
        f.open()
        f.h.host.drag(from: Point(x: 100, y: 700), to: Point(x: 100, y: 100), frames: 5, rest: 0.05)
        f.h.host.advance(seconds: 1)
        XCTAssertEqual(f.floor.phase, .open)
        XCTAssertEqual(f.sv.contentOffset.y, f.openOffset)
    }

    @MainActor func testATapOnTheCloseControlClosesAndOtherTapsGoToTheApp() async throws {
        let f = Fixture()
        f.open()
        f.sv.touchDown(at: Point(x: 200, y: 400), time: f.h.host.now)
        f.sv.touchUp(time: f.h.host.now + 0.05)
        XCTAssertEqual(f.taps, [Point(x: 200, y: 400)])
        XCTAssertEqual(f.floor.phase, .open)
        f.h.host.advance(seconds: 0.1)
        f.sv.touchDown(at: Point(x: 30, y: 30), time: f.h.host.now)
        f.sv.touchUp(time: f.h.host.now + 0.05)
        XCTAssertEqual(f.floor.phase, .closing)
        f.h.host.advance(seconds: 1)
        XCTAssertEqual(f.closed, 1)
        XCTAssertEqual(f.sv.contentOffset.y, 0)
        XCTAssertEqual(f.taps.count, 1)
    }

    @MainActor func testBeginRefreshingWhileShownIsIgnored() async throws {
        let f = Fixture()
        let footer = BackNormalFooter()
        var footerCalls = 0
        footer.refreshingHandler = { footerCalls += 1 }
        f.sv.refreshFooter = footer
        f.open()
        let log = LogCapture()
        log.watch(f.h.host.root)
        f.header.beginRefreshing()
        footer.beginRefreshing()
        f.header.openSecondFloor()
        f.h.host.advance(seconds: 0.5)
        XCTAssertEqual(f.header.state, .idle)
        XCTAssertEqual(footer.state, .idle)
        XCTAssertEqual(f.h.handlerCalls + footerCalls, 0)
        XCTAssertEqual(log.messages(at: .warning).count, 3, "\(log.messages)")
        XCTAssertEqual(f.opened, 1)
        // A refresh asked to wait (F5) begins once the floor has closed.
        XCTAssertFalse(footer.beginRefreshingWhenUnblocked())
        f.floor.close()
        f.h.host.advance(seconds: 1)
        XCTAssertEqual(footer.state, .refreshing)
        XCTAssertEqual(footerCalls, 1)
    }

    @MainActor func testCloseWithoutAnOpenFloorIsIgnored() async throws {
        let f = Fixture()
        let log = LogCapture()
        log.watch(f.h.host.root)
        f.header.closeSecondFloor()
        XCTAssertEqual(f.floor.phase, .closed)
        XCTAssertEqual(f.closed, 0)
        XCTAssertEqual(
            log.entries.filter { $0.level == .warning }.map(\.metadata),
            [["control": "NormalHeader", "call": "closeSecondFloor", "state": "idle"]])
        let plain = HeaderHarness()
        let plainLog = LogCapture()
        plainLog.watch(plain.host.root)
        plain.header.openSecondFloor()
        XCTAssertEqual(plainLog.messages(at: .warning).count, 1)
    }

    @MainActor func testTheViewportsResizeKeepsItFilled() async throws {
        let f = Fixture()
        f.open()
        f.sv.frame = Rect(x: 0, y: 0, width: 300, height: 500)
        f.h.host.advance(seconds: 0.5)
        XCTAssertEqual(f.sv.contentOffset.y, -54 - 500)
        XCTAssertEqual(f.floor.container.frame, Rect(x: 0, y: -54 - 500, width: 300, height: 500))
        XCTAssertEqual(f.floor.content.frame, Rect(x: 0, y: 0, width: 300, height: 500))
        f.floor.close()
        f.h.host.advance(seconds: 1)
        XCTAssertEqual(f.sv.contentOffset.y, 0)
        XCTAssertEqual(f.sv.adjustedContentInset, .zero)
    }

    @MainActor func testAnAppInsetChangedWhileOpenKeepsItFilledAndIsKeptExactly() async throws {
        let f = Fixture()
        f.open()
        f.sv.contentInset = EdgeInsets(top: 20.5)
        f.h.host.advance(seconds: 0.1)
        XCTAssertEqual(f.sv.contentOffset.y, f.openOffset, "still filling the viewport")
        XCTAssertEqual(f.sv.minContentOffset.y, f.openOffset, "its top is still the top of the range")
        XCTAssertEqual(f.header.addedInsetTop, 54 + 844 - 20.5)
        f.floor.close()
        f.h.host.advance(seconds: 1)
        XCTAssertEqual(f.sv.contentInset, EdgeInsets(top: 20.5))
        XCTAssertEqual(f.sv.adjustedContentInset, EdgeInsets(top: 20.5))
        XCTAssertEqual(f.sv.contentOffset.y, 0, "where it was, still inside the range")
    }

    @MainActor func testRemovingTheHeaderOrTheFloorWhileOpenClosesAtOnce() async throws {
        let f = Fixture()
        f.open()
        f.header.secondFloor = nil
        XCTAssertEqual(f.floor.phase, .closed)
        XCTAssertEqual(f.closed, 1)
        XCTAssertNil(f.floor.container.superview)
        XCTAssertEqual(f.sv.contentOffset.y, 0)
        XCTAssertEqual(f.sv.adjustedContentInset, .zero)
        XCTAssertTrue(f.sv.isScrollEnabled)

        f.header.secondFloor = f.floor
        f.open()
        XCTAssertEqual(f.opened, 2)
        f.header.removeFromSuperview()
        XCTAssertEqual(f.closed, 2)
        XCTAssertEqual(f.sv.contentOffset.y, 0)
        XCTAssertEqual(f.sv.adjustedContentInset, .zero)
        XCTAssertTrue(f.sv.isScrollEnabled)
    }

    @MainActor func testTheOpenDistanceIsClampedAndBadValuesAreRefused() async throws {
        let f = Fixture()
        f.floor.openDistance = 40
        XCTAssertEqual(f.header.secondFloorOpenDistance, 54, "never shorter than the trigger distance")
        f.floor.openDistance = 300
        f.header.maximumPullDistance = 200
        XCTAssertEqual(f.header.secondFloorOpenDistance, 180)
        f.floor.openDistance = -1
        XCTAssertNil(f.floor.openDistance)
        f.floor.animationDuration = .nan
        XCTAssertEqual(f.floor.animationDuration, SecondFloor.defaultAnimationDuration)
        f.floor.pullUpCloseFraction = 1.5
        XCTAssertEqual(f.floor.pullUpCloseFraction, 0.2)
        f.header.maximumPullDistance = nil
        f.floor.openDistance = 200
        f.h.pull(f.h.fingerDistance(showing: 150))
        f.h.host.advance(seconds: 1)
        XCTAssertEqual(f.floor.phase, .closed, "150 pt is short of 200: a refresh")
        XCTAssertEqual(f.h.handlerCalls, 1)
    }

    @MainActor func testTheFloorOpensAboveTheRestingHeaderInEveryPlacement() async throws {
        let inset = EdgeInsets(top: 10.25, left: 0, bottom: 0, right: 0)
        for placement in RefreshPlacement.allCases {
            let f = Fixture(inset: inset, placement: placement)
            let name = "\(placement)"
            f.open()
            XCTAssertEqual(f.floor.phase, .open, name)
            XCTAssertEqual(f.opened, 1, name)
            XCTAssertEqual(f.h.handlerCalls, 0, "\(name): no refresh")
            XCTAssertEqual(f.sv.contentOffset.y, f.openOffset, "\(name): the floor fills the viewport")
            XCTAssertEqual(f.floor.container.frame.minY, -54 - 844, "\(name): right above the header's rest place")
            f.floor.close()
            f.h.host.advance(seconds: 1)
            XCTAssertEqual(f.floor.phase, .closed, name)
            XCTAssertEqual(f.sv.contentOffset.y, -10.25, "\(name): back where it was")
            XCTAssertEqual(f.sv.adjustedContentInset, inset, "\(name): the app's inset, exactly")
            XCTAssertEqual(f.header.frame.height, f.header.designHeight, name)
        }
    }
}
