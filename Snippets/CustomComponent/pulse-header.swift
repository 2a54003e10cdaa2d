// A custom header written on `RefreshHeader`'s hooks: a disc that grows and turns blue as the pull
// nears the threshold, a label whose colour follows the pull, and a ring of dots that chases itself
// while refreshing. The program puts it on a list without a display, pulls it past its threshold,
// and writes `pulse-header-pulling.png` and `pulse-header-refreshing.png` into the folder given as
// its argument (the current one by default).

// snippet.prepare
import Foundation
import RefreshCore
// snippet.hide
import RefreshTesting

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

/// The rows of the list the header refreshes: 20, and 5 more each time it loads.
final class Rows: ListDataSource {
    var count = 20
    func numberOfRows(in list: ListView) -> Int { count }
    func list(_ list: ListView, contentForRow row: Int) -> ListRowContent { ListRowContent(title: "Row \(row + 1)") }
}

let rows = Rows()
let list = ListView(frame: .zero)
list.dataSource = rows
list.reloadData()

/// Stands for your loading code: one second on the clock of the window the list is in, then 5
/// more rows.
@MainActor func loadRows(_ done: @escaping () -> Void) {
    list.window?.context.scheduler.after(1) {
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

// The list in a 390 × 200 window on a virtual clock, drawn at scale 2 without a display
// (RefreshTesting), pulled past the header's threshold and released.
let host = try RefreshTestHost(scrollView: list, size: Size(width: 390, height: 200), scale: 2)
let folder = CommandLine.arguments.dropFirst().first ?? "."
host.pull(.top, by: 80)
try host.writePNG(to: "\(folder)/pulse-header-pulling.png")
host.release()
host.advance(seconds: 0.6)
try host.writePNG(to: "\(folder)/pulse-header-refreshing.png")
host.advance(seconds: 1.5)
print("pulse-header: \(rows.count) rows, header \(header.state)")
