import RefreshCore

/// The playground's rows: runs of consecutive ids, newest batches first when inserted at the top.
/// Holds a handful of runs whatever the row count, so a million rows cost no memory per row.
/// A chat's rows are messages instead: numbered in time order (older rows inserted at the top
/// take the numbers before the first), each with its sender and a line of text.
package final class RowStore: ListDataSource, GridDataSource {
    private struct Run {
        var firstID: Int
        var count: Int
        /// Built once per run: a subtitle longer than 15 bytes is a heap string, and rows are
        /// configured whenever they scroll into view.
        var subtitle: String
    }

    private var runs: [Run] = []
    private var nextID = 0
    /// The lowest id given; a chat's older rows take the ids below it.
    private var lowestID = 0
    private var batches = 0
    /// True: the rows are a chat's messages.
    private let chat: Bool
    /// A chat's first message is number 501, so 500 older ones keep positive numbers.
    private static let chatNumberBase = 501
    private static let chatLines = [
        "See you at noon?", "Running late, sorry!", "Did the file come through?", "Yes, thanks!",
        "Lunch tomorrow?", "Sounds good", "On my way", "Call me when you can",
    ]

    /// `count` rows; `chat` makes them a chat's messages.
    package init(count: Int, chat: Bool = false) {
        self.chat = chat
        replace(count: count)
    }

    package var count: Int { runs.reduce(0) { $0 + $1.count } }

    /// Replaces every row with `count` fresh ones ("Initial data"; rows added after an empty
    /// start are loaded batches, never initial data).
    package func replace(count: Int) {
        runs.removeAll()
        nextID = 0
        lowestID = 0
        batches = count > 0 ? 0 : 1
        append(count: count, atTop: false)
    }

    /// Adds `count` new rows at the top or the bottom.
    package func append(count: Int, atTop: Bool) {
        guard count > 0 else { return }
        let older = chat && atTop && !runs.isEmpty
        let run = Run(
            firstID: older ? lowestID - count : nextID, count: count,
            subtitle: batches == 0 ? "Initial data" : "Loaded in batch \(batches)")
        if older { lowestID -= count } else { nextID += count }
        batches += 1
        if atTop { runs.insert(run, at: 0) } else { runs.append(run) }
    }

    package func numberOfRows(in list: ListView) -> Int { count }

    package func numberOfItems(in grid: GridView) -> Int { count }

    package func grid(_ grid: GridView, contentForItem item: Int) -> ListRowContent { content(at: item) }

    package func list(_ list: ListView, contentForRow row: Int) -> ListRowContent { content(at: row) }

    /// The id of row `row` (0 for the first row ever made, counting up; a chat's older rows count
    /// down), nil for a row out of range.
    package func id(at row: Int) -> Int? {
        var r = row
        for run in runs {
            if r < run.count { return r < 0 ? nil : run.firstID + r }
            r -= run.count
        }
        return nil
    }

    /// The title and subtitle of row (or item) `row`.
    package func content(at row: Int) -> ListRowContent {
        var r = row
        for run in runs {
            if r < run.count {
                let id = run.firstID + r
                if chat { return Self.message(id) }
                return ListRowContent(title: "Row \(id + 1)", subtitle: run.subtitle)
            }
            r -= run.count
        }
        return ListRowContent(title: "")
    }

    /// A chat's message `id`: its sender and number, and a line of text.
    private static func message(_ id: Int) -> ListRowContent {
        let n = id + chatNumberBase
        let line = chatLines[((n % chatLines.count) + chatLines.count) % chatLines.count]
        return ListRowContent(title: "\(n.isMultiple(of: 2) ? "Ann" : "Ben") · #\(n)", subtitle: line)
    }
}
