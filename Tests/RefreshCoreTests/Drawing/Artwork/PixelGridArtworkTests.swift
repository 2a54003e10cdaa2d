import Foundation
import RefreshCore
import XCTest

/// The arrow and the spinner are drawn on each scale's pixel grid, so at the scale they are shown
/// their straight strokes are solid whole pixels with nothing beside them.
nonisolated final class PixelGridArtworkTests: XCTestCase {
    /// The columns of row `y` with any ink.
    @MainActor private func inkedColumns(_ b: Bitmap, row y: Int) -> [Int] {
        (0..<b.width).filter { b[$0, y].a > 0 }
    }

    @MainActor func testArrowShaftIsExactlyItsWidthInSolidPixelsAtEveryWholeScale() async {
        for s in 1...4 {
            let b = ArrowArtwork.bitmap(scale: Double(s))
            let shaft = Array(7 * s..<9 * s)   // 2 pt wide, centred in 16 pt
            // From the top of the shaft down to above the head.
            for y in 2 * s..<30 * s {
                XCTAssertEqual(
                    inkedColumns(b, row: y), shaft, "scale \(s), row \(y): only the shaft's columns have ink")
                for x in shaft where b[x, y].a != 255 {
                    XCTFail("scale \(s), row \(y), column \(x): alpha \(b[x, y].a), the shaft is solid")
                }
            }
            XCTAssertEqual(inkedColumns(b, row: 2 * s - 1), [], "scale \(s): the shaft starts on a pixel edge")
        }
    }

    @MainActor func testArrowIsMirrorSymmetricSoAHalfTurnIsAFlipInPlace() async {
        for s in [1.0, 2, 3] {
            let b = ArrowArtwork.bitmap(scale: s)
            for y in 0..<b.height {
                for x in 0..<b.width where b[x, y].a != b[b.width - 1 - x, y].a {
                    return XCTFail("scale \(s): (\(x), \(y)) differs from its mirror")
                }
            }
        }
    }

    @MainActor func testSpinnerBarsAtTwelveAndSixAreSolidColumnsAtEveryWholeScale() async {
        for s in 1...4 {
            let b = SpinnerArtwork.bitmap(diameter: 20, scale: Double(s))
            let c = 10 * s, bar = Array(c - s..<c + s)   // 2 pt wide about the centre
            // The middle of the 12 o'clock bar (radius 6…9 pt) and of the 6 o'clock one.
            for y in Array(c - 8 * s..<c - 6 * s) + Array(c + 6 * s..<c + 8 * s) {
                let alphas = bar.map { b[$0, y].a }
                let opaque: UInt8 = y < c ? 255 : UInt8((SpinnerArtwork.alpha(ofBar: 6, leadingBar: 0) * 255).rounded())
                XCTAssertEqual(alphas, bar.map { _ in opaque }, "scale \(s), row \(y): the bar's columns are solid")
                XCTAssertEqual(b[c - s - 1, y].a, 0, "scale \(s), row \(y): nothing left of the bar")
                XCTAssertEqual(b[c + s, y].a, 0, "scale \(s), row \(y): nothing right of the bar")
            }
        }
    }

    @MainActor func testSpinnerImageTurnedByWholeBarsIsTheFrameWhoseBarLeads() async throws {
        let image = SpinnerArtwork.image()
        for k in [0, 1, 5, 11, 13] {
            let r = try XCTUnwrap(
                image.rendition(size: Size(width: 20, height: 20), scale: 1, rotation: Double(k) * .pi / 6))
            XCTAssertEqual(
                r.bitmap, SpinnerArtwork.bitmap(diameter: 20, scale: 1, leadingBar: k % 12), "turned \(k) bars")
            XCTAssertEqual(r.rotation, 0, "the artwork drew the turn; nothing is left to resample")
            XCTAssertTrue(r.isPixelExact)
        }
        let between = try XCTUnwrap(image.rendition(size: Size(width: 20, height: 20), scale: 1, rotation: 0.3))
        XCTAssertEqual(between.rotation, 0.3, "an angle between bars is left to the canvas")
        XCTAssertEqual(between.bitmap, SpinnerArtwork.bitmap(diameter: 20, scale: 1))
    }
}
