import Foundation
import RefreshCodec
import RefreshCore
import RefreshTestSupport
import XCTest

@testable import RefreshSDL

/// `AnimationLimits` as the loader enforces them: every size is checked from the file's header
/// before SDL_image decodes it, every error names the file, what is too large and the limit.
nonisolated final class FrameLimitTests: XCTestCase {
    private lazy var dir = temporaryFolder("frame-limits").path

    @MainActor private func write(_ bytes: [UInt8], _ relative: String) throws {
        let url = URL(fileURLWithPath: dir + "/" + relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    @MainActor private func manifest(scale: Double = 2, _ states: String) throws {
        try write(Array("{\"scale\": \(scale), \"states\": {\(states)}}".utf8), "manifest.json")
    }

    @MainActor private func assertTooLarge(
        file relative: String, _ words: [String], f: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertThrowsError(try FrameSequenceLoader.load(folder: dir), file: f, line: line) { error in
            guard let e = error as? FrameLoadError else { return XCTFail("\(error)", file: f, line: line) }
            XCTAssertEqual(e.kind, .tooLarge, "\(e)", file: f, line: line)
            XCTAssertEqual(e.file, dir + "/" + relative, "\(e)", file: f, line: line)
            for w in words { XCTAssertTrue("\(e)".contains(w), "'\(w)' missing from: \(e)", file: f, line: line) }
        }
    }

    @MainActor func testAHugePNGIsRefusedFromItsHeaderBeforeDecoding() async throws {
        try write(TestSupport.pngHeader(width: 20000, height: 20000), "idle/0.png")
        try manifest(#""idle": {"frames": ["idle/0.png"]}"#)
        assertTooLarge(file: "idle/0.png", ["idle frame 1 of 1", "20000x20000 px", "at most 2048 px"])
    }

    @MainActor func testAFrameTooLargeInPointsIsRefused() async throws {
        // 600 px at scale 2 is 300 pt: a header that tall could not be pulled past its threshold.
        try write(TestSupport.pngHeader(width: 10, height: 600), "idle/0.png")
        try manifest(#""idle": {"frames": ["idle/0.png"]}"#)
        assertTooLarge(file: "idle/0.png", ["10x600 px", "300 pt at scale 2", "at most 256 pt"])
        // The same pixels at scale 4 are 150 pt: past the size check, the missing data is the problem.
        try manifest(scale: 4, #""idle": {"frames": ["idle/0.png"]}"#)
        XCTAssertThrowsError(try FrameSequenceLoader.load(folder: dir)) { error in
            XCTAssertEqual((error as? FrameLoadError)?.kind, .corruptImage, "\(error)")
        }
    }

    @MainActor func testTheDecodedBytesOfAnAnimationAreBudgeted() async throws {
        // 2048×2048 RGBA is 16 MiB a frame: four fit in 64 MiB, the fifth is refused before decoding.
        try write(try SDLImage.encodePNG(Bitmap(width: 2048, height: 2048, fill: .white)), "big.png")
        try manifest(
            scale: 8,
            #""idle": {"frames": ["big.png", "big.png", "big.png", "big.png"]}, "pulling": {"frames": ["big.png"]}"#)
        assertTooLarge(file: "big.png", ["pulling frame 1 of 1", "16 MiB", "80 MiB", "at most 64 MiB"])
        try manifest(scale: 8, #""idle": {"frames": ["big.png", "big.png", "big.png", "big.png"]}"#)
        XCTAssertEqual(try FrameSequenceLoader.load(folder: dir)[.idle]?.count, 4)
    }

    @MainActor func testAGIFWithTooManyFramesIsRefusedFromItsBlocks() async throws {
        let frames = [Bitmap](repeating: Bitmap(width: 2, height: 2, fill: .white), count: 1001)
        try write(
            try GIFEncoder.encode(frames: frames, delaysMilliseconds: Array(repeating: 10, count: 1001)), "many.gif")
        try manifest(#""refreshing": {"animation": "many.gif"}"#)
        assertTooLarge(file: "many.gif", ["the refreshing GIF has 1001 frames", "at most 1000"])
    }

    @MainActor func testAnAPNGWithTooManyFramesIsRefusedFromItsChunks() async throws {
        let one = try SDLImage.encodePNG(Bitmap(width: 2, height: 2, fill: .white))
        let frames = [APNGAssembler.Frame](
            repeating: APNGAssembler.Frame(png: one, delayNumerator: 1, delayDenominator: 10), count: 1001)
        try write(try APNGAssembler.assemble(frames), "many.png")
        try manifest(#""refreshing": {"animation": "many.png"}"#)
        assertTooLarge(file: "many.png", ["the refreshing APNG has 1001 frames", "at most 1000"])
    }

    @MainActor func testAGIFImageLargerThanItsScreenIsRefused() async throws {
        // A 4×4 screen holding a 3000×1 image: SDL_image would decode the image at its own size.
        var gif = Array("GIF89a".utf8) + [4, 0, 4, 0, 0, 0, 0]
        gif += [0x2C, 0, 0, 0, 0, 0xB8, 0x0B, 1, 0, 0, 2, 0, 0x3B]
        try write(gif, "wide.gif")
        try manifest(#""refreshing": {"animation": "wide.gif"}"#)
        assertTooLarge(file: "wide.gif", ["4x4 px", "an image inside it is 3000 px", "at most 2048 px"])
    }

    @MainActor func testAPNGWhoseChunksPassItsEndIsRefusedBeforeLibpngReadsIt() async throws {
        // A 3×2 PNG whose tRNS chunk declares 134 MB, and one cut inside the next chunk's header:
        // libpng kept reading them for minutes (found by `make fuzz`, fuzz-image; the inputs are
        // kept in Tests/Fuzz/Regressions/image). `ImageHeader` refuses them (RefreshCodecTests,
        // `ImageHeaderTests`) before SDL_image sees them.
        var decoder = FrameDecoder(scale: 2)
        for name in ["libpng-chunk-past-end.png", "libpng-truncated-after-trns.png"] {
            let bytes = try Repository.bytes("Tests/Fuzz/Regressions/image/\(name)")
            XCTAssertThrowsError(try decoder.still(bytes, file: name, what: "idle frame 1 of 1")) { error in
                XCTAssertEqual((error as? FrameLoadError)?.kind, .corruptImage, "\(error)")
                XCTAssertTrue("\(error)".contains("PNG"), "\(error)")
            }
        }
    }

    @MainActor func testADeviceOrFIFOIsNeverReadAsAFrame() async throws {
        try manifest(#""idle": {"frames": ["idle/0.png"]}"#)
        try FileManager.default.createDirectory(atPath: dir + "/idle", withIntermediateDirectories: true)
        XCTAssertEqual(mkfifo(dir + "/idle/0.png", 0o644), 0)
        XCTAssertThrowsError(try FrameSequenceLoader.load(folder: dir)) { error in
            XCTAssertEqual((error as? FrameLoadError)?.kind, .missingFile, "\(error)")
            XCTAssertTrue("\(error)".contains("a FIFO (named pipe), not a regular file"), "\(error)")
        }
        try FileManager.default.removeItem(atPath: dir + "/idle/0.png")
        try FileManager.default.createSymbolicLink(atPath: dir + "/idle/0.png", withDestinationPath: "/dev/zero")
        XCTAssertThrowsError(try FrameSequenceLoader.load(folder: dir)) { error in
            XCTAssertTrue("\(error)".contains("a device, not a regular file"), "\(error)")
        }
    }

    @MainActor func testAnOversizedManifestIsRefusedUnread() async throws {
        try write([UInt8](repeating: 0x20, count: AnimationLimits.manifestBytes + 1), "manifest.json")
        assertTooLarge(file: "manifest.json", ["1 MiB", "allowed"])
    }

    @MainActor func testAManifestListingAMillionFramesIsRefusedBeforeAnyImage() async throws {
        let list = [String](repeating: "\"a.png\"", count: 100_000).joined(separator: ",")
        try manifest("\"idle\": {\"frames\": [\(list)]}")
        XCTAssertThrowsError(try FrameSequenceLoader.load(folder: dir)) { error in
            XCTAssertEqual((error as? FrameLoadError)?.kind, .brokenManifest, "\(error)")
            XCTAssertTrue(
                "\(error)".contains("state \"idle\" lists 100000 frames; a state may have at most 1000"), "\(error)")
        }
    }

    @MainActor func testFileNamesInErrorsAreEscaped() async throws {
        try manifest(#""idle": {"frames": ["a\nb\u001b[31m.png"]}"#)
        XCTAssertThrowsError(try FrameSequenceLoader.load(folder: dir)) { error in
            let text = "\(error)"
            XCTAssertTrue(text.contains(#"a\nb\u{1B}[31m.png"#), text)
            XCTAssertFalse(text.contains("\n") || text.contains("\u{1B}"), text)
        }
    }
}
