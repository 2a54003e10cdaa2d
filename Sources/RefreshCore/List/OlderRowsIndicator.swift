/// Where a chat list's loading of older rows stands, as its ``OlderRowsIndicator`` shows it.
public enum OlderRowsPhase: String, Sendable, CaseIterable {
    /// No load runs and older rows may come: the indicator shows nothing.
    case idle
    /// A load runs: a spinner and the auto footer's loading text ("Loading..."); while the list's
    /// header refreshes (it joined the load, its spinner says so) the indicator shows `idle`.
    case loading
    /// A load said the history has no older rows: the auto footer's "No more data", until
    /// ``OlderRowsLoader/reset()``.
    case noMoreRows
}

/// What a chat list shows above its oldest loaded row while ``OlderRowsLoader`` fetches older
/// ones, as messengers show a spinner at the top of a conversation (and easy_refresh and
/// pull_to_refresh the footer of a reversed list): nothing at rest, a spinner beside the auto
/// footer's loading text while a load runs, the auto footer's "No more data" once the history
/// has ended. It sits in a slot of ``OlderRowsLoader/indicatorHeight`` points above the first row,
/// part of the content (never of the insets), so it never moves a row when its phase changes.
///
/// Its texts come from the window's localizer (or ``localizer``) and follow a language change;
/// in a right-to-left language the spinner sits right of the text. A custom indicator overrides
/// ``phaseDidChange()`` (and ``layoutSubviews()`` for its own layout).
@MainActor
open class OlderRowsIndicator: View {
    /// Turns while a load runs; hidden otherwise.
    public let spinner = ActivityIndicator()
    /// The phase's text, as a refresh control's state label: bold 14 pt, fitted by `TextFit`'s
    /// rule (shrunk to 75 %, then cut with "…").
    public let label = RefreshComponent.makeStateLabel()
    /// The colour of the text and the spinner: MJRefresh's label grey by default.
    public var tintColor = Color.refreshLabel {
        didSet {
            label.textColor = tintColor
            spinner.tint = tintColor
        }
    }
    /// The space between the spinner and the text, in points.
    public var spinnerGap = 8.0 { didSet { setNeedsLayout() } }
    /// The localizer for the texts; nil uses the window's (`ViewContext.localizer`).
    public var localizer: RefreshLocalizer? { didSet { observeLocalizer() } }
    /// Where the loading stands; the loader sets it.
    public internal(set) var phase = OlderRowsPhase.idle { didSet { if phase != oldValue { phaseDidChange() } } }

    private var localizerSubscription = LocalizerSubscription()

    /// An idle indicator: no text, the spinner stopped.
    public init() {
        super.init(frame: .zero)
        addSubview(spinner)
        addSubview(label)
    }

    /// The localizer in force: ``localizer``, else the window's, else the shared default.
    public var effectiveLocalizer: RefreshLocalizer {
        localizer ?? window?.context.localizer ?? RefreshLocalizer.shared
    }

    /// Shows the phase: the spinner turns only while loading; the text is the auto footer's
    /// loading text, its "No more data", or nothing at rest.
    open func phaseDidChange() {
        switch phase {
        case .idle:
            spinner.stopAnimating()
            label.text = ""
        case .loading:
            spinner.startAnimating()
            label.text = effectiveLocalizer.string(for: .autoFooterRefreshingText)
        case .noMoreRows:
            spinner.stopAnimating()
            label.text = effectiveLocalizer.string(for: .autoFooterNoMoreDataText)
        }
        setNeedsLayout()
    }

    /// Centres the text and the spinner beside it (on the reading side's start) as one block;
    /// the text shrinks (to 75 %), then is cut with "…", in the width left beside the spinner
    /// and `TextFit.margin` on both sides.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let w = bounds.width, h = bounds.height
        let d = spinner.isHidden ? 0 : spinner.frame.width
        let gap = d > 0 ? spinnerGap : 0
        let room = max(0, w - 2 * (TextFit.margin + d + gap))
        label.frame = Rect(x: 0, y: 0, width: room, height: h)
        let textWidth = label.text.isEmpty ? 0 : min(room, label.textSize.width)
        let blockX = ((w - textWidth - d - gap) / 2).rounded()
        let rightToLeft = effectiveLocalizer.isRightToLeft
        let spinnerX = rightToLeft ? w - blockX - d : blockX
        spinner.frame.origin = Point(x: spinnerX, y: ((h - spinner.frame.height) / 2).rounded())
        // The label is the room wide and draws its text centred: its centre is the text's.
        let textCentre = rightToLeft ? w - blockX - d - gap - textWidth / 2 : blockX + d + gap + textWidth / 2
        label.frame.origin.x = textCentre - room / 2
    }

    /// Follows the new window's localizer and re-reads the texts.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        observeLocalizer()
    }

    private func observeLocalizer() {
        guard localizerSubscription.follow(effectiveLocalizer, handler: { [weak self] in self?.phaseDidChange() })
        else { return }
        phaseDidChange()
    }
}
