import RefreshTestSupport
import RefreshTesting
import XCTest

@testable import RefreshCore

final class HookView: View {
    var log: [String] = []
    var layouts = 0
    override func willMove(toSuperview s: View?) { log.append("willSuper \(s?.name ?? "nil")") }
    override func didMoveToSuperview() { log.append("didSuper \(superview?.name ?? "nil")") }
    override func willMove(toWindow w: Window?) { log.append("willWindow \(w == nil ? "nil" : "win")") }
    override func didMoveToWindow() { log.append("didWindow \(window == nil ? "nil" : "win")") }
    override func layoutSubviews() { layouts += 1 }
}

nonisolated final class ViewTreeTests: XCTestCase {
    @MainActor func testMoveHooksOrder() async throws {
        let host = try RefreshTestHost.core()
        let parent = View(); parent.name = "parent"
        let v = HookView()
        parent.addSubview(v)
        XCTAssertEqual(v.log, ["willSuper parent", "didSuper parent"], "no window yet")
        v.log.removeAll()
        host.root.addSubview(parent)
        XCTAssertEqual(v.log, ["willWindow win", "didWindow win"], "window reaches descendants")
        v.log.removeAll()
        v.removeFromSuperview()
        XCTAssertEqual(v.log, ["willSuper nil", "willWindow nil", "didSuper nil", "didWindow nil"])
        XCTAssertTrue(parent.subviews.isEmpty)
    }

    @MainActor func testInsertAtIndexAndReparent() async throws {
        let a = View(), b = View(), c = View(), p2 = View()
        let p = View()
        p.addSubview(a); p.addSubview(b)
        p.insertSubview(c, at: 0)
        XCTAssertTrue(p.subviews.first === c)
        p2.addSubview(a)
        XCTAssertTrue(a.superview === p2)
        XCTAssertEqual(p.subviews.count, 2)
        p.insertSubview(b, at: 0)
        XCTAssertTrue(p.subviews.first === b, "moving within the same parent reorders")
        XCTAssertTrue(a.isDescendant(of: p2))
        p.addSubview(p)
        XCTAssertNil(p.superview, "a view is never its own subview")
    }

    @MainActor func testLayoutPassRunsOncePerInvalidation() async throws {
        let host = try RefreshTestHost.core()
        let v = HookView(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        host.root.addSubview(v)
        host.advance()
        XCTAssertEqual(v.layouts, 1)
        host.advance()
        XCTAssertEqual(v.layouts, 1)
        v.frame = Rect(x: 5, y: 0, width: 10, height: 10)
        host.advance()
        XCTAssertEqual(v.layouts, 1, "moving does not invalidate layout")
        v.frame = Rect(x: 5, y: 0, width: 20, height: 10)
        host.advance()
        XCTAssertEqual(v.layouts, 2, "resizing does")
    }

    @MainActor func testRenderSkipsHiddenTransparentAndOffscreenViews() async throws {
        let canvas = RecordingCanvas(bounds: Rect(x: 0, y: 0, width: 100, height: 100))
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let a = View(frame: Rect(x: 10, y: 10, width: 10, height: 10)); a.backgroundColor = .black
        let hidden = View(frame: Rect(x: 10, y: 10, width: 10, height: 10)); hidden.backgroundColor = .white;
        hidden.isHidden = true
        let clear = View(frame: Rect(x: 10, y: 10, width: 10, height: 10)); clear.backgroundColor = .white;
        clear.alpha = 0
        let off = View(frame: Rect(x: 200, y: 10, width: 10, height: 10)); off.backgroundColor = .white
        for v in [a, hidden, clear, off] { root.addSubview(v) }
        root.render(in: canvas)
        XCTAssertEqual(canvas.fills, [Rect(x: 10, y: 10, width: 10, height: 10)])
    }

    @MainActor func testRenderTranslatesByFrameAndBoundsOrigin() async throws {
        let canvas = RecordingCanvas(bounds: Rect(x: 0, y: 0, width: 400, height: 400))
        let sv = ScrollView(frame: Rect(x: 0, y: 50, width: 100, height: 100))
        sv.contentSize = Size(width: 100, height: 1000)
        let row = View(frame: Rect(x: 0, y: 200, width: 100, height: 20)); row.backgroundColor = .black
        sv.addSubview(row)
        sv.contentOffset = Point(x: 0, y: 150)
        sv.render(in: canvas)
        XCTAssertEqual(canvas.fills, [Rect(x: 0, y: 100, width: 100, height: 20)], "200 - 150 + 50 in the root space")
    }

    @MainActor func testNaNFrameIsSanitized() async throws {
        let log = LogCapture()
        let v = View()
        log.watch(v)
        v.frame = Rect(x: .nan, y: 1, width: -5, height: .infinity)
        XCTAssertEqual(v.frame, Rect(x: 0, y: 1, width: 0, height: 0))
        v.alpha = .nan
        XCTAssertEqual(v.alpha, 1)
        XCTAssertEqual(log.messages.count, 1)
    }
}

/// A canvas that records fills and text in root coordinates.
final class RecordingCanvas: Canvas {
    /// One `drawText` call: the text, its rect in root coordinates, its rotation and its font.
    @MainActor struct TextCall: Equatable {
        var text: String
        var rect: Rect
        var rotation: Double
        var font: Font
    }
    var scale = 1.0
    var fills: [Rect] = []
    /// Every fill with its colour, in root coordinates.
    var coloredFills: [(rect: Rect, color: Color)] = []
    var texts: [String] = []
    var textCalls: [TextCall] = []
    private var stack: [(Point, Rect, Double)] = []
    private var origin = Point.zero
    private var clip: Rect
    private var alpha = 1.0

    init(bounds: Rect) { clip = bounds }

    func save() { stack.append((origin, clip, alpha)) }
    func restore() { (origin, clip, alpha) = stack.removeLast() }
    func translate(by o: Point) { origin = origin + o }
    func clip(to r: Rect) { clip = clip.intersection(r.offsetBy(dx: origin.x, dy: origin.y)) }
    func multiplyAlpha(_ a: Double) { alpha *= a }
    var currentAlpha: Double { alpha }
    var clipBounds: Rect { clip.offsetBy(dx: -origin.x, dy: -origin.y) }
    func fill(_ r: Rect, color: Color) {
        fills.append(r.offsetBy(dx: origin.x, dy: origin.y))
        coloredFills.append((r.offsetBy(dx: origin.x, dy: origin.y), color))
    }
    func drawText(_ text: String, font: Font, color: Color, in rect: Rect, alignment: TextAlignment, rotation: Double) {
        texts.append(text)
        textCalls.append(
            TextCall(text: text, rect: rect.offsetBy(dx: origin.x, dy: origin.y), rotation: rotation, font: font))
    }
    func drawImage(_ image: Image, in rect: Rect, rotation: Double, tint: Color?) {}
    /// Every path filled or stroked, with the translation in force.
    var paths: [(path: Path, origin: Point)] = []
    func fill(_ path: Path, color: Color, rule: FillRule) { paths.append((path, origin)) }
    func stroke(_ path: Path, color: Color, style: StrokeStyle) { paths.append((path, origin)) }
}

nonisolated final class OcclusionTests: XCTestCase {
    @MainActor func testCoveredBackgroundIsNotFilled() async throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100)); root.backgroundColor = .white
        let cover = View(frame: Rect(x: 0, y: 0, width: 100, height: 100)); cover.backgroundColor = .black
        root.addSubview(cover)
        let canvas = RecordingCanvas(bounds: root.frame)
        root.render(in: canvas)
        XCTAssertEqual(canvas.fills, [root.frame], "only the covering view fills")
    }

    @MainActor func testTranslucentOrPartialCoverStillFills() async throws {
        for make in [
            { (v: View) in v.alpha = 0.5 }, { $0.backgroundColor = Color(r: 0, g: 0, b: 0, a: 200) },
            { $0.frame = Rect(x: 1, y: 0, width: 99, height: 100) }, { $0.isHidden = true },
        ] {
            let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100)); root.backgroundColor = .white
            let cover = View(frame: Rect(x: 0, y: 0, width: 100, height: 100)); cover.backgroundColor = .black
            root.addSubview(cover)
            make(cover)
            let canvas = RecordingCanvas(bounds: root.frame)
            root.render(in: canvas)
            XCTAssertEqual(canvas.fills.first, root.frame)
        }
        // A translucent parent: the child's opaque fill blends, so the parent must fill too.
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100)); root.backgroundColor = .white;
        root.alpha = 0.5
        let cover = View(frame: root.frame); cover.backgroundColor = .black
        root.addSubview(cover)
        let canvas = RecordingCanvas(bounds: root.frame)
        root.render(in: canvas)
        XCTAssertEqual(canvas.fills.count, 2)
    }

    @MainActor func testListFillsOnlyBandsOutsideRows() async throws {
        final class Rows: ListDataSource {
            func numberOfRows(in list: ListView) -> Int { 3 }
            func list(_ list: ListView, contentForRow row: Int) -> ListRowContent { ListRowContent(title: "r") }
        }
        let host = try RefreshTestHost.core(size: Size(width: 100, height: 400))
        let rows = Rows()
        let list = ListView(frame: host.root.bounds)
        list.rowHeight = 50
        list.dataSource = rows
        list.alwaysBounceVertical = true
        host.root.addSubview(list)
        list.reloadData()
        list.contentOffset = Point(x: 0, y: -30)
        host.advance()
        let canvas = RecordingCanvas(bounds: host.root.bounds)
        list.draw(in: canvas)
        XCTAssertEqual(
            canvas.fills, [Rect(x: 0, y: -30, width: 100, height: 30), Rect(x: 0, y: 150, width: 100, height: 220)])
    }
}

