import RefreshCore

/// An example running on one scroll view of a scene (a split example runs one on each list): its
/// rows, its refresh controls, their loading handlers, and the keys and script calls that drive them.
///
/// Keys: Home/End/PageUp/PageDown scroll (animated) along the scroll view's axis, F5 begins the
/// header's refresh, L switches to the next language, N resets the footer's no more data (and the
/// example's page count with it), T cycles the light, dark and high-contrast themes, M turns
/// reduced motion on and off; an example may add its own. A key that cannot act now (F5 while the
/// header refreshes, N with nothing to reset) calls nothing and says why (`KeyNotice`).
final class RunningExample: RecipeContext {
    unowned let scene: PlaygroundScene
    /// The scroll view it runs on, and its rows.
    let scrollView: ScrollView
    let rows: RowStore
    let header: RefreshHeader?
    let footer: RefreshFooter?
    let trailer: RefreshTrailer?
    private let recipe: ExampleRecipe
    /// How many loads the header, footer and trailer have finished (failed ones included). N
    /// (resetting no more data) starts the footer's count again, so its pages come round again.
    private(set) var headerLoads = 0
    private(set) var footerLoads = 0
    private(set) var trailerLoads = 0
    /// How many loads of older rows a chat example has finished.
    private(set) var olderRowsLoads = 0
    /// A chat example's loader of older rows (automatic near the top, and the header's pull).
    private(set) var olderRowsLoader: OlderRowsLoader?

    init(scene: PlaygroundScene, recipe: ExampleRecipe, scrollView sv: ScrollView, rows: RowStore) {
        self.scene = scene
        self.recipe = recipe
        scrollView = sv
        self.rows = rows
        if recipe.header != nil || recipe.footer != nil || recipe.trailer != nil { AssetLibrary.shared.installArrow() }
        sv.pinnedBar = recipe.pinnedBar?()
        header = recipe.header?(sv)
        footer = recipe.footer?(sv)
        trailer = recipe.trailer?(sv)
        if !recipe.showsOutcomes {
            for control in [header, footer, trailer] as [RefreshComponent?] { control?.outcomeDisplayDuration = 0 }
        }
        if let chat = recipe.chat, let list = sv as? ListView {
            let loader = OlderRowsLoader { [unowned self] in self.loadOlderRows($0, chat) }
            list.olderRowsLoader = loader
            list.jumpToEndButton = JumpToEndButton()
            olderRowsLoader = loader
        }
        if recipe.feed != nil, let list = sv as? ListView {
            list.newRowsPill = NewRowsPill()
            header?.refreshesInPlaceAwayFromTop = true
        }
        if let header {
            if let loader = olderRowsLoader {
                // The pull loads through the chat's loader: it joins a load that runs, or ends at
                // once when the history has ended; either way its own load's completion ends it.
                header.loadHandler = { [unowned self, unowned header] load in
                    let generation = header.refreshGeneration
                    header.endRefreshingCompletion = { [unowned self] in self.hideHeaderIfTheHistoryEnded() }
                    loader.load {
                        self.scene.attributingRefreshEnds(to: .completion(loadGeneration: generation)) {
                            load.finish(.success)
                        }
                    }
                }
            } else {
                header.loadHandler = { [unowned self] in self.load($0, of: .header) { self.finishHeaderLoad($0) } }
            }
            if let store = scene.configuration.lastUpdatedStore { header.lastUpdatedStore = store }
            sv.refreshHeader = header
        }
        if let footer {
            footer.loadHandler = { [unowned self] in self.load($0, of: .footer) { self.finishFooterLoad($0) } }
            sv.refreshFooter = footer
        }
        if let trailer {
            trailer.loadHandler = { [unowned self] in self.load($0, of: .trailer) { self.finishTrailerLoad($0) } }
            sv.refreshTrailer = trailer
        }
        recipe.didInstall?(self)
    }

    func component(_ target: RefreshTarget) -> RefreshComponent? {
        switch target {
        case .header: return header
        case .footer: return footer
        case .trailer: return trailer
        }
    }

