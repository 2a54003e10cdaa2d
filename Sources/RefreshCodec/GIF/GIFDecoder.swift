import RefreshCore

/// Decodes an animated GIF (87a or 89a) into full-size frames, in Swift, within limits checked
/// while it decodes, so a file can never make it allocate more than the limits allow.
///
/// Written because SDL_image 2.6's decoder (Debian 12) writes out of bounds on some corrupt LZW data
/// (a one-bit change in `Assets/animations/bounce-dots/dots.gif` crashes it; found by `make fuzz`).
/// It follows what SDL_image and browsers show for valid files: frames composed on the logical
/// screen, transparent where nothing was drawn; disposal 2 clears the previous frame's rectangle
/// to transparent, 3 restores what was under it; a delay under 2 hundredths of a second counts as
/// 100 ms. On corrupt data it keeps what decoded: a code that is not in the table ends that frame's
/// picture (the rest of it stays index 0), bytes that start no block are skipped, a stream that
/// ends early keeps the frames before the end.
package enum GIFDecoder {
    /// Every frame composed to the screen's size, with its delay in milliseconds.
    package static func decode(_ bytes: [UInt8], limits: ImageDecodeLimits = .generous) throws -> [DecodedFrame] {
        var decoder = try Decoder(bytes, limits: limits)
        return try decoder.frames()
    }

    /// One decoding pass over the bytes.
    private struct Decoder {
        let bytes: [UInt8]
        let limits: ImageDecodeLimits
        var i = 0
        let width: Int, height: Int
        var globalTable: [Color] = []
        /// The graphic control extension for the next image.
        var disposal = 0, delay = -1, transparent: Int?

        init(_ bytes: [UInt8], limits: ImageDecodeLimits) throws {
            self.bytes = bytes
            self.limits = limits
            guard bytes.count >= 13,
                bytes.starts(with: Array("GIF87a".utf8)) || bytes.starts(with: Array("GIF89a".utf8))
            else {
                throw ImageDecodeError(kind: .malformed, problem: "not a GIF (no GIF87a or GIF89a header)")
            }
            width = Int(bytes[6]) | Int(bytes[7]) << 8
            height = Int(bytes[8]) | Int(bytes[9]) << 8
            guard width > 0, height > 0 else {
                throw ImageDecodeError(kind: .malformed, problem: "a GIF of \(width)x\(height) pixels (no pixels)")
            }
            guard width <= limits.side, height <= limits.side else {
                throw ImageDecodeError(
                    kind: .tooLarge, problem: "a \(width)x\(height) px GIF; a side may be at most \(limits.side) px")
            }
            i = 13
            if bytes[10] & 0x80 != 0 { globalTable = colorTable(entries: 2 << Int(bytes[10] & 0x07)) }
        }

        mutating func byte() -> UInt8? {
            guard i < bytes.count else { return nil }
            defer { i += 1 }
            return bytes[i]
        }

        mutating func colorTable(entries: Int) -> [Color] {
            var table: [Color] = []
            table.reserveCapacity(entries)
            for _ in 0..<entries {
                guard i + 3 <= bytes.count else { break }
                table.append(Color(r: bytes[i], g: bytes[i + 1], b: bytes[i + 2]))
                i += 3
            }
            return table
        }

        /// The data of a chain of sub-blocks, concatenated; stops at the end of the bytes.
        mutating func subBlocks() -> [UInt8] {
            var data: [UInt8] = []
            while let n = byte(), n > 0 {
                let end = min(bytes.count, i + Int(n))
                data += bytes[i..<end]
                i = end
            }
            return data
        }

        mutating func frames() throws -> [DecodedFrame] {
            var result: [DecodedFrame] = []
            var canvas = Bitmap(width: width, height: height)
            var saved: Bitmap?   // what disposal 3 restores
            var last: (rect: (x: Int, y: Int, w: Int, h: Int), disposal: Int)?
            let frameBytes = width * height * 4
            loop: while let b = byte() {
                switch b {
                case 0x3B:   // trailer
                    break loop
                case 0x21:   // extension
                    guard let label = byte() else { break loop }
                    let data = subBlocks()
                    if label == 0xF9, data.count >= 4 {
                        disposal = Int(data[0] >> 2) & 0x07
                        delay = Int(data[1]) | Int(data[2]) << 8
                        transparent = data[0] & 0x01 != 0 ? Int(data[3]) : nil
                    }
                case 0x2C:   // image descriptor
                    guard i + 9 <= bytes.count else { break loop }
                    let x = Int(bytes[i]) | Int(bytes[i + 1]) << 8, y = Int(bytes[i + 2]) | Int(bytes[i + 3]) << 8
                    let w = Int(bytes[i + 4]) | Int(bytes[i + 5]) << 8, h = Int(bytes[i + 6]) | Int(bytes[i + 7]) << 8
                    let packed = bytes[i + 8]
                    i += 9
                    let table = packed & 0x80 != 0 ? colorTable(entries: 2 << Int(packed & 0x07)) : globalTable
                    guard let minCodeSize = byte() else { break loop }
                    let data = subBlocks()
                    defer { disposal = 0; delay = -1; transparent = nil }
                    guard w > 0, h > 0, minCodeSize <= 11 else { continue }   // no picture: SDL_image skips it too
                    guard w <= limits.side, h <= limits.side else {
                        throw ImageDecodeError(
                            kind: .tooLarge,
                            problem:
                                "frame \(result.count + 1) is a \(w)x\(h) px image; a side may be at most \(limits.side) px"
                        )
                    }
                    guard result.count < limits.frames else {
                        throw ImageDecodeError(kind: .tooLarge, problem: "more than \(limits.frames) frames")
                    }
                    guard (result.count + 1) * frameBytes <= limits.decodedBytes else {
                        throw ImageDecodeError(
                            kind: .tooLarge,
                            problem:
                                "frame \(result.count + 1) would make \((result.count + 1) * frameBytes) bytes of decoded "
                                + "frames; at most \(limits.decodedBytes) are allowed")
                    }
                    let indices = Self.lzw(data, minCodeSize: Int(minCodeSize), pixels: w * h)
                    if let last {
                        if last.disposal == 2 { Self.clear(&canvas, last.rect) }
                        if last.disposal == 3, let saved { Self.restore(&canvas, from: saved, last.rect) }
                    }
                    if disposal == 3 { saved = canvas } else { saved = nil }
                    Self.draw(
                        indices, interlaced: packed & 0x40 != 0, rect: (x, y, w, h), table: table,
                        transparent: transparent, on: &canvas)
                    result.append(DecodedFrame(bitmap: canvas, delayMilliseconds: delay < 2 ? 100 : delay * 10))
                    last = ((x, y, w, h), disposal)
                default:
                    continue   // a byte that starts no block: skipped, as SDL_image does
                }
            }
            return result
        }

        /// The colour indices of one image: `pixels` of them, index 0 where the data ends or breaks.
        static func lzw(_ data: [UInt8], minCodeSize: Int, pixels: Int) -> [UInt8] {
            var out = [UInt8](repeating: 0, count: pixels)
            let clear = 1 << minCodeSize, end = clear + 1
            var prefix = [Int16](repeating: -1, count: 4096)
            var suffix = [UInt8](repeating: 0, count: 4096)
            var first = [UInt8](repeating: 0, count: 4096)
            for c in 0..<clear {   // codes past 255 (a code size of 9…11) keep their low byte, as SDL_image does
                suffix[c] = UInt8(truncatingIfNeeded: c)
                first[c] = suffix[c]
            }
            var codeSize = minCodeSize + 1, next = clear + 2, previous = -1
            var bit = 0, written = 0
            var stack = [UInt8](repeating: 0, count: 4097)
            let totalBits = data.count * 8
            while written < pixels, bit + codeSize <= totalBits {
                var code = 0
                for k in 0..<codeSize where data[(bit + k) >> 3] & (1 << ((bit + k) & 7)) != 0 { code |= 1 << k }
                bit += codeSize
                if code == clear {
                    codeSize = minCodeSize + 1
                    next = clear + 2
                    previous = -1
                    continue
                }
                if code == end { break }
                let known = code < next && (code < clear || code > end)
                // A code not in the table: the picture ends here.
                guard known || (code == next && previous >= 0) else { break }
                if previous < 0 && code >= clear { break }
                // Spell the string for `code` (the previous one plus its own first byte when it is `next`).
                var depth = 0
                var c = known ? code : previous
                if !known { stack[depth] = first[previous]; depth += 1 }
                while c >= 0, depth < stack.count {
                    stack[depth] = suffix[c]
                    depth += 1
                    c = c < clear ? -1 : Int(prefix[c])
                }
                let head = stack[depth - 1]
                while depth > 0, written < pixels {
                    depth -= 1
                    out[written] = stack[depth]
                    written += 1
                }
                if previous >= 0, next < 4096 {
                    prefix[next] = Int16(previous)
                    suffix[next] = head
                    first[next] = first[previous]
                    next += 1
                    if next == 1 << codeSize, codeSize < 12 { codeSize += 1 }
                }
                previous = code
            }
            return out
        }

        /// Draws an image's indices at `rect` (clipped to the canvas); the transparent index leaves
        /// the canvas as it is, an index past the table is white, as SDL_image's default palette.
        static func draw(
            _ indices: [UInt8], interlaced: Bool, rect: (x: Int, y: Int, w: Int, h: Int), table: [Color],
            transparent: Int?, on canvas: inout Bitmap
        ) {
            let rows = interlaced ? interlacedRows(rect.h) : Array(0..<rect.h)
            for (n, row) in rows.enumerated() {
                let y = rect.y + row
                guard y < canvas.height else { continue }
                for col in 0..<rect.w {
                    let x = rect.x + col
                    guard x < canvas.width else { break }
                    let index = Int(indices[n * rect.w + col])
                    if index == transparent { continue }
                    canvas[x, y] = index < table.count ? table[index] : .white
                }
            }
        }

        /// The picture rows in the order an interlaced image stores them.
        static func interlacedRows(_ h: Int) -> [Int] {
            Array(stride(from: 0, to: h, by: 8)) + Array(stride(from: 4, to: h, by: 8))
                + Array(stride(from: 2, to: h, by: 4)) + Array(stride(from: 1, to: h, by: 2))
        }

        static func clear(_ canvas: inout Bitmap, _ r: (x: Int, y: Int, w: Int, h: Int)) {
            for y in stride(from: r.y, to: min(canvas.height, r.y + r.h), by: 1) {
                for x in stride(from: r.x, to: min(canvas.width, r.x + r.w), by: 1) {
                    canvas[x, y] = Color(r: 0, g: 0, b: 0, a: 0)
                }
            }
        }

        static func restore(_ canvas: inout Bitmap, from saved: Bitmap, _ r: (x: Int, y: Int, w: Int, h: Int)) {
            for y in stride(from: r.y, to: min(canvas.height, r.y + r.h), by: 1) {
                for x in stride(from: r.x, to: min(canvas.width, r.x + r.w), by: 1) { canvas[x, y] = saved[x, y] }
            }
        }
    }
}
