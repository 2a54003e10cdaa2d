/// The direction a grid scrolls in, as `UICollectionView.ScrollDirection`. A vertical grid fills
/// rows left to right and grows downward; a horizontal one fills columns top to bottom and grows
/// to the right.
public enum ScrollDirection: Sendable {
    /// Rows that grow downward, or columns that grow to the right.
    case vertical, horizontal

    /// The axis the content grows and scrolls along.
    var axis: Axis { self == .vertical ? .vertical : .horizontal }
    /// The axis one line of items runs along (across the scroll direction).
    var crossAxis: Axis { self == .vertical ? .horizontal : .vertical }
}
