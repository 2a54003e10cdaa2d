import RefreshCore

extension Example {
    /// `list.feed`: a feed that tells what came in. A refresh at the top (a pull, or F5 there)
    /// brings new posts at the top and the header, instead of "Refreshed", shows a banner with
    /// their number ("12 new posts", in the window's language with its plural rules, announced)
    /// for 1.5 s where it was, then collapses. F5 while reading further down refreshes in place:
    /// the list does not scroll, the new posts come in above without moving the post being read,
    /// and an "↑ 12 new" pill appears under the top edge; a click on it scrolls to the top and
    /// hides it, as does scrolling to the top by hand. Loads bring 12, 1 and 3 posts in turn.
    static let listFeed = Example(
        id: "list.feed", title: "Feed",
        summary: "A refresh says \"12 new posts\"; F5 away from the top keeps your place and shows \"↑ 12 new\"",
        rows: 40,
        recipe: ExampleRecipe(
            header: { _ in NormalHeader() },
            feed: FeedRecipe(newRows: { load in [12, 1, 3][(load - 1) % 3] })))
}
