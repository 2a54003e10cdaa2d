internal import CRlottie
import RefreshCodec
import RefreshCore

/// One Lottie animation opened in rlottie, owned by this object: created from a `LottieDocument`
/// (a file the toolkit checked first, so rlottie never sees unchecked bytes) and destroyed in
/// `deinit`. It renders any of the file's frames into a `Bitmap` of any size.
///
/// rlottie renders one frame at a time per animation object; this class is not thread-safe and is
/// used from the main actor.
package final class LottieAnimation {
    /// A property the theme can override along a keypath.
    package enum ColorProperty: Sendable {
        /// The colour of fills.
        case fill
        /// The colour of strokes.
        case stroke
    }

    /// The checked file the animation was made from.
    package let document: LottieDocument
    private let handle: OpaquePointer
    /// ARGB32 premultiplied pixels of the last render, reused from frame to frame.
    private var scratch: [UInt32] = []

    /// Opens `document` in rlottie.
    /// - Parameter document: A file that passed the toolkit's checks.
    /// - Throws: `ImageDecodeError.malformed` when rlottie cannot build the animation.
    package init(document: LottieDocument) throws {
        // rlottie caches a few models by key and returns the cached one for a key it has seen, so
        // the key is the content's own hash: equal bytes share a model, different bytes never do.
        let key = "refreshkit-" + String(Self.fnv1a(document.bytes), radix: 16) + "-\(document.bytes.count)"
        var text = document.bytes
        text.append(0)
        let made: OpaquePointer? = text.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                lottie_animation_from_data(chars.baseAddress, key, "")
            }
        }
        guard let made else {
            throw ImageDecodeError(kind: .malformed, problem: "a Lottie file rlottie cannot build an animation from")
        }
        self.document = document
        self.handle = made
    }

    deinit { lottie_animation_destroy(handle) }

    /// Renders file frame `frame` (clamped to the file's range) fitted into `width` × `height`
    /// pixels, keeping its aspect ratio, as straight-alpha RGBA (rlottie's premultiplied BGRA
    /// converted for SDL's blending).
    /// - Parameters:
    ///   - frame: A file frame number (`document.inPoint ..< document.outPoint`).
    ///   - width: The bitmap's width in pixels, at least 1.
    ///   - height: The bitmap's height in pixels, at least 1.
    /// - Returns: The rendered frame.
    package func render(frame: Int, width: Int, height: Int) -> Bitmap {
        let w = max(1, width), h = max(1, height)
        let clamped = min(max(frame, document.inPoint), document.outPoint - 1)
        // rlottie counts frames from the file's in point.
        let index = clamped - document.inPoint
        if scratch.count != w * h { scratch = [UInt32](repeating: 0, count: w * h) }
        scratch.withUnsafeMutableBufferPointer { buffer in
            lottie_animation_render(handle, index, buffer.baseAddress, w, h, w * 4)
        }
        var pixels = [UInt8](repeating: 0, count: w * h * 4)
        for i in 0..<(w * h) {
            let argb = scratch[i]
            let a = UInt32(argb >> 24)
            guard a != 0 else { continue }
            let r = (argb >> 16) & 0xFF, g = (argb >> 8) & 0xFF, b = argb & 0xFF
            let o = i * 4
            if a == 255 {
                pixels[o] = UInt8(r); pixels[o + 1] = UInt8(g); pixels[o + 2] = UInt8(b)
            } else {
                pixels[o] = UInt8(min(255, (r * 255 + a / 2) / a))
                pixels[o + 1] = UInt8(min(255, (g * 255 + a / 2) / a))
                pixels[o + 2] = UInt8(min(255, (b * 255 + a / 2) / a))
            }
            pixels[o + 3] = UInt8(a)
        }
        return Bitmap(width: w, height: h, pixels: pixels)!
    }

    /// Recolours every fill or stroke along `keypath` (rlottie's syntax: `"**"` for everything,
    /// `"layer.group.fill"`, `"**.ring.**"`) to `color` from the next render on.
    /// - Parameters:
    ///   - property: Fills or strokes.
    ///   - keypath: The keypath of the shapes to recolour.
    ///   - color: The new colour (its alpha is ignored; rlottie overrides opacity separately).
    package func override(_ property: ColorProperty, keypath: String, color: Color) {
        let kind: Lottie_Animation_Property =
            property == .fill ? LOTTIE_ANIMATION_PROPERTY_FILLCOLOR : LOTTIE_ANIMATION_PROPERTY_STROKECOLOR
        crlottie_override_color(
            handle, kind, keypath, Double(color.r) / 255, Double(color.g) / 255, Double(color.b) / 255)
    }

    private static func fnv1a(_ bytes: [UInt8]) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in bytes { hash = (hash ^ UInt64(b)) &* 0x100_0000_01b3 }
        return hash
    }
}
