import RefreshCore
import RefreshPlayground

/// Follows one refresh control's cancels from frame to frame for `cancelLeftNothing`: from the
/// frame that shows a new cancel (`cancelCount` grew) until the control's next refresh begins
/// (`refreshGeneration` moves on), the control must not refresh, must add only its resting inset
/// and must show no outcome, so the cancelled load's completion, arriving late, changed nothing.
struct CancelTracker {
    /// The cancels seen so far.
    private var count = 0
    /// The generation the control had after its latest cancel, while it is watched.
    private var watched: Int?

    /// Checks the control after a frame; returns what is wrong, if anything.
    mutating func check(_ c: RefreshComponent) -> String? {
        if c.cancelCount != count {
            count = c.cancelCount
            // A refresh that began again in the same frame is a new one: nothing to watch.
            watched = c.isRefreshing ? nil : c.refreshGeneration
        }
        guard let generation = watched else { return nil }
        guard c.refreshGeneration == generation else {
            watched = nil   // a new refresh began: its own rules apply
            return nil
        }
        var problems: [String] = []
        if c.isRefreshing { problems.append("still \(c.state.rawValue)") }
        if c.state == .finished || c.lastOutcome != nil {
            problems.append("shows an outcome (\(c.lastOutcome.map { "\($0)" } ?? "none"), \(c.state.rawValue))")
        }
        let resting = SceneInvariants.restingInset(of: c)
        if c.addedInset != resting { problems.append("adds \(c.addedInset), resting is \(resting)") }
        guard !problems.isEmpty else { return nil }
        return "after a cancel (\(c.lastCancelReason?.rawValue ?? "?")): " + problems.joined(separator: "; ")
    }
}
