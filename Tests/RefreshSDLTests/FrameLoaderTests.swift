import Foundation
import RefreshCore
import RefreshTestSupport
import XCTest

@testable import RefreshSDL
@testable import refresh_assets

/// The animation-folder loader (manifest, PNG frames, GIFs), its fallback, and the GIF encoder.
nonisolated final class FrameLoaderTests: XCTestCase {
    /// The repository's `Assets` folder, found from this file's path.
    @MainActor private static let assets = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Assets").path

    private var dir = ""
    private var log = LogCapture()
    private var warnings: [String] { log.messages }

    override func setUpWithError() throws {
        dir = try TestSupport.temporaryDirectory()
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: dir)
    }

    // MARK: Helpers

    @MainActor private func write(_ text: String, _ relative: String) throws {
        try write(Array(text.utf8), relative)
    }

    @MainActor private func write(_ bytes: [UInt8], _ relative: String) throws {
        let url = URL(fileURLWithPath: dir + "/" + relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    @MainActor private func writePNG(
        _ relative: String, width: Int = 8, height: Int = 8, color: Color = Color(r: 47, g: 125, b: 246)
    ) throws {
        try write(try SDLImage.encodePNG(Bitmap(width: width, height: height, fill: color)), relative)
    }

    @MainActor private func manifest(_ states: String, scale: Double = 2) -> String {
        "{\"scale\": \(scale), \"states\": {\(states)}}"
    }

    /// A small fallback that is easy to recognise.
    @MainActor private let fallback: () -> [RefreshState: FrameSequence] = {
        [
            .refreshing: FrameSequence(images: [
                Image(bitmap: Bitmap(width: 3, height: 3, fill: .white), name: "fallback")
            ])
        ]
    }

    /// Asserts that loading the temp folder fails with `kind`, naming exactly `file` (relative to the
    /// folder), and that `loadOrFallback` logs it and returns the fallback.
    @MainActor private func assertFails(
        _ kind: FrameLoadError.Kind, file relative: String, _ words: [String] = [],
        file f: StaticString = #filePath, line: UInt = #line
    ) {
        let expectedPath = dir + "/" + relative
        XCTAssertThrowsError(try FrameSequenceLoader.load(folder: dir), file: f, line: line) { error in
            guard let e = error as? FrameLoadError else {
                return XCTFail("not a FrameLoadError: \(error)", file: f, line: line)
            }
            XCTAssertEqual(e.kind, kind, "\(e)", file: f, line: line)
            XCTAssertEqual(e.file, expectedPath, "\(e)", file: f, line: line)
            XCTAssertTrue("\(e)".hasPrefix("'\(expectedPath)': "), "\(e)", file: f, line: line)
            for w in words { XCTAssertTrue("\(e)".contains(w), "'\(w)' missing from: \(e)", file: f, line: line) }
        }
        log = LogCapture()
        let result = FrameSequenceLoader.loadOrFallback(folder: dir, logger: log.logger, fallback: fallback)
        XCTAssertEqual(result.errors.map(\.file), [expectedPath], file: f, line: line)
        XCTAssertEqual(result.sequences.count, 1, "the fallback is returned", file: f, line: line)
        XCTAssertEqual(result.sequences[.refreshing]?.images.first?.name, "fallback", file: f, line: line)
        XCTAssertEqual(warnings.count, 1, "\(warnings)", file: f, line: line)
        XCTAssertTrue(warnings.first?.contains(expectedPath) ?? false, "\(warnings)", file: f, line: line)
    }

    // MARK: The committed assets

    @MainActor func testLoadsTheCommittedPullRingAnimation() async throws {
        let seqs = try FrameSequenceLoader.load(folder: Self.assets + "/animations/pull-ring")
        XCTAssertEqual(Set(seqs.keys), [.idle, .pulling, .refreshing])
        XCTAssertEqual(seqs[.idle]?.count, 60)
        XCTAssertEqual(seqs[.pulling]?.count, 3)
        XCTAssertEqual(seqs[.pulling]?.totalDuration ?? 0, 0.3, accuracy: 1e-9)
        XCTAssertEqual(seqs[.refreshing]?.count, 12)
        for (state, seq) in seqs {
            XCTAssertEqual(seq.maxSize, Size(width: 50, height: 50), "\(state)")
            XCTAssertTrue(seq.images.allSatisfy { $0.scale == 2 && $0.bitmap.width == 100 }, "\(state)")
        }
        // The idle ring grows with the pull: later frames carry more ink.
        let ink = seqs[.idle]!.images.map {
            $0.bitmap.pixels.enumerated().reduce(0) { $1.offset % 4 == 3 ? $0 + Int($1.element) : $0 }
        }
        XCTAssertLessThan(ink[0], ink[30])
        XCTAssertLessThan(ink[30], ink[59])
        XCTAssertGreaterThan(ink[0], 0, "even the first frame shows something")
    }

    @MainActor func testLoadsTheCommittedBounceDotsWithItsGIF() async throws {
        let seqs = try FrameSequenceLoader.load(folder: Self.assets + "/animations/bounce-dots")
        let wave = try XCTUnwrap(seqs[.refreshing])
        XCTAssertEqual(wave.count, 6)
        XCTAssertEqual(wave.frameDurations.map { Int(($0 * 1000).rounded()) }, [160, 80, 80, 80, 80, 80])
        XCTAssertEqual(wave.maxSize, Size(width: 72, height: 50))
        for (state, seq) in seqs {
            XCTAssertEqual(seq.maxSize, Size(width: 72, height: 50), "\(state): one size for every state")
        }
        XCTAssertEqual(seqs[.idle]?.count, 30)
        XCTAssertEqual(seqs[.pulling]?.count, 2)
        XCTAssertEqual(wave.frameIndex(at: 0.17, looping: true), 1)
    }

    @MainActor func testCommittedTemplatesMatchTheCode() async throws {
        for s in 1...4 {
            XCTAssertEqual(
                try SDLImage.loadBitmap(path: Self.assets + "/arrow/arrow@\(s)x.png"),
                ArrowArtwork.bitmap(scale: Double(s)),
                "Assets/arrow/arrow@\(s)x.png is stale: run `make assets`")
            XCTAssertEqual(
                try SDLImage.loadBitmap(path: Self.assets + "/spinner/spinner@\(s)x.png"),
                SpinnerArtwork.bitmap(diameter: 20, scale: Double(s)),
                "Assets/spinner/spinner@\(s)x.png is stale: run `make assets`")
        }
    }

    // MARK: Good folders built here

    @MainActor func testLoadsPNGFramesWithScaleAndDuration() async throws {
        try writePNG("idle/0.png", width: 6, height: 4)
        try writePNG("idle/1.png", width: 6, height: 4)
        try writePNG("pulling/0.png", width: 10, height: 10)
        try write(
            manifest(
                #""idle": {"frames": ["idle/0.png", "idle/1.png"]}, "pulling": {"frames": ["pulling/0.png"], "duration": 0.5}"#,
                scale: 2), "manifest.json")
        let seqs = try FrameSequenceLoader.load(folder: dir)
        XCTAssertEqual(seqs[.idle]?.count, 2)
        XCTAssertEqual(seqs[.idle]?.totalDuration ?? 0, 0.2, accuracy: 1e-12)
        XCTAssertEqual(seqs[.idle]?.images[1].size, Size(width: 3, height: 2))
        XCTAssertEqual(seqs[.idle]?.images[1].name, dir + "/idle/1.png")
        XCTAssertEqual(seqs[.pulling]?.totalDuration ?? 0, 0.5, accuracy: 1e-12)
        let result = FrameSequenceLoader.loadOrFallback(folder: dir, logger: log.logger, fallback: fallback)
        XCTAssertTrue(result.errors.isEmpty)
        XCTAssertEqual(result.sequences[.idle]?.count, 2)
        XCTAssertTrue(warnings.isEmpty)
    }

    @MainActor func testGIFZeroDelayCountsAsATenthAndDurationScales() async throws {
        let frames = [
            Bitmap(width: 4, height: 4, fill: .white), Bitmap(width: 4, height: 4, fill: .black),
            Bitmap(width: 4, height: 4, fill: .white),
        ]
        try write(try GIFEncoder.encode(frames: frames, delaysMilliseconds: [0, 200, 100]), "a.gif")
        try write(
            manifest(#""refreshing": {"gif": "a.gif"}, "pulling": {"gif": "a.gif", "duration": 0.8}"#), "manifest.json")
        let seqs = try FrameSequenceLoader.load(folder: dir)
        // The encoder stores at least 1 cs; SDL_image reports 10 ms, which is kept as a real delay.
        let refreshing = try XCTUnwrap(seqs[.refreshing]).frameDurations
        XCTAssertEqual(refreshing[1], 0.2, accuracy: 1e-9)
        XCTAssertEqual(refreshing[2], 0.1, accuracy: 1e-9)
        XCTAssertEqual(seqs[.pulling]?.totalDuration ?? 0, 0.8, accuracy: 1e-9)
        XCTAssertEqual(seqs[.refreshing]?.images.first?.scale, 2)
    }

    @MainActor func testGIFWithoutDelaysUsesATenth() async throws {
        // GIFBuilder writes the delays it is given; 0 means "no delay" to SDL_image.
        let gif = GIFBuilder.build(
            width: 2, height: 2, palette: [(0, 0, 0), (255, 255, 255), (255, 0, 0), (0, 255, 0)],
            frames: [([0, 1, 2, 3], 0), ([3, 2, 1, 0], 0)])
        try write(gif, "b.gif")
        try write(manifest(#""refreshing": {"gif": "b.gif"}"#), "manifest.json")
        let seqs = try FrameSequenceLoader.load(folder: dir)
        XCTAssertEqual(seqs[.refreshing]?.frameDurations, [0.1, 0.1])
    }

    // MARK: Bad folders

    @MainActor func testMissingManifest() async {
        assertFails(.brokenManifest, file: "manifest.json", ["does not exist"])
    }

    @MainActor func testBrokenManifest() async throws {
        try write("{\"states\": {\"idle\": ", "manifest.json")
        assertFails(.brokenManifest, file: "manifest.json", ["not valid JSON"])
        try write(manifest(#""spinning": {"frames": ["a.png"]}"#), "manifest.json")
        assertFails(.brokenManifest, file: "manifest.json", ["unknown state \"spinning\""])
    }

    @MainActor func testMissingFrame() async throws {
        try writePNG("idle/0.png")
        try write(manifest(#""idle": {"frames": ["idle/0.png", "idle/1.png"]}"#), "manifest.json")
        assertFails(.missingFile, file: "idle/1.png", ["idle frame 2 of 2", "does not exist"])
    }

    @MainActor func testCorruptPNG() async throws {
        try writePNG("pulling/0.png")
        try write([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 9, 9, 9, 9], "pulling/1.png")
        try write(manifest(#""pulling": {"frames": ["pulling/0.png", "pulling/1.png"]}"#), "manifest.json")
        assertFails(.corruptImage, file: "pulling/1.png", ["pulling frame 2 of 2", "truncated PNG"])
        // Whole chunks, but the compressed pixels damaged: SDL_image's decoder says no.
        var broken = try SDLImage.encodePNG(Bitmap(width: 8, height: 8, fill: .white))
        let idat = try XCTUnwrap((0..<broken.count - 4).first { Array(broken[$0..<$0 + 4]) == Array("IDAT".utf8) })
        broken[idat + 6] ^= 0xFF
        try write(broken, "pulling/1.png")
        assertFails(.corruptImage, file: "pulling/1.png", ["pulling frame 2 of 2", "not a readable image"])
    }

    @MainActor func testEmptySequence() async throws {
        try write(manifest(#""refreshing": {"frames": []}"#), "manifest.json")
        assertFails(.emptySequence, file: "manifest.json", ["empty frame list"])
    }

    @MainActor func testMixedSizesNameTheOddFrame() async throws {
        try writePNG("idle/0.png", width: 8, height: 8)
        try writePNG("idle/1.png", width: 8, height: 8)
        try writePNG("idle/2.png", width: 9, height: 8)
        try write(manifest(#""idle": {"frames": ["idle/0.png", "idle/1.png", "idle/2.png"]}"#), "manifest.json")
        assertFails(.mixedSizes, file: "idle/2.png", ["9x8", "8x8", dir + "/idle/0.png"])
    }

    @MainActor func testBadGIF() async throws {
        try write(Array("GIF89a but then nothing sensible".utf8), "spin.gif")
        try write(manifest(#""refreshing": {"gif": "spin.gif"}"#), "manifest.json")
        assertFails(.badGIF, file: "spin.gif", ["the refreshing GIF is not a valid GIF"])
    }

    @MainActor func testMissingGIF() async throws {
        try write(manifest(#""refreshing": {"gif": "gone.gif"}"#), "manifest.json")
        assertFails(.missingFile, file: "gone.gif", ["does not exist"])
    }

    @MainActor func testEveryBadStateIsReportedByTheFallback() async throws {
        try write(manifest(#""idle": {"frames": ["nope.png"]}, "refreshing": {"gif": "gone.gif"}"#), "manifest.json")
        let result = FrameSequenceLoader.loadOrFallback(folder: dir, logger: log.logger, fallback: fallback)
        XCTAssertEqual(result.errors.map(\.file), [dir + "/nope.png", dir + "/gone.gif"])
        XCTAssertEqual(warnings.count, 2)
        XCTAssertEqual(result.sequences[.refreshing]?.images.first?.name, "fallback")
    }

    @MainActor func testDefaultFallbackIsTheSpinner() async {
        let result = FrameSequenceLoader.loadOrFallback(folder: dir + "/missing", logger: log.logger)
        XCTAssertEqual(result.errors.count, 1)
        XCTAssertEqual(result.sequences[.refreshing]?.count, 12)
        XCTAssertEqual(result.sequences[.idle]?.count, 12)
    }

    // MARK: GIF encoder

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
        try write(gif, "round.gif")
        let decoded = try SDLImage.loadAnimation(path: dir + "/round.gif")
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
        try write(gif, "many.gif")
        let decoded = try SDLImage.loadAnimation(path: dir + "/many.gif")
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
        try write(try GIFEncoder.encode(frames: [b, b], delaysMilliseconds: [100, 100]), "noise.gif")
        let decoded = try SDLImage.loadAnimation(path: dir + "/noise.gif")
        XCTAssertEqual(decoded.count, 2)
        XCTAssertEqual(decoded.first?.bitmap, b)
        XCTAssertEqual(decoded.last?.bitmap, b)
    }

    @MainActor func testGIFEncoderEdgeCases() async throws {
        // A single pixel and a single colour still decode.
        try write(
            try GIFEncoder.encode(frames: [Bitmap(width: 1, height: 1, fill: .white)], delaysMilliseconds: [30]),
            "one.gif")
        let one = try SDLImage.loadAnimation(path: dir + "/one.gif")
        XCTAssertEqual(one.first?.bitmap[0, 0], .white)
        XCTAssertEqual(one.first?.delayMilliseconds, 30)
        // A fully transparent frame.
        try write(try GIFEncoder.encode(frames: [Bitmap(width: 5, height: 3)], delaysMilliseconds: [100]), "clear.gif")
        XCTAssertEqual(try SDLImage.loadAnimation(path: dir + "/clear.gif").first?.bitmap, Bitmap(width: 5, height: 3))
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
