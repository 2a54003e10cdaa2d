import RefreshCore

extension Example {
    /// `list.chat`: a chat list (`ListView.startsAtEnd`). It opens at the newest message at the
    /// bottom; older messages load by themselves when the top comes within a screen (Home goes
    /// there) or by pulling the header down, 10 at a time, 5 times, with the loader's indicator
    /// above the first message ("Loading...", then "No more data", when the header hides: a pull
    /// has nothing left to load), and the message under the
    /// user's eyes stays exactly where it is while they arrive; N receives a new message at the
    /// bottom, which scrolls into view only when the list is at its bottom. Away from the bottom,
    /// the list's jump-to-end button counts the new messages; a click on it scrolls to the end.
    static let listChat = Example(
        id: "list.chat", title: "Chat",
        summary: "Opens at the newest message; older ones load near the top (Home) or by a pull; N: a new message",
        rows: 30,
        recipe: ExampleRecipe(
            header: { _ in NormalHeader() },
            chat: ChatRecipe(batch: 10, loads: 5),
            handleKey: { example, key in
                guard key == "N" else { return false }
                example.insertRows(count: 1, atTop: false)
                return true
            }))
}
