/// Identifies one rendition of an image (its pixel size and how many rotation steps the artwork
/// drew), so a renderer can keep one texture per rendition.
package struct RenditionKey: Hashable, Sendable {
    /// The bitmap's width in pixels.
    package let width: Int
    /// The bitmap's height in pixels.
    package let height: Int
    /// The rotation steps drawn into the bitmap (0 for bitmaps).
    package let turns: Int

    /// A key for a `width` × `height` pixel bitmap turned by `turns` steps.
    package init(width: Int, height: Int, turns: Int) {
        self.width = width
        self.height = height
        self.turns = turns
    }
}

/// What a canvas draws for an image in one place: the bitmap, what is left to turn, and whether
/// the bitmap is already the destination's pixel size.
package struct ImageRendition {
    /// The pixels to draw.
    package let bitmap: Bitmap
    /// Identifies `bitmap` among the image's renditions.
    package let key: RenditionKey
    /// The turn the canvas still applies (radians, clockwise about the rect's centre): the rotation
    /// asked for, or 0 when the artwork drew it.
    package let rotation: Double
    /// True when `bitmap` was made for this pixel size: the canvas copies it unscaled, centred on
    /// the rect's centre and on whole pixels. False: the canvas stretches it to the rect.
    package let isPixelExact: Bool
}

extension Image {
    /// Artwork larger than this many pixels a side is not rasterized; its base bitmap is stretched.
    package static let maximumRasterSide = 4096
    /// How many renditions of one artwork are kept; more (a rect animating through sizes) start over.
    static let maximumRasterized = 64

    /// What to draw for a rect `size` points big on a canvas of `scale` pixels per point, turned
    /// `rotation` radians clockwise. Nil when the rect covers no pixel.
    ///
    /// - A single bitmap is stretched (as it always was).
    /// - Representations: the one whose scale equals the rect's pixels per image point is drawn
    ///   pixel for pixel; otherwise their drawing, if they have one, as for artwork; else the
    ///   smallest larger one (else the largest) is stretched.
    /// - Artwork is rasterized at the rect's pixel size (when the rect keeps the image's aspect
    ///   within a pixel; otherwise at the larger of the two scales and stretched), and turned by the
    ///   artwork itself when `rotation` is a whole number of `rotationStep`s.
    package func rendition(size target: Size, scale: Double, rotation: Double) -> ImageRendition? {
        let w = target.width * scale, h = target.height * scale
        guard w.isFinite, h.isFinite, w >= 0.5, h >= 0.5 else { return nil }
        let perPoint = max(w / size.width, h / size.height)
        func key(_ b: Bitmap) -> RenditionKey { RenditionKey(width: b.width, height: b.height, turns: 0) }
        if copiesExactScale,
            let rep = representations.first(where: {
                abs($0.scale - perPoint) < 1e-6 && abs(Double($0.bitmap.width) - w) <= 1
                    && abs(Double($0.bitmap.height) - h) <= 1
            })
        {
            return ImageRendition(bitmap: rep.bitmap, key: key(rep.bitmap), rotation: rotation, isPixelExact: true)
        }
        if let artwork { return artworkRendition(artwork, width: w, height: h, rotation: rotation) }
        let rep = representations.first { $0.scale > perPoint } ?? representations[representations.count - 1]
        return ImageRendition(bitmap: rep.bitmap, key: key(rep.bitmap), rotation: rotation, isPixelExact: false)
    }

    private func artworkRendition(
        _ draw: (Double, Int) -> Bitmap, width w: Double, height h: Double,
        rotation: Double
    ) -> ImageRendition {
        var turns = 0, rest = rotation
        if let step = rotationStep, stepsPerTurn > 0, rotation.isFinite {
            let k = (rotation / step).rounded()
            if abs(rotation - k * step) < 1e-4, abs(k) < 1e9 {
                turns = ((Int(k) % stepsPerTurn) + stepsPerTurn) % stepsPerTurn
                rest = 0
            }
        }
        let sx = w / size.width, sy = h / size.height
        let uniform = abs((size.height * sx).rounded() - h.rounded()) <= 1
        let s = uniform ? sx : max(sx, sy)
        let key = RenditionKey(
            width: Int(saturating: (size.width * s).rounded()), height: Int(saturating: (size.height * s).rounded()),
            turns: turns)
        guard key.width <= Image.maximumRasterSide, key.height <= Image.maximumRasterSide else {
            return ImageRendition(
                bitmap: bitmap, key: RenditionKey(width: bitmap.width, height: bitmap.height, turns: 0),
                rotation: rotation, isPixelExact: false)
        }
        if let cached = rasterizations.withLock({ $0.bySize[key] }) {
            return ImageRendition(bitmap: cached, key: key, rotation: rest, isPixelExact: uniform)
        }
        let b = draw(s, turns)   // outside the lock: drawing is slow, and a race only draws twice
        rasterizations.withLock { cache in
            if cache.bySize.count >= Image.maximumRasterized { cache.bySize.removeAll() }
            cache.bySize[key] = b
        }
        return ImageRendition(bitmap: b, key: key, rotation: rest, isPixelExact: uniform)
    }
}
