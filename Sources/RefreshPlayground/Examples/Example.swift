import RefreshCore
import RefreshTesting

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
    /// Keys of the example's own that the soak presses among the scene's (B, which cycles
    /// `list.pinned-toolbar`'s header placement); none unless given.
    package let soakKeys: [String]
    let recipe: ExampleRecipe

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

    /// The strip's height in points (less in a window too short for it).
    static let stripHeight = 180.0

    /// The scroll view's frame in a window of `size`.
    func frame(in size: Size) -> Rect {
        switch self {
        case .list, .grid: return Rect(origin: .zero, size: size)
        case .strip:
            let h = min(Self.stripHeight, size.height)
            return Rect(x: 0, y: ((size.height - h) / 2).rounded(), width: size.width, height: h)
        }
    }
}

/// What an example puts on its scroll view. Handlers load like MJRefresh's demo: each waits the
/// scene's `refreshDelay`, then a header inserts 5 rows at the top, a footer or trailer appends 5
/// at the end, and ends refreshing.
///
/// Each control is made for the example's scroll view, before it is attached.
struct ExampleRecipe {
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
protocol RecipeContext: AnyObject {
    var header: RefreshHeader? { get }
    var footer: RefreshFooter? { get }
    /// Replaces every row (or card) with `count` new ones.
    func replaceRows(count: Int)
    /// Adds `count` rows at the top or the bottom.
    func insertRows(count: Int, atTop: Bool)
    /// Shows `text` for a moment over the window: the setting a key of the example changed.
    func notify(_ text: String)
}

/// How a chat example loads its history: `batch` older rows a load, after the scene's refresh
/// delay; the `loads`-th load says there is no more history.
struct ChatRecipe {
    var batch = 10
    var loads = 5
}
