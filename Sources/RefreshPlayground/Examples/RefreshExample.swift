import RefreshCore
import RefreshTesting

/// An example running on a scene: its refresh controls, their loading handlers, and the keys and
/// script calls that drive them.
///
/// Keys: Home/End/PageUp/PageDown scroll (animated) along the scroll view's axis, F5 begins the
/// header's refresh, L switches to the next language, N resets the footer's no more data, T
/// toggles the light and dark themes; an example may add its own.
final class RefreshExample {
    unowned let scene: PlaygroundScene
    let header: RefreshHeader?
    let footer: RefreshFooter?
    let trailer: RefreshTrailer?
    private let recipe: ExampleRecipe
    /// How many loads the footer and trailer have finished.
    private(set) var footerLoads = 0
    private(set) var trailerLoads = 0

    init(scene: PlaygroundScene, recipe: ExampleRecipe) {
        self.scene = scene
        self.recipe = recipe
        let sv = scene.scrollView
        if recipe.header != nil || recipe.footer != nil || recipe.trailer != nil { AssetLibrary.shared.installArrow() }
        header = recipe.header?(scene)
        footer = recipe.footer?(scene)
        trailer = recipe.trailer?(scene)
        if let header {
            header.refreshingHandler = { [unowned self] in self.load { self.finishHeaderLoad() } }
            if let store = scene.configuration.lastUpdatedStore { header.lastUpdatedStore = store }
            sv.refreshHeader = header
        }
        if let footer {
            footer.refreshingHandler = { [unowned self] in self.load { self.finishFooterLoad() } }
            sv.refreshFooter = footer
        }
        if let trailer {
            trailer.refreshingHandler = { [unowned self] in self.load { self.finishTrailerLoad() } }
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

    /// Runs `finish` after the scene's refresh delay (never, when the script ends refreshes).
    private func load(_ finish: @escaping () -> Void) {
        guard let delay = scene.refreshDelay else { return }
        scene.context.scheduler.after(delay, finish)
    }

    private func finishHeaderLoad() {
        guard let header, header.state == .refreshing else { return }
        scene.insertRows(count: 5, atTop: true)
        header.endRefreshing()
    }

    private func finishFooterLoad() {
        guard let footer, footer.state == .refreshing else { return }
        scene.insertRows(count: 5, atTop: false)
        footerLoads += 1
        if footerLoads == recipe.noMoreDataAtLoad {
            footer.endRefreshingWithNoMoreData()
        } else {
            footer.endRefreshing()
        }
        if footerLoads == recipe.hideFooterAtLoad { footer.isHidden = true }
    }

    private func finishTrailerLoad() {
        guard let trailer, trailer.state == .refreshing else { return }
        scene.insertRows(count: 5, atTop: false)
        trailerLoads += 1
        trailer.endRefreshing()
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
            footer?.resetNoMoreData()
        case "T":
            scene.theme = scene.theme.toggled
        default:
            return false
        }
        return true
    }

    /// Gives every refresh control the palette's control colour, then the example its own colours.
    func apply(_ palette: ThemePalette) {
        for control in [header, footer, trailer] as [RefreshComponent?] { control?.tintColor = palette.refreshLabel }
        recipe.applyTheme?(self, palette)
    }

    /// Runs `method` on `target`; the parser checked that the example has it and that it takes it.
    func call(_ target: RefreshTarget, _ method: RefreshMethod) {
        guard let c = component(target) else { return }
        method.run(on: c)
    }
}
