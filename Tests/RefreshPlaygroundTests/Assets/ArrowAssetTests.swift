import RefreshCore
import RefreshSDL
import RefreshTestSupport
import XCTest

@testable import RefreshPlayground
@testable import RefreshPlaygroundWindow

/// The playground's arrow: one PNG per scale, loaded as one image whose canvases each draw their own
/// file; a missing file is reported by name and the arrow drawn in code stays.
nonisolated final class ArrowAssetTests: XCTestCase {
    /// Scenes and asset libraries made here read their files through the SDL layer, as the window's do.
    override class func setUp() {
        super.setUp()
        MainActor.assumeIsolated { SDLAssetDecoding.install() }
    }

    lazy var dir = temporaryFolder("arrow-assets")

    @MainActor func testTheProjectsArrowHasAFileForEveryScaleDrawnFromTheArtwork() async throws {
        let image = try AssetLibrary().loadArrow()
        XCTAssertEqual(image.representations.map(\.scale), [1, 2, 3, 4])
        XCTAssertEqual(image.size, ArrowArtwork.size)
        for rep in image.representations {
            XCTAssertEqual(
                rep.bitmap, ArrowArtwork.bitmap(scale: rep.scale), "arrow@\(Int(rep.scale))x.png is the artwork")
            let r = try XCTUnwrap(image.rendition(size: image.size, scale: rep.scale, rotation: 0))
            XCTAssertTrue(r.isPixelExact && r.bitmap == rep.bitmap, "scale \(rep.scale) draws its own file unscaled")
        }
        // The trailer's 8 × 20 pt arrow at scale 1 has no file: it is drawn at that size.
        let half = try XCTUnwrap(image.rendition(size: Size(width: 8, height: 20), scale: 1, rotation: 0))
        XCTAssertTrue(half.isPixelExact)
        XCTAssertEqual(half.bitmap, ArrowArtwork.bitmap(scale: 0.5))
    }

    @MainActor func testAMissingScaleIsReportedByNameAndTheDrawnArrowStays() async throws {
        let copy = dir.file("Assets")
        try FileManager.default.copyItem(atPath: AssetLibrary().directory, toPath: copy)
        try FileManager.default.removeItem(atPath: copy + "/arrow/arrow@3x.png")
        let library = AssetLibrary(directory: copy)
        XCTAssertThrowsError(try library.loadArrow()) { XCTAssertTrue("\($0)".contains("arrow@3x.png"), "\($0)") }
        let before = NormalHeader.defaultArrowImage
        library.installArrow()
        XCTAssertTrue(NormalHeader.defaultArrowImage === before, "the default arrow is left as it was")
        XCTAssertEqual(library.problems.count, 1)
        XCTAssertTrue(
            library.problems[0].contains("arrow@3x.png")
                && library.problems[0].contains("using the arrow drawn in code"),
            library.problems[0])
    }
}
