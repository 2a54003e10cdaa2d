import RefreshCore

/// The APNG output buffer: frames blended onto it in turn, each region disposed of as its `fcTL`
/// says once the frame has been shown (APNG specification, "dispose_op" and "blend_op").
struct APNGComposer {
    private var canvas: Bitmap
    private var frameCount = 0

    /// An output buffer of `width` × `height`, transparent black.
    init(width: Int, height: Int) {
        canvas = Bitmap(width: width, height: height)
    }

    /// Blends `image` at its region, returns the canvas as shown, then disposes of the region.
    mutating func add(_ image: Bitmap, control c: APNGStructure.FrameControl) -> Bitmap {
        let before = c.dispose == 2 && frameCount > 0 ? canvas : nil
        for row in 0..<c.height {
            for col in 0..<c.width {
                let s = (row * c.width + col) * 4, d = ((c.y + row) * canvas.width + c.x + col) * 4
                if c.blend == 0 {
                    for k in 0..<4 { canvas.pixels[d + k] = image.pixels[s + k] }
                } else {
                    Self.over(image.pixels, at: s, onto: &canvas.pixels, at: d)
                }
            }
        }
        let shown = canvas
        frameCount += 1
        if c.dispose == 1 || (c.dispose == 2 && before == nil) {
            for row in c.y..<c.y + c.height {
                let start = (row * canvas.width + c.x) * 4
                for k in start..<start + c.width * 4 { canvas.pixels[k] = 0 }
            }
        } else if c.dispose == 2, let before {
            for row in c.y..<c.y + c.height {
                let start = (row * canvas.width + c.x) * 4
                for k in start..<start + c.width * 4 { canvas.pixels[k] = before.pixels[k] }
            }
        }
        return shown
    }

    /// Source over destination in straight alpha, rounded to the nearest 8-bit value.
    static func over(_ source: [UInt8], at s: Int, onto destination: inout [UInt8], at d: Int) {
        let sa = Int(source[s + 3])
        if sa == 255 {
            for k in 0..<4 { destination[d + k] = source[s + k] }
            return
        }
        if sa == 0 { return }
        let da = Int(destination[d + 3])
        let weight = da * (255 - sa)   // the destination's share, in 255ths of 255ths
        let alpha = sa * 255 + weight   // the result's alpha × 255
        for k in 0..<3 {
            let value = Int(source[s + k]) * sa * 255 + Int(destination[d + k]) * weight
            destination[d + k] = UInt8((value + alpha / 2) / alpha)
        }
        destination[d + 3] = UInt8((alpha + 127) / 255)
    }
}
