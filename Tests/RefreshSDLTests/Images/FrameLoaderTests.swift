import Foundation
import RefreshCodec
import RefreshCore
import RefreshTestSupport
import XCTest

@testable import RefreshSDL

/// The animation-folder loader (manifest, PNG frames, GIF and APNG animations) and its fallback.
nonisolated final class FrameLoaderTests: XCTestCase {
    /// The repository's `Assets` folder.
    @MainActor private static let assets = Repository.url("Assets").path

    private lazy var dir = temporaryFolder("frame-loader").path
    private var log = LogCapture()
    private var warnings: [String] { log.messages }

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
            manifest(#""refreshing": {"animation": "a.gif"}, "pulling": {"animation": "a.gif", "duration": 0.8}"#),
            "manifest.json")
        let seqs = try FrameSequenceLoader.load(folder: dir)
        // The encoder stores at least 1 cs; SDL_image reports 10 ms, which is kept as a real delay.
        let refreshing = try XCTUnwrap(seqs[.refreshing]).frameDurations
        XCTAssertEqual(refreshing[1], 0.2, accuracy: 1e-9)
        XCTAssertEqual(refreshing[2], 0.1, accuracy: 1e-9)
        XCTAssertEqual(seqs[.pulling]?.totalDuration ?? 0, 0.8, accuracy: 1e-9)
        XCTAssertEqual(seqs[.refreshing]?.images.first?.scale, 2)
    }

    @MainActor func testGIFWithoutDelaysUsesATenth() async throws {
        // Delays of 0 and 1 hundredths of a second, as some GIF writers leave them.
        try write(OpaqueGIF.bytes, "b.gif")
        try write(manifest(#""refreshing": {"animation": "b.gif"}"#), "manifest.json")
        let seqs = try FrameSequenceLoader.load(folder: dir)
        XCTAssertEqual(seqs[.refreshing]?.frameDurations, [0.1, 0.1])
    }

    /// An APNG of `colors` (8x8 frames, the later ones a 4x4 box), each shown `delay` thousandths.
    @MainActor private func writeAPNG(_ relative: String, _ colors: [Color], delay: UInt16 = 50) throws {
        let frames = try colors.enumerated().map { n, color in
            APNGAssembler.Frame(
                png: try SDLImage.encodePNG(Bitmap(width: n == 0 ? 8 : 4, height: n == 0 ? 8 : 4, fill: color)),
                x: n == 0 ? 0 : 2, y: n == 0 ? 0 : 2, delayNumerator: delay, delayDenominator: 1000)
        }
        try write(try APNGAssembler.assemble(frames), relative)
    }

    @MainActor func testAnAPNGAnimationKeepsItsComposedFramesAndDelays() async throws {
        try writeAPNG("spin.png", [.white, .black, Color(r: 255, g: 0, b: 0)], delay: 250)
        try write(manifest(#""refreshing": {"animation": "spin.png"}"#), "manifest.json")
        let refreshing = try XCTUnwrap(try FrameSequenceLoader.load(folder: dir)[.refreshing])
        XCTAssertEqual(refreshing.frameDurations, [0.25, 0.25, 0.25])
        let bitmaps = refreshing.images.map(\.bitmap)
        XCTAssertEqual(
            bitmaps.map { [$0[0, 0], $0[3, 3]] },
            [[.white, .white], [.white, .black], [.white, Color(r: 255, g: 0, b: 0)]])
        XCTAssertEqual(refreshing.images.first?.scale, 2)
    }

    @MainActor func testAnAnimationInAFrameListIsRefused() async throws {
        try writeAPNG("idle/0.png", [.white, .black])
        try write(manifest(#""idle": {"frames": ["idle/0.png"]}"#), "manifest.json")
        assertFails(.corruptImage, file: "idle/0.png", ["idle frame 1 of 1 is an animation (APNG)", "\"animation\""])
    }

    @MainActor func testABrokenAPNGNamesTheFileAndTheProblem() async throws {
        try writeAPNG("spin.apng", [.white, .black])
        let whole = try XCTUnwrap(FileManager.default.contents(atPath: dir + "/spin.apng"))
        try write(Array(whole.dropLast(12)), "spin.apng")   // no IEND
        try write(manifest(#""refreshing": {"animation": "spin.apng"}"#), "manifest.json")
        assertFails(.badAnimation, file: "spin.apng", ["the refreshing APNG is a corrupt APNG", "IEND"])
    }

    @MainActor func testAFileNoDecoderRecognizesSaysWhichFormatsAreKnown() async throws {
        try write(Array("JFIF, say".utf8), "spin.jpg")
        try write(manifest(#""refreshing": {"animation": "spin.jpg"}"#), "manifest.json")
        assertFails(
            .badAnimation, file: "spin.jpg", ["the refreshing animation is in no format", "(APNG, PNG, GIF, Lottie)"])
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
        try write(manifest(#""refreshing": {"animation": "spin.gif"}"#), "manifest.json")
        assertFails(.badAnimation, file: "spin.gif", ["the refreshing GIF is not a valid GIF"])
    }

    @MainActor func testMissingGIF() async throws {
        try write(manifest(#""refreshing": {"animation": "gone.gif"}"#), "manifest.json")
        assertFails(.missingFile, file: "gone.gif", ["does not exist"])
    }

    @MainActor func testEveryBadStateIsReportedByTheFallback() async throws {
        try write(
            manifest(#""idle": {"frames": ["nope.png"]}, "refreshing": {"animation": "gone.gif"}"#), "manifest.json")
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
}
