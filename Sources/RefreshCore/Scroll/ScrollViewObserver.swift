/// The state of the scroll view's pan gesture, as `UIGestureRecognizer.State`.
public enum PanState: String, Sendable {
    case possible, began, changed, ended, cancelled
}

/// Told synchronously when a scroll view changes; the role KVO plays for MJRefresh.
///
/// Delivery order: observers in the order they were added. Within one input event the pan state
/// change comes first, then the offset change it causes (`began` precedes the first dragged
/// offset; at release `isDragging` is already false when `ended` arrives, and momentum moves the
/// offset from the next frame on). Model values are reported: inside an animation block the new
/// value is final at once while the drawn value animates.
@MainActor
public protocol ScrollViewObserver: AnyObject {
    func scrollView(_ scrollView: ScrollView, contentOffsetDidChangeFrom old: Point)
    func scrollView(_ scrollView: ScrollView, contentSizeDidChangeFrom old: Size)
    func scrollView(_ scrollView: ScrollView, contentInsetDidChangeFrom old: EdgeInsets)
    func scrollView(_ scrollView: ScrollView, panStateDidChangeFrom old: PanState)
    /// The scroll view's frame changed size (window resized); attached controls re-place themselves.
    func scrollView(_ scrollView: ScrollView, frameSizeDidChangeFrom old: Size)
    /// A data view (list, grid) reloaded its data; `totalDataCount` may have changed.
    func scrollViewDidReloadData(_ scrollView: ScrollView)
    /// A touch went down and up without dragging at `point`, in content coordinates (a tap).
    func scrollView(_ scrollView: ScrollView, didTapAt point: Point)
}

extension ScrollViewObserver {
    public func scrollView(_ scrollView: ScrollView, contentOffsetDidChangeFrom old: Point) {}
    public func scrollView(_ scrollView: ScrollView, contentSizeDidChangeFrom old: Size) {}
    public func scrollView(_ scrollView: ScrollView, contentInsetDidChangeFrom old: EdgeInsets) {}
    public func scrollView(_ scrollView: ScrollView, panStateDidChangeFrom old: PanState) {}
    public func scrollView(_ scrollView: ScrollView, frameSizeDidChangeFrom old: Size) {}
    public func scrollViewDidReloadData(_ scrollView: ScrollView) {}
    public func scrollView(_ scrollView: ScrollView, didTapAt point: Point) {}
}
