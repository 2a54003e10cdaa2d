import Synchronization

/// An image the views can draw: pixels plus the point size they cover.
///
/// Three kinds, all drawn through `Canvas.drawImage`:
/// - **one bitmap** (`init(bitmap:scale:name:)`): stretched to whatever rect it is drawn in;
/// - **representations** (`init(representations:name:)`): the same picture at several scales, like
///   `@1x`/`@2x` files; a canvas draws the one made for its scale, unscaled, on whole pixels;
/// - **artwork** (`init(size:name:rotationStep:baseScale:draw:)`): drawn in code at exactly the pixel
///   size it is shown at (rasterized once per size and cached), so it is crisp at every scale; it can
///   also draw itself turned, so a spinner's steps need no resampling.
///
/// `Image.rendition(size:scale:rotation:)` is what a canvas asks for. A reference type, so that
/// renderers can cache textures per image by identity.
///
/// Sendable: every stored value is immutable but the artwork's rasterizations, which live behind a
/// lock, so an animation can be decoded on one thread and shown on the main actor.
public final class Image: Sendable {
    /// The size in points.
    public let size: Size
    /// Pixels per point of `bitmap` (2 for an `@2x` asset).
    public let scale: Double
    /// Where the image came from, for error messages and traces.
    public let name: String
    /// The turn (radians, clockwise) the artwork can draw itself by: a rotation that is a whole number
    /// of these steps is rasterized turned instead of being resampled. Nil for bitmaps.
    public let rotationStep: Double?
    /// The bitmaps of the picture, by increasing scale: the one bitmap, the representations, or
    /// empty for artwork (which is drawn on demand).
    public let representations: [Representation]

    let artwork: (@Sendable (_ scale: Double, _ turns: Int) -> Bitmap)?
    /// How many `rotationStep`s make a whole turn (0 when the image cannot turn itself).
    let stepsPerTurn: Int
    /// True for representations: one made for the canvas's scale is copied unscaled.
    let copiesExactScale: Bool
    /// Artwork rasterized so far: by pixel size and turn, and at the base scale.
    let rasterizations = Mutex(Rasterizations())

    /// What the artwork drew so far, kept so each size is drawn once.
    struct Rasterizations {
        /// By pixel size and turn.
        var bySize: [RenditionKey: Bitmap] = [:]
        /// At the image's own scale, unturned (`bitmap`).
        var base: Bitmap?
    }

    /// One bitmap of the picture at a known scale.
    public struct Representation: Sendable {
        /// The pixels.
        public let bitmap: Bitmap
        /// Pixels per point, greater than 0.
        public let scale: Double

        /// A representation of `bitmap` at `scale` pixels per point.
        /// - Parameters:
        ///   - bitmap: The pixels.
        ///   - scale: Pixels per point; `Image.init(representations:name:draw:)` rejects one that is not
        ///     finite and greater than 0.
        public init(bitmap: Bitmap, scale: Double) {
            self.bitmap = bitmap
            self.scale = scale
        }
    }

    /// One bitmap at `scale` pixels per point (a scale that is not finite and positive counts as 1).
    /// It is drawn stretched to the rect it is given, whatever the canvas's scale.
    /// - Parameters:
    ///   - bitmap: The pixels.
    ///   - scale: Pixels per point of `bitmap` (2 for an `@2x` asset); 1 by default.
    ///   - name: Where the image came from, for error messages and traces; empty by default.
    public init(bitmap: Bitmap, scale: Double = 1, name: String = "") {
        let s = scale > 0 && scale.isFinite ? scale : 1
        self.scale = s
        self.name = name
        size = Size(width: Double(bitmap.width) / s, height: Double(bitmap.height) / s)
        representations = [Representation(bitmap: bitmap, scale: s)]
        rotationStep = nil
        artwork = nil
        stepsPerTurn = 0
        copiesExactScale = false
    }

    /// The same picture at several scales (`arrow@1x.png`, `arrow@2x.png`, …): drawn at the canvas's
    /// scale, a rect of `size` points shows the representation of exactly that scale pixel for pixel.
    /// At other scales (or other rect sizes) `draw`, when given, draws the picture at the size shown
    /// (as artwork does, with no turns); without it the smallest larger representation (else the
    /// largest) is scaled to fit.
    ///
    /// - Parameters:
    ///   - representations: The bitmaps, in any order; the image's point size is taken from the largest scale.
    ///   - name: Where the image came from, for error messages and traces.
    ///   - draw: Draws the picture at `scale` pixels per point (`turns` is always 0) for sizes no
    ///     representation matches; nil to stretch the nearest representation instead.
    /// - Throws: `ImageError` when the list is empty, a scale is not finite and positive, two share a
    ///   scale, or their point sizes differ by more than a pixel.
    public init(
        representations: [Representation], name: String,
        draw: (@Sendable (_ scale: Double, _ turns: Int) -> Bitmap)? = nil
    ) throws {
        guard !representations.isEmpty else { throw ImageError.noRepresentations(name: name) }
        for r in representations where !(r.scale > 0 && r.scale.isFinite) {
            throw ImageError.badScale(name: name, scale: r.scale)
        }
        let sorted = representations.sorted { $0.scale < $1.scale }
        for (a, b) in zip(sorted, sorted.dropFirst()) where a.scale == b.scale {
            throw ImageError.duplicateScale(name: name, scale: a.scale)
        }
        let largest = sorted[sorted.count - 1]
        let size = Size(
            width: Double(largest.bitmap.width) / largest.scale,
            height: Double(largest.bitmap.height) / largest.scale)
        for r in sorted {
            let w = size.width * r.scale, h = size.height * r.scale
            if abs(Double(r.bitmap.width) - w) > 1 || abs(Double(r.bitmap.height) - h) > 1 {
                throw ImageError.sizeMismatch(
                    name: name, scale: r.scale, width: r.bitmap.width, height: r.bitmap.height,
                    expected: size)
            }
        }
        self.size = size
        self.scale = largest.scale
        self.name = name
        self.representations = sorted
        rotationStep = nil
        artwork = draw
        stepsPerTurn = 0
        copiesExactScale = true
    }

