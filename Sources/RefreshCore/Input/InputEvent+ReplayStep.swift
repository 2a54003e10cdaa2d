/// The one map between input events and replay steps, both ways: `RefreshWindow` records each
/// event it hands out as `ReplayStep(recording:)`, and `RefreshTestHost` replays each input step
/// as `InputEvent(_:time:pointer:)`, so a recorded session replays the input the window's router
/// saw. Times are not part of the map: a recording wraps the step in `.timed` at the time it
/// applied, a replay gives the time it applies the step at.
extension ReplayStep {
    /// The step a recording writes for `event`, untimed: the pointer's press, move, release (at
    /// its point), cancel and hover, the wheel, the trackpad, and a key as its plain key
    /// (`InputEvent.plainKey`: Ctrl+R as `F5`, Shift+Tab as `Shift+Tab`, Shift otherwise dropped).
    /// Nil for what a replay has no input step for: another chord, an ignored repeat, and the
    /// window's own events (quit, resize, exposure, other; a window records a resize as `resize`
    /// with its new size).
    ///
    /// - Parameter event: An event for the view tree.
    public init?(recording event: InputEvent) {
        switch event {
        case let .pointerDown(p, _): self = .down(p)
        case let .pointerMoved(p, _): self = .move(p, duration: 0)
        case let .pointerUp(p, _): self = .upAt(p)
        case .pointerCancelled: self = .cancel
        case let .pointerHovered(p, _): self = .hover(p)
        case let .wheel(dx, dy): self = .wheel(dx: dx, dy: dy)
        case let .trackpad(dx, dy, _): self = .trackpad(dx: dx, dy: dy)
        case .key:
            guard let name = event.plainKey else { return nil }
            self = .key(name)
        case .quit, .resized, .exposed, .other: return nil
        }
    }
}

extension InputEvent {
    /// The event a replay delivers for an input step at `time`: the inverse of
    /// `ReplayStep(recording:)` (a key step is a plain press, no repeat). `up` releases at
    /// `pointer`, where the pointer is. Nil for a step that is not one input event: a `move` over a
    /// duration (the host samples it frame by frame, each sample a `move` without one) and
    /// everything that is not input (waits, frames, calls, data, window changes).
    ///
    /// - Parameters:
    ///   - step: The step, untimed.
    ///   - time: When it applies, in seconds on the view tree's clock.
    ///   - pointer: Where the pointer is now, in window points (for `up`).
    public init?(_ step: ReplayStep, time: Double, pointer: Point) {
        switch step {
        case let .down(p): self = .pointerDown(p, time: time)
        case let .move(p, duration):
            guard duration == 0 else { return nil }
            self = .pointerMoved(p, time: time)
        case .up: self = .pointerUp(pointer, time: time)
        case let .upAt(p): self = .pointerUp(p, time: time)
        case .cancel: self = .pointerCancelled(time: time)
        case let .hover(p): self = .pointerHovered(p, time: time)
        case let .wheel(dx, dy): self = .wheel(dx: dx, dy: dy)
        case let .trackpad(dx, dy): self = .trackpad(dx: dx, dy: dy, time: time)
        case let .key(name): self = name == "Shift+Tab" ? .key("Tab", modifiers: .shift) : .key(name)
        case .wait, .call, .rows, .insert, .resize, .inset, .language, .theme, .screenshot, .frame, .speed, .example,
            .timed:
            return nil
        }
    }
}
