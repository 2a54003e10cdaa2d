import XCTest

@testable import RefreshCore

/// The trailer's arrow (issue 19): `ArrowArtwork` 20 pt long has the header arrow's stroke and
/// head; only its shaft is shorter.
nonisolated final class ShortArrowArtworkTests: XCTestCase {
    /// The columns with any ink in pixel row `y`.
    nonisolated func inkedColumns(_ b: Bitmap, row y: Int) -> [Int] { (0..<b.width).filter { b[$0, y].a > 0 } }

    @MainActor func testTheTrailersArrowHasTheHeadersStrokeAndHead() async {
        for scale in [1.0, 2, 3] {
            let long = ArrowArtwork.bitmap(scale: scale)
            let short = ArrowArtwork.bitmap(scale: scale, length: NormalTrailer.arrowSize.height)
            XCTAssertEqual(short.width, long.width)
            XCTAssertEqual(short.height, Int((20 * scale).rounded()))
            // The shaft, partway down: the same columns.
            XCTAssertEqual(inkedColumns(short, row: short.height / 3), inkedColumns(long, row: long.height / 3))
            // The head: the last rows of each are the same pixels.
            let rows = Int((8 * scale).rounded())
            for i in 1...rows {
                XCTAssertEqual(
                    inkedColumns(short, row: short.height - i), inkedColumns(long, row: long.height - i),
                    "scale \(scale), row \(i) from the bottom")
            }
        }
    }

    @MainActor func testTheTrailerDrawsItsArrowAtItsOwnSize() async {
        XCTAssertEqual(NormalTrailer.arrowSize, Size(width: 16, height: 20))
        XCTAssertEqual(NormalTrailer.defaultArrowImage.size, NormalTrailer.arrowSize)
        XCTAssertEqual(NormalTrailer().arrowView.image?.size, NormalTrailer.arrowSize)
    }

    @MainActor func testALengthOutOfRangeIsClamped() async {
        XCTAssertEqual(ArrowArtwork.bitmap(scale: 1, length: 3).height, Int(ArrowArtwork.minimumLength))
        XCTAssertEqual(ArrowArtwork.bitmap(scale: 1, length: .nan), ArrowArtwork.bitmap(scale: 1))
    }
}
