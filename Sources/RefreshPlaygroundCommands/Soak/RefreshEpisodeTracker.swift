import RefreshCore
import RefreshPlayground

/// Follows one refresh control from frame to frame and tells whether each refresh ran its handler
/// exactly once (`handlerAtMostOncePerRefresh`, `handlerReachedPerRefresh`).
///
/// It sees the control only after each frame, so it reasons with counters the control keeps:
/// `handlerCallCount` (every handler run) and `refreshGeneration`, which grows by one whenever a
/// refresh starts (enters `refreshing`) and whenever one ends (leaves `refreshing` or
/// `willRefresh`). One refresh therefore keeps one generation from its first frame to its last.
/// Between two frames, `g` generations and the states at both ends bound how many refreshes can
/// have started: ⌊(g + (refreshing now ? 1 : 0) − (refreshing before ? 1 : 0)) / 2⌋. The handler
/// calls made in between may not exceed those starts plus what the refresh still open at the
/// earlier frame had left (1 if it had not run its handler yet). Within a refresh seen at several
/// frames the count is exact; when other refreshes ended (or began and ended) between two frames,
/// the one seen is credited only with the calls they cannot have made, and the "reached" check
/// then waits for a certain count.
struct RefreshEpisodeTracker {
    /// One refresh as seen so far.
    private struct Episode {
        let generation: Int
        /// The time of the first frame that showed it refreshing.
        let firstSeen: Double
        var calls: Int
        /// False when some calls may belong to a refresh that ended before it (see the type's doc).
        var countIsExact: Bool
    }

    private var generation: Int
    private var calls: Int
    private var episode: Episode?

    /// Starts where every control starts: generation 0, no handler call, not refreshing (the
    /// checker sees a scene only after its first frame, which may already have begun a refresh).
    init() {
        generation = 0
        calls = 0
        episode = nil
    }

    /// Checks the frame at `time` (`frameDuration` apart from the previous one); returns what is
    /// wrong, if anything: the check and the message.
    mutating func check(_ c: RefreshComponent, time: Double, frameDuration: Double) -> (SoakCheck, String)? {
        let g = c.refreshGeneration, n = c.handlerCallCount
        let dg = g - generation, dn = n - calls
        let refreshingNow = c.state == .refreshing
        let open = episode
        generation = g
        calls = n
        defer { if !refreshingNow { episode = nil } }

        if refreshingNow, var e = open, e.generation == g {
            // The same refresh as at the last frame: every call since was its own.
            e.calls += dn
            episode = e
            if e.calls > 1 {
                return (
                    .handlerAtMostOncePerRefresh,
                    "the refresh that began at t ≈ \(SoakFormat.number(e.firstSeen)) s (generation \(g)) ran its handler \(e.calls) times"
                )
            }
            return reached(e, time: time, frameDuration: frameDuration, control: c)
        }
        // Refreshes may have ended and begun since the last frame.
        let left = open.map { max(0, 1 - $0.calls) } ?? 0
        let starts = max(0, (dg + (refreshingNow ? 1 : 0) - (open != nil ? 1 : 0)) / 2)
        if dn > left + starts {
            return (
                .handlerAtMostOncePerRefresh,
                "\(dn) handler calls since the last frame, but at most \(starts) refresh(es) began and the one before had \(left) call(s) left (generation \(generation - dg) → \(g))"
            )
        }
        if refreshingNow {
            // Calls the other refreshes of the interval can have made: the open one's, one each for
            // those that began and ended between the frames.
            let others = left + max(0, starts - 1)
            episode = Episode(
                generation: g, firstSeen: time, calls: max(0, dn - others), countIsExact: others == 0 || dn == 0)
        }
        return nil
    }

    /// `handlerReachedPerRefresh` for a refresh seen again at `time`.
    private func reached(_ e: Episode, time: Double, frameDuration: Double, control c: RefreshComponent) -> (
        SoakCheck, String
    )? {
        // A refresh that only shows the app's own load (`showRefreshing()`) has no handler to run.
        guard e.calls == 0, e.countIsExact, c.refreshCallsHandler else { return nil }
        let limit = max(0, c.fastAnimationDuration) + 2 * frameDuration + 1e-6
        guard time - e.firstSeen > limit else { return nil }
        return (
            .handlerReachedPerRefresh,
            "refreshing since t ≈ \(SoakFormat.number(e.firstSeen)) s (generation \(e.generation)), \(SoakFormat.number(time - e.firstSeen)) s, longer than its begin animation (\(SoakFormat.number(c.fastAnimationDuration)) s), without running its handler"
        )
    }
}
