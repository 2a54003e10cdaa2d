// Draws the getting-started list without a display: a 390 × 640 `Window` on a `ManualClock`, pulled
// 240 points down frame by frame, its top 330 points drawn at scale 2 by a `HeadlessTarget` into a PNG
// (the picture at the top of the article). The file is the first argument, `rows.png` by default.

import RefreshCore
import RefreshSDL

/// The rows the list shows.
final class Rows: ListDataSource {
    var count = 20
    func numberOfRows(in list: ListView) -> Int { count }
    func list(_ list: ListView, contentForRow row: Int) -> ListRowContent {
        ListRowContent(title: "Row \(row + 1)", subtitle: "Pull down to refresh")
    }
}

// snippet.tree
let target = try HeadlessTarget(size: Size(width: 390, height: 330), scale: 2)   // what the picture shows
let clock = ManualClock()
let context = ViewContext(clock: clock, textMeasurer: target.textRenderer, scale: target.scale)
let window = Window(frame: Rect(x: 0, y: 0, width: 390, height: 640), context: context)

let rows = Rows()
let list = ListView(frame: window.bounds)
list.dataSource = rows
list.reloadData()
window.addSubview(list)
list.refreshHeader = NormalHeader()
// snippet.end

// snippet.pull
// A finger drags 240 points down in 30 frames of 1/60 s and stays down.
list.touchDown(at: Point(x: 200, y: 100), time: clock.now)
for step in 1...30 {
    clock.advance(by: 1.0 / 60)
    list.touchMoved(to: Point(x: 200, y: 100 + Double(step) * 8), time: clock.now)
    window.tick()
}
// snippet.end

// snippet.draw
target.beginFrame(clear: .white)
window.render(in: target.canvas)
try SDLImage.writePNG(target.snapshot(), to: CommandLine.arguments.dropFirst().first ?? "rows.png")
// snippet.end
