import Foundation
import RefreshTesting

@testable import RefreshCore

final class RecordingTrailer: NormalTrailer {
    let recorder = TransitionRecorder()
    override func stateDidChange(from old: RefreshState) {
        super.stateDidChange(from: old)
        recorder.record(old, state)
    }
}

/// A horizontal grid (a 390 × 200 banner: one 110 pt card per column, 118 pt per column) in a
/// window on a manual clock with a trailer attached.
final class TrailerHarness<Trailer: RefreshTrailer> {
    let host: RefreshTestHost
    let grid: GridView
    let source: GridCountingSource
    let trailer: Trailer
    var handlerCalls = 0

    init(_ trailer: Trailer, items: Int = 20, inset: EdgeInsets = .zero, inWindow: Bool = true, fps: Double = 100) {
        let window = Window(
            frame: Rect(x: 0, y: 0, width: 390, height: 200), context: ViewContext(clock: ManualClock()))
        source = GridCountingSource(count: items)
        grid = GridView(frame: window.bounds)
        grid.scrollDirection = .horizontal
        grid.dataSource = source
        grid.reloadData()
        grid.contentInset = inset
        grid.contentOffset = Point(x: -inset.left, y: -inset.top)
        self.trailer = trailer
        grid.refreshTrailer = trailer
        if inWindow { window.addSubview(grid) }
        // It throws only for a size or rate out of range (neither is) or fonts that cannot load.
        host = try! RefreshTestHost(root: window, scrollView: grid, scale: 1, fps: fps, textRenderer: nil)
        host.recordsTrace = false
        trailer.refreshingHandler = { [unowned self] in self.handlerCalls += 1 }
        host.frame(after: 1 / fps)
    }

    var contentWidth: Double { grid.contentSize.width }
    var offsetX: Double { grid.contentOffset.x }
    var maxOffsetX: Double { grid.maxContentOffset.x }
    var insetRight: Double { grid.adjustedContentInset.right }

    func reload(items: Int) {
        source.count = items
        grid.reloadData()
    }

    func scroll(to x: Double) { grid.contentOffset = Point(x: x, y: grid.contentOffset.y) }

    /// Drags the content left (the finger moves left by `distance` from (350, 100)), optionally
    /// releasing at rest.
    func dragLeft(_ distance: Double, release: Bool = true, rest: Double = 0.05) {
        host.drag(
            from: Point(x: 350, y: 100), to: Point(x: 350 - distance, y: 100), frames: 10, release: release, rest: rest)
    }

    /// Moves the finger of a drag in progress to screen x `x` (one frame later).
    func move(to x: Double) { host.moveTouch(to: Point(x: x, y: 100)) }

    /// Releases a drag in progress where the finger is, at rest (no momentum).
    func release(rest: Double = 0.05) { host.lift(after: rest) }

    /// The finger distance past the end that shows `shown` points of overscroll.
    func fingerDistance(showing shown: Double) -> Double { RubberBand.distance(for: shown, dimension: 390) }
}
