/// `RefreshWindow`'s time control: turns real seconds (`MonotonicTime`'s) into the tree's seconds at a
/// chosen speed, paused or stepped. The tree only ever sees its own time, so physics, animations
/// and gif frames slow down, stop and step together. Tree time never goes backwards.
package struct TreeTimeline {
    /// Tree seconds per real second.
    package private(set) var speed = 1.0
    /// Whether tree time stands still.
    package private(set) var isPaused = false
    /// Real and tree time at the last speed change, pause, resume, step or rebase.
    private var realAnchor: Double
    private var treeAnchor: Double

    /// A timeline whose tree time is `treeTime` at real time `real`.
    package init(startingAt real: Double, treeTime: Double = 0) {
        realAnchor = real
        treeAnchor = treeTime
    }

    /// The tree time at real time `real` (never before the last anchor).
    package func treeTime(atReal real: Double) -> Double {
        guard !isPaused else { return treeAnchor }
        return treeAnchor + max(0, real - realAnchor) * speed
    }

    /// Goes on at `newSpeed` from `real` (tree time continues where it is).
    package mutating func setSpeed(_ newSpeed: Double, atReal real: Double) {
        reanchor(atReal: real)
        speed = newSpeed
    }

    /// Pauses (tree time stops) or resumes (it goes on from where it stopped).
    package mutating func togglePause(atReal real: Double) {
        reanchor(atReal: real)
        isPaused.toggle()
    }

    /// While paused, moves tree time on by one frame of `frameInterval` real seconds at the
    /// current speed; returns the new tree time. Does nothing while running.
    @discardableResult
    package mutating func step(by frameInterval: Double) -> Double {
        guard isPaused else { return treeAnchor }
        treeAnchor += frameInterval * speed
        return treeAnchor
    }

    /// Tree time is `treeTime` at `real` from now on (a new tree whose clock reads `treeTime`).
    package mutating func rebase(treeTime: Double, atReal real: Double) {
        treeAnchor = treeTime
        realAnchor = real
    }

    private mutating func reanchor(atReal real: Double) {
        treeAnchor = treeTime(atReal: real)
        realAnchor = real
    }
}
