import RefreshCore

/// An APNG file taken apart: its canvas, the chunks every frame shares, and each frame's control
/// (`fcTL`) and compressed data (`IDAT` for a default image that is frame 1, `fdAT` otherwise),
/// checked against the APNG specification.
struct APNGStructure {
    /// What is wrong with the file, in words (the decoder says which file and format).
    struct Problem: RefreshError {
        let problem: String
        var subject: String { "" }
    }

    /// A frame's `fcTL`: its region on the canvas, its delay and its dispose and blend operations.
    struct FrameControl {
        var width: Int, height: Int, x: Int, y: Int
        var delayNumerator: Int, delayDenominator: Int
        /// `dispose_op`: 0 none, 1 background, 2 previous.
        var dispose: UInt8
        /// `blend_op`: 0 source, 1 over.
        var blend: UInt8

        /// The delay in whole milliseconds (a denominator of 0 means hundredths of a second).
        var delayMilliseconds: Int {
            let denominator = delayDenominator == 0 ? 100 : delayDenominator
            return (delayNumerator * 1000 + denominator / 2) / denominator
        }
    }

    /// One frame: its control and its compressed pixel data.
    struct Frame {
        var control: FrameControl
        var data: [UInt8] = []
    }

    /// The canvas's size (the `IHDR`).
    let width: Int, height: Int
    /// The `IHDR` fields after the size: bit depth, colour type, compression, filter, interlace.
    let format: [UInt8]
    /// The chunks before the first `IDAT` every frame's PNG needs (palette, transparency, gamma, …).
    let shared: [PNGChunks.Chunk]
    /// The frames in playing order.
    let frames: [Frame]

    /// What the file holds, for the decoder registry.
    var info: ImageInfo {
        ImageInfo(
            format: "APNG", width: width, height: height, largestSide: max(width, height), frameCount: frames.count)
    }

    /// Takes `bytes` apart; throws `Problem` for anything the specification does not allow.
    init(_ bytes: [UInt8]) throws {
        let chunks: [PNGChunks.Chunk]
        do {
            chunks = try PNGChunks.read(bytes)
        } catch let error as PNGChunks.ReadError {
            throw Problem(problem: error.problem)
        }
        guard let header = chunks.first, header.type == "IHDR", header.data.count == 13 else {
            throw Problem(problem: "it has no IHDR chunk first")
        }
        guard chunks.last?.type == "IEND" else { throw Problem(problem: "it ends before its IEND chunk (truncated)") }
        width = Int(PNGChunks.be32(header.data, at: 0))
        height = Int(PNGChunks.be32(header.data, at: 4))
        guard width > 0, height > 0 else { throw Problem(problem: "its canvas is \(width)x\(height) px (no pixels)") }
        format = Array(header.data[8...])
        var declared: Int?
        var shared: [PNGChunks.Chunk] = []
        var frames: [Frame] = []
        var sequence: UInt32 = 0
        var seenIDAT = false, defaultIsFrame = false
        for chunk in chunks.dropFirst() {
            switch chunk.type {
            case "acTL":
                guard !seenIDAT, declared == nil, chunk.data.count == 8 else {
                    throw Problem(problem: "its acTL chunk is misplaced, repeated or not 8 bytes")
                }
                declared = Int(PNGChunks.be32(chunk.data, at: 0))
                guard declared! > 0 else { throw Problem(problem: "its acTL declares 0 frames") }
            case "fcTL":
                try Self.checkSequence(chunk, &sequence)
                guard chunk.data.count == 26 else { throw Problem(problem: "fcTL \(frames.count + 1) is not 26 bytes") }
                let control = try Self.control(chunk.data, number: frames.count + 1, width: width, height: height)
                if !seenIDAT {
                    guard frames.isEmpty, control.x == 0, control.y == 0, control.width == width,
                        control.height == height
                    else { throw Problem(problem: "the fcTL of the default image does not cover the whole canvas") }
                    defaultIsFrame = true
                }
                frames.append(Frame(control: control))
            case "IDAT":
                seenIDAT = true
                if defaultIsFrame, frames.count == 1 { frames[0].data += chunk.data }
            case "fdAT":
                try Self.checkSequence(chunk, &sequence)
                guard seenIDAT, !frames.isEmpty, !(defaultIsFrame && frames.count == 1) else {
                    throw Problem(problem: "an fdAT chunk comes before its frame's fcTL")
                }
                frames[frames.count - 1].data += chunk.data.dropFirst(4)
            case "IEND":
                break
            default:
                if !seenIDAT { shared.append(chunk) }
            }
        }
        guard let declared else { throw Problem(problem: "it has no acTL chunk before its image data") }
        guard seenIDAT else { throw Problem(problem: "it has no IDAT chunk") }
        guard frames.count == declared else {
            throw Problem(problem: "its acTL declares \(declared) frames but it has \(frames.count) fcTL chunks")
        }
        if let empty = frames.firstIndex(where: { $0.data.isEmpty }) {
            throw Problem(problem: "frame \(empty + 1) of \(frames.count) has no image data")
        }
        self.shared = shared
        self.frames = frames
    }

