import Foundation

/// A header with a state label (a title per state) and a last-updated label, as
/// `MJRefreshStateHeader`. Titles come from the localizer unless set per state; either label can be
/// hidden; a language change re-sets the texts and re-lays out at once.
open class StateHeader: RefreshHeader {
    /// MJRefresh's label font: bold 14 pt.
    public static let labelFont = Font.bold(14)

    public let stateLabel = StateHeader.makeLabel()
    public let lastUpdatedTimeLabel = StateHeader.makeLabel()
    /// Space between the text and an arrow, spinner or image left of it.
    public var labelLeftInset = 25.0 { didSet { setNeedsLayout() } }
    /// Overrides the last-updated text; receives the stored date (nil when there is none).
    public var lastUpdatedTimeText: ((Date?) -> String)? { didSet { updateTexts() } }
    /// The localizer to use; nil uses the window's (`ViewContext.localizer`).
    public var localizer: RefreshLocalizer? { didSet { observeLocalizer() } }
    /// The time zone for the last-updated label; nil uses the window's calendar zone (the host
    /// passes the user's; tests and replays use UTC).
    public var timeZone: TimeZone? { didSet { updateTexts() } }
    /// The zone in force: the explicit one, else the window's, else UTC.
    public var effectiveTimeZone: TimeZone { timeZone ?? window?.context.calendar.timeZone ?? CalendarClock.utc }

    private var customTitles = StateTitles()
    private var localizerToken: RefreshLocalizer.ObserverToken?
    private weak var observedLocalizer: RefreshLocalizer?

    static func makeLabel() -> Label {
        let l = Label(font: labelFont, color: .refreshLabel)
        l.alignment = .center
        return l
    }

    open override func prepare() {
        super.prepare()
        addSubview(stateLabel)
        addSubview(lastUpdatedTimeLabel)
        updateTexts()
    }

    /// Sets the title shown in `state` in `language`, or in every language when `language` is nil
    /// (see `StateTitles` for which wins); a nil title goes back to the localized default.
    public func setTitle(_ title: String?, for state: RefreshState, language: RefreshLanguage? = nil) {
        customTitles.set(title, for: state, language: language)
        updateTexts()
    }

    /// The title shown in `state` in the current language.
    public func title(for state: RefreshState) -> String {
        let l = effectiveLocalizer
        if let custom = customTitles.title(for: state, language: l.language) { return custom }
        switch state {
        case .pulling: return l.string(for: .HeaderPullingText)
        case .refreshing, .willRefresh: return l.string(for: .HeaderRefreshingText)
        case .idle, .noMoreData: return l.string(for: .HeaderIdleText)
        }
    }

    /// The localizer in force: the explicit one, else the window's, else the shared default.
    public var effectiveLocalizer: RefreshLocalizer { localizer ?? window?.context.localizer ?? RefreshLocalizer.shared }

    /// The last-updated text as it should read now.
    public var lastUpdatedText: String {
        let date = lastUpdatedTime
        if let custom = lastUpdatedTimeText { return custom(date) }
        let now = window?.context.calendar.now ?? date ?? Date(timeIntervalSince1970: 0)
        return LastUpdatedFormatter.text(for: date, now: now, localizer: effectiveLocalizer, timeZone: effectiveTimeZone)
    }

    /// Re-reads every text (state title, last-updated time) and re-lays out.
    open func updateTexts() {
        stateLabel.text = title(for: state)
        lastUpdatedTimeLabel.text = lastUpdatedText
        setNeedsLayout()
    }

    /// The language changed: texts are re-set and laid out again (MJRefresh's `i18nDidChange`).
    open func languageDidChange() { updateTexts() }

    open override func stateDidChange(from old: RefreshState) {
        super.stateDidChange(from: old)
        stateLabel.text = title(for: state)
        if state == .idle { lastUpdatedTimeLabel.text = lastUpdatedText }
    }

    open override func lastUpdatedTimeDidChange() {
        super.lastUpdatedTimeDidChange()
        lastUpdatedTimeLabel.text = lastUpdatedText
    }

    open override func placeSubviews() {
        super.placeSubviews()
        let w = bounds.width, h = bounds.height
        guard !stateLabel.isHidden else {
            lastUpdatedTimeLabel.frame = Rect(x: 0, y: 0, width: w, height: h)
            return
        }
        if lastUpdatedTimeLabel.isHidden {
            stateLabel.frame = Rect(x: 0, y: 0, width: w, height: h)
        } else {
            let stateH = (h * 0.5).rounded()
            stateLabel.frame = Rect(x: 0, y: 0, width: w, height: stateH)
            lastUpdatedTimeLabel.frame = Rect(x: 0, y: stateH, width: w, height: h - stateH)
        }
    }

    /// The widest visible text, for placing images left of it.
    public var visibleTextWidth: Double {
        var width = 0.0
        if !stateLabel.isHidden { width = max(width, stateLabel.textSize.width) }
        if !lastUpdatedTimeLabel.isHidden { width = max(width, lastUpdatedTimeLabel.textSize.width) }
        return width
    }

    /// True when neither label is shown.
    public var labelsHidden: Bool { stateLabel.isHidden && lastUpdatedTimeLabel.isHidden }

    /// The least room kept between an image left of the text and the header's left edge.
    public static let minimumImageMargin = 8.0

    /// The frame of an image of `size` left of the text, `gap` points between the image's right edge
    /// and the widest text, as MJRefresh places its arrow and gif (centred when both labels are
    /// hidden). Where MJRefresh would push the image off the left edge (long text, narrow header),
    /// it stays `minimumImageMargin` inside and the labels move right to make room (and end in "…"
    /// if they still do not fit).
    public func imageFrameLeftOfText(size: Size, gap: Double) -> Rect {
        let w = bounds.width, h = bounds.height
        let y = (h - size.height) / 2
        if labelsHidden { return Rect(x: (w - size.width) / 2, y: y, width: size.width, height: size.height) }
        let textWidth = visibleTextWidth
        let x = w / 2 - textWidth / 2 - gap - size.width
        guard x < Self.minimumImageMargin else { return Rect(x: x, y: y, width: size.width, height: size.height) }
        let left = Self.minimumImageMargin
        let textStart = left + size.width + gap
        for label in [stateLabel, lastUpdatedTimeLabel] {
            // Centred in what is left; cut with "…" where even that is too narrow.
            label.frame = Rect(x: textStart, y: label.frame.minY, width: max(0, w - textStart - left),
                               height: label.frame.height)
        }
        return Rect(x: left, y: y, width: size.width, height: size.height)
    }

    // MARK: Language observation

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        observeLocalizer()
        updateTexts()
    }

    private func observeLocalizer() {
        let target = effectiveLocalizer
        guard target !== observedLocalizer || localizerToken == nil else { return }
        localizerToken = target.addObserver { [weak self] in self?.languageDidChange() }
        observedLocalizer = target
        updateTexts()
    }
}
