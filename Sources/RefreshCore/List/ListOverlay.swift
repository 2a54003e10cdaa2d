/// What a list's floating controls share (the chat's ``JumpToEndButton`` and the feed's
/// ``NewRowsPill``): where one sits over the drawn viewport, and whether a tap lands on it.
extension ListView {
    /// Where a floating control of `size` sits over the viewport as drawn now: `margin` inside its
    /// top edge (centred) or its bottom and trailing edges, clear of the app's and the system's
    /// insets (not the refresh controls'). It keeps itself above the rows: added last when it is
    /// not among the last two subviews (the two controls may both float).
    /// - Parameters:
    ///   - control: The floating control, a subview of the list.
    ///   - size: Its size, in points.
    ///   - margin: The space to the edges, in points (negative or non-finite counts as 0).
    ///   - atTop: True: centred under the top edge; false: in the bottom trailing corner.
    func float(_ control: View, size: Size, margin: Double, atTop: Bool) {
        if !subviews.suffix(2).contains(where: { $0 === control }) { addSubview(control) }
        let drawn = presentationContentOffset, inset = contentInset + systemInset
        let m = margin.sanitized(atLeast: 0)
        let origin =
            atTop
            ? Point(x: drawn.x + ((bounds.width - size.width) / 2).rounded(), y: drawn.y + inset.top + m)
            : Point(
                x: drawn.x + bounds.width - inset.right - m - size.width,
                y: drawn.y + bounds.height - inset.bottom - m - size.height)
        let frame = Rect(origin: origin, size: size)
        if control.frame != frame { control.frame = frame }
    }
}

extension View {
    /// True when a tap at `point` of `scrollView` lands on this control: shown, floating in that
    /// scroll view, and `hits` the point in the control's own coordinates.
    /// - Parameters:
    ///   - scrollView: The scroll view that was tapped.
    ///   - point: Where the tap landed, in the scroll view's content coordinates.
    ///   - hits: The control's own hit test.
    /// - Returns: True when the tap is the control's.
    func isTapped(in scrollView: ScrollView, at point: Point, hits: (Point) -> Bool) -> Bool {
        !isHidden && superview === scrollView && hits(Point(x: point.x - frame.minX, y: point.y - frame.minY))
    }
}
