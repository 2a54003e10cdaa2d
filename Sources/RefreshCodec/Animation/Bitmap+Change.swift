import RefreshCore

extension Bitmap {
    /// The smallest box holding every pixel that differs from `previous` (same size), or nil
    /// when none does: an animation's next frame only needs to paint it.
    package func changedBox(since previous: Bitmap) -> PixelRect? {
        precondition(previous.width == width && previous.height == height, "changedBox needs frames of one size")
        var x0 = width, y0 = height, x1 = -1, y1 = -1
        pixels.withUnsafeBufferPointer { a in
            previous.pixels.withUnsafeBufferPointer { b in
                let row = width * 4
                for y in 0..<height {
                    let start = y * row
                    // Whole rows compare fast; only a row that differs is searched for its ends.
                    if Self.sameBytes(
                        UnsafeRawPointer(a.baseAddress! + start), UnsafeRawPointer(b.baseAddress! + start), row)
                    {
                        continue
                    }
                    var first = 0
                    while a[start + first] == b[start + first] { first += 1 }
                    var last = row - 1
                    while a[start + last] == b[start + last] { last -= 1 }
                    x0 = min(x0, first / 4)
                    x1 = max(x1, last / 4)
                    if y0 == height { y0 = y }
                    y1 = y
                }
            }
        }
        guard x1 >= 0 else { return nil }
        return PixelRect(x0: Int32(x0), y0: Int32(y0), x1: Int32(x1 + 1), y1: Int32(y1 + 1))
    }

    /// The whole bitmap as a pixel rectangle.
    package var bounds: PixelRect { PixelRect(x0: 0, y0: 0, x1: Int32(width), y1: Int32(height)) }

    /// Whether `count` bytes (a multiple of 4) at `a` and `b` are equal, compared 8 at a time.
    private static func sameBytes(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, _ count: Int) -> Bool {
        var i = 0
        while i + 8 <= count {
            if a.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                != b.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            {
                return false
            }
            i += 8
        }
        return i == count
            || a.loadUnaligned(fromByteOffset: i, as: UInt32.self)
                == b.loadUnaligned(fromByteOffset: i, as: UInt32.self)
    }

    /// The pixels inside `box` (which lies within the bitmap and is not empty).
    package func cropped(to box: PixelRect) -> Bitmap {
        if box == bounds { return self }
        let x = Int(box.x0), y0 = Int(box.y0), w = Int(box.width), h = Int(box.height)
        var out = Bitmap(width: w, height: h)
        let row = w * 4
        for y in 0..<h {
            let from = ((y0 + y) * width + x) * 4
            out.pixels.replaceSubrange(y * row..<(y + 1) * row, with: pixels[from..<from + row])
        }
        return out
    }

    /// The bitmap reduced to `factor` (0 < factor ≤ 1) of its size, each side at least one pixel,
    /// every new pixel the mean of the old pixels its area covers (a box filter): smooth, and the
    /// same bytes for the same input.
    package func downscaled(by factor: Double) -> Bitmap {
        let w = Swift.max(1, Int((Double(width) * factor).rounded())),
            h = Swift.max(1, Int((Double(height) * factor).rounded()))
        if w == width && h == height { return self }
        var out = Bitmap(width: w, height: h)
        for oy in 0..<h {
            let sy0 = oy * height / h, sy1 = Swift.max(sy0 + 1, (oy + 1) * height / h)
            for ox in 0..<w {
                let sx0 = ox * width / w, sx1 = Swift.max(sx0 + 1, (ox + 1) * width / w)
                var sum = (0, 0, 0, 0)
                for sy in sy0..<sy1 {
                    var i = (sy * width + sx0) * 4
                    for _ in sx0..<sx1 {
                        sum.0 += Int(pixels[i])
                        sum.1 += Int(pixels[i + 1])
                        sum.2 += Int(pixels[i + 2])
                        sum.3 += Int(pixels[i + 3])
                        i += 4
                    }
                }
                let n = (sy1 - sy0) * (sx1 - sx0), o = (oy * w + ox) * 4
                out.pixels[o] = UInt8((sum.0 + n / 2) / n)
                out.pixels[o + 1] = UInt8((sum.1 + n / 2) / n)
                out.pixels[o + 2] = UInt8((sum.2 + n / 2) / n)
                out.pixels[o + 3] = UInt8((sum.3 + n / 2) / n)
            }
        }
        return out
    }

    /// The bitmap on a canvas of `width`×`height`: cropped where it is larger, the rest filled with
    /// `fill` (an animation's frames all have its first frame's size, also after a window resize).
    package func placed(onWidth newWidth: Int, height newHeight: Int, fill: Color) -> Bitmap {
        if newWidth == width && newHeight == height { return self }
        var out = Bitmap(width: newWidth, height: newHeight, fill: fill)
        let w = Swift.min(width, newWidth)
        for y in 0..<Swift.min(height, newHeight) {
            let from = y * width * 4, to = y * newWidth * 4
            out.pixels.replaceSubrange(to..<to + w * 4, with: pixels[from..<from + w * 4])
        }
        return out
    }
}
