/// The edge of a scroll view a refresh control is pulled past: a header's top, a back footer's
/// bottom, a trailer's right. The header's rule, written once, runs at each of them with the signs
/// flipped at the trailing ones; `RefreshTestHost.pull(_:by:duration:)` pulls past one.
public enum PullEdge: Sendable {
    /// The top: a finger drags the content down (a header).
    case top
    /// The bottom: a finger drags the content up (a back footer).
    case bottom
    /// The right: a finger drags the content to the left (a trailer).
    case right

    /// The axis a pull past this edge moves the content on.
    package var axis: Axis { self == .right ? .horizontal : .vertical }
    /// True for the top, where the content is pulled toward larger negative offsets; false for
    /// the bottom and the right, past the end of the content.
    package var isLeading: Bool { self == .top }
}
