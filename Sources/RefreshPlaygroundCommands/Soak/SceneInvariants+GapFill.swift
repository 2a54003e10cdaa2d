import RefreshCore
import RefreshPlayground

extension SceneInvariants {
    // MARK: gapFillCoversGap

    /// What of the gap above a header with a gap fill is left unfilled as drawn, or nil: the fill
    /// must reach up to the view's top (or the header's own top, when that is higher; a second
    /// floor's bottom, with one) and down to the header's bottom and the content's top.
    func gapLeftUnfilled() -> String? {
        guard let header = scene.component(.header, inList: list) as? RefreshHeader, !header.isHidden,
            let fill = header.gapFillFrame
        else { return nil }
        let drawn = sv.presentationContentOffset.y
        let frame = header.presentationFrame
        let top = frame.minY + fill.minY, bottom = frame.minY + fill.maxY
        let contentTop = -header.ignoredScrollViewContentInsetTop
        let floorBottom = contentTop - header.designHeight   // where a second floor ends
        let wantedTop = min(header.secondFloor == nil ? drawn : max(drawn, floorBottom), frame.minY)
        let wantedBottom = max(frame.maxY, contentTop)
        let eps = 1e-6
        guard top > wantedTop + eps || bottom < wantedBottom - eps else { return nil }
        let n = SoakFormat.number
        return "header's gap fill spans \(n(top))…\(n(bottom)) but the gap is \(n(wantedTop))…\(n(wantedBottom)) "
            + "(drawn offset \(n(drawn)), header \(n(frame.minY))…\(n(frame.maxY)), placement \(header.placement))"
    }
}
