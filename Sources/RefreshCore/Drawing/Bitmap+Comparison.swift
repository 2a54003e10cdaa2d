/// The result of comparing two bitmaps channel by channel.
package struct BitmapDifference: Sendable {
    /// Pixels where some channel differs by more than the tolerance.
    package var differingPixels: Int
    /// The largest per-channel difference seen anywhere.
    package var maxChannelDelta: Int
    /// A picture of the differences: differing pixels in red over a faded copy of the expected image.
    package var diffImage: Bitmap
}

extension Bitmap {
    /// Compares with `other`; nil when they match within `tolerance` per channel (0...255).
    /// Sizes that differ always count as a difference, with every pixel counted.
    ///
    /// Snapshot tests use it to compare a rendered header, footer or trailer with its reference image.
    /// - Parameters:
    ///   - other: The expected bitmap.
    ///   - tolerance: The largest per-channel difference (0...255) that still counts as a match.
    /// - Returns: Nil when every pixel matches within `tolerance`; otherwise the count of differing
    ///   pixels, the largest channel difference and a picture of where they are.
    package func difference(from other: Bitmap, tolerance: Int) -> BitmapDifference? {
        guard width == other.width, height == other.height else {
            let w = max(width, other.width), h = max(height, other.height)
            return BitmapDifference(
                differingPixels: w * h, maxChannelDelta: 255,
                diffImage: Bitmap(width: w, height: h, fill: Color(r: 255, g: 0, b: 0)))
        }
        var diff = Bitmap(width: width, height: height)
        var count = 0, maxDelta = 0
        pixels.withUnsafeBufferPointer { a in
            other.pixels.withUnsafeBufferPointer { b in
                diff.pixels.withUnsafeMutableBufferPointer { d in
                    var i = 0
                    while i < a.count {
                        var delta = 0
                        for c in 0..<4 { delta = Swift.max(delta, abs(Int(a[i + c]) - Int(b[i + c]))) }
                        maxDelta = Swift.max(maxDelta, delta)
                        if delta > tolerance {
                            count += 1
                            d[i] = 255; d[i + 1] = 0; d[i + 2] = 0; d[i + 3] = 255
                        } else {
                            // Faded expected pixel so the failing area stands out.
                            for c in 0..<3 { d[i + c] = Self.faded(b[i + c]) }
                            d[i + 3] = 255
                        }
                        i += 4
                    }
                }
            }
        }
        return count == 0 ? nil : BitmapDifference(differingPixels: count, maxChannelDelta: maxDelta, diffImage: diff)
    }

    /// An expected channel faded three quarters toward white.
    private static func faded(_ channel: UInt8) -> UInt8 {
        let value: Int = 191 + Int(channel) / 4
        return UInt8(value)
    }
}
