extension RefreshHeader {
    /// Opens the ``secondFloor`` from code (SmartRefreshLayout's `openTwoLevel`), as a release past
    /// its open distance does: the list's offset now is where it returns when the floor closes.
    /// Ignored, with a warning, without a floor, while it is shown, while the header refreshes (or
    /// shows an outcome) and while another control of the scroll view holds it.
    /// - Parameter animated: False to open at once.
    public func openSecondFloor(animated: Bool = true) {
        guard let floor = secondFloor, let sv = scrollView else {
            return logger.warning(
                "A call without a second floor or a scroll view was ignored",
                metadata: ["control": "\(typeName)", "call": "openSecondFloor"])
        }
        guard !floor.isShown, state == .idle || state == .pulling, !isHeldByAnotherControl else {
            return warnIgnored("openSecondFloor")
        }
        openSecondFloor(floor, returningTo: sv.contentOffset, animated: animated)
    }

    /// Closes the open (or opening) ``secondFloor``: the header gives back the inset it added and the
    /// list moves back to exactly where it was before the floor opened, over the floor's
    /// ``SecondFloor/animationDuration``; then the scroll view scrolls again and
    /// ``SecondFloor/onClose`` runs. Ignored, with a warning, when no floor is open.
    /// - Parameter animated: False to close at once.
    public func closeSecondFloor(animated: Bool = true) {
        guard let floor = secondFloor, floor.phase == .opening || floor.phase == .open,
            let sv = scrollView, let saved = floor.saved
        else {
            return warnIgnored("closeSecondFloor")
        }
        floor.generation += 1
        let generation = floor.generation
        floor.phase = .closing
        floor.isDraggedOnFloor = false
        secondFloorPhaseDidChange()
        animate(
            duration: animated ? floor.animationDuration : 0,
            {
                self.setAddedInset(.zero)
                sv.contentOffset = self.inRange(saved.offset)
            },
            completion: { [weak self] in
                guard let self, self.secondFloor === floor, floor.generation == generation else { return }
                let back = self.inRange(saved.offset)
                if !sv.isTracking && sv.contentOffset != back { sv.contentOffset = back }
                self.finishClosingSecondFloor(floor)
            })
    }

    /// The pull past the top, in points, that arms the floor: its `openDistance` (or
    /// ``SecondFloor/defaultOpenRate`` header heights), never shorter than the trigger distance,
    /// never longer than nine tenths of ``RefreshComponent/maximumPullDistance`` (so a drag reaches it).
    public var secondFloorOpenDistance: Double {
        let trigger = pullTriggerDistance(extent: designHeight)
        var d = max(secondFloor?.openDistance ?? SecondFloor.defaultOpenRate * designHeight, trigger)
        if let m = maximumPullDistance { d = min(d, m * 0.9) }
        return d
    }

    // MARK: Following the scroll view

    /// While dragging, arms the floor past its open distance (the header `pulling`) and disarms it
    /// short of it.
    func secondFloorOffsetDidChange() {
        guard let floor = secondFloor, !floor.isShown, let sv = scrollView, sv.isDragging, let g = pullGeometry
        else { return }
        let armed = state == .pulling && g.happenOffset - sv.contentOffset.y >= secondFloorOpenDistance
        setArmed(floor, armed)
    }

    private func setArmed(_ floor: SecondFloor, _ armed: Bool) {
        let phase: SecondFloorPhase = armed ? .releaseToOpen : .closed
        guard floor.phase != phase else { return }
        floor.phase = phase
        secondFloorPhaseDidChange()
    }

    /// A release while armed opens the floor instead of refreshing.
    /// - Returns: True when it opened the floor.
    func openSecondFloorOnRelease() -> Bool {
        guard let floor = secondFloor, floor.phase == .releaseToOpen, gestureMayStartRefresh, let sv = scrollView
        else { return false }
        openSecondFloor(floor, returningTo: floor.dragStartOffset ?? sv.contentOffset, animated: true)
        return true
    }

