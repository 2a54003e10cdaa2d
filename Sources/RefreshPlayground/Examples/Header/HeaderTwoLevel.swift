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
                // Esc closes the floor while it is shown (and is taken while it closes); otherwise
                // it is the window's (quit).
                guard key == "Escape", let header = example.header, let floor = header.secondFloor, floor.isShown
                else { return false }
                if floor.phase != .closing { header.closeSecondFloor() }
                return true
            }))
}

/// The second floor's page: a coloured promotion with a title, a line under it saying how to close
/// it and a round close button (✕, drawn with paths) in the top corner on the reading side's end
/// (top right; top left in Arabic). Its texts are the window's language (`secondFloorTitleText`,
/// `secondFloorCloseHintText`) and follow L; each wraps (the title onto two lines, the hint onto
/// four) before it is cut, so a narrow window still says how to close the floor.
final class SecondFloorPage: View {
    /// The page's colour.
    static let background = Color(hex: 0xE8_5D_3F)
    /// Room for the title's two lines and the hint's four; each label is then cut to its lines.
    static let labelRoom = 120.0

    let title = Label(text: "", font: .bold(26), color: .white)
    let subtitle = Label(text: "", font: .system(15), color: .white)
    let closeButton = SecondFloorCloseButton(frame: Rect(x: 0, y: 12, width: 36, height: 36))
    /// The localizer the texts follow: the window's, once the page is in one.
    private var localizer = RefreshLocalizer.shared
    private var languageToken: RefreshLocalizer.ObserverToken?

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundColor = Self.background
        title.alignment = .center
        title.numberOfLines = 2
        subtitle.alignment = .center
        subtitle.numberOfLines = 4
        for view in [title, subtitle, closeButton] as [View] { addSubview(view) }
        updateTexts()
    }

    /// A floor showing a new page, its close button closing it.
    static func makeFloor() -> SecondFloor {
        let page = SecondFloorPage()
        let floor = SecondFloor(content: page)
        floor.closeControls = [page.closeButton]
        return floor
    }

    /// Follows the window's localizer (and its language changes) from now on.
    override func didMoveToWindow() {
        super.didMoveToWindow()
        guard let windowLocalizer = window?.context.localizer, windowLocalizer !== localizer || languageToken == nil
        else { return }
        localizer = windowLocalizer
        languageToken = windowLocalizer.addObserver { [weak self] in self?.updateTexts() }
        updateTexts()
    }

    private func updateTexts() {
        title.text = localizer.string(for: .secondFloorTitleText)
        subtitle.text = localizer.string(for: .secondFloorCloseHintText)
        setNeedsLayout()
    }

    /// The ✕ 12 pt inside the top corner at the end of a line (left in a right-to-left language);
    /// the title 40 % down (higher for long wrapped texts), the hint 8 pt under its last line, each
    /// as tall as its lines.
    override func layoutSubviews() {
        super.layoutSubviews()
        let w = bounds.width, h = bounds.height, width = max(0, w - 32)
        closeButton.frame.origin.x = localizer.isRightToLeft ? 12 : w - closeButton.frame.width - 12
        for label in [title, subtitle] { label.frame = Rect(x: 16, y: 0, width: width, height: Self.labelRoom) }
        let titleHeight = title.textSize.height.rounded(.up), hintHeight = subtitle.textSize.height.rounded(.up)
        // 40 % down, or higher when the wrapped texts would come within 24 pt of the bottom (never
        // beside the ✕).
        let block = titleHeight + 8 + hintHeight
        let top = max(closeButton.frame.maxY + 8, min((h * 0.4).rounded(), (h - block - 24).rounded()))
        title.frame = Rect(x: 16, y: top, width: width, height: titleHeight)
        subtitle.frame = Rect(x: 16, y: title.frame.maxY + 8, width: width, height: hintHeight)
    }
}

/// A round, translucent white button with a ✕ drawn in two strokes.
final class SecondFloorCloseButton: View {
    /// The disc and the cross for `size`, made once per size: a floor moving over the viewport
    /// redraws the button every frame, and building paths allocates.
    private var paths: (size: Size, disc: Path, cross: Path)?

    override func draw(in canvas: Canvas) {
        super.draw(in: canvas)
        let (disc, cross) = pathsForSize()
        canvas.fill(disc, color: Color(r: 255, g: 255, b: 255, a: 70))
        canvas.stroke(cross, color: .white, style: StrokeStyle(width: 2.5, cap: .round))
    }

    private func pathsForSize() -> (disc: Path, cross: Path) {
        if let paths, paths.size == bounds.size { return (paths.disc, paths.cross) }
        let r = min(bounds.width, bounds.height) / 2
        let c = Point(x: bounds.width / 2, y: bounds.height / 2)
        let d = r * 0.4
        var cross = Path()
        cross.move(to: Point(x: c.x - d, y: c.y - d))
        cross.addLine(to: Point(x: c.x + d, y: c.y + d))
        cross.move(to: Point(x: c.x + d, y: c.y - d))
        cross.addLine(to: Point(x: c.x - d, y: c.y + d))
        let disc = Path.circle(center: c, radius: r)
        paths = (bounds.size, disc, cross)
        return (disc, cross)
    }
}
