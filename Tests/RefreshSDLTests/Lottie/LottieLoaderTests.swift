import RefreshCodec
import RefreshCore
import RefreshTestSupport
import XCTest

@testable import RefreshSDL

/// `LottieLoader`: a Lottie folder becomes a segmented animation whose frames rlottie draws at the
/// size they are shown at × the scale (never a small render scaled up), one recoloured copy per
/// theme; a broken folder is one warning naming the file, and nil.
nonisolated final class LottieLoaderTests: XCTestCase {
    private func folder(manifest: String, lottie: [UInt8]) throws -> TemporaryFolder {
        let folder = try TemporaryFolder("lottie-loader")
        _ = folder.write("manifest.json", manifest)
        XCTAssertTrue(FileManager.default.createFile(atPath: folder.file("a.json"), contents: Data(lottie)))
        return folder
    }

    @MainActor func testFramesAreDrawnAtTheSizeShownTimesTheScale() async throws {
        let folder = try self.folder(manifest: #"{"lottie": "a.json"}"#, lottie: LottieFixture.file())
        defer { folder.remove() }
        let animation = try LottieLoader.load(folder: folder.path)
        XCTAssertEqual(animation.frames.count, 60)
        XCTAssertEqual(animation.size, Size(width: 100, height: 100), "the canvas, in points")
        let image = animation.image(frame: 0, theme: .light)
        for (points, scale) in [(40.0, 1.0), (40, 3), (120, 2)] {
            let drawn = try XCTUnwrap(
                image.rendition(size: Size(width: points, height: points), scale: scale, rotation: 0))
            XCTAssertEqual(drawn.bitmap.width, Int(points * scale), "\(points) pt at \(scale)x")
            XCTAssertTrue(drawn.isPixelExact, "drawn at exactly that size, not stretched")
            XCTAssertEqual(drawn.bitmap[drawn.bitmap.width / 2, drawn.bitmap.height / 2], Color(r: 255, g: 0, b: 0))
        }
    }

    @MainActor func testSegmentsComeFromTheMarkersAndThemesRecolour() async throws {
        let manifest = #"""
            {"lottie": "a.json", "ranges": {"failure": [50, 59]},
             "themes": {"high-contrast": [{"keypath": "**", "fill": "#FFFFFF"}]}}
            """#
        let lottie = LottieFixture.file(markers: [("pull", 0, 20), ("refresh", 20, 30)])
        let folder = try self.folder(manifest: manifest, lottie: lottie)
        defer { folder.remove() }
        let animation = try LottieLoader.load(folder: folder.path)
        XCTAssertEqual(animation.segments, [.pull: 0...19, .refresh: 20...49, .failure: 50...59])
        let size = Size(width: 10, height: 10)
        let white = animation.image(frame: 0, theme: .highContrast).rendition(size: size, scale: 1, rotation: 0)
        XCTAssertEqual(white?.bitmap[5, 5], Color(r: 255, g: 255, b: 255))
        let red = animation.image(frame: 0, theme: .dark).rendition(size: size, scale: 1, rotation: 0)
        XCTAssertEqual(red?.bitmap[5, 5], Color(r: 255, g: 0, b: 0), "no dark overrides: the file's colours")
    }

    @MainActor func testABrokenFolderIsOneWarningNamingTheFile() async throws {
        let cyclic = [
            LottieFixture.rectangleLayer(index: 1, parent: 2), LottieFixture.rectangleLayer(index: 2, parent: 1),
        ]
        let folder = try self.folder(manifest: #"{"lottie": "a.json"}"#, lottie: LottieFixture.file(layers: cyclic))
        defer { folder.remove() }
        let log = LogCapture()
        XCTAssertNil(LottieLoader.loadOrWarn(folder: folder.path, logger: log.logger))
        XCTAssertEqual(log.entries.count, 1)
        XCTAssertTrue(log.entries.first?.says(["folder": folder.path]) == true, "\(log.entries)")
        let problem = log.entries.first?.metadata["problem"] ?? ""
        XCTAssertTrue(problem.contains(folder.file("a.json")) && problem.contains("cyclic parent"), problem)
    }

    @MainActor func testAMissingFileOrABadManifestIsNamed() async throws {
        let folder = try self.folder(manifest: #"{"lottie": "missing.json"}"#, lottie: [])
        defer { folder.remove() }
        XCTAssertThrowsError(try LottieLoader.load(folder: folder.path)) { error in
            XCTAssertEqual((error as? FrameLoadError)?.kind, .missingFile)
            XCTAssertEqual((error as? FrameLoadError)?.file, folder.file("missing.json"))
        }
        _ = folder.write("manifest.json", #"{"lottie": "a.json", "loop": true}"#)
        XCTAssertThrowsError(try LottieLoader.load(folder: folder.path)) { error in
            XCTAssertEqual((error as? FrameLoadError)?.kind, .brokenManifest)
        }
    }
}
