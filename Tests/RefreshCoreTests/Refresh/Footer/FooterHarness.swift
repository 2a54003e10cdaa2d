import Foundation
import RefreshTestSupport
import RefreshTesting

@testable import RefreshCore

/// A data source with a count the test changes (rows of 60 pt by default).
final class RowSource: ListDataSource {
    var count: Int
    init(count: Int) { self.count = count }
    func numberOfRows(in list: ListView) -> Int { count }
    func list(_ list: ListView, contentForRow row: Int) -> ListRowContent { ListRowContent(title: "Row \(row)") }
}

/// A footer that records its transitions, whatever its class.
final class TransitionRecorder {
    private(set) var transitions: [String] = []
    func record(_ old: RefreshState, _ new: RefreshState) { transitions.append("\(old.rawValue)->\(new.rawValue)") }
}

final class RecordingAutoFooter: AutoStateFooter {
    let recorder = TransitionRecorder()
    override func stateDidChange(from old: RefreshState) {
        super.stateDidChange(from: old)
        recorder.record(old, state)
    }
}

final class RecordingBackFooter: BackStateFooter {
    let recorder = TransitionRecorder()
    override func stateDidChange(from old: RefreshState) {
        super.stateDidChange(from: old)
        recorder.record(old, state)
    }
}

/// A list (390 × 844, rows of 60 pt) in a window on a manual clock with a footer attached, for
/// footer state-machine tests. The handler only counts: the test ends each refresh itself.
final class FooterHarness<Footer: RefreshFooter> {
    let host: RefreshTestHost
    let list: ListView
    let source: RowSource
    let footer: Footer
    var handlerCalls = 0
    /// Runs inside the handler after it was counted (e.g. to end at once or reload).
    var onRefresh: (() -> Void)?

    init(
        _ footer: Footer, rows: Int = 30, inset: EdgeInsets = .zero, inWindow: Bool = true,
        attach: Bool = true, fps: Double = 100
    ) {
        let window = Window(
            frame: Rect(x: 0, y: 0, width: 390, height: 844), context: ViewContext(clock: ManualClock()))
        source = RowSource(count: rows)
        list = ListView(frame: window.bounds)
        list.dataSource = source
        list.reloadData()
        list.contentInset = inset
        list.contentOffset = Point(x: 0, y: -inset.top)
        self.footer = footer
        if attach { list.refreshFooter = footer }
        if inWindow { window.addSubview(list) }
        // It throws only for a size or rate out of range (neither is) or fonts that cannot load.
        host = try! RefreshTestHost(root: window, scrollView: list, scale: 1, fps: fps, textRenderer: nil)
        host.recordsTrace = false
        footer.refreshingHandler = { [unowned self] in
            self.handlerCalls += 1
            self.onRefresh?()
        }
        host.frame(after: 1 / fps)
    }

    var sv: ScrollView { list }
    var insetBottom: Double { list.adjustedContentInset.bottom }
    var offsetY: Double { list.contentOffset.y }
    var maxOffsetY: Double { list.maxContentOffset.y }

    func attach() { list.refreshFooter = footer }

    /// Sets the row count and reloads.
    func reload(rows: Int) {
        source.count = rows
        list.reloadData()
    }

    /// Moves the content to `y` without a gesture.
    func scroll(to y: Double) { list.contentOffset = Point(x: 0, y: y) }

    /// Drags the content up (the finger moves up by `distance` from (100, `y`)) in 10 one-frame
    /// moves, then releases after resting `rest` seconds (a rest kills the momentum).
    func dragUp(_ distance: Double, release: Bool = true, rest: Double = 0.05, from y: Double = 700) {
        host.drag(
            from: Point(x: 100, y: y), to: Point(x: 100, y: y - distance), frames: 10, release: release, rest: rest)
    }

    /// Drags the content down (the finger moves down by `distance` from (100, 100)).
    func dragDown(_ distance: Double, release: Bool = true, rest: Double = 0.05) {
        host.drag(
            from: Point(x: 100, y: 100), to: Point(x: 100, y: 100 + distance), frames: 10, release: release,
            rest: rest)
    }

    /// Moves the finger of a drag in progress to screen y `y` (one frame later).
    func move(to y: Double) { host.moveTouch(to: Point(x: 100, y: y)) }

    /// Releases a drag in progress where the finger is, at rest (no momentum).
    func release(rest: Double = 0.05) { host.lift(after: rest) }

    /// A tap at `point` in content coordinates.
    func tap(atContent point: Point) {
        let p = Point(x: point.x - list.contentOffset.x, y: point.y - list.contentOffset.y)
        host.perform(.timed(.down(p), t: host.now))
        host.lift(after: 0.05)
    }

    /// A tap in the middle of the footer.
    func tapFooter() { tap(atContent: Point(x: footer.frame.midX, y: footer.frame.midY)) }

    /// The finger distance past the end that shows `shown` points of overscroll.
    func fingerDistance(showing shown: Double) -> Double { RubberBand.distance(for: shown, dimension: 844) }
}

/// `count` distinct square images of `size` points (scale 1), for the gif controls.
func solidImages(_ count: Int, size: Double = 30, name: String) -> [Image] {
    (0..<count).map { i in
        Image(
            bitmap: Bitmap(width: Int(size), height: Int(size), fill: Color(r: UInt8(i), g: 0, b: 0)),
            scale: 1, name: "\(name)\(i)")
    }
}
