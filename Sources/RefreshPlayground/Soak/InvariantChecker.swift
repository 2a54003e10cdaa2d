import RefreshCore
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
    private var episodes: [RefreshTarget: RefreshEpisodeTracker] = [:]
    private var lastTime: Double?
    /// Each control's refresh seen at the last frame: its generation and when it was first seen.
    private var running: [RefreshTarget: (generation: Int, since: Double)] = [:]

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
            for t in RefreshTarget.allCases where scene.component(t) != nil { episodes[t] = RefreshEpisodeTracker() }
            lastTime = nil
            running = [:]
            _ = scene.takeRefreshEnds()
        }
        framesChecked += 1
        let dt = max(1 / scene.configuration.fps, time - (lastTime ?? time))
        lastTime = time
        var found: [(String, String)] = []
        func report(_ check: SoakCheck, _ message: String?) {
            if let message, enabled.contains(check) { found.append((check.rawValue, message)) }
        }
        let invariants = SceneInvariants(scene: scene)
        report(.finiteGeometry, invariants.nonFiniteValues())
        report(.insetNeverNegative, invariants.negativeInsets())
        report(.insetNotLeftBehind, invariants.insetsLeftBehind())
        report(.appInsetKept, invariants.appInsetChange())
        report(.noPullingAtRest, invariants.pullingAtRest())
        report(.oneRefreshAtATime, invariants.refreshingTogether())
        report(.restInsideRange, invariants.restOutsideRange())
        report(.pinnedBarStill, invariants.pinnedBarMoved())
        for (target, c) in invariants.controls {
            guard var tracker = episodes[target] else { continue }
            if let (check, message) = tracker.check(c, time: time, frameDuration: dt) {
                report(check, "\(target.rawValue): \(message)")
            }
            episodes[target] = tracker
        }
        report(.endedByItsOwnLoadOrACall, refreshEndsByOthers(scene, invariants.controls, time: time))
        for custom in customChecks { if let m = custom.check(scene) { found.append((custom.name, m)) } }
        for (check, message) in found {
            violations.append(
                SoakViolation(check: check, frame: frame, time: time, example: scene.example.id, message: message))
        }
    }

    /// `endedByItsOwnLoadOrACall`: every refresh that ended since the last frame ended while the
    /// scene ran its own load's completion or an explicit call (`PlaygroundScene.RefreshEnd`);
    /// one seen refreshing at the last frame must have such a note.
    private func refreshEndsByOthers(
        _ scene: PlaygroundScene, _ controls: [(RefreshTarget, RefreshComponent)], time: Double
    ) -> String? {
        let ends = scene.takeRefreshEnds()
        var problems: [String] = []
        for end in ends {
            guard case let .completion(loadGeneration) = end.cause, loadGeneration != end.generation else { continue }
            var since = ""
            if let r = running[end.target], r.generation == end.generation {
                since =
                    ", refreshing since t ≈ \(SoakFormat.number(r.since)) s (\(SoakFormat.number(end.time - r.since)) s)"
            }
            problems.append(
                "\(end.target.rawValue): the refresh of generation \(end.generation)\(since) was ended at t ≈ \(SoakFormat.number(end.time)) s by \(end.cause), an earlier load's"
            )
        }
        for (t, c) in controls {
            let now = c.state == .refreshing ? c.refreshGeneration : nil
            if let r = running[t], now != r.generation,
                !ends.contains(where: { $0.target == t && $0.generation == r.generation }),
                scene.deferredEnds[t] != r.generation   // its own finish, held for the minimum time
            {
                problems.append(
                    "\(t.rawValue): the refresh of generation \(r.generation), refreshing since t ≈ \(SoakFormat.number(r.since)) s, ended (now \(c.state.rawValue)) with no completion of its own and no call"
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
        guard enabled.contains(.settledAtEnd), let m = SceneInvariants(scene: scene).unsettled() else { return }
        violations.append(
            SoakViolation(
                check: SoakCheck.settledAtEnd.rawValue, frame: frame, time: time,
                example: scene.example.id, message: m))
    }
}
