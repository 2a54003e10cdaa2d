/// The state of the scroll view's pan gesture, as `UIGestureRecognizer.State`.
public enum PanState: String, Sendable {
    /// The phases: `possible` (no drag yet), `began` (the first dragged move), `changed` (each later
    /// move), `ended` (released) and `cancelled` (the system took the touch away).
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
    /// The content offset changed (drag, momentum, bounce, wheel or code); the new one is
    /// `scrollView.contentOffset`.
    /// - Parameters:
    ///   - scrollView: The scroll view that changed.
    ///   - old: The content offset before the change, in points.
    func scrollView(_ scrollView: ScrollView, contentOffsetDidChangeFrom old: Point)
    /// The content size changed; footers and trailers placed after the content move with it.
    /// - Parameters:
    ///   - scrollView: The scroll view that changed.
    ///   - old: The content size before the change, in points.
    func scrollView(_ scrollView: ScrollView, contentSizeDidChangeFrom old: Size)
    /// The adjusted content inset changed (the app's inset, the system's, or what a refresh control adds).
    /// - Parameters:
    ///   - scrollView: The scroll view that changed.
    ///   - old: The adjusted content inset before the change, in points.
    func scrollView(_ scrollView: ScrollView, contentInsetDidChangeFrom old: EdgeInsets)
    /// The pan gesture changed phase; the new one is `scrollView.panState`.
    /// - Parameters:
    ///   - scrollView: The scroll view that changed.
    ///   - old: The pan state before the change.
    func scrollView(_ scrollView: ScrollView, panStateDidChangeFrom old: PanState)
    /// The scroll view's frame changed size (window resized); attached controls re-place themselves.
    /// - Parameters:
    ///   - scrollView: The scroll view that changed.
    ///   - old: The frame size before the change, in points.
    func scrollView(_ scrollView: ScrollView, frameSizeDidChangeFrom old: Size)
    /// A data view (list, grid) reloaded its data; `totalDataCount` may have changed.
    /// - Parameter scrollView: The scroll view that reloaded.
    func scrollViewDidReloadData(_ scrollView: ScrollView)
    /// A touch went down and up without dragging at `point`, in content coordinates (a tap).
    /// - Parameters:
    ///   - scrollView: The scroll view that was tapped.
    ///   - point: Where the tap landed, in content coordinates (points).
    func scrollView(_ scrollView: ScrollView, didTapAt point: Point)
    /// The user asked to scroll past an edge the content already rests at (the wheel, or a key such
    /// as End, at the end of the range), so the offset could not follow; see
    /// `ScrollView.scrollAgainstEdge(by:)`.
    /// - Parameters:
    ///   - scrollView: The scroll view that was scrolled.
    ///   - delta: The scroll asked for on each axis pushed against its edge, in points, with
    ///     `scroll(by:)`'s sign (positive y: toward the bottom); 0 on an axis not pushed.
    func scrollView(_ scrollView: ScrollView, didScrollAgainstEdgeBy delta: Point)
}

extension ScrollViewObserver {
    /// Does nothing, so observers implement only the changes they need.
    /// - Parameters:
    ///   - scrollView: The scroll view that changed.
    ///   - old: The content offset before the change, in points.
    public func scrollView(_ scrollView: ScrollView, contentOffsetDidChangeFrom old: Point) {}
    /// Does nothing, so observers implement only the changes they need.
    /// - Parameters:
    ///   - scrollView: The scroll view that changed.
    ///   - old: The content size before the change, in points.
    public func scrollView(_ scrollView: ScrollView, contentSizeDidChangeFrom old: Size) {}
    /// Does nothing, so observers implement only the changes they need.
    /// - Parameters:
    ///   - scrollView: The scroll view that changed.
    ///   - old: The adjusted content inset before the change, in points.
    public func scrollView(_ scrollView: ScrollView, contentInsetDidChangeFrom old: EdgeInsets) {}
    /// Does nothing, so observers implement only the changes they need.
    /// - Parameters:
    ///   - scrollView: The scroll view that changed.
    ///   - old: The pan state before the change.
    public func scrollView(_ scrollView: ScrollView, panStateDidChangeFrom old: PanState) {}
    /// Does nothing, so observers implement only the changes they need.
    /// - Parameters:
    ///   - scrollView: The scroll view that changed.
    ///   - old: The frame size before the change, in points.
    public func scrollView(_ scrollView: ScrollView, frameSizeDidChangeFrom old: Size) {}
    /// Does nothing, so observers implement only the changes they need.
    /// - Parameter scrollView: The scroll view that reloaded.
    public func scrollViewDidReloadData(_ scrollView: ScrollView) {}
    /// Does nothing, so observers implement only the changes they need.
    /// - Parameters:
    ///   - scrollView: The scroll view that was tapped.
    ///   - point: Where the tap landed, in content coordinates (points).
    public func scrollView(_ scrollView: ScrollView, didTapAt point: Point) {}
    /// Does nothing, so observers implement only the changes they need.
    /// - Parameters:
    ///   - scrollView: The scroll view that was scrolled.
    ///   - delta: The scroll asked for against the edges, in points.
    public func scrollView(_ scrollView: ScrollView, didScrollAgainstEdgeBy delta: Point) {}
}
