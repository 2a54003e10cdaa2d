import RefreshCore

/// The texts a view tree shows cut: every visible `Label` or `VerticalLabel` whose drawn text
/// (`displayedText`, after wrapping, shrinking and cutting) is not its whole `text` — compared
/// without white space, so lines wrapped at spaces (or between CJK characters) count as whole.
@MainActor public enum CutLabels {
    /// A label drawn cut: the text it was given and what it draws.
    public struct Cut: Equatable, Sendable {
        /// The label's `text`.
        public let text: String
        /// Its `displayedText`, lines joined with line breaks.
        public let displayed: String
    }

    /// The cut labels under `view` (itself included), in tree order; hidden or transparent views
    /// and their subtrees, and labels not laid out yet (no width), are left out.
    ///
    /// - Parameter view: The root of the tree searched (a refresh control, a window).
    /// - Returns: The cut labels, in tree order; empty when every text shows whole.
    public static func cuts(in view: View) -> [Cut] {
        guard !view.isHidden, view.alpha > 0 else { return [] }
        var found: [Cut] = []
        if let label = view as? Label, label.frame.width > 0 {
            found += cut(label.text, label.displayedText)
        } else if let label = view as? VerticalLabel, label.frame.height > 0 {
            found += cut(label.text, label.displayedText)
        }
        for sub in view.subviews { found += cuts(in: sub) }
        return found
    }

    private static func cut(_ text: String, _ displayed: String) -> [Cut] {
        let whole = text.filter { !$0.isWhitespace }, drawn = displayed.filter { !$0.isWhitespace }
        return whole == drawn ? [] : [Cut(text: text, displayed: displayed)]
    }
}
