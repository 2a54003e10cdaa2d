// A custom header written on `RefreshHeader`'s hooks: a disc that grows and turns blue as the pull
// nears the threshold, a label whose colour follows the pull, and a ring of dots that chases itself
// while refreshing. The program puts it on a list without a display, pulls it past its threshold,
// and writes `pulse-header-pulling.png` and `pulse-header-refreshing.png` into the folder given as
// its argument (the current one by default).

// snippet.prepare
import Foundation
import RefreshCore
// snippet.hide
import RefreshSDL

// snippet.show

/// A header with a disc that grows and turns blue as the pull nears the threshold, a label whose
/// colour follows the pull, and a ring of dots that chases itself while refreshing.
final class PulseHeader: RefreshHeader {
    private let label = Label(font: .bold(15), color: .refreshLabel)
    private let disc = PulseHeader.makeDisc()
    private let grey = Color(r: 170, g: 170, b: 170)
    private let blue = Color(r: 10, g: 100, b: 210)
    private var phase = 0.0

    override func prepare() {
        super.prepare()
        frame.size.height = 50
        label.alignment = .center
        addSubview(label)
        updateLabel()
    }
    // snippet.end

    // snippet.place
    override func placeSubviews() {
        super.placeSubviews()
        label.frame = Rect(x: 0, y: ((bounds.height - 18) / 2).rounded(), width: bounds.width, height: 18)
    }
    // snippet.end

    // snippet.state
    override func stateDidChange(from old: RefreshState) {
        super.stateDidChange(from: old)
        updateLabel()
    }
    // snippet.end

    // snippet.pull
    override func pullingPercentDidChange() {
        super.pullingPercentDidChange()
        updateLabel()
    }

    private func updateLabel() {
        let p = min(max(pullingPercent, 0), 1)
        label.textColor = grey.mixed(with: blue, p)
        switch state {
        case .refreshing, .willRefresh: label.text = "Working on it"
        case .pulling: label.text = "Let go!"
        default: label.text = "Keep pulling (\(Int((p * 100).rounded()))%)"
        }
    }
    // snippet.end

    // snippet.advance
    override func advance(to time: Double) {
        super.advance(to: time)
        if isRefreshing { phase = time }
    }

    override var isMoving: Bool { super.isMoving || isRefreshing }
    // snippet.end

    // snippet.draw
    /// A white anti-aliased disc, tinted when drawn.
    private static func makeDisc() -> Image {
        var painter = BitmapPainter(width: 64, height: 64)
        painter.fillCircle(center: Point(x: 32, y: 32), radius: 31, color: .white)
        return Image(bitmap: painter.bitmap, scale: 2, name: "pulse-disc")
    }

    override func draw(in canvas: Canvas) {
        super.draw(in: canvas)
        let p = min(max(pullingPercent, 0), 1)
        let cx = bounds.width / 2 - label.textSize.width / 2 - 18, cy = label.frame.midY
        func dot(_ x: Double, _ y: Double, _ diameter: Double, _ color: Color) {
            let rect = Rect(x: x - diameter / 2, y: y - diameter / 2, width: diameter, height: diameter)
            canvas.drawImage(disc, in: rect, rotation: 0, tint: color)
        }
        if isRefreshing {
            for i in 0..<8 {
                let angle = Double(i) / 8 * 2 * .pi
                let lit = (Double(i) - phase * 8).truncatingRemainder(dividingBy: 8)
                let fade = 1 - (lit < 0 ? lit + 8 : lit) / 8
                dot(cx + 10 * cos(angle), cy + 10 * sin(angle), 5, blue.multipliedAlpha(0.25 + 0.75 * fade))
            }
        } else {
            dot(cx, cy, 6 + 14 * p, grey.mixed(with: blue, p))
        }
    }
}
// snippet.end

/// The rows of the list the header refreshes.
final class Rows: ListDataSource {
    var count = 20
    func numberOfRows(in list: ListView) -> Int { count }
    func list(_ list: ListView, contentForRow row: Int) -> ListRowContent { ListRowContent(title: "Row \(row + 1)") }
}

// A list in a window on a clock this program moves, drawn without a display.
let target = try HeadlessTarget(size: Size(width: 390, height: 200), scale: 2)
let clock = ManualClock()
let context = ViewContext(clock: clock, textMeasurer: target.textRenderer, scale: target.scale)
let window = Window(frame: Rect(x: 0, y: 0, width: 390, height: 640), context: context)
let rows = Rows()
let list = ListView(frame: window.bounds)
list.dataSource = rows
list.reloadData()
window.addSubview(list)

/// Stands for your loading code: one second on the window's clock, then 5 more rows.
@MainActor func loadRows(_ done: @escaping () -> Void) {
    context.scheduler.after(1) {
        rows.count += 5
        list.reloadData()
        done()
    }
}

// snippet.use
let header = PulseHeader()
header.refreshingHandler = { [unowned header] in
    loadRows { header.endRefreshing() }
}
list.refreshHeader = header
// snippet.end

/// Runs the window's frames for `seconds`, 60 a second.
@MainActor func run(_ seconds: Double) {
    for _ in 0..<Int(seconds * 60) {
        clock.advance(by: 1.0 / 60)
        window.tick()
    }
}

/// Draws the window into `name` in the folder of the first argument.
@MainActor func draw(_ name: String) throws {
    target.beginFrame(clear: .white)
    window.render(in: target.canvas)
    let folder = CommandLine.arguments.dropFirst().first ?? "."
    try SDLImage.writePNG(target.snapshot(), to: "\(folder)/\(name)")
}

// A finger drags 240 points down in 30 frames and stays down: the header is past its threshold.
list.touchDown(at: Point(x: 200, y: 100), time: clock.now)
for step in 1...30 {
    clock.advance(by: 1.0 / 60)
    list.touchMoved(to: Point(x: 200, y: 100 + Double(step) * 8), time: clock.now)
    window.tick()
}
try draw("pulse-header-pulling.png")
list.touchUp(time: clock.now)
run(0.6)
try draw("pulse-header-refreshing.png")
run(1.5)
print("pulse-header: \(rows.count) rows, header \(header.state)")
