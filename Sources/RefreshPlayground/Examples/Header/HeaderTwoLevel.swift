import RefreshCore

extension Example {
    /// `header.two-level`: a normal header with a second floor (``SecondFloor``): a pull past 1.9
    /// header heights says "Release to open the second floor" and opens a promotion page over the
    /// list; a pull up on it, its ✕ or Esc closes it and the list is back where it was. A shorter
    /// pull refreshes as usual.
    static let headerTwoLevel = Example(
        id: "header.two-level", title: "Two-level header (second floor)",
        summary: "Pull further to open a second floor; pull it up, tap ✕ or press Esc to close it",
        recipe: ExampleRecipe(
            header: { _ in
                let header = NormalHeader()
                header.secondFloor = SecondFloorPage.makeFloor()
                return header
            },
            handleKey: { example, key in
                // Esc closes the floor only while it is shown; otherwise it is the window's (quit).
                guard key == "Escape", let header = example.header, let floor = header.secondFloor,
                    floor.phase == .opening || floor.phase == .open
                else { return false }
                header.closeSecondFloor()
                return true
            }))
}

/// The second floor's page: a coloured promotion with a title, a line under it and a round close
/// button (✕, drawn with paths) in the top right corner.
final class SecondFloorPage: View {
    /// The page's colour.
    static let background = Color(hex: 0xE8_5D_3F)

    let title = Label(text: "Second floor", font: .bold(26), color: .white)
    let subtitle = Label(text: "Today's promotion: pull up, tap ✕ or press Esc", font: .system(15), color: .white)
    let closeButton = SecondFloorCloseButton(frame: Rect(x: 0, y: 12, width: 36, height: 36))

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundColor = Self.background
        title.alignment = .center
        subtitle.alignment = .center
        subtitle.numberOfLines = 2
        for view in [title, subtitle, closeButton] as [View] { addSubview(view) }
    }

    /// A floor showing a new page, its close button closing it.
    static func makeFloor() -> SecondFloor {
        let page = SecondFloorPage()
        let floor = SecondFloor(content: page)
        floor.closeControls = [page.closeButton]
        return floor
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let w = bounds.width, h = bounds.height
        closeButton.frame.origin.x = w - closeButton.frame.width - 12
        title.frame = Rect(x: 16, y: (h * 0.4).rounded(), width: max(0, w - 32), height: 34)
        subtitle.frame = Rect(x: 16, y: title.frame.maxY + 8, width: max(0, w - 32), height: 44)
    }
}

/// A round, translucent white button with a ✕ drawn in two strokes.
final class SecondFloorCloseButton: View {
    override func draw(in canvas: Canvas) {
        super.draw(in: canvas)
        let r = min(bounds.width, bounds.height) / 2
        let c = Point(x: bounds.width / 2, y: bounds.height / 2)
        canvas.fill(Path.circle(center: c, radius: r), color: Color(r: 255, g: 255, b: 255, a: 70))
        let d = r * 0.4
        var cross = Path()
        cross.move(to: Point(x: c.x - d, y: c.y - d))
        cross.addLine(to: Point(x: c.x + d, y: c.y + d))
        cross.move(to: Point(x: c.x + d, y: c.y - d))
        cross.addLine(to: Point(x: c.x - d, y: c.y + d))
        canvas.stroke(cross, color: .white, style: StrokeStyle(width: 2.5, cap: .round))
    }
}