    /// The header left `pulling` another way (back to idle, a refresh begun by code): disarmed.
    func secondFloorStateDidChange() {
        guard let floor = secondFloor, floor.phase == .releaseToOpen, state != .pulling else { return }
        setArmed(floor, false)
    }

    /// Remembers where a drag began (where the list returns), and moves the list with a drag on the
    /// open floor: up to close it, back down to keep it.
    func secondFloorPanStateDidChange() {
        guard let floor = secondFloor, let sv = scrollView else { return }
        if sv.panState == .began, !floor.isShown { floor.dragStartOffset = sv.contentOffset }
        guard floor.phase == .open, floor.closesOnPullUp, let saved = floor.saved else { return }
        let open = secondFloorOpenOffset
        switch sv.panState {
        case .began, .changed:
            guard let translation = sv.touchTranslation else { return }
            floor.isDraggedOnFloor = true
            let up = max(0, -translation.y)
            sv.contentOffset = Point(x: sv.contentOffset.x, y: min(open + up, max(saved.offset.y, open)))
        case .ended, .cancelled:
            guard floor.isDraggedOnFloor else { return }
            floor.isDraggedOnFloor = false
            let up = sv.contentOffset.y - open
            if sv.panState == .ended && up > floor.pullUpCloseFraction * sv.bounds.height {
                closeSecondFloor()
            } else if up != 0 {
                animate(duration: fastAnimationDuration) { sv.contentOffset = Point(x: sv.contentOffset.x, y: open) }
            }
        case .possible:
            break
        }
    }

    /// A tap on the open floor: a close control closes it, any other tap goes to `onTap`.
    /// - Parameter point: Where the tap landed, in the scroll view's content coordinates.
    func secondFloorDidTap(at point: Point) {
        guard let floor = secondFloor, floor.phase == .open else { return }
        let inContent = Point(
            x: point.x - floor.container.frame.minX - floor.content.frame.minX,
            y: point.y - floor.container.frame.minY - floor.content.frame.minY)
        if floor.closeControls.contains(where: { frame(of: $0, in: floor.content)?.contains(inContent) == true }) {
            return closeSecondFloor()
        }
        floor.onTap?(inContent)
    }

    /// `view`'s frame in `ancestor`'s coordinates, or nil when it is not inside it (or hidden).
    private func frame(of view: View, in ancestor: View) -> Rect? {
        var rect = view.frame
        var v = view
        while let parent = v.superview {
            if v.isHidden { return nil }
            if parent === ancestor { return rect }
            rect.origin.x += parent.frame.minX - parent.bounds.minX
            rect.origin.y += parent.frame.minY - parent.bounds.minY
            v = parent
        }
        return nil
    }

    /// The viewport, the content or the other insets changed: the floor follows, and an opening
    /// or open floor keeps making its top the top of the range (an open one stays filling the
    /// viewport, unless a drag on it is under way).
    func secondFloorGeometryDidChange() {
        guard let floor = secondFloor, let sv = scrollView else { return }
        layoutSecondFloor()
        guard floor.phase == .opening || floor.phase == .open else { return }
        setAddedInset(EdgeInsets(top: secondFloorInset))
        guard floor.phase == .open, !sv.isDragging, sv.contentOffset.y != secondFloorOpenOffset else { return }
        sv.contentOffset = Point(x: sv.contentOffset.x, y: secondFloorOpenOffset)
    }

    // MARK: Attaching

    /// Puts the floor's view in the scroll view, below the header (a header attached already).
    func installSecondFloor() {
        guard let floor = secondFloor else { return }
        floor.header = self
        guard let sv = scrollView else { return }
        if floor.container.superview !== sv {
            sv.insertSubview(floor.container, at: sv.subviews.firstIndex { $0 === self } ?? sv.subviews.count)
        }
        layoutSecondFloor()
    }

