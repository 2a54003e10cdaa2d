// docs/library.md, "The code": a list in a core `Window` on a clock the program sets, a scroll
// view observer, a pull-to-refresh header, a load-more footer, the async handler form and a
// placement, each frame
// ticked and drawn into a canvas (here a headless one, so the program runs without a display).

import RefreshCore
// snippet.hide
import RefreshSDL

// snippet.show

/// The list's data: it asks for the number of rows, and for a row's content when the row scrolls in.
final class Rows: ListDataSource {
    var titles = (1...20).map { "Row \($0)" }
    func numberOfRows(in list: ListView) -> Int { titles.count }
    func list(_ list: ListView, contentForRow row: Int) -> ListRowContent { ListRowContent(title: titles[row]) }
}

let clock = ManualClock()   // your loop sets it; the core never reads the wall clock
let context = ViewContext(clock: clock)
let window = Window(frame: Rect(x: 0, y: 0, width: 390, height: 844), context: context)
let rows = Rows()
let list = ListView(frame: window.bounds)
list.dataSource = rows   // held weakly: keep `rows` alive
list.reloadData()
window.addSubview(list)

/// Told of every change of the scroll view, as the refresh controls are.
final class Watcher: ScrollViewObserver {
    var moves = 0
    func scrollView(_ scrollView: ScrollView, contentOffsetDidChangeFrom old: Point) { moves += 1 }
}
let watcher = Watcher()
list.addObserver(watcher)   // held weakly too

let header = NormalHeader()
header.refreshingHandler = { [unowned header] in
    context.scheduler.after(1) {   // stands for real work finishing on the main loop
        rows.titles.insert("New row", at: 0)
        list.reloadData()
        header.endRefreshing()
    }
}
list.refreshHeader = header   // as mj_header; header.beginRefreshing() starts one in code

let footer = AutoNormalFooter()   // or BackNormalFooter() to pull up past the end
footer.refreshingHandler = { [unowned footer] in
    context.scheduler.after(1) {
        rows.titles += (1...5).map { "More \($0)" }
        list.reloadData()
        if rows.titles.count >= 100 { footer.endRefreshingWithNoMoreData() } else { footer.endRefreshing() }
    }
}
list.refreshFooter = footer   // footer.resetNoMoreData() after a reload from scratch

header.setRefreshingTask {
    try await Task.sleep(nanoseconds: 500_000_000)   // await the network here (a throw is a failure)
    return .success
}

header.placement = .front   // over the rows; .behind, .scale; .translate (MJRefresh's) is the default
header.frontPushesContent = true   // with .front, the rows make room while it refreshes

// snippet.hide
let canvas = try HeadlessTarget(size: window.bounds.size).canvas
header.beginRefreshing()
for _ in 0..<60 {
    let now = clock.now + 1.0 / 60
    // snippet.show
    clock.set(now)
    window.tick()   // timers, scroll physics, animations, layout
    window.render(in: canvas)   // canvas: RefreshSDL's SDLCanvas
    // snippet.hide
}
print("library-guide: \(list.numberOfRows) rows, header \(header.state), \(watcher.moves) offset changes")
