import CSDL2
import RefreshCore

#if canImport(Glibc)
import Glibc
#endif

/// An owned `SDL_Surface`: pixels in memory. Freed when this object goes away.
public final class SDLSurface {
    /// The surface; valid for the life of this object.
    public let pointer: UnsafeMutablePointer<SDL_Surface>

    /// Takes ownership of a surface returned by SDL (it is freed in `deinit`).
    ///
    /// - Parameter pointer: A surface nothing else frees.
    public init(owning pointer: UnsafeMutablePointer<SDL_Surface>) {
        self.pointer = pointer
    }

    /// The largest side of a surface in pixels (what software renderers and textures handle).
    public static let maximumSide = PixelGrid.maximumSide

    /// A transparent RGBA32 surface (bytes R, G, B, A in memory), each side 0…`maximumSide` pixels.
    ///
    /// - Parameters:
    ///   - width: The width in pixels, 0…`maximumSide`.
    ///   - height: The height in pixels, 0…`maximumSide`.
    /// - Throws: `SDLError.sdl` naming the size when a side is out of range or SDL cannot start
    ///   or allocate the surface.
    public convenience init(width: Int, height: Int) throws {
        try SDLRuntime.initCore()
        guard width >= 0, height >= 0, width <= Self.maximumSide, height <= Self.maximumSide else {
            throw SDLError.sdl(
                operation: "cannot create a \(width)x\(height) surface",
                message: "each side must be 0…\(Self.maximumSide) pixels")
        }
        guard
            let s = SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32, SDL_PIXELFORMAT_RGBA32.rawValue)
        else {
            throw SDLError.sdl("cannot create a \(width)x\(height) surface")
        }
        self.init(owning: s)
    }

    /// An RGBA32 surface holding a copy of `bitmap`.
    ///
    /// - Parameter bitmap: The pixels to copy, straight-alpha RGBA.
    /// - Throws: `SDLError.sdl` naming the size when a side passes `maximumSide` or SDL cannot
    ///   start or allocate the surface.
    public convenience init(bitmap: Bitmap) throws {
        try self.init(width: bitmap.width, height: bitmap.height)
        let rowBytes = bitmap.width * 4, pitch = Int(pointer.pointee.pitch)
        guard rowBytes > 0, bitmap.height > 0, let base = pointer.pointee.pixels else { return }
        let dst = base.assumingMemoryBound(to: UInt8.self)
        bitmap.pixels.withUnsafeBufferPointer { src in
            for y in 0..<bitmap.height {
                (dst + y * pitch).update(from: src.baseAddress! + y * rowBytes, count: rowBytes)
            }
        }
    }

    deinit { SDL_FreeSurface(pointer) }

    /// The width in pixels.
    public var width: Int { Int(pointer.pointee.w) }
    /// The height in pixels.
    public var height: Int { Int(pointer.pointee.h) }

    /// A new surface of `width` × `height` pixels holding this one stretched with SDL's linear
    /// filter (`SDL_SoftStretchLinear`, what SDL uses to draw a stretched texture smoothly).
    ///
    /// - Parameters:
    ///   - width: The new width in pixels, 1…`maximumSide`.
    ///   - height: The new height in pixels, 1…`maximumSide`.
    /// - Returns: The stretched copy, in this surface's pixel format.
    /// - Throws: `SDLError.sdl` naming the sizes when a side is out of range or SDL cannot
    ///   allocate or stretch.
    public func stretchedLinear(width: Int, height: Int) throws -> SDLSurface {
        guard width > 0, height > 0, width <= Self.maximumSide, height <= Self.maximumSide,
            let s = SDL_CreateRGBSurfaceWithFormat(
                0, Int32(width), Int32(height), 32, pointer.pointee.format.pointee.format)
        else {
            throw SDLError.sdl("cannot create a \(width)x\(height) surface")
        }
        let result = SDLSurface(owning: s)
        guard SDL_SoftStretchLinear(pointer, nil, s, nil) == 0 else {
            throw SDLError.sdl("cannot stretch a \(self.width)x\(self.height) surface to \(width)x\(height)")
        }
        return result
    }

    /// A new surface holding this one turned `quarterTurns` quarter turns clockwise (0…3): every
    /// pixel moved whole, as SDL's renderers turn by multiples of 90°. Needs 4 bytes per pixel.
    ///
    /// - Parameter quarterTurns: Clockwise quarter turns; only the count modulo 4 matters.
    /// - Returns: The turned copy (width and height swapped for an odd count), with this surface's
    ///   format and blend mode.
    /// - Throws: `SDLError.sdl` when the surface is not 32-bit or cannot be allocated or locked.
    public func turned(quarterTurns: Int) throws -> SDLSurface {
        let k = quarterTurns & 3
        let src = pointer.pointee, w = Int(src.w), h = Int(src.h)
        guard src.format.pointee.BytesPerPixel == 4 else {
            throw SDLError.sdl("cannot turn a surface that is not 32-bit")
        }
        let (tw, th) = k % 2 == 1 ? (h, w) : (w, h)
        guard let d = SDL_CreateRGBSurfaceWithFormat(0, Int32(tw), Int32(th), 32, src.format.pointee.format) else {
            throw SDLError.sdl("cannot create a \(tw)x\(th) surface")
        }
        let result = SDLSurface(owning: d)
        SDL_SetSurfaceBlendMode(
            d,
            {
                var m = SDL_BLENDMODE_NONE; SDL_GetSurfaceBlendMode(pointer, &m); return m
            }())
        // Locked first: the pixel pointer is only valid while the surface is locked.
        if SDL_LockSurface(pointer) != 0 { throw SDLError.sdl("cannot lock a surface") }
        defer { SDL_UnlockSurface(pointer) }
        guard w > 0, h > 0, let sp = pointer.pointee.pixels, let dp = d.pointee.pixels else { return result }
        let sPitch = Int(src.pitch), dPitch = Int(d.pointee.pitch)
        for y in 0..<h {
            let row = (sp + y * sPitch).assumingMemoryBound(to: UInt32.self)
            for x in 0..<w {
                let (nx, ny): (Int, Int)
                switch k {
                case 1: (nx, ny) = (h - 1 - y, x)
                case 2: (nx, ny) = (w - 1 - x, h - 1 - y)
                case 3: (nx, ny) = (y, w - 1 - x)
                default: (nx, ny) = (x, y)
                }
                (dp + ny * dPitch).assumingMemoryBound(to: UInt32.self)[nx] = row[x]
            }
        }
        return result
    }

    /// True when `other` has this surface's size, format and pixels (compared row by row, padding
    /// ignored), without copying them out.
    ///
    /// - Parameter other: The surface to compare with.
    /// - Returns: Whether size, pixel format and every pixel match.
    public func hasSamePixels(as other: SDLSurface) -> Bool {
        let a = pointer.pointee, b = other.pointer.pointee
        guard a.w == b.w, a.h == b.h, a.format.pointee.format == b.format.pointee.format else { return false }
        let rowBytes = Int(a.w) * Int(a.format.pointee.BytesPerPixel)
        guard rowBytes > 0, a.h > 0, let pa = a.pixels, let pb = b.pixels else { return true }
        for y in 0..<Int(a.h) where memcmp(pa + y * Int(a.pitch), pb + y * Int(b.pitch), rowBytes) != 0 { return false }
        return true
    }

    /// A copy of the pixels as straight-alpha RGBA, converting the format when needed.
    ///
    /// - Returns: The pixels as a bitmap of the surface's size.
    /// - Throws: `SDLError.sdl` when the surface cannot be converted to RGBA32 or locked.
    public func toBitmap() throws -> Bitmap { try SDLSurface.bitmap(of: pointer) }

    /// Copies any SDL surface (not owned) into a straight-alpha RGBA bitmap.
    static func bitmap(of surface: UnsafeMutablePointer<SDL_Surface>) throws -> Bitmap {
        let width = Int(surface.pointee.w), height = Int(surface.pointee.h)
        if surface.pointee.format.pointee.format != SDL_PIXELFORMAT_RGBA32.rawValue {
            guard let converted = SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_RGBA32.rawValue, 0) else {
                throw SDLError.sdl("cannot convert a \(width)x\(height) surface to RGBA32")
            }
            defer { SDL_FreeSurface(converted) }
            return try bitmap(of: converted)
        }
        var bitmap = Bitmap(width: width, height: height)
        let rowBytes = width * 4, pitch = Int(surface.pointee.pitch)
        guard rowBytes > 0, height > 0 else { return bitmap }
        if SDL_LockSurface(surface) != 0 { throw SDLError.sdl("cannot lock a surface") }
        defer { SDL_UnlockSurface(surface) }
        guard let base = surface.pointee.pixels else { return bitmap }
        let src = UnsafeRawPointer(base).assumingMemoryBound(to: UInt8.self)
        bitmap.pixels.withUnsafeMutableBufferPointer { dst in
            for y in 0..<height {
                (dst.baseAddress! + y * rowBytes).update(from: src + y * pitch, count: rowBytes)
            }
        }
        return bitmap
    }
}
