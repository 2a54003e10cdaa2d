import Foundation

@testable import RefreshCore

/// A list in a window on a manual clock with a header attached, for state-machine tests.
final class HeaderHarness {
    let host: TestHost
    let scrollView: ScrollView
    let header: RefreshHeader
    var handlerCalls = 0
    var states: [RefreshState] = []

    init(
        header: RefreshHeader = RefreshHeader(), inset: EdgeInsets = .zero, system: EdgeInsets = .zero,
        inWindow: Bool = true, fps: Double = 100
    ) {
        host = TestHost(fps: fps)
        scrollView = ScrollView(frame: host.window.bounds)
        scrollView.contentSize = Size(width: 390, height: 3000)
        scrollView.contentInset = inset
        scrollView.systemInset = system
        scrollView.contentOffset = Point(x: 0, y: -(inset.top + system.top))
        self.header = header
        header.refreshingHandler = { [unowned self] in self.handlerCalls += 1 }
        scrollView.refreshHeader = header
        if inWindow { host.window.addSubview(scrollView) }
        host.frame()
    }

    var insetTop: Double { scrollView.adjustedContentInset.top }

    /// Drags down by `distance` (finger) and optionally releases after resting 50 ms.
    func pull(_ distance: Double, release: Bool = true) {
        host.drag(
            scrollView, from: Point(x: 100, y: 100), to: Point(x: 100, y: 100 + distance), steps: 10,
            release: release, restBeforeRelease: release ? 0.05 : 0)
    }

    /// Finger distance that shows `shown` points past the top.
    func fingerDistance(showing shown: Double) -> Double { RubberBand.distance(for: shown, dimension: 844) }
}
