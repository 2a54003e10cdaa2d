import RefreshCore
import RefreshTesting

/// A custom header as a user writes one: a disc in its tint (the theme's) and a one-line title
/// from the localizer for its state, right of the disc and as wide as the header leaves it, so a
/// long title in a narrow window is drawn cut.
final class BadgeHeader: RefreshHeader {
    let title = Label(font: .bold(15), color: .refreshLabel)

    override func prepare() {
        super.prepare()
        addSubview(title)
    }

    override func placeSubviews() {
        super.placeSubviews()
        title.frame = Rect(x: 60, y: 0, width: max(0, bounds.width - 90), height: bounds.height)
    }

    override func updateTexts() {
        super.updateTexts()
        let key: RefreshStringKey =
            switch state {
            case .pulling: .headerPullingText
            case .refreshing: .headerRefreshingText
            default: .headerIdleText
            }
        title.text = effectiveLocalizer.string(for: key)
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        title.textColor = tintColor
    }

    override func draw(in canvas: Canvas) {
        super.draw(in: canvas)
        let disc = Path.circle(center: Point(x: 35, y: bounds.height / 2), radius: 14)
        canvas.fill(disc, color: tintColor)
    }
}

/// A list of 30 numbered rows with a `BadgeHeader`, in a 320 × 360 window.
enum BadgeScene {
    @MainActor static func makeHost() throws -> RefreshTestHost {
        let list = ListView(frame: .zero)
        list.dataSource = NumberedRows.shared
        list.reloadData()
        list.refreshHeader = BadgeHeader()
        return try RefreshTestHost(scrollView: list, size: Size(width: 320, height: 360))
    }
}