    /// Checks that the file stays within `limits` before any frame is decoded.
    func check(_ limits: ImageDecodeLimits) throws {
        guard width <= limits.side, height <= limits.side else {
            throw ImageDecodeError(
                kind: .tooLarge, problem: "a \(width)x\(height) px APNG; a side may be at most \(limits.side) px")
        }
        guard frames.count <= limits.frames else {
            throw ImageDecodeError(
                kind: .tooLarge, problem: "an APNG of \(frames.count) frames; at most \(limits.frames) are allowed")
        }
        let bytes = width * height * 4 * frames.count
        guard bytes <= limits.decodedBytes else {
            throw ImageDecodeError(
                kind: .tooLarge,
                problem: "an APNG whose frames decode to \(bytes) bytes; at most \(limits.decodedBytes) are allowed")
        }
    }

    /// `frame`'s data as a PNG file of its own: the `IHDR` sized to the frame, the shared chunks,
    /// one `IDAT` and `IEND`.
    func standalonePNG(of frame: Frame) -> [UInt8] {
        let size = PNGChunks.be32Bytes(UInt32(frame.control.width)) + PNGChunks.be32Bytes(UInt32(frame.control.height))
        var png = PNGChunks.signature + PNGChunks.bytes(of: .init(type: "IHDR", data: size + format))
        for chunk in shared { png += PNGChunks.bytes(of: chunk) }
        png += PNGChunks.bytes(of: .init(type: "IDAT", data: frame.data))
        return png + PNGChunks.bytes(of: .init(type: "IEND", data: []))
    }

    /// Checks the chunk's sequence number (`fcTL` and `fdAT` count together from 0) and moves on.
    private static func checkSequence(_ chunk: PNGChunks.Chunk, _ expected: inout UInt32) throws {
        guard chunk.data.count >= 4 else { throw Problem(problem: "an \(chunk.type) chunk has no sequence number") }
        let number = PNGChunks.be32(chunk.data, at: 0)
        guard number == expected else {
            throw Problem(
                problem: "an \(chunk.type) chunk has sequence number \(number) where \(expected) was expected")
        }
        expected += 1
    }

    /// The `fcTL` of frame `number`, checked to lie within the canvas with known operations.
    private static func control(_ d: [UInt8], number: Int, width: Int, height: Int) throws -> FrameControl {
        func be16(_ i: Int) -> Int { Int(d[i]) << 8 | Int(d[i + 1]) }
        let c = FrameControl(
            width: Int(PNGChunks.be32(d, at: 4)), height: Int(PNGChunks.be32(d, at: 8)),
            x: Int(PNGChunks.be32(d, at: 12)), y: Int(PNGChunks.be32(d, at: 16)),
            delayNumerator: be16(20), delayDenominator: be16(22), dispose: d[24], blend: d[25])
        guard c.width > 0, c.height > 0, c.x + c.width <= width, c.y + c.height <= height else {
            throw Problem(
                problem: "frame \(number) (\(c.width)x\(c.height) at \(c.x),\(c.y)) does not lie within the "
                    + "\(width)x\(height) canvas")
        }
        guard c.dispose <= 2 else { throw Problem(problem: "frame \(number) has the unknown dispose_op \(c.dispose)") }
        guard c.blend <= 1 else { throw Problem(problem: "frame \(number) has the unknown blend_op \(c.blend)") }
        return c
    }
}
