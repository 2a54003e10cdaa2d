import CSDL2
import CSDL2Image
import Foundation
import RefreshCodec
import RefreshCore

/// Image files through SDL_image: PNG decode/encode and the frames of animated files.
/// Every error names the file (or the `name` given for in-memory data). Files are read through the
/// core's size-capped reader (regular files of at most `maximumFileBytes`); a PNG's or GIF's header
/// is checked (`ImageHeader`) before SDL_image decodes anything, and animated formats (GIF, APNG)
/// are decoded by the decoders registered for them (`ImageDecoderRegistry.sdl`).
public enum SDLImage {
    /// Bytes of an image file `loadBitmap(path:)` and `loadAnimation(path:)` read at most; a larger
    /// file is refused before it is read.
    public static let maximumFileBytes = 64 * 1024 * 1024

    /// Decodes PNG bytes; `name` is used in error messages.
    ///
    /// - Parameters:
    ///   - data: The bytes of a PNG file.
    ///   - name: The file name or label that error messages name.
    /// - Returns: The decoded image, 4 bytes (RGBA) per pixel.
    /// - Throws: `SDLError.image` when `data` is empty, is not a whole PNG (signature, chunks up to
    ///   `IEND`), has a side over `SDLSurface.maximumSide` pixels or SDL_image cannot decode it.
    public static func decodePNG(data: [UInt8], name: String) throws -> Bitmap {
        let operation = "cannot decode PNG \(EchoedText.path(name))"
        let format = try checkHeader(of: data, operation: operation)
        if format != .png {
            throw SDLError.image(operation: operation, message: "it is a \(format.rawValue), not a PNG")
        }
        return try decode(data: data, operation: operation) { IMG_LoadPNG_RW($0) }
    }

    /// Decodes bytes of any format SDL_image knows (PNG, GIF's first frame, JPEG, ...).
    ///
    /// - Parameters:
    ///   - data: The bytes of an image file.
    ///   - name: The file name or label that error messages name.
    /// - Returns: The decoded image (the first frame of an animation), 4 bytes (RGBA) per pixel.
    /// - Throws: `SDLError.image` when `data` is empty, is a PNG or GIF whose header is broken or has
    ///   a side over `SDLSurface.maximumSide` pixels, or cannot be decoded.
    public static func decode(data: [UInt8], name: String) throws -> Bitmap {
        let operation = "cannot decode image \(EchoedText.path(name))"
        if data.starts(with: ImageHeader.pngSignature) || data.starts(with: Array("GIF".utf8)) {
            if try checkHeader(of: data, operation: operation) == .gif {
                return try registeredFrames(GIFImageDecoder(), data, operation: operation)[0].bitmap
            }
        }
        return try decode(data: data, operation: operation) { IMG_Load_RW($0, 0) }
    }

