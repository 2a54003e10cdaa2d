import RefreshCore

/// Where a refresh control is when pulled a given percent, and the part of the window that frames
/// it in every cell of a filmstrip: the band along the control's edge of the scroll view, as deep as
/// the control at its largest pull plus `margin` of the list (full width for headers and footers,
/// full height for a trailer).
package struct ComponentFraming: Equatable {
    /// Points of the list shown beyond the control at its largest pull.
    package static let margin = 30.0

    /// How the control is pulled.
    package let family: PullFamily
    /// The control's extent along the pull: its height, or a trailer's width.
    package let extent: Double
    /// The framed rectangle in window points.
    package let cropRect: Rect

    /// Measures `component` on `scrollView` (a direct subview of the window) as it is now.
    @MainActor package init(family: PullFamily, component: RefreshComponent, scrollView sv: ScrollView) {
        self.family = family
        let inset = component.scrollViewOriginalInset
        let frame = sv.frame
        extent = component.frame.size[family.axis]
        let depth = extent * family.maxPercent + Self.margin
        switch family {
        case .header:
            cropRect = Rect(
                x: frame.minX, y: frame.minY, width: frame.width,
                height: min(frame.height, inset.top + depth))
        case .backFooter, .autoFooter:
            let h = min(frame.height, inset.bottom + depth)
            cropRect = Rect(x: frame.minX, y: frame.maxY - h, width: frame.width, height: h)
        case .trailer:
            let w = min(frame.width, inset.right + depth)
            cropRect = Rect(x: frame.maxX - w, y: frame.minY, width: w, height: frame.height)
        }
    }

    /// The content offset at which `component` shows `percent` (1 = its refresh threshold):
    /// a header at −(top inset + percent × height); a back footer or trailer `percent` × its extent
    /// past the end of the content; an auto footer with `percent` of it in view.
    @MainActor package func contentOffset(
        forPercent percent: Double, component: RefreshComponent, scrollView sv: ScrollView
    ) -> Point {
        let inset = component.scrollViewOriginalInset
        let pull = percent * extent
        var offset = sv.contentOffset
        switch family {
        case .header:
            offset.y = -(inset.top + pull)
        case .backFooter:
            offset.y = max(sv.contentSize.height - sv.bounds.height + inset.bottom, -inset.top) + pull
        case .autoFooter:
            offset.y = component.frame.minY - sv.bounds.height + pull
        case .trailer:
            offset.x = max(sv.contentSize.width - sv.bounds.width + inset.right, -inset.left) + pull
        }
        return offset
    }
}
