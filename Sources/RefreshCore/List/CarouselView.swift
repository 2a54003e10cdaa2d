/// A horizontal scroll view of cards in a list's row (a carousel), as a `UICollectionView` with a
/// horizontal flow layout inside a `UITableViewCell`: a `GridView` that scrolls sideways, one line
/// of cards, bouncing sideways even when its cards fit. Nested in a list, a drag on it decides its
/// axis once past the touch slop (`ScrollView+Nesting`): mostly horizontal moves the carousel with
/// its own physics (and its trailer, if it has one), mostly vertical moves the list.
///
/// A list makes its carousels itself, one per cell that shows a carousel row, and asks its data
/// source (`ListCarouselSource`) to set each up; it keeps each carousel row's offset while the
/// row is off screen and gives it back when the row shows again, whatever cell shows it.
open class CarouselView: GridView {
    /// The carousel row's key (`ListCarouselSource.list(_:carouselKeyForRow:)`) this carousel shows
    /// now; nil while its cell shows a plain row or is recycled.
    public internal(set) var carouselKey: Int?

    /// An empty carousel: horizontal, bouncing sideways, on a clear background.
    /// - Parameter frame: The carousel's frame in its cell, in points.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        scrollDirection = .horizontal
        alwaysBounceHorizontal = true
    }
}
