import RefreshCore

extension Example {
    /// `list.carousels`: a list whose every third row is a carousel of cards (`CarouselView`, a
    /// horizontal scroll view with iOS's physics nested in the list). A drag decides its axis once
    /// past the touch slop: mostly sideways swipes the carousel under it and never pulls the header,
    /// mostly up or down scrolls the list and leaves the carousels still. The trackpad and
    /// Shift+wheel follow the same rule. The first carousel has a trailer: pulled left past its
    /// end, it loads 5 more cards. Each carousel keeps its offset while it is off screen.
    static let listCarousels = Example(
        id: "list.carousels", title: "Carousels",
        summary: "Rows that scroll sideways: a drag takes one axis; the first carousel's trailer loads more cards",
        rows: 30,
        recipe: ExampleRecipe(
            header: { _ in NormalHeader() },
            carousels: CarouselRecipe()))
}
