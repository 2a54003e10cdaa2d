import CSDL2
import CSDL2Image
import Foundation
import RefreshCore

/// Image files through SDL_image: PNG decode/encode and animated GIF frames.
/// Every error names the file (or the `name` given for in-memory data).
public enum SDLImage {
    /// Decodes PNG bytes; `name` is used in error messages.
    ///
    /// - Parameters:
    ///   - data: The bytes of a PNG file.
    ///   - name: The file name or label that error messages name.
    /// - Returns: The decoded image, 4 bytes (RGBA) per pixel.
    /// - Throws: `SDLError.image` when `data` is empty or is not a PNG SDL_image can decode.
    public static func decodePNG(data: [UInt8], name: String) throws -> Bitmap {
        try decode(data: data, name: name, kind: "PNG") { IMG_LoadPNG_RW($0) }
    }

    /// Decodes bytes of any format SDL_image knows (PNG, GIF's first frame, JPEG, ...).
    ///
    /// - Parameters:
    ///   - data: The bytes of an image file.
    ///   - name: The file name or label that error messages name.
    /// - Returns: The decoded image (the first frame of an animation), 4 bytes (RGBA) per pixel.
    /// - Throws: `SDLError.image` when `data` is empty or SDL_image cannot decode it.
    public static func decode(data: [UInt8], name: String) throws -> Bitmap {
        try decode(data: data, name: name, kind: "image") { IMG_Load_RW($0, 0) }
    }

    /// Reads and decodes an image file (PNG when the name ends in .png).
    ///
    /// - Parameter path: The image file's path.
    /// - Returns: The decoded image, 4 bytes (RGBA) per pixel.
    /// - Throws: `SDLError.fileNotFound` when there is no file at `path`, `SDLError.sdl` when it
    ///   cannot be read, `SDLError.image` when it cannot be decoded.
    public static func loadBitmap(path: String) throws -> Bitmap {
        let data = try readFile(path, operation: "cannot load image '\(path)'")
        return path.lowercased().hasSuffix(".png")
            ? try decodePNG(data: data, name: path)
            : try decode(data: data, name: path)
    }

    /// Encodes `bitmap` as PNG bytes.
    ///
    /// - Parameter bitmap: The image to encode.
    /// - Returns: The bytes of a PNG file.
    /// - Throws: `SDLError` when SDL_image cannot start, the bitmap cannot become a surface or
    ///   the PNG cannot be written.
    public static func encodePNG(_ bitmap: Bitmap) throws -> [UInt8] {
        try SDLRuntime.initImage()
        let surface = try SDLSurface(bitmap: bitmap)
        let writer = MemoryWriter()
        let result = try writer.withRWops { IMG_SavePNG_RW(surface.pointer, $0, 0) }
        if result != 0 { throw SDLError.image("cannot encode a \(bitmap.width)x\(bitmap.height) PNG") }
        return writer.bytes
    }

    /// Writes `bitmap` to `path` as PNG, replacing any file there.
    ///
    /// - Parameters:
    ///   - bitmap: The image to write.
    ///   - path: The file to create or replace.
    /// - Throws: `SDLError` when encoding fails, or `SDLError.sdl` naming `path` when the file
    ///   cannot be written.
    public static func writePNG(_ bitmap: Bitmap, to path: String) throws {
        let bytes = try encodePNG(bitmap)
        do {
            try OutputFile.write(bytes, to: path)
        } catch {
            throw SDLError.sdl(operation: "cannot write PNG \(EchoedText.path(path))", message: "\(error)")
        }
    }

    /// All frames of an animated image file (GIF), composed to full size, with their delays.
    /// Decodes whatever the file holds: an animation folder's GIFs go through `FrameDecoder`, which
    /// checks `AnimationLimits` first.
    ///
    /// - Parameter path: The animation file's path.
    /// - Returns: Every frame with its delay in milliseconds (never negative), in playing order.
    /// - Throws: `SDLError.fileNotFound` when there is no file at `path`, `SDLError.sdl` when it
    ///   cannot be read, `SDLError.image` when it cannot be decoded or has no frames.
    public static func loadAnimation(path: String) throws -> [(bitmap: Bitmap, delayMilliseconds: Int)] {
        let data = try readFile(path, operation: "cannot load animation '\(path)'")
        return try loadAnimation(data: data, name: path)
    }

