import RefreshCore

extension Example {
    /// `list.pinned-toolbar`: a search field pinned at the top of the list (`ScrollView.pinnedBar`)
    /// that never moves, neither with the rows nor with the rubber band; the normal header is pulled
    /// out below it, its threshold measured from the bar's bottom edge. B cycles the header's
    /// placement (translate, behind, front, scale) and says which it is now.
    static let listPinnedToolbar = Example(
        id: "list.pinned-toolbar", title: "Pinned toolbar",
        summary: "A search field pinned above the rows; the header pulls out below it (B: placement)",
        soakKeys: ["B"],
        recipe: ExampleRecipe(
            header: { _ in NormalHeader() },
            pinnedBar: { PinnedBar() },
            handleKey: { example, key in
                guard key == "B", let header = example.header else { return false }
                let all = RefreshPlacement.allCases
                header.placement = all[((all.firstIndex(of: header.placement) ?? 0) + 1) % all.count]
                example.notify("B: placement \(header.placement)")
                return true
            },
            applyTheme: { example, palette in
                // Opaque, so a header in front of the rows hides them (as header.placement-front's).
                example.header?.backgroundColor = palette.background
            }))
}
