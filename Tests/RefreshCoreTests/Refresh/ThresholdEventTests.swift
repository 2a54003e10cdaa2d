import RefreshTestSupport
import RefreshTesting
import XCTest

@testable import RefreshCore

/// What a control was told, in order: its hook (`thresholdEventDidOccur`) and the app's closure
/// (`onThresholdEvent`), each with the control's state at that moment.
final class ThresholdLog {
    var entries: [String] = []
    /// The events the closure got.
    var events: [ThresholdEvent] = []
}

final class LoggingHeader: NormalHeader {
    let log = ThresholdLog()
    override func thresholdEventDidOccur(_ event: ThresholdEvent) {
        super.thresholdEventDidOccur(event)
        log.entries.append("hook \(event.rawValue) \(state.rawValue)")
    }
}

final class LoggingBackFooter: BackNormalFooter {
    let log = ThresholdLog()
    override func thresholdEventDidOccur(_ event: ThresholdEvent) {
        super.thresholdEventDidOccur(event)
        log.entries.append("hook \(event.rawValue) \(state.rawValue)")
    }
}

final class LoggingTrailer: NormalTrailer {
    let log = ThresholdLog()
    override func thresholdEventDidOccur(_ event: ThresholdEvent) {
        super.thresholdEventDidOccur(event)
        log.entries.append("hook \(event.rawValue) \(state.rawValue)")
    }
}

/// One pull control at its edge, with a finger moved one frame at a time along the pull.
@MainActor final class ThresholdRig {
    enum Kind: CaseIterable { case header, backFooter, trailer }

    let kind: Kind
    let host: RefreshTestHost
    let scrollView: ScrollView
    let control: RefreshComponent
    let log: ThresholdLog
    /// Where the finger goes down, in window points, and the way it moves to pull.
    let origin: Point, direction: Point
    /// The rubber band's dimension on the pull's axis, and the threshold (the control's extent).
    let dimension: Double, threshold: Double
    var handlerCalls = 0

    init(_ kind: Kind) {
        self.kind = kind
        switch kind {
        case .header:
            let header = LoggingHeader()
            let h = HeaderHarness(header: header)
            (host, scrollView, control, log) = (h.host, h.scrollView, header, header.log)
            (origin, direction, dimension, threshold) = (Point(x: 100, y: 100), Point(x: 0, y: 1), 844, 54)
        case .backFooter:
            let footer = LoggingBackFooter()
            let h = FooterHarness(footer)
            h.scroll(to: h.maxOffsetY)
            (host, scrollView, control, log) = (h.host, h.list, footer, footer.log)
            (origin, direction, dimension, threshold) = (Point(x: 100, y: 700), Point(x: 0, y: -1), 844, 44)
        case .trailer:
            let trailer = LoggingTrailer()
            let h = TrailerHarness(trailer)
            h.scroll(to: h.maxOffsetX)
            (host, scrollView, control, log) = (h.host, h.grid, trailer, trailer.log)
            (origin, direction, dimension, threshold) = (Point(x: 350, y: 100), Point(x: -1, y: 0), 390, 60)
        }
        control.refreshingHandler = { [unowned self] in self.handlerCalls += 1 }
        control.onThresholdEvent = { [unowned self] event in
            log.entries.append("closure \(event.rawValue) \(control.state.rawValue)")
            log.events.append(event)
        }
        host.advance()
    }

    var events: [ThresholdEvent] { log.events }

    func down() { scrollView.touchDown(at: origin, time: host.now) }

    /// Moves the finger (one frame later) to where `extents` control extents show past the edge.
    func show(_ extents: Double) {
        let d = RubberBand.distance(for: extents * threshold, dimension: dimension)
        host.moveTouch(to: Point(x: origin.x + direction.x * d, y: origin.y + direction.y * d))
    }

    /// Moves the finger between frames to where `extents` control extents show past the edge: no
    /// frame is produced, so the host takes none of the control's events.
    func nudge(_ extents: Double) {
        let d = RubberBand.distance(for: extents * threshold, dimension: dimension)
        scrollView.touchMoved(to: Point(x: origin.x + direction.x * d, y: origin.y + direction.y * d), time: host.now)
    }

    /// Releases at rest (no momentum), then runs `seconds`.
    func release(andRun seconds: Double = 1) {
        host.lift(after: 0.05)
        host.advance(seconds: seconds)
    }

    func cancel(andRun seconds: Double = 1) {
        scrollView.touchCancelled(time: host.now)
        host.advance(seconds: seconds)
    }

    /// Ends the refresh and lets the end animation finish.
    func endRefreshing() {
        control.endRefreshing()
        host.advance(seconds: 1)
    }
}

