// HelloRefresh: a list with a pull-down header and an auto footer in an SDL window, in one loop.
import Foundation
import RefreshCore
import RefreshSDL

func fail(_ message: String, _ status: Int32) -> Never {   // says it on standard error, exits with status
    FileHandle.standardError.write(Data("hello-refresh: \(message)\n".utf8))
    exit(status)
}
let arguments = CommandLine.arguments   // `--frames N`: quit after N frames (tests), else on Q or close
let frames = arguments.firstIndex(of: "--frames").map { arguments.dropFirst($0 + 1).first.flatMap { Int($0) } ?? 0 }
guard (frames ?? 1) >= 1 else { fail("--frames needs a whole number, 1 or more", 2) }
let window: RefreshWindow   // the SDL window and the view tree's root; fails with no display or a font missing
do { window = try RefreshWindow(title: "HelloRefresh", size: Size(width: 390, height: 640)) } catch {
    fail("\(error)", 1)
}
window.frameLimit = frames   // a counted run stops after that many frames, never waiting at rest
/// The data: 15 rows, then 10 more per page the footer loaded; the list asks for rows it shows.
final class Rows: ListDataSource {
    var loadedPages = 0
    func numberOfRows(in list: ListView) -> Int { 15 + 10 * loadedPages }
    func list(_ list: ListView, contentForRow row: Int) -> ListRowContent { ListRowContent(title: "Row \(row + 1)") }
}
let rows = Rows(), list = ListView(frame: window.root.bounds)
list.dataSource = rows
list.reloadData()
window.contentView = list   // fills the window, resized with it
// The header refreshes when pulled and released; the "network" answers 1 s later on the core's clock.
let header = NormalHeader()
header.refreshingHandler = {
    window.root.context.scheduler.after(1) {
        rows.loadedPages = 0   // back to the first page
        list.reloadData()
        header.endRefreshing()
        if footer.state == .noMoreData { footer.resetNoMoreData() }
    }
}
list.refreshHeader = header
// The footer: scrolled to the end, it loads 10 more rows; after 3 pages it says no more data.
let footer = AutoNormalFooter()
footer.refreshingHandler = {
    window.root.context.scheduler.after(1) {
        rows.loadedPages += 1
        list.reloadData()
        if rows.loadedPages == 3 { footer.endRefreshingWithNoMoreData() } else { footer.endRefreshing() }
    }
}
list.refreshFooter = footer
// The loop, once per frame of the display: input (the tree caught up to its time), then a frame.
let input = ScrollViewInputRouter(scrollView: list)
while !window.isFinished {
    while let event = window.poll() {
        switch event {
        case .quit, .key("Q", _, _): window.finish()
        default: input.route(event)   // the pointer, wheel, trackpad and keys scroll the list
        }
    }
    window.present()   // tick the core, draw what changed, show it; wait for the next frame (at rest: input)
}
print(
    "hello-refresh: \(window.frameCount) frames, \(list.numberOfRows) rows (\(list.visibleRows) shown), header \(header.state)"
)
