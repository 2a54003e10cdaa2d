import Foundation
import RefreshTesting

@testable import RefreshCore

/// A list in a window on a manual clock with a header attached, for state-machine tests.
final class HeaderHarness {
    let host: RefreshTestHost
    let scrollView: ScrollView
    let header: RefreshHeader
    var handlerCalls = 0
    var states: [RefreshState] = []

    init(
        header: RefreshHeader = RefreshHeader(), inset: EdgeInsets = .zero, system: EdgeInsets = .zero,
        inWindow: Bool = true, fps: Double = 100
    ) {
        let window = Window(
            frame: Rect(x: 0, y: 0, width: 390, height: 844), context: ViewContext(clock: ManualClock()))
        scrollView = ScrollView(frame: window.bounds)
        scrollView.contentSize = Size(width: 390, height: 3000)
        scrollView.contentInset = inset
        scrollView.systemInset = system
        scrollView.contentOffset = Point(x: 0, y: -(inset.top + system.top))
        self.header = header
        scrollView.refreshHeader = header
        if inWindow { window.addSubview(scrollView) }
        // It throws only for a size or rate out of range (neither is) or fonts that cannot load.
        host = try! RefreshTestHost(root: window, scrollView: scrollView, scale: 1, fps: fps, textRenderer: nil)
        host.recordsTrace = false
        header.refreshingHandler = { [unowned self] in self.handlerCalls += 1 }
        host.frame(after: 1 / fps)
    }

    var insetTop: Double { scrollView.adjustedContentInset.top }

    var offsetY: Double { scrollView.contentOffset.y }

    /// Drags down by `distance` (finger) from (100, 100) and optionally releases after resting 50 ms.
    func pull(_ distance: Double, release: Bool = true) {
        host.drag(
            from: Point(x: 100, y: 100), to: Point(x: 100, y: 100 + distance), frames: 10, release: release, rest: 0.05)
    }

    /// Moves the finger of a drag in progress (begun by `pull(_:release: false)`) to `distance`
    /// below where it went down, one frame later.
    func moveFinger(to distance: Double) { host.moveTouch(to: Point(x: 100, y: 100 + distance)) }

    /// Releases a drag in progress at rest (no momentum).
    func release() { host.lift(after: 0.05) }

    /// Finger distance that shows `shown` points past the top.
    func fingerDistance(showing shown: Double) -> Double { RubberBand.distance(for: shown, dimension: 844) }
}
