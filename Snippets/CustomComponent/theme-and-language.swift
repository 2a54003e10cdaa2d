// Theming and language: a theme gives a window, its list and the list's refresh controls their
// colours in one call; the language of a tree's controls is its window's localizer, switched at
// run time; a control of your own follows both through `tintColorDidChange()` and `updateTexts()`.
// The program prints the header's colour and text after each change.

import RefreshCore

// snippet.control
/// A header that draws a line along its bottom and a centred label, both in its tint colour, with
/// the localizer's text for its state.
final class LineHeader: RefreshHeader {
    let label = Label(font: .bold(14), color: .refreshLabel)
    private(set) var lineColor = Color.refreshLabel

    override func prepare() {
        super.prepare()
        label.alignment = .center
        label.textColor = tintColor   // the hook below runs only when a tint is set: start from it
        lineColor = tintColor
        addSubview(label)
    }

    override func placeSubviews() {
        super.placeSubviews()
        label.frame = bounds
    }

    /// Runs after `tintColor` was set: by a theme, or by the app for this control alone.
    override func tintColorDidChange() {
        super.tintColorDidChange()
        label.textColor = tintColor
        lineColor = tintColor
    }

    /// Runs after every state change and whenever the language changes.
    override func updateTexts() {
        super.updateTexts()
        let key: RefreshStringKey = isRefreshing ? .headerRefreshingText : .headerIdleText
        label.text = effectiveLocalizer.string(for: key)
    }

    override func draw(in canvas: Canvas) {
        super.draw(in: canvas)
        canvas.fill(Rect(x: 0, y: bounds.height - 1, width: bounds.width, height: 1), color: lineColor)
    }
}
// snippet.end

// snippet.setup
let localizer = RefreshLocalizer(language: .en)
let context = ViewContext(clock: ManualClock(), localizer: localizer)   // the tree's language
let window = Window(frame: Rect(x: 0, y: 0, width: 390, height: 640), context: context)
let list = ListView(frame: window.bounds)
window.addSubview(list)
let header = LineHeader()
list.refreshHeader = header
// snippet.end

// snippet.hide
/// What the header shows: its text and its colour in hex.
@MainActor func show(_ moment: String) {
    let c = header.label.textColor
    let hex = [c.r, c.g, c.b].map { String($0, radix: 16) }.map { $0.count == 1 ? "0" + $0 : $0 }.joined()
    print("\(moment): \(header.label.text) #\(hex)")
}
show("light, en")
// snippet.show

// snippet.theme
RefreshTheme.dark.apply(to: window, scrollView: list)   // after the controls are attached
// snippet.end
// snippet.hide
show("dark, en")
// snippet.show

// snippet.tint
header.tintColor = Color(hex: 0xFF9F0A)   // one control's colour of its own, over the theme's
// snippet.end
// snippet.hide
show("own tint")
// snippet.show

// snippet.language
localizer.language = .de   // every control of the window speaks German at once
localizer.setOverrides([.headerIdleText: "Ziehen für Neues"], for: .de)   // your words for one key
// snippet.end
// snippet.hide
show("de, overridden")
// snippet.show

// snippet.own-language
header.localizer = RefreshLocalizer(language: .ja)   // this control alone in Japanese
// snippet.end
// snippet.hide
show("ja")
// snippet.show
