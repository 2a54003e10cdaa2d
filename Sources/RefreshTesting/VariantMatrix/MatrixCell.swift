import RefreshCore

/// One cell of a variant matrix: the control's band at one variant, what state it was in and
/// which of its labels were cut.
package struct MatrixCell {
    /// The variant the scene was made with.
    package let variant: MatrixVariant
    /// The framed part of the window (`ComponentFraming.cropRect`), at the variant's scale.
    package let image: Bitmap
    /// The control's state when the frame was drawn.
    package let state: RefreshState
    /// The control's labels drawn cut (empty: every text shows whole).
    package let cuts: [CutLabels.Cut]

    /// True when a label of the control is drawn cut.
    package var isCut: Bool { !cuts.isEmpty }
}