/// Issue 17, item 4: the threshold events of the header, the back footer and the trailer, told
/// exactly once per crossing, to the hook and then to the closure.
nonisolated final class ThresholdEventTests: XCTestCase {
    @MainActor func testOutBackAndOutAgainInOneDragIsArmedDisarmedArmedThenTheReleaseTriggers() async throws {
        for kind in ThresholdRig.Kind.allCases {
            let rig = ThresholdRig(kind)
            rig.down()
            rig.show(0.5)
            XCTAssertEqual(rig.events, [], "\(kind): short of the threshold")
            rig.show(1.3)
            XCTAssertEqual(rig.events, [.armed], "\(kind)")
            XCTAssertEqual(rig.control.state, .pulling)
            XCTAssertTrue(rig.control.isThresholdArmed)
            rig.show(1.6)
            XCTAssertEqual(rig.events, [.armed], "\(kind): further out is the same crossing")
            rig.show(0.8)
            XCTAssertEqual(rig.events, [.armed, .disarmed], "\(kind)")
            XCTAssertFalse(rig.control.isThresholdArmed)
            rig.show(0.6)
            XCTAssertEqual(rig.events, [.armed, .disarmed], "\(kind)")
            rig.show(1.4)
            XCTAssertEqual(rig.events, [.armed, .disarmed, .armed], "\(kind): armed again")
            rig.release()
            XCTAssertEqual(rig.events, [.armed, .disarmed, .armed, .triggered], "\(kind)")
            XCTAssertEqual(rig.control.state, .refreshing)
            XCTAssertEqual(rig.handlerCalls, 1)
            XCTAssertEqual(rig.control.lastThresholdEvent, .triggered)
            XCTAssertEqual(
                rig.log.entries,
                [
                    "hook armed pulling", "closure armed pulling", "hook disarmed idle", "closure disarmed idle",
                    "hook armed pulling", "closure armed pulling", "hook triggered refreshing",
                    "closure triggered refreshing",
                ], "\(kind): the hook first, then the closure, after the state changed")
        }
    }

    @MainActor func testAReleasePastTheThresholdTriggersExactlyOnce() async throws {
        for kind in ThresholdRig.Kind.allCases {
            let rig = ThresholdRig(kind)
            XCTAssertNil(rig.control.lastThresholdEvent, "\(kind): none before the first")
            rig.down()
            for extents in [0.3, 0.9, 1.2, 1.5, 1.8] { rig.show(extents) }
            rig.release(andRun: 2)
            XCTAssertEqual(rig.events, [.armed, .triggered], "\(kind)")
            XCTAssertEqual(rig.handlerCalls, 1)
            rig.endRefreshing()
            XCTAssertEqual(rig.control.state, .idle)
            XCTAssertEqual(rig.events, [.armed, .triggered], "\(kind): the end is no threshold event")
            XCTAssertFalse(rig.control.isThresholdArmed)
        }
    }

    @MainActor func testAPullGivenUpReArmsOnTheNextDrag() async throws {
        for kind in ThresholdRig.Kind.allCases {
            let rig = ThresholdRig(kind)
            // Out and back, then the touch is cancelled (the window lost focus).
            rig.down()
            rig.show(1.4)
            rig.show(0.4)
            rig.cancel()
            XCTAssertEqual(rig.events, [.armed, .disarmed], "\(kind)")
            // Out and back, released short.
            rig.down()
            rig.show(1.4)
            rig.show(0.4)
            rig.release()
            XCTAssertEqual(rig.events, [.armed, .disarmed, .armed, .disarmed], "\(kind): re-armed after the cancel")
            XCTAssertEqual(rig.handlerCalls, 0)
            // The next drag arms again, and its release triggers.
            rig.down()
            rig.show(1.4)
            XCTAssertEqual(rig.events.last, .armed, "\(kind): re-armed after the release short")
            rig.release()
            XCTAssertEqual(rig.events, [.armed, .disarmed, .armed, .disarmed, .armed, .triggered], "\(kind)")
            XCTAssertEqual(rig.handlerCalls, 1)
            // After the refresh, a new pull arms once more.
            rig.endRefreshing()
            rig.down()
            rig.show(1.4)
            rig.show(0.5)
            rig.release()
            XCTAssertEqual(rig.events.suffix(2), [.armed, .disarmed], "\(kind): after a refresh too")
        }
    }

    /// The threshold moves out while the finger rests past the old one: the release comes short
    /// of the new one, so the armed control disarms on release.
    @MainActor func testAReleaseShortOfAThresholdThatMovedDisarms() async throws {
        for kind in ThresholdRig.Kind.allCases {
            let rig = ThresholdRig(kind)
            rig.down()
            rig.show(1.3)
            XCTAssertEqual(rig.events, [.armed], "\(kind)")
            rig.control.triggerDistance = 3 * rig.threshold
            rig.release()
            XCTAssertEqual(rig.events, [.armed, .disarmed], "\(kind)")
            XCTAssertEqual(rig.control.state, .idle)
            XCTAssertEqual(rig.handlerCalls, 0)
        }
    }

    @MainActor func testAControlAnotherRefreshBlocksNeverArms() async throws {
        for kind in ThresholdRig.Kind.allCases {
            let rig = ThresholdRig(kind)
            let other = RefreshComponent()   // another control of the same scroll view, refreshing
            rig.scrollView.addSubview(other)
            other.beginRefreshing()
            XCTAssertEqual(other.state, .refreshing)
            XCTAssertFalse(rig.control.gestureMayStartRefresh)
            rig.down()
            for extents in [0.5, 1.4, 0.5, 1.8] { rig.show(extents) }
            rig.release()
            XCTAssertEqual(rig.events, [], "\(kind): blocked, it never promises a refresh")
            XCTAssertEqual(rig.control.state, .idle)
            XCTAssertNil(rig.control.lastThresholdEvent)
            rig.control.refreshTrigger = .threshold
            rig.down()
            rig.show(1.5)
            rig.release()
            XCTAssertEqual(rig.events, [], "\(kind): nor with the threshold trigger")
            other.endRefreshing()
            rig.host.advance(seconds: 1)
            // A header released past its threshold while held queued its refresh: it runs now.
            XCTAssertEqual(rig.control.isRefreshing, kind == .header, "\(kind): only a header queues a held release")
            XCTAssertEqual(rig.events, [], "\(kind): a queued refresh is no gesture's trigger")
            if rig.control.isRefreshing {
                rig.control.endRefreshing()
                rig.host.advance(seconds: 1)
            }
            rig.control.refreshTrigger = .release
            rig.down()
            rig.show(1.5)
            XCTAssertEqual(rig.events, [.armed], "\(kind): arms once the other refresh ended")
        }
    }

    @MainActor func testTheThresholdTriggerIsArmedThenTriggeredOncePerDrag() async throws {
        for kind in ThresholdRig.Kind.allCases {
            let rig = ThresholdRig(kind)
            rig.control.refreshTrigger = .threshold
            rig.down()
            rig.show(0.6)
            XCTAssertEqual(rig.events, [], "\(kind)")
            rig.show(1.2)
            XCTAssertEqual(rig.events, [.armed, .triggered], "\(kind): both in the frame that crossed")
            XCTAssertEqual(
                rig.log.entries,
                [
                    "hook armed idle", "closure armed idle", "hook triggered refreshing",
                    "closure triggered refreshing",
                ], "\(kind): armed just before the refresh begins")
            rig.show(0.5)
            rig.show(1.6)
            XCTAssertEqual(rig.events, [.armed, .triggered], "\(kind): refreshing, the crossings say nothing")
            rig.release()
            XCTAssertEqual(rig.handlerCalls, 1)
            rig.endRefreshing()
            rig.down()
            rig.show(1.3)
            XCTAssertEqual(rig.events, [.armed, .triggered, .armed, .triggered], "\(kind): the next drag")
        }
    }

    /// Within one drag a threshold trigger refreshes once: a refresh ended under the finger is not
    /// begun again by a second crossing, so that crossing arms nothing.
    @MainActor func testTheThresholdTriggerDoesNotArmTwiceInOneDrag() async throws {
        for kind in ThresholdRig.Kind.allCases {
            let rig = ThresholdRig(kind)
            rig.control.refreshTrigger = .threshold
            rig.down()
            rig.show(1.3)
            rig.control.endRefreshing()
            rig.show(0.5)
            rig.show(1.5)
            XCTAssertEqual(rig.events, [.armed, .triggered], "\(kind)")
            rig.release()
            XCTAssertEqual(rig.control.state, .idle)
        }
    }

    /// A refresh begun by code (F5) while the control is armed is no trigger of the gesture.
    @MainActor func testABeginByCodeWhileArmedDisarms() async throws {
        for kind in ThresholdRig.Kind.allCases {
            let rig = ThresholdRig(kind)
            rig.down()
            rig.show(1.4)
            rig.control.beginRefreshing()
            XCTAssertEqual(rig.control.state, .refreshing)
            XCTAssertEqual(rig.events, [.armed, .disarmed], "\(kind)")
            rig.release()
            XCTAssertEqual(rig.events, [.armed, .disarmed], "\(kind)")
            XCTAssertEqual(rig.handlerCalls, 1)
        }
    }

    /// An auto footer is not pulled: it has no threshold to cross.
    @MainActor func testAnAutoFooterTellsNoThresholdEvent() async throws {
        let footer = AutoNormalFooter()
        var events: [ThresholdEvent] = []
        footer.onThresholdEvent = { events.append($0) }
        let h = FooterHarness(footer)
        h.scroll(to: h.maxOffsetY)
        h.dragUp(h.fingerDistance(showing: 80))
        h.host.advance(seconds: 1)
        XCTAssertEqual(footer.state, .refreshing)
        XCTAssertEqual(events, [])
    }

    /// The trace takes the events since it last took them, at most the last 64.
    @MainActor func testTakenEventsAreForgottenAndTheBacklogIsBounded() async throws {
        let rig = ThresholdRig(.header)
        rig.down()
        rig.nudge(1.3)
        rig.nudge(0.5)
        XCTAssertEqual(rig.control.takeThresholdEvents(), [.armed, .disarmed])
        XCTAssertEqual(rig.control.takeThresholdEvents(), [])
        for _ in 0..<50 {
            rig.nudge(1.3)
            rig.nudge(0.5)
        }
        let backlog = rig.control.takeThresholdEvents()
        XCTAssertEqual(backlog.count, 64)
        XCTAssertEqual(backlog.last, .disarmed)
        XCTAssertEqual(rig.events.count, 102, "the hook and the closure heard every one")
    }

    // MARK: The normal header's arrow

    @MainActor func testTheNormalHeadersArrowTurnsOnTheEvents() async throws {
        let rig = ThresholdRig(.header)
        let header = rig.control as! NormalHeader
        let indicator = header.indicator
        XCTAssertTrue(indicator.turnsOnThresholdEvents)
        rig.down()
        rig.show(1.3)
        XCTAssertEqual(header.arrowView.rotation, indicator.pullingRotation, "armed: up")
        rig.show(0.5)
        XCTAssertEqual(header.arrowView.rotation, indicator.idleRotation, "disarmed: down")
        rig.show(1.3)
        XCTAssertEqual(header.arrowView.rotation, indicator.pullingRotation, "armed again: up")
        rig.release()
        XCTAssertTrue(header.arrowView.isHidden, "refreshing: the spinner instead")
        rig.endRefreshing()
        XCTAssertFalse(header.arrowView.isHidden)
        XCTAssertEqual(header.arrowView.rotation, indicator.idleRotation)

        // With the threshold trigger the arrow turns up as it arms, under the spinner.
        header.refreshTrigger = .threshold
        rig.down()
        rig.show(1.3)
        XCTAssertEqual(header.arrowView.rotation, indicator.pullingRotation)
        XCTAssertTrue(header.arrowView.isHidden)
        rig.release()
        rig.endRefreshing()
        XCTAssertEqual(header.arrowView.rotation, indicator.idleRotation, "back down when the refresh ended")
        XCTAssertFalse(header.arrowView.isHidden)
    }

    /// Following the events, the pair leaves the turns of `pulling` to them; without, it turns on
    /// the state as before (the back footer and the trailer).
    @MainActor func testTheArrowFollowsEitherTheEventsOrTheState() async throws {
        let control = RefreshComponent()
        let events = ArrowAndSpinner(arrow: ArrowArtwork.image(), idleRotation: 0, pullingRotation: 3)
        events.turnsOnThresholdEvents = true
        let states = ArrowAndSpinner(arrow: ArrowArtwork.image(), idleRotation: 0, pullingRotation: 3)
        control.state = .pulling
        events.stateDidChange(of: control, from: .idle)
        states.stateDidChange(of: control, from: .idle)
        XCTAssertEqual(events.arrowView.rotation, 0, "the state alone does not turn it")
        XCTAssertEqual(states.arrowView.rotation, 3)
        events.thresholdEventDidOccur(.armed, of: control)
        states.thresholdEventDidOccur(.armed, of: control)
        XCTAssertEqual(events.arrowView.rotation, 3)
        events.thresholdEventDidOccur(.triggered, of: control)
        XCTAssertEqual(events.arrowView.rotation, 3, "triggered leaves it to the refresh")
        control.state = .idle
        events.stateDidChange(of: control, from: .pulling)
        states.stateDidChange(of: control, from: .pulling)
        XCTAssertEqual(events.arrowView.rotation, 3, "leaving pulling: the disarm turns it")
        XCTAssertEqual(states.arrowView.rotation, 0)
        events.thresholdEventDidOccur(.disarmed, of: control)
        XCTAssertEqual(events.arrowView.rotation, 0)
    }
}
