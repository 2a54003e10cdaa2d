/// Shows an image stretched to its bounds, rotated by the view's `rotation` about its centre and
/// optionally tinted (template images are white on transparent; the tint gives their colour).
open class ImageView: View {
    /// The image drawn; nil draws nothing. Changing it asks the superview to lay out again.
    public var image: Image? { didSet { if image !== oldValue { superview?.setNeedsLayout() } } }
    /// The colour multiplied into the image's pixels; nil draws the pixels as they are.
    public var tint: Color?

    /// Creates an image view sized to its image, at the origin.
    /// - Parameters:
    ///   - image: The image to show; none by default.
    ///   - tint: The colour for template images (`Color.refreshLabel` for the refresh arrow); none by default.
    public init(image: Image? = nil, tint: Color? = nil) {
        self.image = image
        self.tint = tint
        super.init(frame: Rect(origin: .zero, size: image?.size ?? .zero))
    }

    /// The image's size in points, whatever the room offered; `.zero` without an image.
    /// - Parameter size: The room offered; ignored.
    /// - Returns: The image's point size.
    open override func sizeThatFits(_ size: Size) -> Size { image?.size ?? .zero }

    /// Draws the background, then the image stretched to the bounds, turned by `presentationRotation` and tinted.
    /// - Parameter canvas: The surface to draw on.
    open override func draw(in canvas: Canvas) {
        super.draw(in: canvas)
        guard let image else { return }
        canvas.drawImage(
            image, in: Rect(origin: presentationBoundsOrigin, size: presentationFrame.size),
            rotation: presentationRotation, tint: tint)
    }
}
