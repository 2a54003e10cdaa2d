import Foundation
import RefreshTestSupport

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

    var offsetY: Double { scrollView.contentOffset.y }

    /// Drags down by `distance` (finger) from (100, 100) and optionally releases after resting 50 ms.
    func pull(_ distance: Double, release: Bool = true) {
        host.pull(scrollView, past: .top, by: distance, from: Point(x: 100, y: 100), release: release)
    }

    /// Moves the finger of a drag in progress (begun by `pull(_:release: false)`) to `distance`
    /// below where it went down, one frame later.
    func moveFinger(to distance: Double) { host.moveTouch(scrollView, to: Point(x: 100, y: 100 + distance)) }

    /// Releases a drag in progress at rest (no momentum).
    func release() { host.releaseTouch(scrollView) }

    /// Finger distance that shows `shown` points past the top.
    func fingerDistance(showing shown: Double) -> Double { RubberBand.distance(for: shown, dimension: 844) }
}
