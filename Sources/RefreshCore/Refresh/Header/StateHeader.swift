import Foundation

/// A header with a state label (a title per state) and a last-updated label, as
/// `MJRefreshStateHeader`. Titles come from the localizer unless set per state; either label can be
/// hidden; a language change re-sets the texts and re-lays out at once.
open class StateHeader: RefreshHeader, StateTitled {
    /// The label that shows the current state's title.
    public let stateLabel = RefreshComponent.makeStateLabel()
    /// The label that shows when the last refresh ended.
    public let lastUpdatedTimeLabel = RefreshComponent.makeStateLabel()
    /// Space between the text and an arrow, spinner or image beside it (left of it; right of it in a
    /// right-to-left language).
    public var labelLeftInset = 25.0 { didSet { setNeedsLayout() } }
    /// Overrides the last-updated text; receives the stored date (nil when there is none).
    public var lastUpdatedTimeText: ((Date?) -> String)? { didSet { updateTexts() } }
    /// The time zone for the last-updated label; nil uses the window's calendar zone (the host
    /// passes the user's; tests and replays use UTC).
    public var timeZone: TimeZone? { didSet { updateTexts() } }
    /// The zone in force: the explicit one, else the window's, else UTC.
    public var effectiveTimeZone: TimeZone { timeZone ?? window?.context.calendar.timeZone ?? CalendarClock.utc }

    /// The app's titles per state and language (`setTitle(_:for:language:)`).
    public var titles = StateTitles() { didSet { updateTexts() } }

    /// Sets up the header and adds both labels with their first texts.
    open override func prepare() {
        super.prepare()
        addSubview(stateLabel)
        addSubview(lastUpdatedTimeLabel)
        updateTexts()
    }

    /// The localization key of the built-in title shown in `state`.
    /// - Parameter state: The refresh state to look up.
    /// - Returns: `headerPullingText` when pulling, `headerRefreshingText` while refreshing (or about to),
    ///   else `headerIdleText`.
    public func defaultTitleKey(for state: RefreshState) -> RefreshStringKey {
        switch state {
        case .pulling: return .headerPullingText
        case .refreshing, .willRefresh: return .headerRefreshingText
        case .idle, .noMoreData: return .headerIdleText
        case .finished: return .headerSucceededText
        case .failed: return .headerFailedText
        }
    }

    /// The last-updated text as it should read now.
    public var lastUpdatedText: String {
        let date = lastUpdatedTime
        if let custom = lastUpdatedTimeText { return custom(date) }
        let now = window?.context.calendar.now ?? date ?? Date(timeIntervalSince1970: 0)
        return LastUpdatedFormatter.text(
            for: date, now: now, localizer: effectiveLocalizer, timeZone: effectiveTimeZone)
    }

    /// True while the header shows that it waits for another control's refresh to end: idle, with
    /// a refresh asked for that waits (``RefreshComponent/isWaitingToBegin``), or pulled past its
    /// threshold while that control holds the scroll view (``RefreshHeader/isPulledWhileHeld``).
    public var showsWaitingTitle: Bool {
        state == .idle && !isShowingOutcome && (isWaitingToBegin || isPulledWhileHeld)
    }

    /// Re-reads every text (state title, or the localized "Waiting for loading to finish" while
    /// ``showsWaitingTitle``, or "Release to open the second floor" while a release would open the
    /// ``RefreshHeader/secondFloor``; last-updated time) and re-lays out.
    open override func updateTexts() {
        super.updateTexts()
        stateLabel.text =
            if showsWaitingTitle {
                effectiveLocalizer.string(for: .headerWaitingText)
            } else if secondFloor?.phase == .releaseToOpen {
                effectiveLocalizer.string(for: .headerSecondFloorText)
            } else {
                currentTitle
            }
        showLastUpdatedText()
        setNeedsLayout()
    }

    /// Colours both labels with `tintColor`.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        stateLabel.textColor = tintColor
        lastUpdatedTimeLabel.textColor = tintColor
    }

    /// Shows the newly saved time in `lastUpdatedTimeLabel`.
    open override func lastUpdatedTimeDidChange() {
        super.lastUpdatedTimeDidChange()
        showLastUpdatedText()
    }

    /// Puts `lastUpdatedText` in its label, its time (or "No record") kept whole when it is cut:
    /// everything after the localized prefix, unless `lastUpdatedTimeText` writes the line.
    private func showLastUpdatedText() {
        let text = lastUpdatedText
        let prefix = effectiveLocalizer.string(for: .headerLastTimeText)
        lastUpdatedTimeLabel.text = text
        lastUpdatedTimeLabel.keptSuffixLength =
            lastUpdatedTimeText == nil && text.hasPrefix(prefix) ? text.count - prefix.count : 0
    }

    /// Stacks the state label over the last-updated label (top half and bottom half of
    /// ``RefreshComponent/designBounds``), or gives the whole height to whichever one is visible,
    /// and fits the two together by `TextFit`'s rule (one size for both, the time kept whole),
    /// centred across the header.
    open override func placeSubviews() {
        super.placeSubviews()
        let room = designBounds, top = room.minY, h = room.height
        func row(_ label: Label, _ y: Double, _ height: Double) {
            // Only the row: x and width stay `placeText`'s, so an unchanged layout sets unchanged frames.
            label.frame = Rect(x: label.frame.minX, y: y, width: label.frame.width, height: height)
        }
        if stateLabel.isHidden {
            row(lastUpdatedTimeLabel, top, h)
        } else if lastUpdatedTimeLabel.isHidden {
            row(stateLabel, top, h)
        } else if instructionTakesBothRows {
            // A long instruction wraps over both rows; the time gives its row up meanwhile.
            row(stateLabel, top, h)
            row(lastUpdatedTimeLabel, top + h, 0)
        } else {
            let stateH = (h * 0.5).rounded()
            row(stateLabel, top, stateH)
            row(lastUpdatedTimeLabel, top + stateH, h - stateH)
        }
        _ = imageFrameLeftOfText(size: .zero, gap: 0)
    }

    /// The width of the image a subclass places beside the text (0: none) and its gap to the text:
    /// the room an instruction is measured in (`instructionTakesBothRows`).
    var textImageSlot: (width: Double, gap: Double) { (0, 0) }

    /// The widest visible text as drawn, for placing images left of it.
    public var visibleTextWidth: Double {
        [stateLabel, lastUpdatedTimeLabel].filter { !$0.isHidden }.map(\.textSize.width).max() ?? 0
    }

    /// True when neither label is shown.
    public var areLabelsHidden: Bool { stateLabel.isHidden && lastUpdatedTimeLabel.isHidden }

    /// The frame of an image of `size` left of the text (right of it in a right-to-left language),
    /// `gap` points away (see `imageFrame(leftOf:size:gap:)`). An instruction too long for one
    /// line wraps onto two before it shrinks or is cut (see ``showsInstruction``).
    /// - Parameters:
    ///   - size: The image's size, in points.
    ///   - gap: The space between the image's right edge and the text, in points.
    /// - Returns: The image's frame in the header's coordinates.
    public func imageFrameLeftOfText(size: Size, gap: Double) -> Rect {
        if instructionTakesBothRows {
            return imageFrame(leftOf: stateLabel, size: size, gap: gap, lines: instructionLines)
        }
        return imageFrame(leftOf: stateLabel, lastUpdatedTimeLabel, size: size, gap: gap, lines: instructionLines)
    }
}
