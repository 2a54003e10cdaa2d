import RefreshCore

extension RefreshTestHost {
    /// Puts the host in `variant` as a person switching would: the window `variant.width` points
    /// wide (its height kept), drawn at `variant.scale`, in its theme and language. The resize,
    /// theme and language go the way of a replay's steps (a delegate that knows the app handles
    /// them first); the next frame applies them, before its layout.
    ///
    /// - Throws: `FilmstripError.badInput` naming the value when the width or scale is out of
    ///   range or the window cannot be drawn at them.
    package func apply(_ variant: MatrixVariant) throws {
        let n = JSONValue.numberText
        let size = Size(width: variant.width, height: root.bounds.height)
        do {
            try Self.check(size: size, scale: variant.scale, fps: fps)
            try target.resize(to: size, scale: variant.scale)
        } catch {
            throw FilmstripError.badInput(
                "cannot draw the variant \(variant.label) (\(n(size.width))×\(n(size.height)) pt): \(error)")
        }
        target.canvas.logger = root.logger
        root.context.scale = variant.scale
        perform(.resize(size))
        perform(.theme(variant.theme))
        perform(.language(variant.language.code))
    }
}
