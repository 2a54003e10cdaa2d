/// Shows an image stretched to its bounds, rotated by the view's `rotation` about its centre and
/// optionally tinted (template images are white on transparent; the tint gives their colour).
open class ImageView: View {
    public var image: Image? { didSet { if image !== oldValue { superview?.setNeedsLayout() } } }
    public var tint: Color?

    public init(image: Image? = nil, tint: Color? = nil) {
        self.image = image
        self.tint = tint
        super.init(frame: Rect(origin: .zero, size: image?.size ?? .zero))
    }

    open override func sizeThatFits(_ size: Size) -> Size { image?.size ?? .zero }

    open override func draw(in canvas: Canvas) {
        super.draw(in: canvas)
        guard let image else { return }
        canvas.drawImage(image, in: Rect(origin: presentationBoundsOrigin, size: presentationFrame.size),
                         rotation: presentationRotation, tint: tint)
    }
}
