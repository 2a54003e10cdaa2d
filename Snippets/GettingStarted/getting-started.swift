// A whole program: a list with a pull-down header and a load-more footer in an SDL window, driven
// by the program's own loop. Pull the list down and release to refresh; scroll to its end to load
// more; F5 refreshes; Q or closing the window quits.

// snippet.rows
import Foundation
import RefreshCore
import RefreshSDL

/// The rows the list shows: 20 to start with, 10 more per load.
final class Rows: ListDataSource {
    var count = 20
    func numberOfRows(in list: ListView) -> Int { count }
    func list(_ list: ListView, contentForRow row: Int) -> ListRowContent {
        ListRowContent(title: "Row \(row + 1)", subtitle: "Pull down to refresh")
    }
}
// snippet.end
// snippet.hide
// `--frames N` quits after N frames: the tests run the program this way under Xvfb.
let frameLimit = CommandLine.arguments.firstIndex(of: "--frames").flatMap { index in
    CommandLine.arguments.dropFirst(index + 1).first.flatMap { Int($0) }
}
// snippet.show

// snippet.window
// Opening the window fails without a display, or when a font package is missing.
let window: RefreshWindow
do {
    window = try RefreshWindow(title: "Rows", size: Size(width: 390, height: 640))
} catch {
    print("Cannot open the window: \(error)")
    exit(1)
}
let context = window.root.context   // the scheduler and animator that run on the window's clock

let rows = Rows()
let list = ListView(frame: window.root.bounds)
list.dataSource = rows   // held weakly: keep `rows` alive
list.reloadData()
window.contentView = list   // fills the window, resized with it
// snippet.end

// snippet.controls
let header = NormalHeader()
let footer = AutoNormalFooter()

header.refreshingHandler = { [unowned header] in
    // Stands for a network request: one second on the window's clock.
    context.scheduler.after(1) {
        rows.count = 20
        list.reloadData()
        header.endRefreshing()
        if footer.state == .noMoreData { footer.resetNoMoreData() }
    }
}
list.refreshHeader = header

footer.refreshingHandler = { [unowned footer] in
    context.scheduler.after(1) {
        rows.count += 10
        list.reloadData()
        if rows.count >= 60 { footer.endRefreshingWithNoMoreData() } else { footer.endRefreshing() }
    }
}
list.refreshFooter = footer
// snippet.end

// snippet.loop
let input = ScrollViewInputRouter(scrollView: list)
// snippet.hide
window.frameLimit = frameLimit   // `--frames N`: isFinished after N frames, never waiting at rest
// snippet.show
while !window.isFinished {
    while let event = window.poll() {   // the tree already ran up to the event's time
        switch event {
        case .quit, .key("Q", _, _): window.finish()
        default: input.route(event)   // pointer, wheel, trackpad; Home, End, Page Up/Down, F5
        }
    }
    window.present()   // tick the tree, draw what changed, show it, wait for the next frame
}
// snippet.end
// snippet.hide
print("getting-started: \(window.frameCount) frames, \(list.numberOfRows) rows, header \(header.state)")
