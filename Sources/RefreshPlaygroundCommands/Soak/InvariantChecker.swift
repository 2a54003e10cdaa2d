import RefreshCore
import RefreshPlayground
import RefreshTesting

/// Checks every `SoakCheck` (and any custom checks) on a scene after each frame, and the
/// `settledAtEnd` check once the session is over. It keeps what it needs between frames (each
/// control's refresh counters); a new scene (an `example` step) starts it afresh.
package final class InvariantChecker {
    /// Checks added to the built-in ones.
    package let customChecks: [CustomSoakCheck]
    /// The built-in checks that run (all by default).
    package let enabled: Set<SoakCheck>
    /// Every violation seen, in order (at most one per check and frame).
    package private(set) var violations: [SoakViolation] = []
    /// How many frames were checked.
    package private(set) var framesChecked = 0

    private weak var scene: PlaygroundScene?
    private var episodes: [PlaygroundScene.ListControl: RefreshEpisodeTracker] = [:]
    /// Each control's cancels, followed until its next refresh (`cancelLeftNothing`).
    private var cancels: [PlaygroundScene.ListControl: CancelTracker] = [:]
    private var lastTime: Double?
    /// Each control's refresh seen at the last frame: its generation and when it was first seen.
    private var running: [PlaygroundScene.ListControl: (generation: Int, since: Double)] = [:]
    /// The focused list and whether each list was in an animated scroll, at the last frame.
    private var lastFocus: Int?
    private var lastAnimating: [Bool] = []
    /// Per list, the controls that were pulling at the last frame.
    private var pullingBefore: [Int: Set<RefreshTarget>] = [:]
    /// Per list, a feed's new rows above, frame after frame.
    private var newRowsAbove: [Int: NewRowsAboveTracker] = [:]

    /// A checker running `enabled` and `custom`.
    package init(enabled: Set<SoakCheck> = Set(SoakCheck.allCases), custom: [CustomSoakCheck] = []) {
        self.enabled = enabled
        customChecks = custom
    }

    /// The first violation, if any.
    package var firstViolation: SoakViolation? { violations.first }

    /// Checks `scene` after frame `frame` at `time`.
    package func check(_ scene: PlaygroundScene, frame: Int, time: Double) {
        if scene !== self.scene {
            self.scene = scene
            episodes = [:]
            cancels = [:]
            for i in scene.scrollViews.indices {
                for t in RefreshTarget.allCases where scene.component(t, inList: i) != nil {
                    episodes[.init(list: i, target: t)] = RefreshEpisodeTracker()
                }
            }
            lastTime = nil
            running = [:]
            lastFocus = nil
            lastAnimating = []
            pullingBefore = [:]
            newRowsAbove = [:]
            _ = scene.takeRefreshEnds()
        }
        framesChecked += 1
        let dt = max(1 / scene.configuration.fps, time - (lastTime ?? time))
        lastTime = time
        var found: [(String, String)] = []
        func report(_ check: SoakCheck, _ message: String?) {
            if let message, enabled.contains(check) { found.append((check.rawValue, message)) }
        }
        let split = scene.scrollViews.count > 1
        var everyControl: [(PlaygroundScene.ListControl, RefreshComponent)] = []
        for i in scene.scrollViews.indices {
            // A split example's messages name the list (`list 1: footer …`).
            func reportList(_ check: SoakCheck, _ message: String?) {
                report(check, message.map { split ? "list \(i): \($0)" : $0 })
            }
            let invariants = SceneInvariants(scene: scene, list: i)
            reportList(.finiteGeometry, invariants.nonFiniteValues())
            reportList(.insetNeverNegative, invariants.negativeInsets())
            reportList(.insetNotLeftBehind, invariants.insetsLeftBehind())
            reportList(.appInsetKept, invariants.appInsetChange())
            reportList(.noPullingAtRest, invariants.pullingAtRest())
            reportList(.oneRefreshAtATime, invariants.refreshingTogether())
            reportList(.restInsideRange, invariants.restOutsideRange())
            reportList(.gapFillCoversGap, invariants.gapLeftUnfilled())
            reportList(.pinnedBarStill, invariants.pinnedBarMoved())
            reportList(
                .nestedDragLeavesTheList, invariants.listMovedByANestedDrag(pullingBefore: pullingBefore[i] ?? []))
            reportList(.carouselRestInsideRange, invariants.carouselsOutsideTheirRange())
            pullingBefore[i] = Set(invariants.controls.filter { $0.1.state == .pulling }.map(\.0))
            if let list = invariants.sv as? ListView {
                let counted = newRowsAbove[i, default: NewRowsAboveTracker()].check(list, atRest: invariants.isAtRest)
                reportList(.newRowsAboveCounted, counted)
            }
            for (target, c) in invariants.controls {
                let key = PlaygroundScene.ListControl(list: i, target: target)
                everyControl.append((key, c))
                guard var tracker = episodes[key] else { continue }
                if let (check, message) = tracker.check(c, time: time, frameDuration: dt) {
                    reportList(check, "\(target.rawValue): \(message)")
                }
                episodes[key] = tracker
                if let message = cancels[key, default: CancelTracker()].check(c) {
                    reportList(.cancelLeftNothing, "\(target.rawValue): \(message)")
                }
            }
        }
        report(.keysOnlyToFocused, keysToUnfocused(scene))
        report(.endedByItsOwnLoadOrACall, refreshEndsByOthers(scene, everyControl, time: time))
        for custom in customChecks { if let m = custom.check(scene) { found.append((custom.name, m)) } }
        for (check, message) in found {
            violations.append(
                SoakViolation(check: check, frame: frame, time: time, example: scene.example.id, message: message))
        }
    }

    /// `keysOnlyToFocused`: a list neither focused now nor at the last frame began no animated
    /// scroll (only a key scrolls a split example's list animated).
    private func keysToUnfocused(_ scene: PlaygroundScene) -> String? {
        let focus = scene.focusIndex
        let animating = scene.scrollViews.map(\.isScrollAnimating)
        defer {
            lastFocus = focus
            lastAnimating = animating
        }
        guard scene.scrollViews.count > 1, let lastFocus, lastAnimating.count == animating.count else { return nil }
        let wrong = animating.indices.filter { i in
            animating[i] && !lastAnimating[i] && i != focus && i != lastFocus
        }
        guard !wrong.isEmpty else { return nil }
        return wrong.map { "list \($0) began an animated scroll while list \(focus) had the focus" }.joined(
            separator: "; ")
    }

    /// `endedByItsOwnLoadOrACall`: every refresh that ended since the last frame ended while the
    /// scene ran its own load's completion or an explicit call (`PlaygroundScene.RefreshEnd`);
    /// one seen refreshing at the last frame must have such a note.
    private func refreshEndsByOthers(
        _ scene: PlaygroundScene, _ controls: [(PlaygroundScene.ListControl, RefreshComponent)], time: Double
    ) -> String? {
        let split = scene.scrollViews.count > 1
        func name(_ k: PlaygroundScene.ListControl) -> String {
            split ? "list \(k.list) \(k.target.rawValue)" : k.target.rawValue
        }
        let ends = scene.takeRefreshEnds()
        var problems: [String] = []
        for end in ends {
            guard case let .completion(loadGeneration) = end.cause, loadGeneration != end.generation else { continue }
            var since = ""
            let key = PlaygroundScene.ListControl(list: end.list, target: end.target)
            if let r = running[key], r.generation == end.generation {
                since =
                    ", refreshing since t ≈ \(SoakFormat.number(r.since)) s (\(SoakFormat.number(end.time - r.since)) s)"
            }
            problems.append(
                "\(name(key)): the refresh of generation \(end.generation)\(since) was ended at t ≈ \(SoakFormat.number(end.time)) s by \(end.cause), an earlier load's"
            )
        }
        for (t, c) in controls {
            let now = c.state == .refreshing ? c.refreshGeneration : nil
            if let r = running[t], now != r.generation,
                !ends.contains(where: { $0.list == t.list && $0.target == t.target && $0.generation == r.generation }),
                scene.deferredEnds[t] != r.generation,   // its own finish, held for the minimum time
                c.lastCancelledGeneration != r.generation   // cancelled (Esc, a key, its timeout)
            {
                problems.append(
                    "\(name(t)): the refresh of generation \(r.generation), refreshing since t ≈ \(SoakFormat.number(r.since)) s, ended (now \(c.state.rawValue)) with no completion of its own and no call"
                )
            }
            if let now {
                running[t] = running[t]?.generation == now ? running[t] : (now, time)
            } else {
                running[t] = nil
            }
        }
        return problems.isEmpty ? nil : problems.joined(separator: "; ")
    }

    /// The end of the session: nothing refreshing or pulled, the content at rest.
    package func finish(_ scene: PlaygroundScene, frame: Int, time: Double) {
        guard enabled.contains(.settledAtEnd) else { return }
        for i in scene.scrollViews.indices {
            guard let m = SceneInvariants(scene: scene, list: i).unsettled() else { continue }
            violations.append(
                SoakViolation(
                    check: SoakCheck.settledAtEnd.rawValue, frame: frame, time: time,
                    example: scene.example.id, message: scene.scrollViews.count > 1 ? "list \(i): \(m)" : m))
        }
    }
}
