import RefreshCore
import XCTest

@testable import RefreshPlayground
@testable import RefreshPlaygroundWindow

/// `footer.auto-gif` is 44 pt like the other auto footers (issue 19): pull-ring's 50 pt refreshing
/// frames are cut to 44 pt around their centre, which takes only transparent pixels.
nonisolated final class FooterAutoGifHeightTests: XCTestCase {
    /// Scenes and asset libraries made here read their files through the SDL layer, as the window's do.
    override class func setUp() {
        super.setUp()
        MainActor.assumeIsolated { SDLAssetDecoding.install() }
    }

    func totalAlpha(_ b: Bitmap) -> Int {
        stride(from: 3, to: b.pixels.count, by: 4).reduce(0) { $0 + Int(b.pixels[$1]) }
    }

    @MainActor func testTheRefreshingFramesAreCutTo44PointsLosingNothing() async throws {
        let library = AssetLibrary()
        let frames = try XCTUnwrap(library.animation("pull-ring")[.refreshing])
        XCTAssertTrue(library.problems.isEmpty, "\(library.problems)")
        XCTAssertEqual(frames.images.first?.size, Size(width: 50, height: 50), "the art as drawn")
        let cut = frames.trimmed(toHeight: 44)
        XCTAssertEqual(cut.frameDurations, frames.frameDurations)
        for (before, after) in zip(frames.images, cut.images) {
            XCTAssertEqual(after.size, Size(width: 44, height: 44))
            XCTAssertEqual(totalAlpha(after.bitmap), totalAlpha(before.bitmap), "no ink cut away")
        }
    }

    @MainActor func testFramesWithArtInTheMarginAreKept() async {
        var edge = Bitmap(width: 100, height: 100)
        edge[0, 50] = .white
        let sequence = FrameSequence(images: [Image(bitmap: edge, scale: 2)])
        XCTAssertEqual(sequence.trimmed(toHeight: 44).images.first?.size, Size(width: 50, height: 50))
        let small = FrameSequence(images: [Image(bitmap: Bitmap(width: 60, height: 60), scale: 2)])
        XCTAssertEqual(small.trimmed(toHeight: 44).images.first?.size, Size(width: 30, height: 30))
    }

    @MainActor func testTheFooterIs44PointsTall() async throws {
        let list = ListView(frame: Rect(x: 0, y: 0, width: 390, height: 600))
        let footer = try XCTUnwrap(Example.footerAutoGif.recipe.footer?(list) as? AutoGIFFooter)
        XCTAssertEqual(footer.frame.height, RefreshFooter.defaultHeight)
        XCTAssertEqual(footer.sequence(for: .refreshing)?.images.first?.size, Size(width: 44, height: 44))
    }
}
