// An auto footer whose text comes from the localizer in `updateTexts()`, which runs after every
// change of state and whenever the language changes, so the footer speaks the window's language.
// The program prints its text in English, while loading, and in Japanese.

import RefreshCore

/// An auto footer that is only a centred label: the localizer's idle text, its loading text while
/// it loads.
final class CaptionFooter: AutoFooter {
    let label = Label(font: .bold(14), color: .refreshLabel)

    override func prepare() {
        super.prepare()
        label.alignment = .center
        addSubview(label)
    }

    override func placeSubviews() {
        super.placeSubviews()
        label.frame = bounds
    }

    // snippet.texts
    override func updateTexts() {
        super.updateTexts()
        label.text = effectiveLocalizer.string(for: isRefreshing ? .autoFooterRefreshingText : .autoFooterIdleText)
    }
    // snippet.end
}

/// The rows of the list.
final class Rows: ListDataSource {
    func numberOfRows(in list: ListView) -> Int { 20 }
    func list(_ list: ListView, contentForRow row: Int) -> ListRowContent { ListRowContent(title: "Row \(row + 1)") }
}

let clock = ManualClock()
let context = ViewContext(clock: clock)
let window = Window(frame: Rect(x: 0, y: 0, width: 390, height: 640), context: context)
let rows = Rows()
let list = ListView(frame: window.bounds)
list.dataSource = rows
list.reloadData()
window.addSubview(list)
let footer = CaptionFooter()
footer.refreshingHandler = { context.scheduler.after(1) { footer.endRefreshing() } }
list.refreshFooter = footer
window.tick()
print(footer.label.text)   // Tap or pull up to load more
footer.beginRefreshing()
print(footer.label.text)   // Loading...
context.localizer.language = .ja
print(footer.label.text)   // the same in Japanese
