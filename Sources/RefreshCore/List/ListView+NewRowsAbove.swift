/// What a list knows of the rows that came in above, out of sight (ListView+NewRowsAbove).
struct NewRowsAboveState: FeatureState {
    /// ``ListView/newRowsAbove``.
    var count = 0
    /// ``ListView/newRowsPill``.
    var pill: NewRowsPill?
}

extension ListView {
    /// In a list that is not a chat, how many rows were inserted above while the user read away
    /// from the top, kept out of sight by the anchor rule (``insertRows(_:)``: the row being read
    /// stays still); back to 0 as soon as the top shows again (a scroll, Home,
    /// ``scrollToTop(animated:)``, a tap on the ``newRowsPill``) and on `reloadData()`.
    public var newRowsAbove: Int { features[NewRowsAboveState.self].count }

    /// The "↑ 12 new" pill a feed shows under its top edge while rows came in above, out of sight
    /// (see ``NewRowsPill``); nil: none. The list places it, shows it while ``newRowsAbove`` is
    /// above 0, and keeps its count; a tap on it scrolls to the top.
    public var newRowsPill: NewRowsPill? {
        get { features[NewRowsAboveState.self].pill }
        set {
            let old = features[NewRowsAboveState.self].pill
            guard newValue !== old else { return }
            if let old {
                removeObserver(old)
                old.removeFromSuperview()
            }
            features[NewRowsAboveState.self].pill = newValue
            if let pill = newValue {
                addSubview(pill)
                addObserver(pill)
            }
            updateNewRowsPill()
            setNeedsLayout()
        }
    }

    /// Scrolls a list to its very top, as `setContentOffset(_:animated:)` does: the first row at
    /// the top edge (a refreshing header's inset shown).
    /// - Parameter animated: False to jump there at once.
    public func scrollToTop(animated: Bool = true) {
        let x = min(max(contentOffset.x, minContentOffset.x), maxContentOffset.x)
        setContentOffset(Point(x: x, y: minContentOffset.y), animated: animated)
        // On its way to the top: the new rows are about to show.
        newRowsAboveDidReload()
        updateNewRowsPill()
    }

    /// True when the top shows: the first row's top edge in view (the offset within half a point of
    /// where the app's and the system's insets rest it, or of its minimum, or past them).
    package var showsTop: Bool {
        contentOffset.y <= max(minContentOffset.y, -(contentInset + systemInset).top) + 0.5
    }

    /// `count` rows were inserted above and kept out of sight.
    func newRowsAboveDidInsert(_ count: Int) {
        guard count > 0 else { return }
        features[NewRowsAboveState.self].count += count
    }

    /// A reload replaced the rows, or the list is on its way to the top: none is new any more.
    func newRowsAboveDidReload() {
        if newRowsAbove != 0 { features[NewRowsAboveState.self].count = 0 }
    }

    /// Clears ``newRowsAbove`` when the top shows, then shows the pill (with the count) while
    /// there are new rows above, or while the header refreshes in place.
    func updateNewRowsPill() {
        if newRowsAbove > 0, showsTop { features[NewRowsAboveState.self].count = 0 }
        guard let pill = newRowsPill else { return }
        let count = newRowsAbove
        if pill.count != count {
            pill.count = count
            setNeedsLayout()   // its width follows the label
        }
        let hidden = count == 0 && !pill.isRefreshing
        if pill.isHidden != hidden {
            pill.isHidden = hidden
            setNeedsLayout()
        }
    }

    /// The header began or ended a refresh in place, away from the top: the pill shows it with a
    /// spinner meanwhile (the header stays out of sight, even when the user scrolls to the top).
    /// - Parameter refreshing: True while that refresh runs.
    func refreshInPlaceDidChange(_ refreshing: Bool) {
        guard let pill = newRowsPill, pill.isRefreshing != refreshing else { return }
        pill.isRefreshing = refreshing
        updateNewRowsPill()
        setNeedsLayout()
    }

    /// Puts the pill under the drawn viewport's top edge, centred, over the rows.
    func placeNewRowsPill() {
        updateNewRowsPill()   // the insets may have moved the top since the last scroll
        guard let pill = newRowsPill, !pill.isHidden else { return }
        float(pill, size: pill.sizeThatFits(), margin: pill.margin, atTop: true)
    }
}
