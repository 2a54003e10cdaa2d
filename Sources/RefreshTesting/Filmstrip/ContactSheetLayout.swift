import RefreshCore

/// Where everything goes on a contact sheet, in points: the heading lines, then per row (section)
/// its title and its cells, wrapped into a grid of `columns` shared by all rows, each cell with a
/// two-line caption under it. Pure geometry, so it is tested without drawing.
package struct ContactSheetLayout: Equatable {
    /// Around everything.
    package static let padding = 16.0
    /// Between cells, across and down.
    package static let gap = 12.0
    /// One line of the heading.
    package static let headingLineHeight = 22.0
    /// A row's title.
    package static let titleHeight = 26.0
    /// The caption's first line (percent or time) and second line (state).
    package static let captionLineHeights = (18.0, 15.0)
    /// The sheet is at most this wide unless one cell alone is wider.
    package static let maxWidth = 1640.0

    /// A placed cell: its image and its two caption lines.
    package struct Cell: Equatable {
        /// Where the cell's pixels go.
        package let image: Rect
        /// The first caption line (percent or time).
        package let caption: Rect
        /// The second caption line (the state).
        package let state: Rect
    }

    /// A placed row: its title and cells, in order.
    package struct Section: Equatable {
        /// The row's title line.
        package let title: Rect
        /// The row's cells, in order.
        package let cells: [Cell]
    }

    /// The whole sheet.
    package let size: Size
    /// Cells per grid line, the same in every row.
    package let columns: Int
    /// One rect per heading line.
    package let headingLines: [Rect]
    /// One per row, in order.
    package let sections: [Section]

    /// Lays out `cellCounts` cells per row (rows with none are left out by the caller) of
    /// `cellSize`, under `headingCount` heading lines at least `headingWidth` wide.
    package init(cellSize: Size, cellCounts: [Int], headingCount: Int, headingWidth: Double) {
        let p = Self.padding, g = Self.gap
        let captionHeight = Self.captionLineHeights.0 + Self.captionLineHeights.1
        let fit = Int(((Self.maxWidth - 2 * p + g) / (cellSize.width + g)).rounded(.down))
        let columns = max(1, min(fit, cellCounts.max() ?? 1))
        self.columns = columns
        let gridWidth = Double(columns) * cellSize.width + Double(columns - 1) * g
        let width = (2 * p + max(gridWidth, headingWidth)).rounded(.up)
        var y = p
        headingLines = (0..<headingCount).map { _ in
            defer { y += Self.headingLineHeight }
            return Rect(x: p, y: y, width: width - 2 * p, height: Self.headingLineHeight)
        }
        var sections: [Section] = []
        for count in cellCounts {
            y += g
            let title = Rect(x: p, y: y, width: width - 2 * p, height: Self.titleHeight)
            y += Self.titleHeight
            let lineHeight = cellSize.height + captionHeight + g
            let cells = (0..<count).map { i -> Cell in
                let x = p + Double(i % columns) * (cellSize.width + g)
                let top = y + Double(i / columns) * lineHeight
                let image = Rect(origin: Point(x: x, y: top), size: cellSize)
                let caption = Rect(x: x, y: image.maxY + 2, width: cellSize.width, height: Self.captionLineHeights.0)
                let state = Rect(x: x, y: caption.maxY, width: cellSize.width, height: Self.captionLineHeights.1)
                return Cell(image: image, caption: caption, state: state)
            }
            y += Double((count + columns - 1) / columns) * lineHeight
            sections.append(Section(title: title, cells: cells))
        }
        self.sections = sections
        size = Size(width: width, height: (y + p).rounded(.up))
    }
}
