import RefreshCore

/// Where everything goes on a variant matrix sheet, in pixels (the sheet is drawn at scale 1 and
/// every cell pasted 1:1, so a @2x cell is twice as large): the heading lines, a header over each
/// column, a title left of each row, and per cell its image with a caption line under it. Columns
/// are as wide as their widest cell, rows as tall as their tallest. Pure geometry, tested without
/// drawing.
package struct MatrixLayout: Equatable {
    /// Around everything.
    package static let padding = 16.0
    /// Between columns and between rows.
    package static let gap = 12.0
    /// One line of the heading.
    package static let headingLineHeight = 22.0
    /// The column headers' line.
    package static let headerHeight = 22.0
    /// The caption line under a cell (its state, and what is cut).
    package static let captionHeight = 18.0

    /// A placed cell: its image and caption.
    package struct Cell: Equatable {
        /// Where the cell's pixels go (their own size).
        package let image: Rect
        /// The caption line under it, as wide as the column.
        package let caption: Rect
    }

    /// The whole sheet.
    package let size: Size
    /// One rect per heading line.
    package let headingLines: [Rect]
    /// One header per column.
    package let columnHeaders: [Rect]
    /// One title per row, as tall as the row's images.
    package let rowTitles: [Rect]
    /// The cells, `cells[row][column]`.
    package let cells: [[Cell]]

    /// Lays out cells of `cellSizes[row][column]` (every row has as many), under `headingCount`
    /// heading lines at least `headingWidth` wide, with row titles `rowTitleWidth` wide; column `c`
    /// is at least `headerWidths[c]` wide (its header's text).
    package init(
        cellSizes: [[Size]], headingCount: Int, headingWidth: Double, rowTitleWidth: Double, headerWidths: [Double] = []
    ) {
        let p = Self.padding, g = Self.gap
        let columnCount = cellSizes.map(\.count).max() ?? 0
        let columnWidths = (0..<columnCount).map { c in
            max(
                cellSizes.map { c < $0.count ? $0[c].width : 0 }.max() ?? 0,
                c < headerWidths.count ? headerWidths[c] : 0)
        }
        let rowHeights = cellSizes.map { $0.map(\.height).max() ?? 0 }
        let gridWidth = rowTitleWidth + columnWidths.reduce(0) { $0 + g + $1 }
        let width = (2 * p + max(gridWidth, headingWidth)).rounded(.up)
        var y = p
        headingLines = (0..<headingCount).map { _ in
            defer { y += Self.headingLineHeight }
            return Rect(x: p, y: y, width: width - 2 * p, height: Self.headingLineHeight)
        }
        y += g
        var x = p + rowTitleWidth + g
        var headers: [Rect] = []
        for w in columnWidths {
            headers.append(Rect(x: x, y: y, width: w, height: Self.headerHeight))
            x += w + g
        }
        columnHeaders = headers
        y += Self.headerHeight + 4
        var titles: [Rect] = []
        var rows: [[Cell]] = []
        for (sizes, height) in zip(cellSizes, rowHeights) {
            titles.append(Rect(x: p, y: y, width: rowTitleWidth, height: height))
            rows.append(
                zip(sizes, headers).map { size, header in
                    let image = Rect(x: header.minX, y: y, width: size.width, height: size.height)
                    let caption = Rect(
                        x: header.minX, y: y + height + 2, width: header.width, height: Self.captionHeight)
                    return Cell(image: image, caption: caption)
                })
            y += height + 2 + Self.captionHeight + g
        }
        rowTitles = titles
        cells = rows
        size = Size(width: width, height: (y - g + p).rounded(.up))
    }
}