    /// All frames of an animated image (GIF) held in memory, composed to full size, with their
    /// delays; `name` is used in error messages. GIFs are decoded by `GIFDecoder` (SDL_image 2.6's
    /// GIF decoder writes out of bounds on some corrupt data), other formats by SDL_image.
    ///
    /// - Parameters:
    ///   - data: The bytes of an animation file.
    ///   - name: The file name or label that error messages name.
    /// - Returns: Every frame with its delay in milliseconds (never negative), in playing order.
    /// - Throws: `SDLError.image` when `data` is empty, cannot be decoded or has no frames.
    public static func loadAnimation(data: [UInt8], name: String) throws -> [(bitmap: Bitmap, delayMilliseconds: Int)] {
        if data.starts(with: Array("GIF".utf8)) {
            do {
                let frames = try GIFDecoder.decode(data)
                if frames.isEmpty {
                    throw SDLError.image(operation: "cannot decode animation '\(name)'", message: "it has no frames")
                }
                return frames
            } catch let error as GIFDecoder.DecodeError {
                throw SDLError.image(operation: "cannot decode animation '\(name)'", message: error.message)
            }
        }
        return try sdlAnimation(data: data, name: name)
    }

    /// SDL_image's own animation decoder (`IMG_LoadAnimation_RW`): for formats other than GIF, and
    /// for tests comparing `GIFDecoder` with it on valid files.
    static func sdlAnimation(data: [UInt8], name: String) throws -> [(bitmap: Bitmap, delayMilliseconds: Int)] {
        let operation = "cannot decode animation '\(name)'"
        let animation = try withStream(of: data, operation: operation) { IMG_LoadAnimation_RW($0, 0) }
        guard let anim = animation else { throw SDLError.image(operation) }
        defer { IMG_FreeAnimation(anim) }
        var frames: [(bitmap: Bitmap, delayMilliseconds: Int)] = []
        for i in 0..<max(0, Int(anim.pointee.count)) {
            guard let frame = anim.pointee.frames[i] else {
                throw SDLError.image(operation: operation, message: "frame \(i) is missing")
            }
            frames.append((try SDLSurface.bitmap(of: frame), max(0, Int(anim.pointee.delays[i]))))
        }
        return frames
    }

    private static func decode(
        data: [UInt8], name: String, kind: String,
        load: (UnsafeMutablePointer<SDL_RWops>) -> UnsafeMutablePointer<SDL_Surface>?
    ) throws -> Bitmap {
        let operation = "cannot decode \(kind) '\(name)'"
        let surface = try withStream(of: data, operation: operation, load)
        guard let surface else { throw SDLError.image(operation) }
        defer { SDL_FreeSurface(surface) }
        return try SDLSurface.bitmap(of: surface)
    }

    /// Runs `load` on a read-only stream over `data` (closed afterwards), after SDL_image is set
    /// up; empty data is refused before SDL sees it.
    private static func withStream<T>(
        of data: [UInt8], operation: String,
        _ load: (UnsafeMutablePointer<SDL_RWops>) -> T
    ) throws -> T {
        try SDLRuntime.initImage()
        if data.isEmpty { throw SDLError.image(operation: operation, message: "the data is empty") }
        return try data.withUnsafeBytes { buf in
            guard let rw = SDL_RWFromConstMem(buf.baseAddress, Int32(clamping: buf.count)) else {
                throw SDLError.sdl(operation)
            }
            defer { SDL_RWclose(rw) }
            return load(rw)
        }
    }

    private static func readFile(_ path: String, operation: String) throws -> [UInt8] {
        guard FileManager.default.fileExists(atPath: path) else {
            throw SDLError.fileNotFound(operation: operation, path: path)
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw SDLError.sdl(operation: operation, message: "the file cannot be read")
        }
        return [UInt8](data)
    }
}
