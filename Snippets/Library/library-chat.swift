// docs/library.md's chat list: a list that opens at its newest message, loads older messages by
// itself as the top comes near (and when the header is pulled), and keeps the message under the
// user's eyes still while they arrive.

// snippet.hide
import RefreshCore

let clock = ManualClock()
let context = ViewContext(clock: clock)
let window = Window(frame: Rect(x: 0, y: 0, width: 390, height: 844), context: context)
// snippet.show

/// The conversation, oldest message first.
final class Messages: ListDataSource {
    var texts = (41...100).map { "Message \($0)" }
    var oldest = 41
    func numberOfRows(in list: ListView) -> Int { texts.count }
    func list(_ list: ListView, contentForRow row: Int) -> ListRowContent { ListRowContent(title: texts[row]) }
}

let messages = Messages()
let chat = ListView(frame: window.bounds)
chat.startsAtEnd = true   // opens at the newest message, at the bottom
chat.dataSource = messages
chat.olderRowsLoader = OlderRowsLoader { load in   // near the top: fetch older messages
    context.scheduler.after(1) {   // stands for the network
        guard load.isCurrent else { return }   // a reply to a load that was reset: drop it
        let older = (messages.oldest - 10..<messages.oldest).map { "Message \($0)" }
        messages.texts.insert(contentsOf: older, at: 0)
        messages.oldest -= 10
        chat.insertRows(0..<older.count)   // the message under the eyes stays exactly still
        load.finish(hasMoreRows: messages.oldest > 1)
    }
}
chat.jumpToEndButton = JumpToEndButton()   // away from the end: a ↓ button counting new messages
chat.reloadData()
window.addSubview(chat)

// A new message at the bottom: the list follows only if the user was already at the bottom.
messages.texts.append("Message 101")
chat.insertRows(messages.texts.count - 1..<messages.texts.count)

// The header's pull loads through the same loader, so one load runs at a time.
let header = NormalHeader()
header.refreshingHandler = { [unowned header] in
    chat.olderRowsLoader?.load { header.endRefreshing() }
}
chat.refreshHeader = header
// snippet.hide

// The user scrolls to the top: the loader fetches older messages, and the row on top stays put.
@MainActor func run(_ seconds: Double) {
    for _ in 0..<Int(seconds * 60) {
        clock.set(clock.now + 1.0 / 60)
        window.tick()
    }
}
run(0.5)
chat.setContentOffset(chat.minContentOffset, animated: true)
run(0.5)
// At the top, "Loading..." and a spinner sit above the first message while the older ones load.
let loading = chat.olderRowsLoader?.phase
@MainActor func screenY(_ row: Int) -> Double { chat.rectForRow(row).minY - chat.contentOffset.y }
let firstRowY = screenY(0)
run(1)
guard loading == .loading, messages.texts.count == 71, screenY(10) == firstRowY else {
    fatalError("library-chat: expected 10 older messages above a still first row, got \(messages.texts.count) rows")
}
let stillRow = messages.texts[10]
// The list rests 600 pt from the top, within a screen of it: the next batch is already loading.
guard chat.olderRowsLoader?.phase == .loading else { fatalError("library-chat: the next batch should load by itself") }
// A message comes in while the user reads at the top: counted, shown on the ↓ button, seen at the end.
messages.texts.append("Message 102")
chat.insertRows(messages.texts.count - 1..<messages.texts.count)
let unseen = chat.newRowsBelow, shown = chat.jumpToEndButton?.isHidden == false
chat.scrollToEnd()
run(1)
guard unseen == 1, shown, chat.newRowsBelow == 0, chat.jumpToEndButton?.isHidden == true else {
    fatalError("library-chat: expected one new message below, shown on the button, seen at the end")
}
print("library-chat: \(messages.texts.count) messages, \(stillRow) still at y \(firstRowY), 1 new below")