    /// Reads and decodes an image file (PNG when the name ends in .png).
    ///
    /// - Parameter path: The image file's path.
    /// - Returns: The decoded image, 4 bytes (RGBA) per pixel.
    /// - Throws: `SDLError.fileNotFound` when there is no file at `path`, `SDLError.sdl` naming the
    ///   file when it is not a regular file, is larger than `maximumFileBytes` or cannot be read,
    ///   `SDLError.image` when it cannot be decoded.
    public static func loadBitmap(path: String) throws -> Bitmap {
        let data = try readFile(path, operation: "cannot load image \(EchoedText.path(path))")
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

    /// All frames of an animated image file (GIF, APNG), composed to full size, with their delays.
    /// Decodes whatever the file holds: an animation folder's GIFs go through `FrameDecoder`, which
    /// checks `AnimationLimits` first.
    ///
    /// - Parameter path: The animation file's path.
    /// - Returns: Every frame with its delay in milliseconds (never negative), in playing order.
    /// - Throws: `SDLError.fileNotFound` when there is no file at `path`, `SDLError.sdl` naming the
    ///   file when it is not a regular file, is larger than `maximumFileBytes` or cannot be read,
    ///   `SDLError.image` when it cannot be decoded or has no frames.
    public static func loadAnimation(path: String) throws -> [(bitmap: Bitmap, delayMilliseconds: Int)] {
        let data = try readFile(path, operation: "cannot load animation \(EchoedText.path(path))")
        return try loadAnimation(data: data, name: path)
    }

    /// All frames of an animated image (GIF, APNG) held in memory, composed to full size, with their
    /// delays; `name` is used in error messages. An animated format with a registered decoder is
    /// decoded by it (SDL_image 2.6's GIF decoder writes out of bounds on some corrupt data, and it
    /// reads no APNG), other formats by SDL_image.
    ///
    /// - Parameters:
    ///   - data: The bytes of an animation file.
    ///   - name: The file name or label that error messages name.
    /// - Returns: Every frame with its delay in milliseconds (never negative), in playing order.
    /// - Throws: `SDLError.image` when `data` is empty, cannot be decoded or has no frames.
    public static func loadAnimation(data: [UInt8], name: String) throws -> [(bitmap: Bitmap, delayMilliseconds: Int)] {
        if let codec = ImageDecoderRegistry.sdl.decoder(for: data), codec.isAnimated {
            return try registeredFrames(codec, data, operation: "cannot decode animation \(EchoedText.path(name))")
        }
        return try sdlAnimation(data: data, name: name)
    }

    /// Every frame `codec` decodes from `data`; at least one.
    private static func registeredFrames(_ codec: any ImageDecoder, _ data: [UInt8], operation: String) throws -> [(
        bitmap: Bitmap, delayMilliseconds: Int
    )] {
        let opened: any ImageFrames
        do {
            opened = try codec.open(data, limits: .generous)
        } catch let error as ImageDecodeError {
            throw SDLError.image(operation: operation, message: error.problem)
        }
        if opened.count == 0 { throw SDLError.image(operation: operation, message: "it has no frames") }
        return (0..<opened.count).map { (opened.frame($0).bitmap, opened.frame($0).delayMilliseconds) }
    }

    /// The format of a PNG's or GIF's bytes, once their header shows they are whole (a PNG's chunks
    /// up to `IEND`: libpng reads past broken ones) and no side passes `SDLSurface.maximumSide`.
    private static func checkHeader(of data: [UInt8], operation: String) throws -> ImageHeader.Format {
        if data.isEmpty { throw SDLError.image(operation: operation, message: "the data is empty") }
        let header: ImageHeader
        do {
            header = try ImageHeader.read(data)
        } catch {
            throw SDLError.image(operation: operation, message: "the file \(error)")
        }
        guard header.largestSide <= SDLSurface.maximumSide else {
            throw SDLError.image(
                operation: operation,
                message: "it is \(header.width)x\(header.height) px (its largest side \(header.largestSide) px); "
                    + "a side may be at most \(SDLSurface.maximumSide) px")
        }
        return header.format
    }

    /// SDL_image's own animation decoder (`IMG_LoadAnimation_RW`): for formats no registered decoder
    /// animates, and for tests comparing `GIFDecoder` with it on valid files.
    static func sdlAnimation(data: [UInt8], name: String) throws -> [(bitmap: Bitmap, delayMilliseconds: Int)] {
        let operation = "cannot decode animation \(EchoedText.path(name))"
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
        data: [UInt8], operation: String,
        load: (UnsafeMutablePointer<SDL_RWops>) -> UnsafeMutablePointer<SDL_Surface>?
    ) throws -> Bitmap {
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

    /// The bytes of the regular file at `path`, at most `maximumFileBytes` of them (`InputFile`).
    private static func readFile(_ path: String, operation: String) throws -> [UInt8] {
        do {
            return try InputFile.read(path, limit: maximumFileBytes)
        } catch InputFile.Problem.missing {
            throw SDLError.fileNotFound(operation: operation, path: path)
        } catch {
            throw SDLError.sdl(operation: operation, message: "\(error)")
        }
    }
}
