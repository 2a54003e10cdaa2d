import RefreshCore

/// What a person who cannot see the screen is told about a view tree, as plain values: each scroll
/// view (its role, whether it has the keyboard focus) with its refresh controls (role, state, pull
/// in whole steps, whether it shows, the texts of its labels that show), and the last sentence the
/// announcer delivered. No coordinate or time is in it, so a change of font, colour or a pixel of
/// drag leaves it as it was; a change of state, text or focus does not.
///
/// `RefreshTestHost.semantics(percentStep:)` reads one; ``text`` is the text golden
/// `RefreshSnapshotTesting`'s `.semantics` strategy compares:
///
/// ```
/// list ListView
///   header NormalHeader: idle, pull 0 %, hidden
///   footer AutoNormalFooter: failed, pull 100 %, shown
///     "Load failed · Tap to retry"
/// announcement: "Load failed. Tap to retry"
/// ```
public struct SemanticDescription: Equatable, Sendable {
    /// The scroll views that can take the focus, in tree order (one for a host of one scroll view).
    public var scrollViews: [SemanticScrollView]
    /// The last sentence the tree's announcer delivered; nil before the first.
    public var announcement: String?
    /// A sentence waiting for the announcer's interval to pass, if any.
    public var pendingAnnouncement: String?

    /// A description of these parts.
    /// - Parameters:
    ///   - scrollViews: The scroll views, in tree order.
    ///   - announcement: The last sentence delivered.
    ///   - pendingAnnouncement: The sentence waiting, if any.
    public init(scrollViews: [SemanticScrollView], announcement: String?, pendingAnnouncement: String? = nil) {
        self.scrollViews = scrollViews
        self.announcement = announcement
        self.pendingAnnouncement = pendingAnnouncement
    }

    /// The description as lines of text, one per scroll view, control and label, indented by two
    /// spaces a level, ending with a newline: a scroll view's line is its role and class (`list
    /// RowsList`, `, focused` when it has the focus of a tree with several); a control's line its
    /// role and class, state, pull in percent and `shown` or `hidden` (not on screen); a label's
    /// line its text in quotes; then `announcement:` and, when one waits, `pending announcement:`.
    public var text: String {
        var lines: [String] = []
        for scrollView in scrollViews { scrollView.appendLines(to: &lines, indent: "") }
        lines.append("announcement: " + (announcement.map(Self.quoted) ?? "none"))
        if let pendingAnnouncement { lines.append("pending announcement: " + Self.quoted(pendingAnnouncement)) }
        return lines.map { $0 + "\n" }.joined()
    }

    /// `text` in double quotes, a quote or backslash in it escaped and a line break written `\n`.
    static func quoted(_ text: String) -> String {
        let escaped = text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n")
        return "\"" + escaped + "\""
    }
}

/// A scroll view as ``SemanticDescription`` tells it.
public struct SemanticScrollView: Equatable, Sendable {
    /// `list`, `grid`, `carousel` or `scroll view`.
    public var role: String
    /// The class's name (`ListView`, or an app's subclass).
    public var typeName: String
    /// True when it has the keyboard focus of a tree with several scroll views (always false in a
    /// tree of one, where the focus never moves).
    public var isFocused: Bool
    /// Its header, footer and trailer, those it has, in that order.
    public var controls: [SemanticControl]
    /// The carousels showing in a list's rows, top to bottom, with their trailers.
    public var carousels: [SemanticScrollView]

    /// A scroll view of these parts.
    /// - Parameters:
    ///   - role: `list`, `grid`, `carousel` or `scroll view`.
    ///   - typeName: The class's name.
    ///   - isFocused: Whether it has the focus of a tree with several scroll views.
    ///   - controls: Its refresh controls.
    ///   - carousels: The carousels showing in its rows.
    public init(
        role: String, typeName: String, isFocused: Bool = false, controls: [SemanticControl],
        carousels: [SemanticScrollView] = []
    ) {
        self.role = role
        self.typeName = typeName
        self.isFocused = isFocused
        self.controls = controls
        self.carousels = carousels
    }

    func appendLines(to lines: inout [String], indent: String) {
        lines.append(indent + role + (typeName.isEmpty ? "" : " " + typeName) + (isFocused ? ", focused" : ""))
        for control in controls { control.appendLines(to: &lines, indent: indent + "  ") }
        for carousel in carousels { carousel.appendLines(to: &lines, indent: indent + "  ") }
    }
}

/// A refresh control as ``SemanticDescription`` tells it.
public struct SemanticControl: Equatable, Sendable {
    /// Which of the scroll view's controls it is: header, footer or trailer.
    public var role: RefreshTarget
    /// The class's name (`NormalHeader`, or an app's own).
    public var typeName: String
    /// Its state.
    public var state: RefreshState
    /// How far it is pulled, in percent of its threshold, rounded down to the step the description
    /// was read with (10: 0, 10, … 100, 110 …), so a pixel more or less of drag keeps the value.
    public var pullPercent: Int
    /// True when part of it is on screen: not hidden, not transparent, inside its scroll view's
    /// visible area.
    public var isShown: Bool
    /// The texts of its labels that show (not hidden, not transparent, not empty, on screen), in
    /// tree order; as set, not as cut to fit, so a font's width does not change them. Empty while
    /// the control is not shown.
    public var labels: [String]

    /// A control of these parts.
    /// - Parameters:
    ///   - role: Header, footer or trailer.
    ///   - typeName: The class's name.
    ///   - state: Its state.
    ///   - pullPercent: Its pull in percent, in whole steps.
    ///   - isShown: Whether part of it is on screen.
    ///   - labels: The texts of its labels that show.
    public init(
        role: RefreshTarget, typeName: String, state: RefreshState, pullPercent: Int, isShown: Bool,
        labels: [String] = []
    ) {
        self.role = role
        self.typeName = typeName
        self.state = state
        self.pullPercent = pullPercent
        self.isShown = isShown
        self.labels = labels
    }

    func appendLines(to lines: inout [String], indent: String) {
        let name = role.rawValue + (typeName.isEmpty ? "" : " " + typeName)
        lines.append(
            indent + name + ": \(state.rawValue), pull \(pullPercent) %, " + (isShown ? "shown" : "hidden"))
        for label in labels { lines.append(indent + "  " + SemanticDescription.quoted(label)) }
    }
}
