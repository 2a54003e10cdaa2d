/// How a pulled control shapes and judges a pull (RefreshComponent+PullSettings): when it starts a
/// refresh, how far is far enough, how the content follows the finger past the edge.
struct PullSettings {
    /// ``RefreshComponent/refreshTrigger``.
    var trigger = RefreshTrigger.release
    /// ``RefreshComponent/triggerDistance``.
    var triggerDistance: Double?
    /// ``RefreshComponent/dragRate``.
    var dragRate = 1.0
    /// ``RefreshComponent/maximumPullDistance``.
    var maximumPullDistance: Double?
}

extension RefreshComponent {
    /// When a pull starts a refresh: on release past the threshold (`.release`, MJRefresh's rule),
    /// or as soon as a drag crosses it (`.threshold`). The header, the back footer and the trailer
    /// use it; an auto footer starts by itself and ignores it.
    public var refreshTrigger: RefreshTrigger {
        get { pullSettings.trigger }
        set { pullSettings.trigger = newValue }
    }

    /// How far past its edge, in points, the content must be pulled for the control to become
    /// `pulling` (and, with ``refreshTrigger`` `.threshold`, to start refreshing); the pulling percent
    /// is 1 there. Nil (the default) uses the control's height (a trailer's width), MJRefresh's rule.
    /// While refreshing the control hovers at its own height whatever this is. A value that is not
    /// a positive finite number is taken as nil, with a warning. Used by the header, the back footer
    /// and the trailer.
    public var triggerDistance: Double? {
        get { pullSettings.triggerDistance }
        set {
            pullSettings.triggerDistance = accepted(newValue, named: "triggerDistance", if: { $0 > 0 }, otherwise: nil)
        }
    }

    /// How far the content follows the finger past the control's edge, as a factor of the scroll
    /// view's rubber band: 1 (the default) is iOS's band, below 1 is stiffer, above 1 looser. The
    /// overscroll the band would draw is multiplied by it while dragging; a release springs back
    /// from wherever the content is drawn. A value that is not a positive finite number is taken as
    /// 1, with a warning. Used by the header, the back footer and the trailer while attached and
    /// shown.
    public var dragRate: Double {
        get { pullSettings.dragRate }
        set {
            pullSettings.dragRate = accepted(newValue, named: "dragRate", if: { $0 > 0 }, otherwise: 1)
            updateOverscrollShape()
        }
    }

    /// The most the content shows past the control's edge while dragging, in points (nil, the
    /// default: no limit). It caps the drag only: content already further out (the control hovering
    /// at a greater height) is not pulled in. A trigger distance beyond it can never be reached by a
    /// drag. A negative or non-finite value is taken as nil, with a warning. Used by the header, the
    /// back footer and the trailer while attached and shown.
    public var maximumPullDistance: Double? {
        get { pullSettings.maximumPullDistance }
        set {
            pullSettings.maximumPullDistance = accepted(
                newValue, named: "maximumPullDistance", if: { $0 >= 0 }, otherwise: nil)
            updateOverscrollShape()
        }
    }

    /// Tells the scroll view how this control shapes drags past its edge (nothing for the defaults,
    /// so iOS's rubber band is left exactly as it is).
    func updateOverscrollShape() {
        guard let sv = scrollView else { return }
        guard let edge = pullEdge, !isHidden, dragRate != 1 || maximumPullDistance != nil else {
            return sv.setOverscrollShape(nil, for: self)
        }
        sv.setOverscrollShape(
            OverscrollShape(axis: edge.axis, leading: edge.isLeading, rate: dragRate, maximum: maximumPullDistance),
            for: self)
    }

    /// The pull past the edge, in points, at which this control becomes `pulling`: ``triggerDistance``,
    /// else `extent` (the control's height, or a trailer's width).
    /// - Parameter extent: The control's extent on its pull axis, in points.
    /// - Returns: The trigger distance, in points.
    func pullTriggerDistance(extent: Double) -> Double { triggerDistance ?? extent }

    /// True when a drag crossing the threshold now starts a refresh (``refreshTrigger``
    /// `.threshold`): not twice in one drag.
    /// - Parameter sv: The scroll view being dragged.
    /// - Returns: True when the crossing begins a refresh.
    func refreshesOnCrossing(_ sv: ScrollView) -> Bool { refreshTrigger == .threshold && refreshDrag != sv.dragCount }

    /// True when a refresh begins under the finger (``refreshTrigger`` `.threshold`, during a drag):
    /// the control adds its inset but leaves the offset to the finger, and settles at its height
    /// once the finger lifts (`settleHeldPull()`).
    /// - Parameter sv: The scroll view the control is attached to.
    /// - Returns: True when the refresh begins under the finger.
    func beginsUnderFinger(_ sv: ScrollView) -> Bool { refreshTrigger == .threshold && sv.isDragging }
}
