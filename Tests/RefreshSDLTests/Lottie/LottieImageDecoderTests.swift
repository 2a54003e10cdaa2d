import RefreshCodec
import RefreshCore
import RefreshTestSupport
import XCTest

@testable import RefreshSDL

/// Lottie in the codec registry: a manifest's `"animation"` may name a Lottie file, which plays
/// through the frame loader as a GIF does; a bad one is refused before rlottie sees it, with one
/// warning naming the file, and the fallback shows.
nonisolated final class LottieImageDecoderTests: XCTestCase {
    private func folder(lottie: [UInt8]) throws -> TemporaryFolder {
        let folder = try TemporaryFolder("lottie-decoder")
        _ = folder.write("manifest.json", #"{ "scale": 2, "states": { "refreshing": { "animation": "spin.json" } } }"#)
        XCTAssertTrue(FileManager.default.createFile(atPath: folder.file("spin.json"), contents: Data(lottie)))
        return folder
    }

    func testTheSDLRegistryRecognizesALottieFile() {
        XCTAssertEqual(ImageDecoderRegistry.sdl.decoder(for: LottieFixture.file())?.format, "Lottie")
        XCTAssertTrue(ImageDecoderRegistry.sdl.formatNames.hasSuffix("Lottie"))
    }

    @MainActor func testAManifestAnimationThatIsALottieFilePlaysItsFramesAtItsFrameRate() async throws {
        let folder = try self.folder(lottie: LottieFixture.file(width: 40, height: 20, frameRate: 25, outPoint: 10))
        defer { folder.remove() }
        let sequence = try XCTUnwrap(FrameSequenceLoader.load(folder: folder.path)[.refreshing])
        XCTAssertEqual(sequence.count, 10)
        XCTAssertEqual(sequence.totalDuration, 0.4, accuracy: 1e-9, "ten frames at 25 fps")
        XCTAssertEqual(sequence.images[0].size, Size(width: 20, height: 10), "40x20 px at scale 2")
        XCTAssertEqual(sequence.images[0].bitmap[20, 10], Color(r: 255, g: 0, b: 0, a: 255))
    }

    @MainActor func testABadLottieFileGetsOneWarningNamingItAndTheFallback() async throws {
        let cyclic = [
            LottieFixture.rectangleLayer(index: 1, parent: 2), LottieFixture.rectangleLayer(index: 2, parent: 1),
        ]
        let folder = try self.folder(lottie: LottieFixture.file(layers: cyclic))
        defer { folder.remove() }
        let log = LogCapture()
        let result = FrameSequenceLoader.loadOrFallback(folder: folder.path, logger: log.logger)
        XCTAssertEqual(result.errors.map(\.file), [folder.file("spin.json")])
        XCTAssertEqual(result.errors.first?.kind, .badAnimation)
        let warnings = log.messages(at: .warning)
        XCTAssertEqual(warnings.count, 1, "\(warnings)")
        XCTAssertTrue(warnings.first?.contains("spin.json") == true, "\(warnings)")
        XCTAssertTrue(warnings.first?.contains("cyclic parent layers") == true, "\(warnings)")
        XCTAssertNotNil(result.sequences[.refreshing], "the built-in fallback")
    }
}
