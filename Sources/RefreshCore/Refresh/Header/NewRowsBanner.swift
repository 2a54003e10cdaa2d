/// The bar a header shows where it was after a refresh that brought rows: "12 new posts" on an
/// accent fill across the header's whole area (``RefreshComponent/newRowsBannerText``). The header
/// owns it as a subview (``RefreshComponent/newRowsBanner``) and it draws only while its header
/// shows the banner, so it needs no showing or hiding of its own.
@MainActor
open class NewRowsBanner: View {
    /// The bar's fill: a feed's accent blue by default.
    public var fillColor = Color(r: 0, g: 122, b: 255)
    /// The text's colour: white by default.
    public var textColor = Color.white
    /// The text's font: bold 15 by default.
    public var font = Font.bold(15)

    /// The text on show, read from the owning header each frame.
    var text: () -> String? = { nil }

    /// A banner that shows nothing until its header gives it a text.
    public init() { super.init(frame: .zero) }

    /// Fills its bounds and draws the header's banner text centred in it; nothing while the header
    /// shows no banner.
    /// - Parameter canvas: The surface to draw on, in the banner's coordinates.
    open override func draw(in canvas: Canvas) {
        guard let text = text() else { return }
        let box = Rect(origin: .zero, size: bounds.size)
        canvas.fill(box, color: fillColor)
        canvas.drawText(
            text, font: font, color: textColor, in: box.insetBy(EdgeInsets(top: 0, left: 8, bottom: 0, right: 8)),
            alignment: .center)
    }
}
