import RefreshCore

/// Puts an animated PNG (APNG) together from one PNG file per frame: the first frame's image
/// data stays the default image (what a viewer without APNG support shows), every later frame's
/// becomes `fdAT` chunks, and `acTL` and one `fcTL` per frame say how many frames there are,
/// where each one goes and how long it shows. Lossless, true colour and alpha: the APNG holds
/// exactly the pixels of the PNGs it was made from.
///
/// Frames are painted over what the frame before left (dispose "none", blend "source"), so a
/// later frame can be a PNG of just the box that changed.
package enum APNGAssembler {
    /// One frame: a whole PNG file, where its top left corner goes on the canvas, and its delay
    /// as a fraction of a second.
    package struct Frame: Sendable {
        package var png: [UInt8]
        package var x: Int
        package var y: Int
        package var delayNumerator: UInt16
        package var delayDenominator: UInt16

        package init(png: [UInt8], x: Int = 0, y: Int = 0, delayNumerator: UInt16, delayDenominator: UInt16) {
            self.png = png
            self.x = x
            self.y = y
            self.delayNumerator = delayNumerator
            self.delayDenominator = delayDenominator
        }
    }

    /// Why frames cannot become an APNG, in words.
    package struct AssemblyError: RefreshError, Equatable {
        package let problem: String
        package var subject: String { "cannot assemble APNG" }
    }

    /// The APNG bytes for `frames`: the first one is the whole canvas, the others lie within it
    /// and share its bit depth and colour type. `loopCount` 0 loops forever.
    package static func assemble(_ frames: [Frame], loopCount: Int = 0) throws -> [UInt8] {
        guard !frames.isEmpty else { throw AssemblyError(problem: "no frames") }
        var out = PNGChunks.signature
        var sequence: UInt32 = 0
        var canvas = (width: 0, height: 0), format: ArraySlice<UInt8> = []
        for (n, frame) in frames.enumerated() {
            let chunks: [PNGChunks.Chunk]
            do {
                chunks = try PNGChunks.read(frame.png)
            } catch {
                throw AssemblyError(problem: "frame \(n) is not a PNG: \(error)")
            }
            guard let header = chunks.first, header.type == "IHDR", header.data.count == 13 else {
                throw AssemblyError(problem: "frame \(n) has no IHDR chunk first")
            }
            let width = Int(PNGChunks.be32(header.data, at: 0)), height = Int(PNGChunks.be32(header.data, at: 4))
            if n == 0 {
                canvas = (width, height)
                format = header.data[8...]
                out += PNGChunks.bytes(of: header)
                let control = PNGChunks.be32Bytes(UInt32(frames.count)) + PNGChunks.be32Bytes(UInt32(max(0, loopCount)))
                out += PNGChunks.bytes(of: .init(type: "acTL", data: control))
                // What SDL_image writes between IHDR and IDAT (gamma, colour space) stays with the image.
                for chunk in chunks.dropFirst() where !["IDAT", "IEND", "acTL", "fcTL", "fdAT"].contains(chunk.type) {
                    out += PNGChunks.bytes(of: chunk)
                }
            } else if header.data[8...] != format {
                throw AssemblyError(problem: "frame \(n) has another bit depth or colour type than frame 0")
            }
            guard frame.x >= 0, frame.y >= 0, frame.x + width <= canvas.width, frame.y + height <= canvas.height,
                n > 0 || (frame.x == 0 && frame.y == 0 && width == canvas.width && height == canvas.height)
            else {
                throw AssemblyError(
                    problem: "frame \(n) (\(width)x\(height) at \(frame.x),\(frame.y)) does not lie within "
                        + "the \(canvas.width)x\(canvas.height) canvas")
            }
            var control = PNGChunks.be32Bytes(sequence)
            control += PNGChunks.be32Bytes(UInt32(width)) + PNGChunks.be32Bytes(UInt32(height))
            control += PNGChunks.be32Bytes(UInt32(frame.x)) + PNGChunks.be32Bytes(UInt32(frame.y))
            control += [UInt8(frame.delayNumerator >> 8), UInt8(frame.delayNumerator & 0xFF)]
            control += [UInt8(frame.delayDenominator >> 8), UInt8(frame.delayDenominator & 0xFF)]
            control += [0, 0]   // dispose: none; blend: source
            out += PNGChunks.bytes(of: .init(type: "fcTL", data: control))
            sequence += 1
            for chunk in chunks where chunk.type == "IDAT" {
                if n == 0 {
                    out += PNGChunks.bytes(of: chunk)
                } else {
                    out += PNGChunks.bytes(of: .init(type: "fdAT", data: PNGChunks.be32Bytes(sequence) + chunk.data))
                    sequence += 1
                }
            }
        }
        out += PNGChunks.bytes(of: .init(type: "IEND", data: []))
        return out
    }
}