    // MARK: Loading

    /// Runs `finish` with `load` after the scene's refresh delay (never, when the script ends
    /// refreshes). Each load is finished through its own `RefreshLoad`, so a completion that comes
    /// after its refresh ended (a script's `endRefreshing`) changes nothing, even when a newer
    /// refresh runs by then; the scene notes which load's completion ended what (`RefreshEnd`).
    private func load(_ load: RefreshLoad, of target: RefreshTarget, _ finish: @escaping (RefreshLoad) -> Void) {
        guard let delay = scene.refreshDelay, let generation = component(target)?.refreshGeneration else { return }
        scene.context.scheduler.after(delay) { [unowned self] in
            self.scene.attributingRefreshEnds(to: .completion(loadGeneration: generation)) { finish(load) }
        }
    }

    /// A late completion (its refresh is over) adds no rows, and its `finish` only logs at debug
    /// level.
    private func finishHeaderLoad(_ load: RefreshLoad) {
        guard load.isCurrent else { return load.finish() }
        headerLoads += 1
        let outcome = recipe.headerOutcome?(headerLoads) ?? .success
        if let feed = recipe.feed {
            // A feed says how many rows came: its header shows them in its banner.
            let rows = outcome.isFailure ? 0 : feed.newRows(headerLoads)
            if rows > 0 { insertRows(count: rows, atTop: true) }
            return load.finish(outcome, newRows: rows)
        }
        if !outcome.isFailure { insertRows(count: 5, atTop: true) }
        load.finish(outcome)
    }

    private func finishFooterLoad(_ load: RefreshLoad) {
        guard let footer, load.isCurrent else { return load.finish() }
        footerLoads += 1
        let outcome =
            recipe.footerOutcome?(footerLoads) ?? (footerLoads == recipe.noMoreDataAtLoad ? .noMoreData : .success)
        if !outcome.isFailure { insertRows(count: 5, atTop: false) }
        load.finish(outcome)
        if footerLoads == recipe.hideFooterAtLoad { footer.isHidden = true }
    }

    private func finishTrailerLoad(_ load: RefreshLoad) {
        guard load.isCurrent else { return load.finish() }
        insertRows(count: 5, atTop: false)
        trailerLoads += 1
        load.finish(.success)
    }

    /// A load of the example's own shown on `target` (`showRefreshing()`, no handler): after the
    /// scene's refresh delay it adds 5 rows (at the top for a header) and ends the refresh, unless
    /// the refresh ended meanwhile (cancelled, ended by a call); the scene notes the end as that
    /// load's completion.
    func showOwnLoad(of target: RefreshTarget) -> Bool {
        guard let c = component(target), !c.isRefreshing, !c.isHidden else { return false }
        c.showRefreshing()
        guard c.isRefreshing else { return false }
        guard let delay = scene.refreshDelay else { return true }
        let generation = c.refreshGeneration
        scene.context.scheduler.after(delay) { [unowned self, weak c] in
            guard let c, c.state == .refreshing, c.refreshGeneration == generation else { return }
            self.scene.attributingRefreshEnds(to: .completion(loadGeneration: generation)) {
                self.insertRows(count: 5, atTop: target == .header)
                c.endRefreshing()
            }
        }
        return true
    }

    /// Replaces every row of its scroll view with `count` new ones.
    func replaceRows(count: Int) {
        scene.attributingRefreshEnds(to: .rows) {
            rows.replace(count: count)
            reloadData()
        }
    }

    /// Adds `count` rows at the top or the bottom of its scroll view. A list is told which rows are
    /// new (`ListView.insertRows(_:)`), so rows above the ones on screen keep those still; the grid
    /// reloads.
    func insertRows(count: Int, atTop: Bool) {
        scene.attributingRefreshEnds(to: .rows) {
            let old = rows.count
            rows.append(count: count, atTop: atTop)
            guard let list = scrollView as? ListView else { return reloadData() }
            let new = rows.count - old
            list.insertRows(atTop ? 0..<new : old..<rows.count)
        }
    }

