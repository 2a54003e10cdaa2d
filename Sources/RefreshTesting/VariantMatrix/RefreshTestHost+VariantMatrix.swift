import RefreshCore

extension RefreshTestHost {
    /// The window widths a variant matrix shows when none are given: a small phone's and a
    /// common one's, in points.
    nonisolated public static let matrixWidths: [Double] = [320, 390]

    /// A refresh control at one moment in every variant of your scene (the playground's `matrix`
    /// command, for any scroll view): rows of languages, columns of theme × window width × scale,
    /// each cell a fresh host from `makeHost` put in the variant and the control posed at
    /// `moment`. Cells whose labels are drawn cut (a title that does not fit in German at 320
    /// points) are listed in `cutCells` and framed red on the sheet `render()` draws.
    ///
    /// The factory is the one a filmstrip takes: the host it makes is resized to each width (its
    /// height kept), drawn at each scale and given each theme (`apply(_:)`) and language, as a
    /// replay's `resize`, `theme` and `language` steps do.
    ///
    /// ```swift
    /// let matrix = try RefreshTestHost.variantMatrix(of: .header, languages: [.en, .de, .ja]) {
    ///     let list = ListView(frame: .zero)
    ///     list.refreshHeader = RingHeader()
    ///     return try RefreshTestHost(scrollView: list, size: Size(width: 390, height: 480))
    /// }
    /// XCTAssertEqual(matrix.cutCells.map(\.variant.label), [])
    /// ```
    ///
    /// - Parameters:
    ///   - target: The control to pose; the scroll view must have it.
    ///   - moment: What every cell shows; `pulling` by default, the moment every control has.
    ///   - languages: The rows; every language by default.
    ///   - themes: The columns' themes; light by default.
    ///   - widths: The columns' window widths in points; `matrixWidths` by default.
    ///   - scales: The columns' pixels per point; 1 by default.
    ///   - title: The sheet's first heading line (before "· its header · pulling"); nil:
    ///     "RefreshKit variant matrix".
    ///   - makeHost: Makes a fresh host with the scroll view and its controls; called once per cell.
    /// - Returns: The cells, `cells[row][column]`, and the heading of their sheet.
    /// - Throws: `FilmstripError.badInput` when a list is empty or names an item twice, a width or
    ///   scale is out of range, the scroll view has no such control, the moment is not the
    ///   control's (`noMoreData` of a header) or `makeHost` throws; `FilmstripError.runtime` when a
    ///   cell cannot be drawn.
    public static func variantMatrix(
        of target: RefreshTarget, at moment: MatrixMoment = .pulling,
        languages: [RefreshLanguage] = RefreshLanguage.allCases, themes: [RefreshTheme] = [.light],
        widths: [Double] = matrixWidths, scales: [Double] = [1], title: String? = nil,
        host makeHost: @escaping RefreshTestHostFactory
    ) throws -> VariantMatrix {
        try checkUnique(languages.map(\.code), "languages")
        try checkUnique(themes.map(\.rawValue), "themes")
        try checkUnique(widths.map(JSONValue.numberText), "widths")
        try checkUnique(scales.map(JSONValue.numberText), "scales")
        let first = languages.first ?? .en
        let columns = themes.flatMap { theme in
            widths.flatMap { w in scales.map { MatrixVariant(language: first, theme: theme, width: w, scale: $0) } }
        }
        return try VariantMatrix.make(
            MatrixSampler(target: target, moment: moment, makeHost: makeHost), languages: languages,
            columns: columns, title: title ?? "RefreshKit variant matrix")
    }

    private static func checkUnique(_ items: [String], _ what: String) throws {
        if let twice = items.first(where: { item in items.filter { $0 == item }.count > 1 }) {
            throw FilmstripError.badInput("the matrix's \(what) name \(EchoedText.quoted(twice)) twice")
        }
    }
}
