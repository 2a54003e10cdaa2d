/// Where a picture differs from its golden: the box around one cluster of differing pixels, in
/// pixels of the picture, and how many pixels inside it differ. Pixels closer than
/// ``clusterDistance`` belong to one cluster, so a changed word or icon is one region, not one per
/// glyph.
package struct DifferingRegion: Equatable, Sendable {
    /// Differing pixels at most this many pixels apart (across or down) share a region.
    package static let clusterDistance = 8

    /// The box's left edge, in pixels from the picture's left.
    package var x: Int
    /// The box's top edge, in pixels from the picture's top.
    package var y: Int
    /// The box's width in pixels (at least 1).
    package var width: Int
    /// The box's height in pixels (at least 1).
    package var height: Int
    /// How many pixels inside the box differ.
    package var differingPixels: Int

    /// A box of `width` × `height` pixels at (`x`, `y`) holding `differingPixels` differing pixels.
    package init(x: Int, y: Int, width: Int, height: Int, differingPixels: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.differingPixels = differingPixels
    }

    /// The box in points at `scale` pixels per point.
    package func rect(scale: Double) -> Rect {
        let s = scale > 0 && scale.isFinite ? scale : 1
        return Rect(
            x: Double(x) / s, y: Double(y) / s, width: Double(width) / s, height: Double(height) / s)
    }

    /// "x 40–80, y 120–180 pt (80–160, 240–360 px), 1,234 px differ": the box in points, then in
    /// pixels when `scale` is not 1, and the count.
    package func description(scale: Double) -> String {
        let r = rect(scale: scale)
        var text = "x \(Self.points(r.minX))–\(Self.points(r.maxX)), y \(Self.points(r.minY))–\(Self.points(r.maxY)) pt"
        if scale != 1 { text += " (\(x)–\(x + width), \(y)–\(y + height) px)" }
        return text + ", \(Self.grouped(differingPixels)) px differ"
    }

    private static func points(_ v: Double) -> String {
        let r = (v * 10).rounded() / 10
        return r == r.rounded() ? "\(Int(r))" : "\(r)"
    }

    /// `1234567` as `1,234,567`.
    package static func grouped(_ n: Int) -> String {
        let digits = String(abs(n))
        var out = ""
        for (i, c) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(c)
        }
        return (n < 0 ? "-" : "") + out
    }
}

extension Bitmap {
    /// The regions of this picture whose pixels are exactly `marker` (a diff image's differing
    /// pixels), largest first: by differing pixels, then by area, then top to bottom and left to
    /// right. Marked pixels within ``DifferingRegion/clusterDistance`` of each other (a tile of
    /// that size and its eight neighbours) share a region; the box is tight around its pixels.
    ///
    /// - Parameter marker: The colour that marks a differing pixel.
    /// - Returns: The regions; empty when no pixel is `marker`.
    package func differingRegions(markedBy marker: Color) -> [DifferingRegion] {
        let tile = DifferingRegion.clusterDistance
        let columns = (width + tile - 1) / tile, rows = (height + tile - 1) / tile
        guard columns > 0, rows > 0 else { return [] }
        // Per tile: the tight box of its marked pixels and their count.
        var boxes = [DifferingRegion?](repeating: nil, count: columns * rows)
        for py in 0..<height {
            var i = py * width * 4
            for px in 0..<width {
                defer { i += 4 }
                guard pixels[i] == marker.r, pixels[i + 1] == marker.g, pixels[i + 2] == marker.b,
                    pixels[i + 3] == marker.a
                else { continue }
                let t = (py / tile) * columns + px / tile
                boxes[t] = Self.adding(px, py, to: boxes[t])
            }
        }
        // Tiles touching (eight ways) form one region.
        var regions: [DifferingRegion] = []
        var seen = [Bool](repeating: false, count: boxes.count)
        for start in boxes.indices where boxes[start] != nil && !seen[start] {
            var region = boxes[start]!
            var stack = [start]
            seen[start] = true
            while let t = stack.popLast() {
                let tx = t % columns, ty = t / columns
                for ny in max(0, ty - 1)...min(rows - 1, ty + 1) {
                    for nx in max(0, tx - 1)...min(columns - 1, tx + 1) {
                        let n = ny * columns + nx
                        guard !seen[n], let box = boxes[n] else { continue }
                        seen[n] = true
                        region = Self.union(region, box)
                        stack.append(n)
                    }
                }
            }
            regions.append(region)
        }
        return regions.sorted {
            if $0.differingPixels != $1.differingPixels { return $0.differingPixels > $1.differingPixels }
            if $0.width * $0.height != $1.width * $1.height { return $0.width * $0.height > $1.width * $1.height }
            return ($0.y, $0.x) < ($1.y, $1.x)
        }
    }

    /// This picture with a `thickness`-pixel frame of `color` drawn just outside each region's box
    /// (cut at the picture's edges), so a diff image shows where to look.
    ///
    /// - Parameters:
    ///   - regions: The boxes to outline, in pixels.
    ///   - color: The frame's colour.
    ///   - thickness: The frame's width in pixels (at least 1).
    /// - Returns: The outlined copy.
    package func outlining(_ regions: [DifferingRegion], color: Color, thickness: Int = 2) -> Bitmap {
        var out = self
        let t = max(1, thickness)
        func fill(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) {
            let cx0 = max(0, x0), cy0 = max(0, y0), cx1 = min(width, x1), cy1 = min(height, y1)
            guard cx1 > cx0, cy1 > cy0 else { return }
            for y in cy0..<cy1 {
                for x in cx0..<cx1 {
                    let i = (y * width + x) * 4
                    out.pixels[i] = color.r
                    out.pixels[i + 1] = color.g
                    out.pixels[i + 2] = color.b
                    out.pixels[i + 3] = color.a
                }
            }
        }
        for r in regions {
            let left = r.x - t, top = r.y - t, right = r.x + r.width + t, bottom = r.y + r.height + t
            fill(left, top, right, r.y)   // above
            fill(left, r.y + r.height, right, bottom)   // below
            fill(left, r.y, r.x, r.y + r.height)   // left
            fill(r.x + r.width, r.y, right, r.y + r.height)   // right
        }
        return out
    }

    private static func adding(_ x: Int, _ y: Int, to box: DifferingRegion?) -> DifferingRegion {
        guard let box else { return DifferingRegion(x: x, y: y, width: 1, height: 1, differingPixels: 1) }
        return union(box, DifferingRegion(x: x, y: y, width: 1, height: 1, differingPixels: 1))
    }

    private static func union(_ a: DifferingRegion, _ b: DifferingRegion) -> DifferingRegion {
        let x0 = min(a.x, b.x), y0 = min(a.y, b.y)
        let x1 = max(a.x + a.width, b.x + b.width), y1 = max(a.y + a.height, b.y + b.height)
        return DifferingRegion(
            x: x0, y: y0, width: x1 - x0, height: y1 - y0, differingPixels: a.differingPixels + b.differingPixels)
    }
}