    /// Takes `floor` away: shown, it closes at once (its `onClose` runs); its view leaves the scroll view.
    /// - Parameter floor: The floor leaving the header (replaced, or the header detaching).
    func uninstallSecondFloor(_ floor: SecondFloor) {
        if floor.isShown, let sv = scrollView, let saved = floor.saved {
            floor.generation += 1
            floor.phase = .closing   // (so the inset given back is not kept by `secondFloorGeometryDidChange`)
            Animator.withoutAnimation {
                setAddedInset(.zero)
                sv.contentOffset = saved.offset
            }
            finishClosingSecondFloor(floor)
        } else if floor.phase != .closed {
            floor.phase = .closed
        }
        floor.container.removeFromSuperview()
        if floor.header === self { floor.header = nil }
    }

    /// Places the floor right above the header, as tall and wide as the viewport.
    func layoutSecondFloor() {
        guard let floor = secondFloor, let sv = scrollView else { return }
        let h = sv.bounds.height
        let rect = Rect(x: frame.minX, y: secondFloorBase - h, width: frame.width, height: h)
        if floor.container.frame != rect { floor.container.frame = rect }
        let inside = Rect(origin: .zero, size: rect.size)
        if floor.content.frame != inside { floor.content.frame = inside }
    }

    // MARK: Opening and closing

    /// Where the floor's bottom edge is, in content coordinates: the top of the header at rest just
    /// above the content, whatever its placement (a header pinned behind, over or stretched
    /// across the rows moves its frame, not the floor).
    var secondFloorBase: Double { -designHeight - ignoredScrollViewContentInsetTop }

    /// The content offset at which the floor fills the viewport.
    var secondFloorOpenOffset: Double { secondFloorBase - (scrollView?.bounds.height ?? 0) }

    /// The top inset the header adds while the floor is open: what makes the open offset the top of
    /// the scroll range.
    package var secondFloorInset: Double { max(0, -secondFloorOpenOffset - scrollViewOriginalInset.top) }

    /// `offset` clamped into the scroll view's range now: where the list was is inside the range it
    /// had then, and stays exact unless an inset or the content changed meanwhile.
    private func inRange(_ offset: Point) -> Point {
        guard let sv = scrollView else { return offset }
        let lo = sv.minContentOffset, hi = sv.maxContentOffset
        return Point(x: min(max(offset.x, lo.x), hi.x), y: min(max(offset.y, lo.y), hi.y))
    }

    private func openSecondFloor(_ floor: SecondFloor, returningTo start: Point, animated: Bool) {
        guard let sv = scrollView else { return }
        floor.saved = SecondFloor.Saved(offset: inRange(start), scrollEnabled: sv.isScrollEnabled)
        floor.generation += 1
        let generation = floor.generation
        floor.phase = .opening
        if state != .idle { state = .idle }   // (the release opens the floor instead of refreshing)
        sv.isScrollEnabled = false
        if sv.subviews.last !== floor.container {
            // On top of every row, so nothing the list floats can cover it.
            floor.container.removeFromSuperview()
            sv.addSubview(floor.container)
        }
        layoutSecondFloor()
        secondFloorPhaseDidChange()
        animate(
            duration: animated ? floor.animationDuration : 0,
            {
                self.setAddedInset(EdgeInsets(top: self.secondFloorInset))
                sv.contentOffset = Point(x: sv.contentOffset.x, y: self.secondFloorOpenOffset)
            },
            completion: { [weak self] in
                guard let self, self.secondFloor === floor, floor.generation == generation, floor.phase == .opening
                else { return }
                let open = self.secondFloorOpenOffset
                if !sv.isTracking && sv.contentOffset.y != open { sv.contentOffset.y = open }
                floor.phase = .open
                self.secondFloorPhaseDidChange()
                floor.onOpen?()
            })
    }

    private func finishClosingSecondFloor(_ floor: SecondFloor) {
        let scrollEnabled = floor.saved?.scrollEnabled ?? true
        floor.saved = nil
        floor.phase = .closed
        scrollView?.isScrollEnabled = scrollEnabled
        secondFloorPhaseDidChange()
        floor.onClose?()
        // Controls that waited for the scroll view (a footer asked to begin) may go on now.
        for sibling in siblings { sibling.siblingDidEndRefreshing(self) }
    }

    private func secondFloorPhaseDidChange() {
        updateTexts()
        visualStateDidChange()
        setNeedsLayout()
    }
}
