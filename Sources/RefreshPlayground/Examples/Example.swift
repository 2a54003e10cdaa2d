import RefreshCore

/// One playground example as the catalogue lists it: an ID for `--example`, a title, what it
/// shows, and the recipe that sets up a scene (which scroll view, which refresh controls, how their handlers load).
package struct Example {
    package let id: String
    package let title: String
    package let summary: String
    package let defaultRows: Int
    /// Seconds a refresh handler takes by default; nil: never ends by itself.
    package let defaultRefreshDelay: Double?
    /// The scroll view the example shows.
    package let content: ExampleContent
    /// The folders of `Assets/animations` its recipe loads (the window decodes them while it starts).
    package let animations: [String]
    /// Keys of the example's own the soak presses among the common ones (`SoakSessionGenerator`):
    /// those that change how its controls draw or where they go (`header.background`'s B and V,
    /// `list.pinned-toolbar`'s B).
    package let soakKeys: [String]
    package let recipe: ExampleRecipe

    init(
        id: String, title: String, summary: String, rows: Int = 20, refreshDelay: Double? = 1,
        content: ExampleContent = .list, animations: [String] = [], soakKeys: [String] = [], recipe: ExampleRecipe
    ) {
        self.animations = animations
        self.soakKeys = soakKeys
        self.id = id
        self.title = title
        self.summary = summary
        self.defaultRows = rows
        self.defaultRefreshDelay = refreshDelay
        self.content = content
        self.recipe = recipe
    }

    /// The refresh controls a script's `call` may target.
    package var callTargets: [RefreshTarget] {
        var t: [RefreshTarget] = []
        if recipe.header != nil { t.append(.header) }
        if recipe.footer != nil { t.append(.footer) }
        if recipe.trailer != nil { t.append(.trailer) }
        return t
    }
}

/// The scroll view of an example.
package enum ExampleContent: Sendable {
    /// A vertical list filling the window.
    case list
    /// A vertical grid of cards filling the window.
    case grid
    /// A horizontal strip of cards across the middle of the window.
    case strip
    /// Two lists side by side, each half the window, each with its own rows and controls: a
    /// press focuses the list under it, Tab moves the focus, keys act on the focused one.
    case split

    /// The strip's height in points (less in a window too short for it).
    static let stripHeight = 180.0

    /// The points between the lists of `split`.
    static let splitGap = 1.0

    /// The scroll view's frame in a window of `size` (the left list's, for `split`).
    func frame(in size: Size) -> Rect { frames(in: size)[0] }

    /// The frames of the scroll views in a window of `size`, left to right: one, or the split's
    /// two halves a point apart (the left one whole points wide, the right one the rest).
    package func frames(in size: Size) -> [Rect] {
        switch self {
        case .list, .grid: return [Rect(origin: .zero, size: size)]
        case .strip:
            let h = min(Self.stripHeight, size.height)
            return [Rect(x: 0, y: ((size.height - h) / 2).rounded(), width: size.width, height: h)]
        case .split:
            // A gap of `splitGap` between them shows the window's background: where one list ends.
            let gap = size.width > Self.splitGap * 3 ? Self.splitGap : 0
            let left = ((size.width - gap) / 2).rounded(.down)
            return [
                Rect(x: 0, y: 0, width: left, height: size.height),
                Rect(x: left + gap, y: 0, width: size.width - left - gap, height: size.height),
            ]
        }
    }
}

