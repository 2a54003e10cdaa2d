extension Bitmap {
    /// The pixels of `rect` (in points, `scale` pixels per point), clamped to the bitmap; the edges
    /// are rounded to whole pixels.
    package func cropped(to rect: Rect, scale: Double) -> Bitmap {
        let x0 = Self.pixel(rect.minX, scale, limit: width), x1 = Self.pixel(rect.maxX, scale, limit: width)
        let y0 = Self.pixel(rect.minY, scale, limit: height), y1 = Self.pixel(rect.maxY, scale, limit: height)
        let w = max(0, x1 - x0), h = max(0, y1 - y0)
        var out = Bitmap(width: w, height: h)
        for row in 0..<h {
            let src = ((y0 + row) * width + x0) * 4, dst = row * w * 4
            out.pixels.replaceSubrange(dst..<dst + w * 4, with: pixels[src..<src + w * 4])
        }
        return out
    }

    /// Copies `other` with its top-left corner at pixel (`x`, `y`), replacing what is there (no
    /// blending); what falls outside this bitmap is left out.
    package mutating func paste(_ other: Bitmap, atX x: Int, y: Int) {
        let cx0 = max(0, x), cx1 = min(width, x + other.width)
        guard cx1 > cx0 else { return }
        for row in max(0, y)..<max(max(0, y), min(height, y + other.height)) {
            let src = ((row - y) * other.width + (cx0 - x)) * 4, dst = (row * width + cx0) * 4
            let n = (cx1 - cx0) * 4
            pixels.replaceSubrange(dst..<dst + n, with: other.pixels[src..<src + n])
        }
    }

    private static func pixel(_ points: Double, _ scale: Double, limit: Int) -> Int {
        let p = (points * scale).rounded()
        guard p.isFinite else { return 0 }
        return Int(min(max(p, 0), Double(limit)))
    }
}
