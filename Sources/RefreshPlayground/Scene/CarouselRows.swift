import RefreshCore

/// The rows of a carousel example (`CarouselRecipe`): the scene's `RowStore` for the plain rows,
/// and for the rows the recipe makes carousels, a key (the row's id), a taller height and their
/// cards. The trailer carousel's `NormalTrailer` lives here and moves to whichever carousel shows
/// its row; its loads add 5 cards to that carousel after the scene's refresh delay.
package final class CarouselRows: ListCarouselSource, ListRowHeightSource, GridDataSource {
    private let rows: RowStore
    private let recipe: CarouselRecipe
    /// Per carousel key, its card count (the recipe's until its trailer loads more).
    private var cardCounts: [Int: Int] = [:]
    /// The trailer of the carousel with key `recipe.trailerID`, if the recipe gives one.
    package let trailer: NormalTrailer?
    /// How many loads the trailer has finished.
    package private(set) var trailerLoads = 0
    /// The cards' colours and the carousels' background (the scene's theme).
    package var palette = ThemePalette.light

    init(rows: RowStore, recipe: CarouselRecipe) {
        self.rows = rows
        self.recipe = recipe
        trailer = recipe.trailerID == nil ? nil : NormalTrailer()
        trailer?.outcomeDisplayDuration = 0
    }

    /// The trailer loads through `schedule(finish)`, which runs `finish` when the load is done
    /// (never, when the scene's loads never end by themselves).
    package func installTrailerLoads(schedule: @escaping (@escaping () -> Void) -> Void) {
        trailer?.loadHandler = { [unowned self] load in
            schedule { [unowned self] in
                guard load.isCurrent else { return load.finish() }
                if let key = recipe.trailerID { cardCounts[key, default: recipe.cards] += 5 }
                trailerLoads += 1
                trailer?.scrollView.map { ($0 as? GridView)?.reloadData() }
                load.finish(.success)
            }
        }
    }

    /// The key of the carousel with id `id`, nil for a plain row.
    private func key(forID id: Int?) -> Int? {
        guard let id, id >= recipe.first, (id - recipe.first) % max(1, recipe.every) == 0 else { return nil }
        return id
    }

    package func numberOfRows(in list: ListView) -> Int { rows.numberOfRows(in: list) }

    package func list(_ list: ListView, contentForRow row: Int) -> ListRowContent {
        key(forID: rows.id(at: row)) == nil ? rows.content(at: row) : ListRowContent(title: "")
    }

    package func list(_ list: ListView, heightForRow row: Int) -> Double {
        key(forID: rows.id(at: row)) == nil ? list.rowHeight : recipe.rowHeight
    }

    package func list(_ list: ListView, carouselKeyForRow row: Int) -> Int? { key(forID: rows.id(at: row)) }

    package func list(_ list: ListView, configure carousel: CarouselView, forRow row: Int) {
        carousel.dataSource = self
        carousel.itemSize = Size(width: 120, height: max(1, recipe.rowHeight - 16))
        style(carousel)
        if let trailer {
            if carousel.carouselKey == recipe.trailerID {
                carousel.refreshTrailer = trailer
            } else if carousel.refreshTrailer === trailer {
                carousel.refreshTrailer = nil
            }
        }
    }

    /// Gives `carousel` the palette's cards and background.
    package func style(_ carousel: CarouselView) {
        carousel.cellColors = palette.gridCells
        carousel.backgroundColor = palette.background
        trailer?.tintColor = palette.refreshLabel
    }

    package func numberOfItems(in grid: GridView) -> Int {
        guard let key = (grid as? CarouselView)?.carouselKey else { return 0 }
        return cardCounts[key] ?? recipe.cards
    }

    package func grid(_ grid: GridView, contentForItem item: Int) -> ListRowContent {
        let key = (grid as? CarouselView)?.carouselKey ?? 0
        return ListRowContent(title: "Card \(item + 1)", subtitle: "Carousel \(key + 1)")
    }
}
