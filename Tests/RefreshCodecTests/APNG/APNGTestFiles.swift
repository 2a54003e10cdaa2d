import RefreshCore

@testable import RefreshCodec

/// A still "PNG" decoder for the codec's tests, which have no SDL_image: a file's `IDAT` data is
/// taken as raw RGBA bytes of its `IHDR` size. It counts the frames it is asked to decode.
nonisolated final class RawStillDecoder: ImageDecoder, @unchecked Sendable {
    /// Frames decoded so far.
    var opened = 0

    var format: String { "PNG" }
    var isAnimated: Bool { false }

    func recognizes(_ bytes: [UInt8]) -> Bool { bytes.starts(with: PNGChunks.signature) }

    func info(_ bytes: [UInt8]) throws -> ImageInfo {
        let chunks = try PNGChunks.read(bytes)
        let w = Int(PNGChunks.be32(chunks[0].data, at: 0)), h = Int(PNGChunks.be32(chunks[0].data, at: 4))
        return ImageInfo(format: format, width: w, height: h, largestSide: max(w, h), frameCount: 1)
    }

    func open(_ bytes: [UInt8], limits: ImageDecodeLimits) throws -> any ImageFrames {
        opened += 1
        let info = try self.info(bytes)
        let data = try PNGChunks.read(bytes).filter { $0.type == "IDAT" }.flatMap(\.data)
        guard let bitmap = Bitmap(width: info.width, height: info.height, pixels: data) else {
            throw ImageDecodeError(kind: .malformed, problem: "\(data.count) bytes for \(info.width)x\(info.height)")
        }
        return DecodedFrames(info: info, frames: [DecodedFrame(bitmap: bitmap, delayMilliseconds: 0)])
    }
}

/// Builds APNG files chunk by chunk, with raw RGBA as each frame's "compressed" data (for
/// `RawStillDecoder`).
nonisolated struct APNGTestFile {
    /// One frame: its `fcTL` fields and its pixels.
    struct Frame {
        var width: Int, height: Int, x = 0, y = 0
        var delay: (numerator: UInt16, denominator: UInt16) = (1, 10)
        var dispose: UInt8 = 0, blend: UInt8 = 0
        var pixels: [Color]
    }

    var width: Int, height: Int
    var frames: [Frame]
    /// Whether the default image (`IDAT`) is frame 1; otherwise it is a separate picture.
    var defaultIsFrame = true
    /// The frame count `acTL` declares; the number of frames by default.
    var declared: Int?

    /// The chunks of the file, in order, for tests that break one.
    var chunks: [PNGChunks.Chunk] {
        var out: [PNGChunks.Chunk] = [
            .init(
                type: "IHDR",
                data: PNGChunks.be32Bytes(UInt32(width)) + PNGChunks.be32Bytes(UInt32(height)) + [8, 6, 0, 0, 0]),
            .init(type: "acTL", data: PNGChunks.be32Bytes(UInt32(declared ?? frames.count)) + PNGChunks.be32Bytes(0)),
        ]
        var sequence: UInt32 = 0
        if !defaultIsFrame {
            out.append(.init(type: "IDAT", data: Self.raw(Array(repeating: .white, count: width * height))))
        }
        for (n, f) in frames.enumerated() {
            var control = PNGChunks.be32Bytes(sequence)
            for v in [f.width, f.height, f.x, f.y] { control += PNGChunks.be32Bytes(UInt32(v)) }
            control += [UInt8(f.delay.numerator >> 8), UInt8(f.delay.numerator & 0xFF)]
            control += [UInt8(f.delay.denominator >> 8), UInt8(f.delay.denominator & 0xFF), f.dispose, f.blend]
            out.append(.init(type: "fcTL", data: control))
            sequence += 1
            if n == 0 && defaultIsFrame {
                out.append(.init(type: "IDAT", data: Self.raw(f.pixels)))
            } else {
                out.append(.init(type: "fdAT", data: PNGChunks.be32Bytes(sequence) + Self.raw(f.pixels)))
                sequence += 1
            }
        }
        out.append(.init(type: "IEND", data: []))
        return out
    }

    /// The whole file.
    var bytes: [UInt8] { Self.file(chunks) }

    /// A PNG file of `chunks`.
    static func file(_ chunks: [PNGChunks.Chunk]) -> [UInt8] {
        chunks.reduce(PNGChunks.signature) { $0 + PNGChunks.bytes(of: $1) }
    }

    static func raw(_ colors: [Color]) -> [UInt8] { colors.flatMap { [$0.r, $0.g, $0.b, $0.a] } }
}