    private func reloadData() {
        if let list = scrollView as? ListView { list.reloadData() }
        if let grid = scrollView as? GridView { grid.reloadData() }
    }

    /// A chat's older rows: after the refresh delay, `chat.batch` rows at the top; the
    /// `chat.loads`-th load is the history's last. A header waiting on it ends with it.
    private func loadOlderRows(_ load: OlderRowsLoad, _ chat: ChatRecipe) {
        guard let delay = scene.refreshDelay else { return }
        scene.context.scheduler.after(delay) { [unowned self] in
            guard load.isCurrent else { return }
            let generation = self.header?.refreshGeneration ?? 0
            self.scene.attributingRefreshEnds(to: .completion(loadGeneration: generation)) {
                self.olderRowsLoads += 1
                self.insertRows(count: chat.batch, atTop: true)
                load.finish(hasMoreRows: self.olderRowsLoads < chat.loads)
            }
            self.hideHeaderIfTheHistoryEnded()
        }
    }

    /// A chat whose history has ended hides its header at rest: a pull at the top no longer
    /// promises a load that cannot come, and the older-rows indicator says "No more data". A
    /// header that joined the last load hides once it has slid out (its end completion).
    private func hideHeaderIfTheHistoryEnded() {
        guard let header, let loader = olderRowsLoader, !loader.hasMoreRows, !header.isHidden,
            header.state == .idle, !header.isEndingRefresh
        else { return }
        header.isHidden = true
    }

    // MARK: Keys and calls

    /// Handles a key by SDL name; returns false when it means nothing here.
    func handleKey(_ name: String) -> Bool {
        if let extra = recipe.handleKey, extra(self, name) { return true }
        switch name {
        case "L" where header != nil || footer != nil || trailer != nil:
            let all = RefreshLanguage.allCases
            let i = all.firstIndex(of: scene.localizer.language) ?? 0
            scene.localizer.language = all[(i + 1) % all.count]
        case "N" where footer != nil:
            resetNoMoreData()
        case "F5" where header != nil:
            // Taken (with a word on why) only when the header cannot begin now; else the router's.
            guard let refusal = KeyNotice.refusalOfF5(header) else { return false }
            scene.post(refusal)
        case "T":
            scene.theme = scene.theme.toggled
        case "M":
            scene.context.reducesMotion.toggle()
        default:
            return false
        }
        return true
    }

    /// N: the footer leaves no more data and the example counts its pages from the start again, so
    /// the same number of loads brings "No more data" back; with nothing to reset, nothing is called.
    private func resetNoMoreData() {
        guard let footer, footer.state == .noMoreData else {
            return scene.post(KeyNotice(key: "N", reason: "nothing to reset"))
        }
        footer.resetNoMoreData()
        footerLoads = 0
    }

    /// Shows `text` for a moment over the window (the window's `NoticeBanner`): what a key changed.
    func notify(_ text: String) { scene.post(KeyNotice(text: text)) }

    /// The scene's theme's colours.
    var palette: ThemePalette { scene.theme.palette }

    /// Gives every refresh control (and a chat's older-rows indicator and jump-to-end button) the
    /// palette's control colour, then the example its own colours.
    func apply(_ palette: ThemePalette) {
        for control in [header, footer, trailer] as [RefreshComponent?] { control?.tintColor = palette.refreshLabel }
        olderRowsLoader?.indicator?.tintColor = palette.refreshLabel
        scrollView.pinnedBar?.colors = scene.theme.pinnedBar
        if let button = (scrollView as? ListView)?.jumpToEndButton {
            button.tintColor = palette.refreshLabel
            button.fillColor = palette.listCells.background
        }
        recipe.applyTheme?(self, palette)
    }

    /// Runs `method` on `target`; the parser checked that the example has it and that it takes it.
    func call(_ target: RefreshTarget, _ method: RefreshMethod) {
        guard let c = component(target) else { return }
        method.run(on: c)
    }
}
