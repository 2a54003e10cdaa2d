import RefreshCore

/// Encodes bitmaps as an animated GIF (GIF89a) that `GIFDecoder`, SDL_image (`IMG_LoadAnimation`)
/// and browsers read back: `refresh-assets` writes the animations' GIFs with it, the tests their fixtures.
///
/// - Every frame covers the whole canvas and is disposed to transparent before the next one
///   (disposal method 2), so frames never show through each other (unless `paintsChangesOnly`).
/// - Transparency is 1-bit: pixels with alpha < 128 become the transparent index 0; the others keep
///   their RGB at full opacity (GIF has no partial alpha, so anti-aliased edges become hard).
/// - One global palette when every frame's colours together fit in 255 entries, else a local
///   palette per frame, reduced by median cut when a frame has more than 255 colours.
/// - A NETSCAPE2.0 extension makes it loop (`loopCount` 0 = forever).
/// - With `paintsChangesOnly` (for opaque frames, such as captures of a window) a frame after the
///   first holds only the box where it differs from the frame before, painted over what is there
///   (disposal method 1): smaller files, faster encoding, the same picture.
/// - Delays are stored in hundredths of a second (rounded; at least 1 so decoders do not substitute their own).
///
/// The output depends only on the input, so encoding twice gives the same bytes.
package enum GIFEncoder {
    /// Why frames cannot be encoded, in words.
    package struct EncodingError: RefreshError, Equatable {
        /// What is wrong with the frames or delays.
        package let problem: String
        package var subject: String { "cannot encode GIF" }
    }

    /// The animated GIF bytes for `frames` (all the same size, at most 65535 px a side) shown for
    /// `delaysMilliseconds` each (one per frame).
    package static func encode(
        frames: [Bitmap], delaysMilliseconds: [Int], loopCount: Int = 0, paintsChangesOnly: Bool = false
    ) throws -> [UInt8] {
        guard let first = frames.first else { throw EncodingError(problem: "no frames") }
        guard delaysMilliseconds.count == frames.count else {
            throw EncodingError(problem: "\(frames.count) frames but \(delaysMilliseconds.count) delays")
        }
        let w = first.width, h = first.height
        guard w > 0, h > 0, w <= 0xFFFF, h <= 0xFFFF else { throw EncodingError(problem: "bad size \(w)x\(h)") }
        if let i = frames.firstIndex(where: { $0.width != w || $0.height != h }) {
            throw EncodingError(problem: "frame \(i) is \(frames[i].width)x\(frames[i].height), frame 0 is \(w)x\(h)")
        }
        if let i = delaysMilliseconds.firstIndex(where: { $0 < 0 }) {
            throw EncodingError(problem: "frame \(i) has a negative delay")
        }

        // What each frame paints: all of it, or the box that changed (at least a pixel).
        let boxes = frames.indices.map { n in
            guard paintsChangesOnly, n > 0 else { return frames[n].bounds }
            return frames[n].changedBox(since: frames[n - 1]) ?? PixelRect(x0: 0, y0: 0, x1: 1, y1: 1)
        }
        let painted = zip(frames, boxes).map { $0.cropped(to: $1) }
        // Palettes: index 0 is transparent, the colours follow.
        let histograms = painted.map(histogram)
        var union: [UInt32: Int] = [:]
        for hist in histograms { union.merge(hist, uniquingKeysWith: +) }
        let global: [UInt32]? = union.count <= 255 ? sortedColors(union) : nil

        var out = Array("GIF89a".utf8)
        out += le16(w) + le16(h)
        if let global {
            let bits = tableBits(global.count + 1)
            out += [0x80 | UInt8(bits - 1), 0, 0]   // global table, background index 0, square pixels
            out += colorTable(global, bits: bits)
        } else {
            out += [0x00, 0, 0]
        }
        out +=
            [0x21, 0xFF, 0x0B] + Array("NETSCAPE2.0".utf8) + [0x03, 0x01] + le16(max(0, min(loopCount, 0xFFFF))) + [
                0x00
            ]

        for (n, frame) in painted.enumerated() {
            let palette = global ?? reducedPalette(histograms[n], maxColors: 255)
            let centiseconds = max(1, min(0xFFFF, (delaysMilliseconds[n] + 5) / 10))
            // Graphic control: disposal 2 (restore to background) or 1 (keep), transparent index 0.
            out += [0x21, 0xF9, 0x04, (paintsChangesOnly ? 0x04 : 0x08) | 0x01] + le16(centiseconds) + [0x00, 0x00]
            let box = boxes[n]
            out += [0x2C] + le16(Int(box.x0)) + le16(Int(box.y0)) + le16(Int(box.width)) + le16(Int(box.height))
            let bits = tableBits(palette.count + 1)
            if global == nil {
                out.append(0x80 | UInt8(bits - 1))
                out += colorTable(palette, bits: bits)
            } else {
                out.append(0x00)
            }
            let indices = indexFrame(frame, palette: palette)
            let minCodeSize = max(2, bits)
            out.append(UInt8(minCodeSize))
            let data = lzw(indices, minCodeSize: minCodeSize)
            var i = 0
            while i < data.count {
                let k = min(255, data.count - i)
                out.append(UInt8(k))
                out += data[i..<i + k]
                i += k
            }
            out.append(0)
        }
        out.append(0x3B)
        return out
    }

    // MARK: Colours

    private static func key(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt32 {
        UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
    }

    /// Counts of the opaque (alpha ≥ 128) colours of a frame.
    private static func histogram(_ bitmap: Bitmap) -> [UInt32: Int] {
        var counts: [UInt32: Int] = [:]
        let p = bitmap.pixels
        for i in stride(from: 0, to: p.count, by: 4) where p[i + 3] >= 128 {
            counts[key(p[i], p[i + 1], p[i + 2]), default: 0] += 1
        }
        return counts
    }

    /// Colours by falling count, then by value: a fixed order for a fixed input.
    private static func sortedColors(_ counts: [UInt32: Int]) -> [UInt32] {
        counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map(\.key)
    }

    /// At most `maxColors` colours standing for the histogram: itself when small enough, else the
    /// count-weighted means of median-cut boxes.
    static func reducedPalette(_ counts: [UInt32: Int], maxColors: Int) -> [UInt32] {
        if counts.count <= maxColors { return sortedColors(counts) }
        typealias Entry = (color: UInt32, count: Int)
        var boxes: [[Entry]] = [counts.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }]
        func channel(_ c: UInt32, _ ch: Int) -> Int { Int((c >> UInt32(16 - 8 * ch)) & 0xFF) }
        func widest(_ box: [Entry]) -> (channel: Int, range: Int) {
            var best = (0, -1)
            for ch in 0..<3 {
                let values = box.map { channel($0.color, ch) }
                let range = values.max()! - values.min()!
                if range > best.1 { best = (ch, range) }
            }
            return best
        }
        while boxes.count < maxColors {
            // Split the box with the most pixels among those that can still be split.
            var pick = -1, pickCount = -1
            for (i, box) in boxes.enumerated() where box.count > 1 {
                let total = box.reduce(0) { $0 + $1.count }
                if total > pickCount { pick = i; pickCount = total }
            }
            if pick < 0 { break }
            let box = boxes[pick]
            let ch = widest(box).channel
            let sorted = box.sorted { (channel($0.color, ch), $0.color) < (channel($1.color, ch), $1.color) }
            var acc = 0, cut = 1
            for (i, e) in sorted.enumerated() {
                acc += e.count
                if acc * 2 >= pickCount { cut = min(max(i + 1, 1), sorted.count - 1); break }
            }
            boxes[pick] = Array(sorted[..<cut])
            boxes.append(Array(sorted[cut...]))
        }
        return boxes.map { box in
            var sum = [0, 0, 0], total = 0
            for e in box {
                for ch in 0..<3 { sum[ch] += channel(e.color, ch) * e.count }
                total += e.count
            }
            let m = sum.map { UInt32(($0 + total / 2) / max(total, 1)) }
            return m[0] << 16 | m[1] << 8 | m[2]
        }
    }

    /// Palette indices of every pixel: 0 for transparent, `1 + i` for palette entry `i` (nearest colour).
    private static func indexFrame(_ bitmap: Bitmap, palette: [UInt32]) -> [UInt8] {
        var exact: [UInt32: UInt8] = [:]
        for (i, c) in palette.enumerated() where exact[c] == nil { exact[c] = UInt8(i + 1) }
        var cache = exact
        var out = [UInt8](repeating: 0, count: bitmap.width * bitmap.height)
        let p = bitmap.pixels
        for n in 0..<out.count {
            let i = n * 4
            guard p[i + 3] >= 128 else { continue }
            let k = key(p[i], p[i + 1], p[i + 2])
            if let idx = cache[k] { out[n] = idx; continue }
            var best = 0, bestDist = Int.max
            for (j, c) in palette.enumerated() {
                let dr = Int(p[i]) - Int((c >> 16) & 0xFF), dg = Int(p[i + 1]) - Int((c >> 8) & 0xFF),
                    db = Int(p[i + 2]) - Int(c & 0xFF)
                let d = dr * dr + dg * dg + db * db
                if d < bestDist { bestDist = d; best = j }
            }
            cache[k] = UInt8(best + 1)
            out[n] = UInt8(best + 1)
        }
        return out
    }

    /// Bits per index for a table of `entries` entries (1...8).
    private static func tableBits(_ entries: Int) -> Int {
        var bits = 1
        while (1 << bits) < entries { bits += 1 }
        return bits
    }

    /// `2^bits` RGB entries: black for the transparent index 0, the palette, black padding.
    private static func colorTable(_ palette: [UInt32], bits: Int) -> [UInt8] {
        var table: [UInt8] = [0, 0, 0]
        for c in palette { table += [UInt8((c >> 16) & 0xFF), UInt8((c >> 8) & 0xFF), UInt8(c & 0xFF)] }
        table += [UInt8](repeating: 0, count: 3 * (1 << bits) - table.count)
        return table
    }

    // MARK: LZW

    /// GIF's variable-width LZW: codes grow from `minCodeSize + 1` to 12 bits, packed least
    /// significant bit first; a clear code starts the stream and resets a full table.
    static func lzw(_ indices: [UInt8], minCodeSize: Int) -> [UInt8] {
        let clear = 1 << minCodeSize, end = clear + 1
        var table: [Int: Int] = [:]   // (prefix code << 8 | index) -> code
        var next = clear + 2
        var size = minCodeSize + 1
        var bytes: [UInt8] = []
        var acc = 0, bits = 0
        func emit(_ code: Int) {
            acc |= code << bits
            bits += size
            while bits >= 8 {
                bytes.append(UInt8(acc & 0xFF))
                acc >>= 8
                bits -= 8
            }
        }
        emit(clear)
        guard var current = indices.first.map(Int.init) else {
            emit(end)
            if bits > 0 { bytes.append(UInt8(acc & 0xFF)) }
            return bytes
        }
        for index in indices.dropFirst() {
            let k = current << 8 | Int(index)
            if let code = table[k] {
                current = code
                continue
            }
            emit(current)
            if next < 4096 {
                table[k] = next
                next += 1
                if next > (1 << size) && size < 12 { size += 1 }
            } else {
                emit(clear)
                table.removeAll(keepingCapacity: true)
                next = clear + 2
                size = minCodeSize + 1
            }
            current = Int(index)
        }
        emit(current)
        // The decoder adds a table entry on reading that last code (one step behind the encoder),
        // which may widen the codes: the end code must be written at the width it will read.
        if next < 4096, indices.count > 1 {
            next += 1
            if next > (1 << size) && size < 12 { size += 1 }
        }
        emit(end)
        if bits > 0 { bytes.append(UInt8(acc & 0xFF)) }
        return bytes
    }

    private static func le16(_ v: Int) -> [UInt8] { [UInt8(v & 0xFF), UInt8((v >> 8) & 0xFF)] }
}
