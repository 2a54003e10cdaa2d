import RefreshCore

/// Where the example browser draws everything in a window of a given size, in window points: a
/// panel centred over the scene with a title bar, the scrolling list of topic sections and example
/// rows, and a hint line at the bottom. Rows are laid out for the whole list, already moved by the
/// browser's scroll offset; only those meeting `list` are drawn or clickable.
package struct ExampleBrowserLayout: Equatable {
    /// One line of the list.
    package enum RowKind: Equatable {
        /// The heading of a topic (the part of the IDs before the dot) with how many examples it has.
        case section(topic: String, count: Int)
        /// The example at this index of the browser's `examples`.
        case example(index: Int)
    }

    /// A line of the list and its frame in window points.
    package struct Row: Equatable {
        package var kind: RowKind
        package var frame: Rect
    }

    static let sectionHeight = 24.0
    static let rowHeight = 46.0
    static let titleHeight = 40.0
    static let hintHeight = 30.0
    static let maximumPanelWidth = 520.0
    /// Text inset from the panel's sides.
    static let padding = 12.0

    /// The window's size.
    package let viewport: Size
    /// The panel, centred in the window.
    package let panel: Rect
    /// The title bar at the top of the panel.
    package let title: Rect
    /// The visible part of the list: rows are drawn clipped to it.
    package let list: Rect
    /// The hint line at the bottom of the panel.
    package let hint: Rect
    /// Every section and example row, moved up by `scrollOffset`.
    package let rows: [Row]
    /// How far the list is scrolled, in points (0…`maximumScrollOffset`).
    package let scrollOffset: Double
    /// The height of the whole list.
    package let contentHeight: Double

    /// The farthest the list scrolls: its content height less what the list shows.
    package var maximumScrollOffset: Double { max(0, contentHeight - list.height) }

    /// The example row under `point`, if the point is inside the visible list.
    package func exampleIndex(at point: Point) -> Int? {
        guard list.contains(point) else { return nil }
        for row in rows where row.frame.contains(point) {
            if case let .example(index) = row.kind { return index }
        }
        return nil
    }

    /// The frame of the row of example `index`.
    package func frame(ofExample index: Int) -> Rect? {
        rows.first { $0.kind == .example(index: index) }?.frame
    }

    /// Lays out `sections` (topic and example indices, in order) in a window of `viewport`, the
    /// list scrolled by `scrollOffset` (clamped to the range).
    static func make(sections: [(topic: String, indices: [Int])], viewport: Size, scrollOffset: Double)
        -> ExampleBrowserLayout
    {
        let w = viewport.width.sanitized(atLeast: 0)
        let h = viewport.height.sanitized(atLeast: 0)
        let marginX = w >= 360 ? 16.0 : 8.0, marginY = h >= 480 ? 16.0 : 8.0
        let contentHeight = sections.reduce(0) { $0 + sectionHeight + Double($1.indices.count) * rowHeight }
        let panelWidth = max(0, min(w - 2 * marginX, maximumPanelWidth))
        let panelHeight = max(0, min(h - 2 * marginY, titleHeight + contentHeight + hintHeight))
        let panel = Rect(
            x: ((w - panelWidth) / 2).rounded(), y: ((h - panelHeight) / 2).rounded(),
            width: panelWidth, height: panelHeight)
        let title = Rect(x: panel.minX, y: panel.minY, width: panel.width, height: min(titleHeight, panel.height))
        let hint = Rect(
            x: panel.minX, y: max(title.maxY, panel.maxY - hintHeight), width: panel.width,
            height: min(hintHeight, max(0, panel.maxY - title.maxY)))
        let list = Rect(x: panel.minX, y: title.maxY, width: panel.width, height: max(0, hint.minY - title.maxY))
        let maximum = max(0, contentHeight - list.height)
        let offset = scrollOffset.sanitized(atLeast: 0, atMost: maximum)

        var rows: [Row] = []
        var y = list.minY - offset
        for section in sections {
            rows.append(
                Row(
                    kind: .section(topic: section.topic, count: section.indices.count),
                    frame: Rect(x: list.minX, y: y, width: list.width, height: sectionHeight)))
            y += sectionHeight
            for index in section.indices {
                rows.append(
                    Row(
                        kind: .example(index: index),
                        frame: Rect(x: list.minX, y: y, width: list.width, height: rowHeight)))
                y += rowHeight
            }
        }
        return ExampleBrowserLayout(
            viewport: Size(width: w, height: h), panel: panel, title: title, list: list,
            hint: hint, rows: rows, scrollOffset: offset, contentHeight: contentHeight)
    }
}
