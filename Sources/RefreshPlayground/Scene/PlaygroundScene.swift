import Foundation
import RefreshCore

/// A playground screen: a window-sized view tree with the list and the example's behaviour,
/// driven by a manual clock. The window app and headless replay drive it identically, so what
/// a replay records is what the window shows.
public final class PlaygroundScene {
    public static let pointsPerWheelLine = 40.0

    public let configuration: SceneConfiguration
    public let example: Example
    public let clock = ManualClock()
    public let context: ViewContext
    public let window: Window
    public let list: ListView
    public let rows: RowStore
    /// The language every refresh control of the scene speaks.
    public let localizer: RefreshLocalizer
    /// Seconds a refresh handler takes; nil: the script ends it.
    public let refreshDelay: Double?
    private var behavior: ExampleBehavior!

    /// Fails with a message listing the valid IDs when the example is unknown.
    public init(configuration: SceneConfiguration, textMeasurer: TextMeasurer = ApproximateTextMeasurer()) throws {
        guard let example = ExampleCatalog.example(id: configuration.exampleID) else {
            throw PlaygroundError.unknownExample(ExampleCatalog.unknownMessage(configuration.exampleID))
        }
        self.configuration = configuration
        self.example = example
        localizer = RefreshLocalizer(configuredCode: configuration.language,
                                     environment: ProcessInfo.processInfo.environment)
        refreshDelay = configuration.refreshDelay ?? example.defaultRefreshDelay
        context = ViewContext(clock: clock, textMeasurer: textMeasurer, scale: configuration.scale,
                              calendarOrigin: configuration.startDate,
                              timeZone: configuration.timeZone, localizer: localizer)
        window = Window(frame: Rect(origin: .zero, size: configuration.viewport), context: context)
        window.backgroundColor = Color(r: 242, g: 242, b: 247)
        rows = RowStore(count: max(0, configuration.rows ?? example.defaultRows))
        list = ListView(frame: window.bounds)
        list.dataSource = rows
        list.reloadData()
        // The example sets up before the list joins the window, so a refresh begun at launch goes
        // through willRefresh as it would in an app.
        behavior = example.install(self)
        window.addSubview(list)
        window.layoutIfNeeded()
    }

    // MARK: Input

    public func pointerDown(at p: Point, time: Double) { list.touchDown(at: toList(p), time: time) }
    public func pointerMoved(to p: Point, time: Double) { list.touchMoved(to: toList(p), time: time) }
    public func pointerUp(at p: Point?, time: Double) { list.touchUp(at: p.map(toList), time: time) }
    public func pointerCancelled(time: Double) { list.touchCancelled(time: time) }

    /// Wheel in lines, SDL's sign: `dy > 0` scrolls toward the top, `dx > 0` toward the right.
    public func wheel(dx: Double, dy: Double) {
        list.scroll(by: Point(x: dx * Self.pointsPerWheelLine, y: -dy * Self.pointsPerWheelLine))
    }

    /// Returns false when the key means nothing to this example.
    @discardableResult
    public func key(_ name: String) -> Bool { behavior.handleKey(name) }

    private func toList(_ p: Point) -> Point { Point(x: p.x - list.frame.minX, y: p.y - list.frame.minY) }

    // MARK: Script operations

    public func call(target: String, method: String) { behavior.call(target: target, method: method) }

    public func replaceRows(count: Int) {
        rows.replace(count: count)
        list.reloadData()
    }

    public func insertRows(count: Int, atTop: Bool) {
        rows.append(count: count, atTop: atTop)
        list.reloadData()
    }

    public func resize(to size: Size) {
        window.frame = Rect(origin: .zero, size: size)
        list.frame = window.bounds
    }

    public func setInset(_ inset: EdgeInsets) { list.contentInset = inset }

    public func setLanguage(_ code: String) { localizer.language = RefreshLanguage.resolve(code) }

    // MARK: Frame

    /// Runs one frame at `time`: deferred work, physics, animations, layout.
    public func tick(at time: Double) {
        clock.set(time)
        window.tick()
    }

    public func render(in canvas: Canvas) { window.render(in: canvas) }

    /// The colour to clear the target with before `render`, or nil when the window's opaque
    /// background paints every pixel anyway.
    public var clearColor: Color? { window.backgroundColor?.a == 255 && !window.isHidden ? nil : .white }

    /// True when the next frame could look different from this one.
    public var isBusy: Bool { window.isBusy || list.isTracking }

    /// One line of `trace.jsonl` for the frame just produced.
    public func traceLine(frame: Int, time: Double) -> String {
        let o = list.presentationContentOffset, i = list.adjustedContentInset
        let c = list.contentSize, v = window.bounds.size
        var s = "{\"frame\":\(frame),\"t\":\(TraceFormat.number(time))"
        s += ",\"offset\":{\"x\":\(TraceFormat.number(o.x)),\"y\":\(TraceFormat.number(o.y))}"
        s += ",\"inset\":{\"top\":\(TraceFormat.number(i.top)),\"left\":\(TraceFormat.number(i.left))"
        s += ",\"bottom\":\(TraceFormat.number(i.bottom)),\"right\":\(TraceFormat.number(i.right))}"
        s += ",\"contentSize\":{\"width\":\(TraceFormat.number(c.width)),\"height\":\(TraceFormat.number(c.height))}"
        s += ",\"viewport\":{\"width\":\(TraceFormat.number(v.width)),\"height\":\(TraceFormat.number(v.height))}"
        s += ",\"dragging\":\(list.isDragging),\"decelerating\":\(list.isDecelerating)"
        for target in ["header", "footer", "trailer"] {
            s += ",\"\(target)\":\(behavior.traceObject(for: target) ?? "null")"
        }
        return s + "}"
    }
}

/// Errors the playground reports to the user.
public enum PlaygroundError: Error, CustomStringConvertible {
    case unknownExample(String)
    case runtime(String)

    public var description: String {
        switch self {
        case let .unknownExample(m), let .runtime(m): return m
        }
    }
}
