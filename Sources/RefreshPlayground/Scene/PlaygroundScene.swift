import Foundation
import Logging
import RefreshCore

/// A playground screen: a window-sized view tree with the example's scroll view (a list, a grid or
/// a horizontal strip; two lists side by side for `list.split`) and its refresh controls, driven
/// by a manual clock. The window app and
/// headless replay drive it identically, so what a replay records is what the window shows.
package final class PlaygroundScene {
    package static let pointsPerWheelLine = ScrollViewInputRouter.pointsPerWheelLine

    package let configuration: SceneConfiguration
    package let example: Example
    package let clock: ManualClock
    package let context: ViewContext
    package let window: Window
    /// The example's scroll views, left to right: one `ListView` or `GridView`, or the lists of
    /// a split example (`ExampleContent.split`), each with its own rows and controls.
    package let scrollViews: [ScrollView]
    /// The language every refresh control of the scene speaks.
    package let localizer: RefreshLocalizer
    /// Seconds a refresh handler takes; nil: the script ends it.
    package let refreshDelay: Double?
    /// The scene's colours. Setting it re-colours everything at once: the window, the list's or
    /// grid's background, the rows or cards on screen and those shown later, every refresh control's
    /// labels, arrow and spinner, and the example's own colours (custom text, DIY controls).
    package var theme: Theme { didSet { applyTheme() } }
    /// The content inset the app last set: the example's own at set-up, then every `setInset`.
    /// The refresh controls keep theirs apart, so `scrollView.contentInset` always equals it.
    package private(set) var appInset = EdgeInsets.zero
    /// The last word a key left for the window to show (`KeyNotice`), until `takeNotice()`.
    package private(set) var notice: KeyNotice?
    /// The example running on each scroll view, in `scrollViews`' order.
    private var runtimes: [RunningExample] = []
    /// The rows of a carousel example (`list.carousels`): its data source, its carousels' cards and
    /// their trailer; nil for other examples.
    package private(set) var carouselRows: CarouselRows?
    /// The feel tuning panel's state (K): its keys come before the example's.
    package let tuning = FeelTuning()

    /// A scene whose clock starts at `startTime` (a scene that replaces another one mid-session
    /// starts at that session's time, so what it begins at launch animates from its start).
    /// Fails with a message listing the valid IDs when the example is unknown. Every view of the
    /// scene logs to `logger`.
    package init(
        configuration: SceneConfiguration, textMeasurer: TextMeasurer = ApproximateTextMeasurer(),
        startTime: Double = 0, logger: Logger = RefreshLogging.defaultLogger
    ) throws {
        guard let example = ExampleCatalog.example(id: configuration.exampleID) else {
            throw PlaygroundError.unknownExample(ExampleCatalog.unknownMessage(configuration.exampleID))
        }
        self.configuration = configuration
        self.example = example
        clock = ManualClock(now: startTime.sanitized(atLeast: 0))
        localizer = RefreshLocalizer(
            configuredCode: configuration.language,
            environment: ProcessInfo.processInfo.environment)
        refreshDelay = configuration.refreshDelay ?? example.defaultRefreshDelay
        context = ViewContext(
            clock: clock, textMeasurer: textMeasurer, scale: configuration.scale,
            calendarOrigin: configuration.startDate,
            timeZone: configuration.timeZone, localizer: localizer)
        context.reducesMotion = configuration.reducesMotion
        window = Window(frame: Rect(origin: .zero, size: configuration.viewport), context: context)
        window.logger = logger
        theme = configuration.theme
        let rowCount = max(0, configuration.rows ?? example.defaultRows)
        scrollViews = example.content.frames(in: configuration.viewport).map { frame in
            Self.makeScrollView(for: example, frame: frame, logger: logger)
        }
        // The example sets up before the lists join the window, so a refresh begun at launch goes
        // through willRefresh as it would in an app.
        for sv in scrollViews {
            let rows = RowStore(count: rowCount, chat: example.recipe.chat != nil)
            if let list = sv as? ListView {
                list.dataSource = rows
                if let recipe = example.recipe.carousels, carouselRows == nil {
                    let source = CarouselRows(rows: rows, recipe: recipe)
                    list.dataSource = source
                    carouselRows = source
                }
                list.reloadData()
            }
            if let grid = sv as? GridView {
                grid.dataSource = rows
                grid.reloadData()
            }
            runtimes.append(RunningExample(scene: self, recipe: example.recipe, scrollView: sv, rows: rows))
        }
        carouselRows?.installTrailerLoads { [unowned self] finish in
            guard let delay = refreshDelay else { return }
            context.scheduler.after(delay, finish)
        }
        appInset = scrollViews[0].contentInset
        applyTheme()
        for sv in scrollViews { window.addSubview(sv) }
        _ = input   // a split example's router manages the window's focus (and ring) from the start
        window.layoutIfNeeded()
    }

    /// A scroll view of `example`'s kind at `frame`, logging to `logger` (it joins the window after
    /// the example has set it up).
    private static func makeScrollView(for example: Example, frame: Rect, logger: Logger) -> ScrollView {
        let sv: ScrollView
        switch example.content {
        case .list, .split:
            let list = ListView(frame: frame)
            list.startsAtEnd = example.recipe.chat != nil
            sv = list
        case .grid, .strip:
            let grid = GridView(frame: frame)
            if example.content == .strip { grid.scrollDirection = .horizontal }
            grid.itemSize = cardSize(of: example.content, in: grid)
            sv = grid
        }
        sv.logger = logger
        return sv
    }

    /// A scene for another example at `time`, in this one's viewport, scale and language: what
    /// the window's example browser and a script's `example` step open.
    package func successor(exampleID: String, at time: Double, textMeasurer: TextMeasurer) throws -> PlaygroundScene {
        var c = configuration
        c.exampleID = exampleID
        c.viewport = window.bounds.size
        c.scale = context.scale
        c.language = localizer.language.code
        c.theme = theme
        c.reducesMotion = context.reducesMotion
        return try PlaygroundScene(configuration: c, textMeasurer: textMeasurer, startTime: time, logger: window.logger)
    }

    /// The scroll view keys go to: the example's one, or the focused list of a split example.
    package var scrollView: ScrollView { input.scrollView }

    /// The index of `scrollView` in `scrollViews`: the focused list (0 for a single scroll view).
    package var focusIndex: Int { scrollViews.firstIndex { $0 === scrollView } ?? 0 }

    /// The example running on the focused scroll view.
    private var runtime: RunningExample { runtimes[focusIndex] }

    /// The focused scroll view's rows.
    package var rows: RowStore { runtime.rows }

    /// The scroll view as a list (nil for grid examples).
    package var list: ListView? { scrollView as? ListView }

    /// The refresh control `target` of the example on the focused scroll view, if it has one.
    package func component(_ target: RefreshTarget) -> RefreshComponent? { runtime.component(target) }

    /// The refresh control `target` of the example on `scrollViews[index]`, if it has one.
    package func component(_ target: RefreshTarget, inList index: Int) -> RefreshComponent? {
        runtimes.indices.contains(index) ? runtimes[index].component(target) : nil
    }

    /// True when the example takes Tab (and Shift+Tab) to move the focus between its lists; the
    /// window otherwise keeps Tab for its example browser.
    package var takesTab: Bool { scrollViews.count > 1 }

    // MARK: Input

    /// Delivers `event` as the window and replay do: a key first to the example (L, N, T, C and
    /// its own), then everything through `ScrollViewInputRouter` (the pointer, wheel, trackpad,
    /// Home/End/PageUp/PageDown, F5). Returns false when the event meant nothing here.
    @discardableResult
    package func route(_ event: InputEvent) -> Bool {
        if case let .key(name, modifiers, _) = event, modifiers.isPlain, exampleKey(name) { return true }
        return input.route(event)
    }

    /// The router the scene's input goes through (the window's and the replay host's): for a
    /// split example over the window's tree, pointer to the list under it, keys to the focused one.
    package private(set) lazy var input =
        scrollViews.count > 1 ? ScrollViewInputRouter(root: window) : ScrollViewInputRouter(scrollView: scrollViews[0])

    /// A key of the tuning panel (K, and its keys while open: `FeelTuning`) or of the example's
    /// own (L, N, T, C…); false when it is neither.
    package func exampleKey(_ name: String) -> Bool {
        if tuning.key(name, in: self) { return true }
        return attributingRefreshEnds(to: .key(name)) { runtime.handleKey(name) }
    }

    /// Returns false when the key means nothing to this example.
    @discardableResult
    package func key(_ name: String) -> Bool { route(.key(name)) }

    /// Leaves `notice` for the window to show (a replay has no overlay: it stays until taken).
    func post(_ notice: KeyNotice) { self.notice = notice }

    /// Returns the notice a key left since the last call, if any, and forgets it.
    package func takeNotice() -> KeyNotice? {
        defer { notice = nil }
        return notice
    }

    // MARK: Script operations

    package func call(_ target: RefreshTarget, _ method: RefreshMethod) {
        attributingRefreshEnds(to: .call(target, method)) { runtime.call(target, method) }
    }

    /// Replaces the focused scroll view's rows with `count` new ones.
    package func replaceRows(count: Int) { runtime.replaceRows(count: count) }

    /// Adds `count` rows at the top or the bottom of the focused scroll view (see
    /// `RunningExample.insertRows`).
    package func insertRows(count: Int, atTop: Bool) { runtime.insertRows(count: count, atTop: atTop) }

    // MARK: Refresh ends

    /// What the scene was doing when a refresh ended: the soak's `endedByItsOwnLoadOrACall` check
    /// allows a load's own completion and the app's explicit actions, nothing else.
    package enum RefreshEndCause: Equatable, Sendable, CustomStringConvertible {
        /// The completion of the load whose refresh had generation `loadGeneration` when its
        /// handler ran (`RefreshComponent.refreshGeneration`).
        case completion(loadGeneration: Int)
        /// A `call` step (or the window's equivalent) ran `method` on `target`.
        case call(RefreshTarget, RefreshMethod)
        /// An example's key (C empties the grid, whose footer then hides).
        case key(String)
        /// The rows were replaced or inserted (a footer that hides when empty ends its refresh).
        case rows

        /// `completion of the load of generation 7`, `call footer.endRefreshing`, `key C`, `rows`.
        package var description: String {
            switch self {
            case let .completion(g): return "the completion of the load of generation \(g)"
            case let .call(t, m): return "call \(t.rawValue).\(m.rawValue)"
            case let .key(name): return "key \(name)"
            case .rows: return "a change of rows"
            }
        }
    }

    /// A refresh that ended while the scene was doing something it can name.
    package struct RefreshEnd: Equatable, Sendable {
        /// The index in `scrollViews` of the list whose control it is.
        package let list: Int
        /// The control whose refresh ended.
        package let target: RefreshTarget
        /// The refresh's `refreshGeneration` while it ran.
        package let generation: Int
        /// The scene time it ended at, in seconds.
        package let time: Double
        /// What ended it.
        package let cause: RefreshEndCause
    }

    /// Per control (a list's index in `scrollViews` and the target), the generation of a refresh
    /// whose own load finished while it still had to show its refreshing look for
    /// `minimumRefreshingDuration`: it ends later, by that finish.
    package private(set) var deferredEnds: [ListControl: Int] = [:]

    /// A refresh control of one of the scene's scroll views: the list's index in `scrollViews` and
    /// the control's target.
    package struct ListControl: Hashable, Sendable {
        /// The index in `scrollViews`.
        package let list: Int
        /// The control.
        package let target: RefreshTarget

        /// The control `target` of the scroll view at `list` in `scrollViews`.
        package init(list: Int, target: RefreshTarget) {
            self.list = list
            self.target = target
        }
    }

    /// The refresh ends noted since the last `takeRefreshEnds()` (at most the last 256).
    private var refreshEnds: [RefreshEnd] = []
    private var attributing = false

    /// Returns the refresh ends noted since the last call, oldest first, and forgets them.
    package func takeRefreshEnds() -> [RefreshEnd] {
        defer { refreshEnds.removeAll(keepingCapacity: true) }
        return refreshEnds
    }

    /// Runs `body` and notes every refresh it ended as ended by `cause`. Nested calls keep the
    /// outermost cause (a completion that inserts rows ends its refresh as the completion).
    @discardableResult
    package func attributingRefreshEnds<R>(to cause: RefreshEndCause, _ body: () -> R) -> R {
        guard !attributing, !runtimes.isEmpty else { return body() }
        let controls = runtimes.indices.flatMap { i in RefreshTarget.allCases.map { ListControl(list: i, target: $0) } }
        let running = controls.compactMap { k -> (ListControl, Int)? in
            guard let c = component(k.target, inList: k.list), c.state == .refreshing else { return nil }
            return (k, c.refreshGeneration)
        }
        attributing = true
        let result = body()
        attributing = false
        for (k, g) in running {
            guard let c = component(k.target, inList: k.list), c.state != .refreshing || c.refreshGeneration != g else {
                // Its own load finished but the end waits for the minimum refreshing time.
                if case .completion(g) = cause { deferredEnds[k] = g }
                continue
            }
            if refreshEnds.count >= 256 { refreshEnds.removeFirst() }
            refreshEnds.append(
                RefreshEnd(list: k.list, target: k.target, generation: g, time: clock.now, cause: cause))
        }
        return result
    }

    package func resize(to size: Size) {
        window.frame = Rect(origin: .zero, size: size)
        for (sv, frame) in zip(scrollViews, example.content.frames(in: size)) {
            sv.frame = frame
            if let grid = sv as? GridView { grid.itemSize = Self.cardSize(of: example.content, in: grid) }
        }
    }

    /// The cards' size in `grid` as it is sized now. The grid's columns share its width evenly: as
    /// many columns as cards of at least `GridView.defaultItemSize` fit, each widened (to whole
    /// points) to fill the row, so two columns at 320 pt are 148 pt each with the usual spacing
    /// between, not 110 pt with the leftover in the middle. The strip's cards are 140 pt wide and
    /// as tall as the strip less its insets.
    static func cardSize(of content: ExampleContent, in grid: GridView) -> Size {
        let inset = grid.sectionInset, spacing = grid.interitemSpacing
        if content == .strip {
            return Size(width: 140, height: max(1, grid.frame.height - inset.top - inset.bottom))
        }
        let minimum = GridView.defaultItemSize
        let room = max(minimum.width, grid.frame.width - inset.left - inset.right)
        let columns = max(1, ((room + spacing) / (minimum.width + spacing)).rounded(.down))
        return Size(width: ((room - (columns - 1) * spacing) / columns).rounded(.down), height: minimum.height)
    }

    /// Sets the app's own content inset of every scroll view (the refresh controls' insets are kept
    /// apart from it).
    package func setInset(_ inset: EdgeInsets) {
        appInset = inset
        for sv in scrollViews { sv.contentInset = inset }
    }

    package func setLanguage(_ code: String) { localizer.language = RefreshLanguage(resolvingCode: code) }

    private func applyTheme() {
        let palette = theme.palette
        window.backgroundColor = palette.background
        window.focusRingColor = palette.accent
        for sv in scrollViews {
            sv.backgroundColor = palette.background
            (sv as? ListView)?.cellColors = palette.listCells
            (sv as? GridView)?.cellColors = palette.gridCells
        }
        if let carouselRows, let list {
            carouselRows.palette = palette
            for carousel in list.visibleCarousels { carouselRows.style(carousel) }
        }
        for runtime in runtimes { runtime.apply(palette) }
    }

    // MARK: Frame

    /// Runs one frame at `time`: deferred work, physics, animations, layout.
    package func tick(at time: Double) {
        clock.set(time)
        window.tick()
    }

    package func render(in canvas: Canvas) { window.render(in: canvas) }

    /// The colour to clear the target with before `render`, or nil when the window's opaque
    /// background paints every pixel anyway.
    package var clearColor: Color? { window.backgroundColor?.a == 255 && !window.isHidden ? nil : .white }

    /// True when the next frame could look different from this one.
    package var isBusy: Bool { window.isBusy }

    /// One line of `trace.jsonl` for the frame just produced (see `docs/replay.md`).
    package func traceLine(frame: Int, time: Double) -> String { traceObject(frame: frame, time: time).serialized() }

    /// The trace line's object, for writers that add members (the window adds `"wall"`).
    package func traceObject(frame: Int, time: Double) -> JSONValue {
        FrameTrace.object(root: window, scrollView: scrollView, frame: frame, time: time)
    }
}
