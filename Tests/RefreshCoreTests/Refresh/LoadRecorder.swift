@testable import RefreshCore

/// Keeps every load a control's handler is given: it becomes the control's `loadHandler`. Keep it
/// for as long as the control may refresh.
@MainActor final class LoadRecorder {
    private(set) var loads: [RefreshLoad] = []

    init(_ control: RefreshComponent) {
        control.loadHandler = { [unowned self] in self.loads.append($0) }
    }

    var count: Int { loads.count }
    subscript(index: Int) -> RefreshLoad { loads[index] }
}

extension FooterHarness {
    /// Scrolls to the end, begins the footer's refresh and runs `seconds` of frames.
    func beginAtTheEnd(running seconds: Double) {
        scroll(to: maxOffsetY)
        footer.beginRefreshing()
        host.advance(seconds: seconds)
    }
}
