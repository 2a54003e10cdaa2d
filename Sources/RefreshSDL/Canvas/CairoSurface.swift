internal import CCairo
import CSDL2
import RefreshCore

/// An owned cairo ARGB32 image surface and the cairo context drawing on it, both freed when this
/// object goes away. cairo keeps premultiplied alpha in native-endian 32-bit words
/// (`0xAARRGGBB`); `straightRGBASurface()` converts to what SDL and `Bitmap` hold.
final class CairoSurface {
    /// The image surface; valid for the life of this object.
    let surface: OpaquePointer
    /// A context drawing on `surface`; valid for the life of this object.
    let context: OpaquePointer
    /// The size in pixels.
    let width: Int, height: Int

    /// A transparent `width` × `height` pixel surface with a context on it.
    ///
    /// - Throws: `SDLError.sdl` naming the size when a side is not 1…`SDLSurface.maximumSide`
    ///   or cairo cannot allocate it.
    init(width: Int, height: Int) throws {
        guard width > 0, height > 0, width <= SDLSurface.maximumSide, height <= SDLSurface.maximumSide else {
            throw SDLError.sdl(
                operation: "cannot create a \(width)x\(height) image for a path",
                message: "each side must be 1…\(SDLSurface.maximumSide) pixels")
        }
        let s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        guard cairo_surface_status(s) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(s)
            throw SDLError.sdl(
                operation: "cannot create a \(width)x\(height) image for a path", message: "out of memory")
        }
        let c = cairo_create(s)!
        guard cairo_status(c) == CAIRO_STATUS_SUCCESS else {
            cairo_destroy(c)
            cairo_surface_destroy(s)
            throw SDLError.sdl(
                operation: "cannot draw on a \(width)x\(height) image for a path", message: "out of memory")
        }
        surface = s
        context = c
        self.width = width
        self.height = height
    }

    deinit {
        cairo_destroy(context)
        cairo_surface_destroy(surface)
    }

    /// True when the context has not failed (cairo stops drawing after an error).
    var isValid: Bool { cairo_status(context) == CAIRO_STATUS_SUCCESS }

    /// The premultiplied pixel at (`x`, `y`) as cairo holds it, `0xAARRGGBB`.
    func premultipliedPixel(x: Int, y: Int) -> UInt32 {
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        return UnsafeRawPointer(data + y * stride).load(fromByteOffset: x * 4, as: UInt32.self)
    }

    /// A new RGBA32 SDL surface (bytes R, G, B, A) holding these pixels with straight alpha.
    ///
    /// - Throws: `SDLError.sdl` when SDL cannot allocate the surface.
    func straightRGBASurface() throws -> SDLSurface {
        cairo_surface_flush(surface)
        let result = try SDLSurface(width: width, height: height)
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let src = cairo_image_surface_get_data(surface), let dst = result.pointer.pointee.pixels else {
            return result
        }
        let pitch = Int(result.pointer.pointee.pitch)
        for y in 0..<height {
            let from = UnsafeRawPointer(src + y * stride).assumingMemoryBound(to: UInt32.self)
            let to = (dst + y * pitch).assumingMemoryBound(to: UInt8.self)
            for x in 0..<width {
                let p = from[x]
                if p == 0 { continue }   // SDL's surface starts transparent black
                let c = Self.straight(p)
                to[4 * x] = c.r
                to[4 * x + 1] = c.g
                to[4 * x + 2] = c.b
                to[4 * x + 3] = c.a
            }
        }
        return result
    }

    /// One premultiplied `0xAARRGGBB` pixel as straight-alpha channels: each colour channel divided
    /// by the alpha, rounded to nearest (and at most 255); a transparent pixel is transparent black.
    ///
    /// - Parameter p: The premultiplied pixel.
    /// - Returns: Its straight red, green, blue and alpha.
    static func straight(_ p: UInt32) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let a = p >> 24
        guard a > 0 else { return (0, 0, 0, 0) }
        func channel(_ shift: UInt32) -> UInt8 {
            let c = (p >> shift) & 0xFF
            return UInt8(min(255, (c * 255 + a / 2) / a))
        }
        return (channel(16), channel(8), channel(0), UInt8(a))
    }
}