    /// Artwork drawn in code: `draw(scale, turns)` returns the picture at `scale` pixels per point
    /// (`round(size × scale)` pixels), turned clockwise about its centre by `turns` × `rotationStep`.
    ///
    /// - Parameters:
    ///   - size: the size in points (width and height finite and positive).
    ///   - name: where the image came from, for error messages and traces.
    ///   - rotationStep: a turn the artwork can draw (`turns` is then 0..<2π/step; it must divide a
    ///     whole turn); nil: `turns` is always 0 and canvases turn the pixels themselves.
    ///   - baseScale: the scale of `bitmap`, for code that reads the pixels directly.
    ///   - draw: draws the picture at `scale` pixels per point, turned by `turns` rotation steps.
    /// - Throws: `ImageError` for a bad size, step or base scale.
    public init(
        size: Size, name: String, rotationStep: Double? = nil, baseScale: Double = 2,
        draw: @escaping @Sendable (_ scale: Double, _ turns: Int) -> Bitmap
    ) throws {
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else {
            throw ImageError.badSize(name: name, size: size)
        }
        guard baseScale > 0, baseScale.isFinite else { throw ImageError.badScale(name: name, scale: baseScale) }
        var steps = 0
        if let step = rotationStep {
            let n = step > 0 && step.isFinite ? (2 * Double.pi / step) : .nan
            guard n.isFinite, n >= 1, n <= 3600, abs(n - n.rounded()) < 1e-6 else {
                throw ImageError.badRotationStep(name: name, step: step)
            }
            steps = Int(n.rounded())
        }
        self.size = size
        self.scale = baseScale
        self.name = name
        self.rotationStep = rotationStep
        representations = []
        artwork = draw
        stepsPerTurn = steps
        copiesExactScale = true
    }

    /// The pixels at `scale`: the one bitmap, the largest representation, or the artwork drawn at
    /// its base scale.
    public var bitmap: Bitmap {
        if let last = representations.last { return last.bitmap }
        if let base = rasterizations.withLock({ $0.base }) { return base }
        let b = artwork?(scale, 0) ?? Bitmap(width: 0, height: 0)
        rasterizations.withLock { $0.base = b }
        return b
    }

    /// True when the image can be drawn in code at any size (artwork, or representations with a
    /// drawing for the sizes they lack).
    public var isArtwork: Bool { artwork != nil }
}

/// Why an `Image` could not be made.
public enum ImageError: RefreshError, Equatable {
    /// `init(representations:name:draw:)` was given an empty list.
    case noRepresentations(name: String)
    /// A representation's scale, or artwork's base scale, is not finite and greater than 0.
    case badScale(name: String, scale: Double)
    /// Two representations have the same scale.
    case duplicateScale(name: String, scale: Double)
    /// A representation's pixel size is more than a pixel off the point size `expected` at its scale.
    case sizeMismatch(name: String, scale: Double, width: Int, height: Int, expected: Size)
    /// Artwork's point size is not finite and greater than 0 on both axes.
    case badSize(name: String, size: Size)
    /// Artwork's rotation step is not positive or does not divide a whole turn (2π) into 1...3600 steps.
    case badRotationStep(name: String, step: Double)

    /// The image, quoted: `image 'name'`.
    public var subject: String {
        switch self {
        case .noRepresentations(let name), .badScale(let name, _), .duplicateScale(let name, _),
            .sizeMismatch(let name, _, _, _, _), .badSize(let name, _), .badRotationStep(let name, _):
            return "image '\(name)'"
        }
    }

    /// What is wrong with the image, naming the value at fault and what is allowed.
    public var problem: String {
        switch self {
        case .noRepresentations:
            return "no representations; give at least one bitmap"
        case .badScale(_, let scale):
            return "scale \(scale) is not allowed; a scale must be finite and greater than 0"
        case .duplicateScale(_, let scale):
            return "two representations have scale \(scale); each scale may appear once"
        case .sizeMismatch(_, let scale, let w, let h, let expected):
            return
                "the scale-\(scale) representation is \(w)x\(h) px, but \(expected.width)x\(expected.height) pt "
                + "at that scale is \(expected.width * scale)x\(expected.height * scale) px (within a pixel is allowed)"
        case .badSize(_, let size):
            return
                "size \(size.width)x\(size.height) pt is not allowed; width and height must be finite and greater than 0"
        case .badRotationStep(_, let step):
            return
                "rotation step \(step) is not allowed; it must be positive and divide a whole turn (2π/step a whole number)"
        }
    }
}
