import RefreshCore

/// What an image file's header says before anything is decoded: the format and the pixel size
/// (PNG's `IHDR`; a GIF's logical screen, the largest of its images and how many frames it has),
/// so a loader can refuse a file that would decode to gigabytes before SDL_image allocates them.
package struct ImageHeader: Equatable, Sendable {
    /// The file formats the header reader knows.
    package enum Format: String, Sendable {
        case png = "PNG"
        case gif = "GIF"
    }

    /// Why bytes are not a usable image header, in words.
    package struct Problem: RefreshError, Equatable {
        /// What is wrong, in words that follow "the file ".
        package let problem: String
        package var subject: String { "" }
    }

    /// The file's format, from its signature.
    package let format: Format
    /// The picture's size in pixels (a GIF's logical screen: what every decoded frame measures).
    package let width: Int, height: Int
    /// The largest side of any image inside the file (a GIF's frames may be larger than its
    /// screen; SDL_image decodes each at its own size first). Equal to the picture's for a PNG.
    package let largestSide: Int
    /// Frames in the file: 1 for a PNG, the image descriptors of a GIF.
    package let frameCount: Int

    /// The header of PNG or GIF `bytes`; throws `Problem` for anything else or a truncated header.
    package static func read(_ bytes: [UInt8]) throws -> ImageHeader {
        if bytes.starts(with: pngSignature) { return try png(bytes) }
        if isGIF(bytes) { return try gif(bytes) }
        throw Problem(problem: "is neither a PNG nor a GIF (its first bytes are not a PNG or GIF signature)")
    }

    /// The header as the decoder registry tells it (`ImageInfo`).
    package var info: ImageInfo {
        ImageInfo(
            format: format.rawValue, width: width, height: height, largestSide: largestSide, frameCount: frameCount)
    }

    /// Whether `bytes` start with a GIF signature (`GIF87a` or `GIF89a`).
    package static func isGIF(_ bytes: [UInt8]) -> Bool {
        bytes.starts(with: Array("GIF87a".utf8)) || bytes.starts(with: Array("GIF89a".utf8))
    }

    /// The eight bytes every PNG file starts with.
    package static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// PNG: the signature, then the `IHDR` chunk (length 13) with big-endian width and height.
    /// Every chunk up to `IEND` must fit in the bytes: SDL_image 2.6 ignores short reads, so libpng
    /// went on reading chunk lengths from stale buffers past the end of the data, for minutes
    /// (`make fuzz`, fuzz-image: a chunk declaring 134 MB, a file cut inside a chunk header).
    private static func png(_ b: [UInt8]) throws -> ImageHeader {
        guard b.count >= 24, Array(b[12..<16]) == Array("IHDR".utf8) else {
            throw Problem(problem: "is a truncated PNG: it has no IHDR header chunk")
        }
        func be32(_ i: Int) -> Int { Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3]) }
        let width = be32(16), height = be32(20)
        guard width > 0, height > 0 else { throw Problem(problem: "is a PNG of \(width)x\(height) pixels (no pixels)") }
        var i = 8, ended = false
        while !ended, i + 8 <= b.count {
            let length = be32(i)
            let type = String(
                decoding: b[i + 4..<i + 8].map { (0x21...0x7E).contains($0) ? $0 : UInt8(ascii: "?") }, as: UTF8.self)
            guard length <= b.count - i - 12 else {
                throw Problem(
                    problem: "is a corrupt PNG: its '\(type)' chunk at byte \(i) declares \(length) bytes, "
                        + "past the end of the file (\(b.count) bytes)")
            }
            i += 12 + length
            ended = type == "IEND"
        }
        guard ended else {
            throw Problem(problem: "is a truncated PNG: it ends at byte \(b.count) before its IEND chunk")
        }
        return ImageHeader(format: .png, width: width, height: height, largestSide: max(width, height), frameCount: 1)
    }

    /// GIF: the logical screen descriptor, then the blocks walked without decoding any pixels:
    /// each image descriptor counts a frame (its size is noted), extensions and image data are
    /// skipped by their sub-block lengths. A stream that ends early keeps the frames found so far
    /// (SDL_image decodes those too).
    private static func gif(_ b: [UInt8]) throws -> ImageHeader {
        guard b.count >= 13 else { throw Problem(problem: "is a truncated GIF: it has no logical screen descriptor") }
        func le16(_ i: Int) -> Int { Int(b[i]) | Int(b[i + 1]) << 8 }
        let width = le16(6), height = le16(8)
        var largest = max(width, height)
        var i = 13
        if b[10] & 0x80 != 0 { i += 3 << (Int(b[10] & 0x07) + 1) }   // global colour table
        var frames = 0
        /// Skips a chain of data sub-blocks; false when the data ends first.
        func skipSubBlocks() -> Bool {
            while i < b.count {
                let n = Int(b[i])
                i += 1 + n
                if n == 0 { return i <= b.count }
            }
            return false
        }
        walk: while i < b.count {
            switch b[i] {
            case 0x2C:   // image descriptor
                guard i + 10 <= b.count else { break walk }
                largest = max(largest, le16(i + 5), le16(i + 7))
                frames += 1
                let packed = b[i + 9]
                i += 10
                if packed & 0x80 != 0 { i += 3 << (Int(packed & 0x07) + 1) }   // local colour table
                i += 1   // LZW minimum code size
                guard skipSubBlocks() else { break walk }
            case 0x21:   // extension: label, then sub-blocks
                i += 2
                guard skipSubBlocks() else { break walk }
            case 0x3B:   // trailer
                break walk
            default:
                // Garbage where a block should start: decoders stop here too. Before any frame the
                // file is no GIF at all.
                if frames == 0 {
                    throw Problem(
                        problem:
                            "is not a valid GIF: byte 0x\(String(b[i], radix: 16, uppercase: true)) at offset \(i) starts no GIF block"
                    )
                }
                break walk
            }
        }
        guard width > 0, height > 0 else { throw Problem(problem: "is a GIF of \(width)x\(height) pixels (no pixels)") }
        return ImageHeader(format: .gif, width: width, height: height, largestSide: largest, frameCount: frames)
    }
}