/// What an example puts on its scroll view. Handlers load like MJRefresh's demo: each waits the
/// scene's `refreshDelay`, then a header inserts 5 rows at the top, a footer or trailer appends 5
/// at the end, and ends refreshing.
///
/// Each control is made for the example's scroll view, before it is attached.
package struct ExampleRecipe {
    var header: ((ScrollView) -> RefreshHeader)?
    var footer: ((ScrollView) -> RefreshFooter)?
    var trailer: ((ScrollView) -> RefreshTrailer)?
    /// A bar pinned at the top of the viewport (`ScrollView.pinnedBar`), if any.
    var pinnedBar: (() -> PinnedBar)?
    /// The footer's load that ends with no more data (1-based), if any.
    var noMoreDataAtLoad: Int?
    /// The footer's load after which the footer hides, if any.
    var hideFooterAtLoad: Int?
    /// True: the controls show each load's outcome for the library's default time before they
    /// collapse. False (MJRefresh's demo list): `outcomeDisplayDuration` is 0, so they collapse at
    /// once, as MJRefresh's do.
    var showsOutcomes = false
    /// How the header's n-th load (1-based) ends; nil: `.success` with five rows. A failure adds no rows.
    var headerOutcome: ((Int) -> RefreshOutcome)?
    /// How the footer's n-th load (1-based, counting failures) ends; nil: `.success`, or
    /// `.noMoreData` at `noMoreDataAtLoad`. A failure adds no rows.
    var footerOutcome: ((Int) -> RefreshOutcome)?
    /// A chat list (`ListView.startsAtEnd`) whose older rows load by themselves near the top and
    /// by the header's pull, through one `OlderRowsLoader`; nil: an ordinary list.
    var chat: ChatRecipe?
    /// A list some of whose rows are carousels of cards (`ListCarouselSource`); nil: plain rows.
    package var carousels: CarouselRecipe?
    /// A feed: the header's loads bring a number of new rows each and say so (its new-rows banner),
    /// a refresh begun away from the top runs in place, and a pill counts the rows that came in
    /// above; nil: an ordinary list.
    var feed: FeedRecipe?
    /// Extra keys: returns true when it handled the key.
    var handleKey: ((RecipeContext, String) -> Bool)?
    /// Called once the controls are attached, before the scroll view joins the window.
    var didInstall: ((RecipeContext) -> Void)?
    /// Gives the example's own views a theme's colours, after every control took the palette's
    /// `refreshLabel` as its tint (custom-text colours, DIY controls).
    var applyTheme: ((RecipeContext, ThemePalette) -> Void)?
}

/// What a recipe's closures see of the example running on a scene: the controls the recipe made,
/// and the rows. The scene's `RunningExample` is it; the examples never see the scene itself.
package protocol RecipeContext: AnyObject {
    var header: RefreshHeader? { get }
    var footer: RefreshFooter? { get }
    /// Replaces every row (or card) with `count` new ones.
    func replaceRows(count: Int)
    /// Adds `count` rows at the top or the bottom.
    func insertRows(count: Int, atTop: Bool)
    /// Shows `text` for a moment over the window: the setting a key of the example changed.
    func notify(_ text: String)
    /// Shows the control `target` refreshing for a load of the example's own
    /// (`showRefreshing()`: its handler is not called), which ends after the scene's refresh delay
    /// and adds rows as a handler's load does. False when the control cannot begin now.
    func showOwnLoad(of target: RefreshTarget) -> Bool
    /// The colours of the scene's theme now (what a key that rebuilds the example's colours uses).
    var palette: ThemePalette { get }
}

/// How a chat example loads its history: `batch` older rows a load, after the scene's refresh
/// delay; the `loads`-th load says there is no more history.
package struct ChatRecipe {
    var batch = 10
    var loads = 5
}

/// Which rows of a list are carousels (`CarouselView`) and what they hold: every row whose id is
/// `every` apart starting at `first` (0-based ids, so inserted rows never turn a carousel plain),
/// `cards` cards each; the carousel of id `trailerID` has a `NormalTrailer` that loads 5 more
/// cards sideways.
package struct CarouselRecipe {
    var first = 1
    var every = 3
    var cards = 8
    var trailerID: Int? = 1
    /// A carousel row's height; plain rows keep the list's 60 pt.
    var rowHeight = 150.0
}

/// How a feed example's header loads: the n-th load (1-based) brings `newRows(n)` rows at the top.
package struct FeedRecipe {
    var newRows: (Int) -> Int
}
