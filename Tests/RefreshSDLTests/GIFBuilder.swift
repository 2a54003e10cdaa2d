/// Builds tiny GIF89a files for tests. The LZW stream sends a clear code before every two pixels,
/// so the code table never grows past 3-bit codes and any decoder reads it.
enum GIFBuilder {
    static func build(
        width: Int, height: Int, palette: [(UInt8, UInt8, UInt8)],
        frames: [(indices: [UInt8], delayCentiseconds: Int)]
    ) -> [UInt8] {
        precondition(palette.count == 4, "the builder writes a 4-colour palette")
        var out = Array("GIF89a".utf8)
        out += le16(width) + le16(height)
        out += [0x91, 0, 0]   // global colour table, 2 bits/colour, 4 entries; background 0; square pixels
        for (r, g, b) in palette { out += [r, g, b] }
        out += [0x21, 0xFF, 0x0B] + Array("NETSCAPE2.0".utf8) + [0x03, 0x01, 0x00, 0x00, 0x00]
        for frame in frames {
            out += [0x21, 0xF9, 0x04, 0x04] + le16(frame.delayCentiseconds) + [0x00, 0x00]
            out += [0x2C] + le16(0) + le16(0) + le16(width) + le16(height) + [0x00]
            out += [0x02]   // LZW minimum code size
            let data = lzw(frame.indices)
            var i = 0
            while i < data.count {
                let n = min(255, data.count - i)
                out.append(UInt8(n))
                out += data[i..<i + n]
                i += n
            }
            out.append(0)
        }
        out.append(0x3B)
        return out
    }

    private static func le16(_ v: Int) -> [UInt8] { [UInt8(v & 0xFF), UInt8((v >> 8) & 0xFF)] }

    private static func lzw(_ indices: [UInt8]) -> [UInt8] {
        let clear = 4, end = 5
        var codes: [Int] = []
        for (i, p) in indices.enumerated() {
            if i % 2 == 0 { codes.append(clear) }
            codes.append(Int(p))
        }
        codes.append(end)
        var bytes: [UInt8] = []
        var acc = 0, bits = 0
        for code in codes {
            acc |= code << bits
            bits += 3
            while bits >= 8 {
                bytes.append(UInt8(acc & 0xFF))
                acc >>= 8
                bits -= 8
            }
        }
        if bits > 0 { bytes.append(UInt8(acc & 0xFF)) }
        return bytes
    }
}
