import RefreshCore
import RefreshTesting
import XCTest

@testable import RefreshPlayground
@testable import RefreshPlaygroundCommands

/// Golden contact sheets, exactly as `refresh-playground filmstrip --example ID` writes them: the
/// normal header (the arrow turning, the spinner's turn, the slide-out) and the gif back footer
/// (frames scrubbed by the pull, the pulling and refreshing loops, new rows staying in view), and
/// the Lottie header by segment.
nonisolated final class FilmstripScreenshotTests: XCTestCase {
    @MainActor func sheet(_ id: String) throws -> Bitmap {
        let sampler = try FilmstripSampler(request: FilmstripRequest(exampleID: id).validated())
        return try Filmstrip.make(sampler).render(with: sampler)
    }

    @MainActor func testNormalHeader() async throws {
        assertScreenshot(try sheet("header.normal"), named: "header.normal")
    }
    @MainActor func testGifBackFooter() async throws {
        assertScreenshot(try sheet("footer.back-gif"), named: "footer.back-gif")
    }
    /// The Lottie header: the ring drawn by the pull, held whole past the threshold, the spinning
    /// arc, then the check of the success segment while it slides out.
    @MainActor func testLottieHeader() async throws {
        assertScreenshot(try sheet("header.lottie"), named: "header.lottie")
    }
}
