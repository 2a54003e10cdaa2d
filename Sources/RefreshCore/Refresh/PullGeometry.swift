/// Where a pulled control shows and when it triggers, on its edge: MJRefresh's header rule, and its
/// back footer's (and trailer's) which is the same with the signs flipped. Offsets are content
/// offsets on the edge's axis, in points; a pull is how far the content is drawn past the edge.
struct PullGeometry {
    /// The edge the control sits at.
    let edge: PullEdge
    /// The content's length on the axis.
    let content: Double
    /// The scroll view's length on the axis.
    let viewport: Double
    /// The scroll view's inset without the control's own.
    let inset: EdgeInsets
    /// The control's height (header, footer) or width (trailer): it hovers this far past the edge.
    let extent: Double
    /// The pull past the edge that makes the control `pulling` (its extent unless set apart).
    let trigger: Double

    private var axis: Axis { edge.axis }

    /// How much longer the content is than the room the insets leave (negative: shorter).
    var contentBreak: Double { content - (viewport - inset.trailing(axis) - inset.leading(axis)) }

    /// The offset at which the control starts to show: the content at rest against the edge. At
    /// the leading edge the top (left) inset; at the trailing one the end of the content, or the
    /// same rest offset when the content is shorter than the view.
    var happenOffset: Double {
        !edge.isLeading && contentBreak > 0 ? contentBreak - inset.leading(axis) : -inset.leading(axis)
    }

    /// The offset pulled `distance` past the edge.
    /// - Parameter distance: How far past the edge, in points.
    /// - Returns: The content offset on the axis.
    func offset(pulledBy distance: Double) -> Double {
        edge.isLeading ? happenOffset - distance : happenOffset + distance
    }

    /// Past this offset, releasing refreshes.
    var threshold: Double { offset(pulledBy: trigger) }
    /// The offset at which the control hovers in view while refreshing: one extent past the edge.
    var hoverOffset: Double { offset(pulledBy: extent) }

    /// True when `offset` is further past the edge than `other`.
    /// - Parameters:
    ///   - offset: A content offset on the axis.
    ///   - other: Another one.
    /// - Returns: True when `offset` is pulled further out.
    func isBeyond(_ offset: Double, _ other: Double) -> Bool { edge.isLeading ? offset < other : offset > other }

    /// True when the content at `offset` is pulled past the edge: the control shows.
    /// - Parameter offset: A content offset on the axis.
    /// - Returns: False at rest against the edge and inside the content.
    func isPulled(at offset: Double) -> Bool { isBeyond(offset, happenOffset) }

    /// True when the content at `offset` is pulled past the threshold: releasing refreshes.
    /// - Parameter offset: A content offset on the axis.
    /// - Returns: False at the threshold and short of it.
    func isPastThreshold(at offset: Double) -> Bool { isBeyond(offset, threshold) }

    /// The pulling percent at `offset`: the pull in trigger distances, never negative (0 when the
    /// trigger distance is 0).
    /// - Parameter offset: A content offset on the axis.
    /// - Returns: 1 at the threshold.
    func percent(at offset: Double) -> Double {
        guard trigger > 0 else { return 0 }
        return max(0, (edge.isLeading ? happenOffset - offset : offset - happenOffset) / trigger)
    }

    /// The inset the control adds on its edge while it hovers: its extent, plus at the trailing
    /// edge the gap short content leaves.
    var hoverInset: Double { edge.isLeading ? extent : extent + max(0, -contentBreak) }

    /// `amount` on the control's edge, nothing elsewhere.
    /// - Parameter amount: The inset on the edge, in points.
    /// - Returns: The insets the control adds.
    func insets(_ amount: Double) -> EdgeInsets {
        switch edge {
        case .top: EdgeInsets(top: amount)
        case .bottom: EdgeInsets(bottom: amount)
        case .right: EdgeInsets(right: amount)
        }
    }

    /// Where a control at the trailing edge rests on the axis: after the content, or at the end of
    /// the visible room when the content is shorter; moved on by `ignored`.
    /// - Parameter ignored: The control's `ignoredScrollViewContentInset…`, in points.
    /// - Returns: The control's origin on the axis.
    func trailingOrigin(ignoring ignored: Double) -> Double {
        max(content + ignored, viewport - inset.leading(axis) - inset.trailing(axis) + ignored)
    }
}
