import RefreshCore
import XCTest

@testable import RefreshCodec

/// `GIFEncoder`: frames, delays and colours survive a round trip through `GIFDecoder`, bad input
/// is refused with a reason, the LZW streams are exact and the bytes depend only on the input.
nonisolated final class GIFEncoderTests: XCTestCase {
    @MainActor func testGIFRoundTripFramesDelaysAndColours() async throws {
        let blue = Color(r: 47, g: 125, b: 246), grey = Color(r: 90, g: 90, b: 90), red = Color(r: 230, g: 20, b: 30)
        var frames: [Bitmap] = []
        for i in 0..<3 {
            var p = BitmapPainter(width: 24, height: 16)
            p.fillRoundedRect(
                Rect(x: Double(2 + i * 6), y: 3, width: 8, height: 8), cornerRadius: 0, color: [blue, grey, red][i])
            p.bitmap[0, 0] = Color(r: 10, g: 200, b: 10, a: 200)   // opaque enough: kept, made opaque
            p.bitmap[1, 0] = Color(r: 10, g: 200, b: 10, a: 100)   // too faint: transparent
            frames.append(p.bitmap)
        }
        let gif = try GIFEncoder.encode(frames: frames, delaysMilliseconds: [80, 80, 160])
        XCTAssertEqual(Array(gif.prefix(6)), Array("GIF89a".utf8))
        XCTAssertNotNil(String(decoding: gif, as: UTF8.self).range(of: "NETSCAPE2.0"))
        let decoded = try GIFDecoder.decode(gif)
        XCTAssertEqual(decoded.count, 3)
        XCTAssertEqual(decoded.map(\.delayMilliseconds), [80, 80, 160])
        for (i, frame) in decoded.enumerated() {
            XCTAssertEqual(frame.bitmap.width, 24)
            XCTAssertEqual(frame.bitmap.height, 16)
            let colour = [blue, grey, red][i]
            XCTAssertEqual(frame.bitmap[6 + i * 6, 7], colour, "frame \(i) inside its square")
            XCTAssertEqual(frame.bitmap[0, 0], Color(r: 10, g: 200, b: 10), "frame \(i)")
            XCTAssertEqual(frame.bitmap[1, 0].a, 0, "frame \(i): alpha < 128 is transparent")
            XCTAssertEqual(frame.bitmap[22, 14].a, 0, "frame \(i): the background stays transparent")
            // Earlier frames do not show through (each is disposed before the next).
            if i > 0 { XCTAssertEqual(frame.bitmap[6 + (i - 1) * 6 - 3, 4].a, 0, "frame \(i)") }
        }
    }

    @MainActor func testGIFManyColoursUseLocalPalettesWithinTolerance() async throws {
        // 64 × 32 gradients: 2048 colours per frame, reduced to 255 per frame by median cut.
        var frames: [Bitmap] = []
        for f in 0..<2 {
            var b = Bitmap(width: 64, height: 32)
            for y in 0..<32 {
                for x in 0..<64 { b[x, y] = Color(r: UInt8(x * 4), g: UInt8(y * 8), b: UInt8(f * 200 + 20)) }
            }
            frames.append(b)
        }
        let gif = try GIFEncoder.encode(frames: frames, delaysMilliseconds: [50, 50])
        let decoded = try GIFDecoder.decode(gif)
        XCTAssertEqual(decoded.count, 2)
        var worst = 0
        for (frame, original) in zip(decoded.map(\.bitmap), frames) {
            for i in stride(from: 0, to: original.pixels.count, by: 4) {
                for c in 0..<3 { worst = max(worst, abs(Int(frame.pixels[i + c]) - Int(original.pixels[i + c]))) }
                XCTAssertEqual(frame.pixels[i + 3], 255)
            }
        }
        XCTAssertLessThanOrEqual(worst, 24, "palette error")
        XCTAssertEqual(decoded[1].bitmap[10, 10].b, frames[1][10, 10].b, "the second frame has its own palette")
    }

    @MainActor func testGIFLongStreamsResetTheCodeTable() async throws {
        // Pseudo-random indices defeat the dictionary, so the 4096-entry table fills and is cleared many times.
        var seed: UInt32 = 12345
        var b = Bitmap(width: 160, height: 120)
        let colours = (0..<16).map { (i: Int) -> Color in
            let r = UInt8(i * 16), g = UInt8(255 - i * 16), b = UInt8((i * 77) % 256)
            return Color(r: r, g: g, b: b)
        }
        for y in 0..<120 {
            for x in 0..<160 {
                seed = seed &* 1_103_515_245 &+ 12345
                b[x, y] = colours[Int((seed >> 16) % 16)]
            }
        }
        let decoded = try GIFDecoder.decode(try GIFEncoder.encode(frames: [b, b], delaysMilliseconds: [100, 100]))
        XCTAssertEqual(decoded.count, 2)
        XCTAssertEqual(decoded.first?.bitmap, b)
        XCTAssertEqual(decoded.last?.bitmap, b)
    }

    @MainActor func testGIFEncoderEdgeCases() async throws {
        // A single pixel and a single colour still decode.
        let one = try GIFDecoder.decode(
            try GIFEncoder.encode(frames: [Bitmap(width: 1, height: 1, fill: .white)], delaysMilliseconds: [30]))
        XCTAssertEqual(one.first?.bitmap[0, 0], .white)
        XCTAssertEqual(one.first?.delayMilliseconds, 30)
        // A fully transparent frame.
        let clear = try GIFEncoder.encode(frames: [Bitmap(width: 5, height: 3)], delaysMilliseconds: [100])
        XCTAssertEqual(try GIFDecoder.decode(clear).first?.bitmap, Bitmap(width: 5, height: 3))
        // Bad input is refused with a reason.
        XCTAssertThrowsError(try GIFEncoder.encode(frames: [], delaysMilliseconds: []))
        XCTAssertThrowsError(try GIFEncoder.encode(frames: [Bitmap(width: 2, height: 2)], delaysMilliseconds: [])) {
            XCTAssertTrue("\($0)".contains("1 frames but 0 delays"), "\($0)")
        }
        XCTAssertThrowsError(
            try GIFEncoder.encode(
                frames: [Bitmap(width: 2, height: 2), Bitmap(width: 3, height: 2)],
                delaysMilliseconds: [10, 10])
        ) {
            XCTAssertTrue("\($0)".contains("frame 1 is 3x2"), "\($0)")
        }
    }

    /// A strict GIF LZW decoder: every code must be complete, the end code must come at the width the
    /// decoder expects, and nothing but zero padding may follow it. Nil on any violation.
    @MainActor private func strictLZWDecode(_ data: [UInt8], minCodeSize m: Int) -> [UInt8]? {
        let clear = 1 << m, end = clear + 1
        var table: [[UInt8]] = []
        func reset() { table = (0..<clear).map { [UInt8($0)] } + [[], []] }
        reset()
        var size = m + 1, pos = 0
        var prev: [UInt8]?
        var out: [UInt8] = []
        while true {
            guard pos + size <= data.count * 8 else { return nil }
            var code = 0
            for k in 0..<size where data[(pos + k) / 8] & (1 << ((pos + k) % 8)) != 0 { code |= 1 << k }
            pos += size
            if code == clear { reset(); size = m + 1; prev = nil; continue }
            if code == end {
                for k in pos..<data.count * 8 where data[k / 8] & (1 << (k % 8)) != 0 { return nil }
                return (pos + 7) / 8 == data.count ? out : nil
            }
            guard let p = prev else {
                guard code < clear else { return nil }
                out += table[code]
                prev = table[code]
                continue
            }
            let entry: [UInt8]
            if code < table.count {
                entry = table[code]
            } else if code == table.count {
                entry = p + [p[0]]
            } else {
                return nil
            }
            if table.count < 4096 { table.append(p + [entry[0]]) }
            out += entry
            prev = entry
            if table.count == (1 << size) && size < 12 { size += 1 }
        }
    }

    @MainActor func testLZWStreamsAreExactForEveryLength() async {
        var seed: UInt32 = 7
        var indices: [UInt8] = []
        for _ in 0..<5000 {
            seed = seed &* 1_664_525 &+ 1_013_904_223
            indices.append(UInt8((seed >> 24) % 5))   // reduced below the clear code for each code size
        }
        for m in [2, 3, 8] {
            for n in Array(1...700) + [4095, 4096, 4097, 5000] {
                let input = indices.prefix(n).map { $0 % UInt8(min(5, 1 << m)) }
                let decoded = strictLZWDecode(GIFEncoder.lzw(input, minCodeSize: m), minCodeSize: m)
                if decoded != input { return XCTFail("LZW with min code size \(m) breaks for \(n) indices") }
            }
        }
    }

    @MainActor func testGIFEncodingIsDeterministic() async throws {
        let frames = (0..<4).map { SpinnerArtwork.bitmap(diameter: 20, scale: 2, leadingBar: $0) }
        XCTAssertEqual(
            try GIFEncoder.encode(frames: frames, delaysMilliseconds: [80, 80, 80, 160]),
            try GIFEncoder.encode(frames: frames, delaysMilliseconds: [80, 80, 80, 160]))
    }
}
