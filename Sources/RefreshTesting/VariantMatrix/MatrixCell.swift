import RefreshCore

/// One cell of a variant matrix: the control's band at one variant, what state it was in and
/// which of its labels were cut.
public struct MatrixCell: Sendable {
    /// The variant the host was put in.
    public let variant: MatrixVariant
    /// The part of the window the control covers (or, when none of it shows, the filmstrip's band
    /// along its edge), at the variant's scale.
    public let image: Bitmap
    /// The control's state when the frame was drawn.
    public let state: RefreshState
    /// The control's labels drawn cut (empty: every text shows whole).
    public let cuts: [CutLabels.Cut]

    /// True when a label of the control is drawn cut.
    public var isCut: Bool { !cuts.isEmpty }
}
