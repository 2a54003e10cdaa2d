/// What a header's new-rows banner remembers (RefreshComponent+NewRowsBanner): its settings, and
/// the count of the refresh whose outcome shows.
struct NewRowsBannerState: RefreshComponentFeature {
    /// ``RefreshComponent/newRowsBannerDuration``.
    var duration = RefreshComponent.defaultNewRowsBannerDuration
    /// ``RefreshComponent/newRowsBannerSentence``.
    var sentence: ((Int, RefreshLanguage) -> String)?
    /// The rows the last finished refresh brought, when it shows the banner; nil: no banner.
    var count: Int?
    /// ``RefreshComponent/newRowsBanner``, made on first use.
    var view: NewRowsBanner?

    /// A new refresh forgets the last one's banner.
    func component(_ component: RefreshComponent, didChangeStateFrom old: RefreshState) {
        if component.state == .refreshing { component.features[Self.self].count = nil }
    }
}

extension RefreshComponent {
    /// The default of ``newRowsBannerDuration``: 1.5 seconds.
    public nonisolated static let defaultNewRowsBannerDuration = 1.5

    /// How long, in seconds, a header holds its new-rows banner ("12 new posts") on show after a
    /// refresh finished with ``RefreshLoad/finish(_:newRows:)``, before it collapses: it replaces
    /// ``outcomeDisplayDuration`` for that refresh. A value that is not a finite number > 0 is taken
    /// as 1.5, with a warning.
    public var newRowsBannerDuration: Double {
        get { features[NewRowsBannerState.self].duration }
        set {
            features[NewRowsBannerState.self].duration = accepted(
                newValue, named: "newRowsBannerDuration", if: { $0 > 0 },
                otherwise: RefreshComponent.defaultNewRowsBannerDuration)
        }
    }

    /// The app's banner text for a count in a language; nil (the default) says "12 new posts" in
    /// the control's language with its plural rules (``RefreshLanguage/newPostsSentence(_:)``).
    public var newRowsBannerSentence: ((Int, RefreshLanguage) -> String)? {
        get { features[NewRowsBannerState.self].sentence }
        set { features[NewRowsBannerState.self].sentence = newValue }
    }

    /// The new-rows banner's text while it shows, else nil. A header shows it where it was, in
    /// place of its outcome, from the moment a refresh finished with
    /// ``RefreshLoad/finish(_:newRows:)`` (and new rows, a header in view) for
    /// ``newRowsBannerDuration``, and as it then collapses (MJRefresh's inset rule: the header keeps
    /// its inset while the banner shows, then slides out); a drag or a new refresh ends it.
    public var newRowsBannerText: String? { isShowingOutcome ? armedNewRowsBannerText : nil }

    /// The banner's text for the finished refresh's rows, shown or about to be (what the
    /// announcement says when the outcome shows); nil when that refresh shows no banner.
    var armedNewRowsBannerText: String? {
        guard let count = features[NewRowsBannerState.self].count else { return nil }
        let language = effectiveLocalizer.language
        return newRowsBannerSentence?(count, language) ?? language.newPostsSentence(count)
    }

    /// The bar the banner is drawn on, over the header's area: set its colours and font. Made and
    /// added to the header on first use.
    public var newRowsBanner: NewRowsBanner {
        if let view = features[NewRowsBannerState.self].view { return view }
        let view = NewRowsBanner()
        view.text = { [unowned self] in self.newRowsBannerText }
        features[NewRowsBannerState.self].view = view
        addSubview(view)
        return view
    }

    /// How long the outcome of the refresh finishing now shows: ``newRowsBannerDuration`` when it
    /// shows the banner, else ``outcomeDisplayDuration``.
    var outcomeDuration: Double {
        features[NewRowsBannerState.self].count != nil ? newRowsBannerDuration : outcomeDisplayDuration
    }

    /// The banner for `count` new rows of the refresh finishing now, when a header in view (its
    /// area at least partly on screen) brought any; otherwise none (refreshing away from the top,
    /// the list's ``ListView/newRowsPill`` tells instead).
    /// - Parameter count: The rows the refresh brought.
    func armNewRowsBanner(count: Int) {
        guard count > 0, pullEdge == .top, let sv = scrollView, sv.contentOffset.y < -scrollViewOriginalInset.top
        else { return }
        let banner = newRowsBanner
        banner.frame = Rect(origin: .zero, size: bounds.size)
        features[NewRowsBannerState.self].count = count
    }
}

extension RefreshLoad {
    /// Ends this load with `outcome` as ``finish(_:)`` does, saying that it brought `newRows` rows:
    /// a header in view then shows its new-rows banner ("12 new posts",
    /// ``RefreshComponent/newRowsBannerText``) where it was for
    /// ``RefreshComponent/newRowsBannerDuration`` and announces it, instead of its outcome. A
    /// failure, 0 rows, or a header out of sight (a refresh run away from the top, see
    /// ``RefreshHeader/refreshesInPlaceAwayFromTop``) show no banner. Insert the rows first.
    /// - Parameters:
    ///   - outcome: How the load ended; `.success` when omitted.
    ///   - newRows: How many rows it brought (a negative count counts as 0).
    public func finish(_ outcome: RefreshOutcome = .success, newRows: Int) {
        if isCurrent, !outcome.isFailure { component?.armNewRowsBanner(count: max(0, newRows)) }
        finish(outcome: outcome)
    }
}