/// Views that are `FrameObserver`s are stepped while, and only while, they are in a window.
nonisolated final class FrameObserverViewTests: XCTestCase {
    @MainActor final class Ticker: View, FrameObserver {
        var times: [Double] = []
        func advance(to time: Double) { times.append(time) }
        var isMoving: Bool { true }
    }

    @MainActor func testSubviewsJoinAndLeaveTheirWindowsSteps() async throws {
        let host = try RefreshTestHost.core()
        let container = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let ticker = Ticker(frame: .zero)
        container.addSubview(ticker)
        host.root.tick()
        XCTAssertEqual(ticker.times, [], "not in a window yet")
        host.root.addSubview(container)
        host.clock.advance(by: 1)
        host.root.tick()
        XCTAssertEqual(ticker.times, [1], "joined with its superview")
        XCTAssertTrue(host.root.isBusy)
        container.removeFromSuperview()
        host.clock.advance(by: 1)
        host.root.tick()
        XCTAssertEqual(ticker.times, [1], "left with its superview")
        XCTAssertFalse(host.root.isBusy)
        host.root.addSubview(container)
        host.root.addSubview(container)
        host.clock.advance(by: 1)
        host.root.tick()
        XCTAssertEqual(ticker.times, [1, 3], "stepped once a frame however often it joins")
    }
}

