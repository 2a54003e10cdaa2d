/// A list's data source whose rows may be carousels: a row with a carousel key shows a
/// `CarouselView` across its cell, set up by `list(_:configure:forRow:)` whenever a cell comes to
/// show it. The list keeps each carousel's horizontal offset by key while its row is off screen
/// (cells are reused) and gives it back when the row shows again, as apps restore a
/// `UICollectionView`'s offset in a reused cell.
@MainActor
public protocol ListCarouselSource: ListDataSource {
    /// The key of row `row`'s carousel, nil for a plain row. Keys name carousels, not rows: a
    /// carousel keeps its offset under its key when rows are inserted above it.
    /// - Parameters:
    ///   - list: The list asking.
    ///   - row: The row's index.
    /// - Returns: The carousel's key, or nil.
    func list(_ list: ListView, carouselKeyForRow row: Int) -> Int?
    /// Sets up `carousel` to show row `row`'s cards: its data source, item size, colours, a
    /// trailer (and takes one away that belongs to another key). The list reloads the carousel
    /// and gives back its offset right after.
    /// - Parameters:
    ///   - list: The list asking.
    ///   - carousel: The carousel of the cell that shows the row now.
    ///   - row: The row's index.
    func list(_ list: ListView, configure carousel: CarouselView, forRow row: Int)
}

/// The offsets a list keeps for its carousel rows while they are off screen.
struct ListCarouselState: FeatureState {
    /// Per carousel key, its horizontal offset when its cell was last recycled (inside its range).
    var offsets: [Int: Double] = [:]
}

extension ListView {
    /// The carousels on screen now (in cells that show a carousel row), top to bottom.
    public var visibleCarousels: [CarouselView] {
        subviews.compactMap { cell -> (Double, CarouselView)? in
            guard let cell = cell as? ListCell, !cell.isHidden, cell.row >= 0,
                let carousel = cell.carousel, !carousel.isHidden
            else { return nil }
            return (cell.frame.minY, carousel)
        }
        .sorted { $0.0 < $1.0 }.map(\.1)
    }

    /// The offset kept for the carousel with `key` while its row is off screen; nil when none is.
    /// - Parameter key: A carousel key from the data source.
    /// - Returns: The horizontal offset, in points.
    public func savedCarouselOffset(forKey key: Int) -> Double? { features[ListCarouselState.self].offsets[key] }

    /// Gives `cell` (showing `row`) its carousel when the row is one, set up and at the row's kept
    /// offset; hides it when the row is plain. Called for every visible cell on each layout.
    func layOutCarousel(in cell: ListCell, row: Int) {
        guard let source = dataSource as? ListCarouselSource else { return }
        let key = source.list(self, carouselKeyForRow: row)
        guard let key else {
            if let carousel = cell.carousel, !carousel.isHidden {
                recycleCarousel(of: cell)
                carousel.isHidden = true
            }
            return
        }
        let carousel: CarouselView
        if let existing = cell.carousel {
            carousel = existing
        } else {
            carousel = CarouselView(frame: Rect(origin: .zero, size: cell.bounds.size))
            carousel.logger = logger
            cell.addSubview(carousel)
        }
        let frame = Rect(origin: .zero, size: cell.bounds.size)
        if carousel.frame != frame { carousel.frame = frame }
        guard carousel.carouselKey != key || carousel.isHidden else { return }
        carousel.isHidden = false
        carousel.carouselKey = key
        source.list(self, configure: carousel, forRow: row)
        carousel.reloadData()
        let saved = features[ListCarouselState.self].offsets[key] ?? carousel.minContentOffset.x
        let x = min(max(saved, carousel.minContentOffset.x), carousel.maxContentOffset.x)
        carousel.setContentOffset(Point(x: x, y: carousel.minContentOffset.y), animated: false)
        carousel.layoutIfNeeded()
    }

    /// The cell leaves its row: its carousel stops where it is (inside its range) and the list
    /// keeps that offset under the carousel's key.
    func recycleCarousel(of cell: ListCell) {
        guard let carousel = cell.carousel, let key = carousel.carouselKey else { return }
        if carousel.isTracking { carousel.touchCancelled(time: carousel.lastTime) }
        let x = min(max(carousel.contentOffset.x, carousel.minContentOffset.x), carousel.maxContentOffset.x)
        carousel.setContentOffset(Point(x: x, y: carousel.minContentOffset.y), animated: false)
        features[ListCarouselState.self].offsets[key] = x
        carousel.carouselKey = nil
    }
}

extension ListCell {
    /// The carousel the cell holds (made the first time it showed a carousel row), if any.
    var carousel: CarouselView? { subviews.lazy.compactMap { $0 as? CarouselView }.first }
}
