import Logging
import RefreshCore
import RefreshTestSupport
import XCTest

@testable import RefreshPlayground

/// The asset library reads its files only through an `AssetDecoding`: its own, else the one the
/// process installed; a process that installed none gets, for each file, a problem that says what
/// to install, and the drawn fallback.
nonisolated final class AssetDecodingTests: XCTestCase {
    /// A decoding that answers from memory and records what it was asked.
    final class RecordingDecoding: AssetDecoding {
        var asked: [String] = []
        let picture = Bitmap(width: 2, height: 3, fill: Color(hex: 0x3366CC))

        func bitmap(path: String) throws -> Bitmap {
            asked.append("bitmap " + path)
            return picture
        }

        func frameSequences(
            folder: String, logger: Logger, fallback: () -> [RefreshState: FrameSequence]
        ) -> (sequences: [RefreshState: FrameSequence], problems: [String]) {
            asked.append("animation " + folder)
            let frame = Image(bitmap: picture, scale: 1, name: "frame")
            return ([.refreshing: FrameSequence(images: [frame, frame])], [])
        }

        func lottie(folder: String, logger: Logger) -> SegmentedAnimation? {
            asked.append("lottie " + folder)
            return nil
        }
    }

    @MainActor func testALibraryReadsEveryFileThroughItsDecoding() async throws {
        let decoding = RecordingDecoding()
        let library = AssetLibrary(directory: "/assets", decoding: decoding)
        let background = try XCTUnwrap(library.background("landscape-day"))
        XCTAssertEqual(background.bitmap, decoding.picture)
        XCTAssertEqual(background.scale, 2)
        XCTAssertEqual(library.animation("pull-ring")[.refreshing]?.count, 2)
        XCTAssertEqual(library.animation("pull-ring")[.refreshing]?.count, 2, "loaded once, then kept")
        XCTAssertNil(library.lottie("lottie-dots"))
        XCTAssertEqual(
            decoding.asked,
            [
                "bitmap /assets/backgrounds/landscape-day@2x.png", "animation /assets/animations/pull-ring",
                "lottie /assets/animations/lottie-dots",
            ])
        XCTAssertEqual(library.problems, [])
    }

    @MainActor func testWithoutADecodingEachFileSaysWhatToInstallAndTheFallbackShows() async throws {
        let log = LogCapture()
        let library = AssetLibrary(directory: "/assets", decoding: MissingAssetDecoding())
        library.logger = log.logger
        XCTAssertNil(library.background("landscape-day"))
        let spinner = library.animation("pull-ring")
        XCTAssertEqual(Set(spinner.keys), Set(SpinnerArtwork.fallbackSequences().keys), "the drawn spinner")
        XCTAssertEqual(library.problems.count, 2, "\(library.problems)")
        for problem in library.problems {
            XCTAssertTrue(problem.contains("no asset decoding is installed in this process"), problem)
            XCTAssertTrue(problem.contains("SDLAssetDecoding.install()"), problem)
        }
        XCTAssertTrue(library.problems[0].contains("'/assets/backgrounds/landscape-day@2x.png'"), library.problems[0])
        XCTAssertTrue(library.problems[1].contains("'/assets/animations/pull-ring'"), library.problems[1])
        XCTAssertEqual(log.messages(at: .warning).count, 2, "each reported once: \(log.messages)")
    }

    @MainActor func testALibraryWithoutItsOwnDecodingUsesTheInstalledOne() async throws {
        let saved = AssetLibrary.installedDecoding
        defer { AssetLibrary.installedDecoding = saved }
        let decoding = RecordingDecoding()
        AssetLibrary.installedDecoding = decoding
        XCTAssertEqual(AssetLibrary(directory: "/assets").background("sky")?.bitmap, decoding.picture)
        XCTAssertEqual(decoding.asked, ["bitmap /assets/backgrounds/sky@2x.png"])
    }
}