/// `Label` cuts text that is wider than itself at the end with "…", as UILabel does.
nonisolated final class LabelTruncationTests: XCTestCase {
    @MainActor func testTailTruncation() async throws {
        let measurer = ApproximateTextMeasurer()
        let label = Label(text: "Release to refresh the whole list", font: .bold(14))
        XCTAssertEqual(label.displayedText, label.text, "no width yet: everything")
        let full = measurer.size(of: label.text, font: label.font).width
        label.frame = Rect(x: 0, y: 0, width: full, height: 20)
        XCTAssertEqual(label.displayedText, label.text, "fits exactly")
        label.frame.size.width = full / 2
        let cut = label.displayedText
        XCTAssertTrue(cut.hasSuffix("…"), cut)
        XCTAssertTrue(label.text.hasPrefix(String(cut.dropLast())), cut)
        XCTAssertLessThanOrEqual(measurer.size(of: cut, font: label.font).width, full / 2 + 0.5)
        let oneMore = String(label.text.prefix(cut.count)) + "…"
        XCTAssertGreaterThan(
            measurer.size(of: oneMore, font: label.font).width, full / 2 + 0.5, "the longest start that fits")
        label.frame.size.width = 1
        XCTAssertEqual(label.displayedText, "…", "nothing fits: the ellipsis alone")
        label.text = "OK"
        label.frame.size.width = 200
        XCTAssertEqual(label.displayedText, "OK")
    }
}
