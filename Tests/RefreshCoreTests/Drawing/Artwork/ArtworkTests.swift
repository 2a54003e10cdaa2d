import Foundation
import RefreshCore
import XCTest

nonisolated final class ArtworkTests: XCTestCase {
    /// Opaque-ish (alpha ≥ 128) pixels per row.
    @MainActor private func widthProfile(_ b: Bitmap) -> [Int] {
        (0..<b.height).map { y in (0..<b.width).filter { b[$0, y].a >= 128 }.count }
    }

    @MainActor private func assertWhiteTemplate(_ b: Bitmap, file: StaticString = #filePath, line: UInt = #line) {
        var inked = 0
        for y in 0..<b.height {
            for x in 0..<b.width where b[x, y].a > 0 {
                inked += 1
                let c = b[x, y]
                if c.r != 255 || c.g != 255 || c.b != 255 {
                    return XCTFail("pixel (\(x), \(y)) is \(c), a template is white", file: file, line: line)
                }
            }
        }
        XCTAssertGreaterThan(inked, 0, "the template has ink", file: file, line: line)
    }

    @MainActor func testArrowHasTheDocumentedSize() async {
        XCTAssertEqual(ArrowArtwork.size, Size(width: 16, height: 40))
        let b2 = ArrowArtwork.bitmap(scale: 2)
        XCTAssertEqual(b2.width, 32)
        XCTAssertEqual(b2.height, 80)
        let b1 = ArrowArtwork.bitmap(scale: 1)
        XCTAssertEqual(b1.width, 16)
        XCTAssertEqual(b1.height, 40)
        let image = ArrowArtwork.image(scale: 3)
        XCTAssertEqual(image.size, Size(width: 16, height: 40))
        XCTAssertEqual(image.bitmap.width, 48)
        XCTAssertTrue(image.isArtwork, "drawn at the scale it is shown")
    }

    @MainActor func testArrowIsAWhiteTemplate() async {
        assertWhiteTemplate(ArrowArtwork.bitmap(scale: 2))
    }

    @MainActor func testArrowPointsDown() async {
        let b = ArrowArtwork.bitmap(scale: 2)
        let profile = widthProfile(b)
        let third = b.height / 3
        let upper = profile[0..<third].max()!, lower = profile[(b.height - third)...].max()!
        // The upper part is only the thin shaft; the chevron head spreads wide at the bottom.
        XCTAssertGreaterThan(upper, 0, "the shaft reaches into the upper third")
        XCTAssertLessThanOrEqual(upper, 6, "the shaft is thin: \(profile)")
        XCTAssertGreaterThan(lower, 3 * upper, "the head is much wider than the shaft: \(profile)")
        let widest = profile.firstIndex(of: profile.max()!)!
        XCTAssertGreaterThan(widest, b.height * 3 / 4, "the widest row is near the bottom: \(profile)")
        // Centred: the same ink left and right of the middle.
        var left = 0, right = 0
        for y in 0..<b.height {
            for x in 0..<b.width / 2 { left += Int(b[x, y].a) }
            for x in (b.width + 1) / 2..<b.width { right += Int(b[x, y].a) }
        }
        XCTAssertEqual(left, right)
    }

    @MainActor func testSpinnerSizeAndTemplate() async {
        let b = SpinnerArtwork.bitmap(diameter: 20, scale: 2)
        XCTAssertEqual(b.width, 40)
        XCTAssertEqual(b.height, 40)
        assertWhiteTemplate(b)
        XCTAssertEqual(b[20, 20].a, 0, "the middle is empty")
        XCTAssertEqual(SpinnerArtwork.bitmap(diameter: 37, scale: 1).width, 37)
    }

    /// The alpha-weighted ink in each of the twelve 30° sectors, sector 0 centred on 12 o'clock.
    @MainActor private func sectorInk(_ b: Bitmap) -> [Int] {
        var sums = [Int](repeating: 0, count: 12)
        let c = Double(b.width) / 2
        for y in 0..<b.height {
            for x in 0..<b.width where b[x, y].a > 0 {
                let a = atan2(Double(y) + 0.5 - c, Double(x) + 0.5 - c) + .pi / 2   // 0 at 12 o'clock, clockwise
                var sector = Int(((a / (2 * .pi) * 12) + 0.5).rounded(.down)) % 12
                if sector < 0 { sector += 12 }
                sums[sector] += Int(b[x, y].a)
            }
        }
        return sums
    }

    @MainActor func testSpinnerIsRotationallyOrdered() async {
        for leading in [0, 5] {
            let ink = sectorInk(SpinnerArtwork.bitmap(diameter: 20, scale: 3, leadingBar: leading))
            // Going counter-clockwise from the leading bar, each bar is fainter than the one before.
            let order = (0..<12).map { ink[((leading - $0) % 12 + 12) % 12] }
            for k in 1..<12 {
                XCTAssertLessThan(
                    order[k], order[k - 1], "leading \(leading): bar \(k) behind should be fainter: \(order)")
            }
            XCTAssertEqual(ink.firstIndex(of: ink.max()!), leading)
            XCTAssertGreaterThan(order[11], 0, "the faintest bar is still visible")
        }
    }

    @MainActor func testSpinnerAlphaRamp() async {
        XCTAssertEqual(SpinnerArtwork.alpha(ofBar: 3, leadingBar: 3), 1)
        XCTAssertEqual(SpinnerArtwork.alpha(ofBar: 4, leadingBar: 3), SpinnerArtwork.minimumAlpha, accuracy: 1e-12)
        XCTAssertGreaterThan(
            SpinnerArtwork.alpha(ofBar: 2, leadingBar: 3), SpinnerArtwork.alpha(ofBar: 1, leadingBar: 3))
    }

    @MainActor func testSpinnerVisibleBars() async {
        let ink = sectorInk(SpinnerArtwork.bitmap(diameter: 20, scale: 2, leadingBar: 3, visibleBars: 4))
        XCTAssertTrue(ink[0..<4].allSatisfy { $0 > 0 }, "\(ink)")
        XCTAssertTrue(ink[4...].allSatisfy { $0 == 0 }, "\(ink)")
    }

    @MainActor func testFallbackSequencesAreVisible() async {
        let seqs = SpinnerArtwork.fallbackSequences()
        XCTAssertEqual(seqs[.idle]?.count, 12)
        XCTAssertEqual(seqs[.pulling]?.count, 1)
        XCTAssertEqual(seqs[.refreshing]?.count, 12)
        XCTAssertEqual(seqs[.refreshing]?.totalDuration ?? 0, 1, accuracy: 1e-12)
        for (state, seq) in seqs {
            for image in seq.images {
                XCTAssertEqual(image.size, Size(width: 20, height: 20), "\(state)")
                XCTAssertTrue(
                    image.bitmap.pixels.enumerated().contains { $0.offset % 4 == 3 && $0.element > 0 },
                    "\(state) frame \(image.name) has ink")
                let b = image.bitmap
                let inked = (0..<b.height).flatMap { y in (0..<b.width).map { x in b[x, y] } }.filter { $0.a > 0 }
                XCTAssertTrue(
                    inked.allSatisfy { $0.r == 90 && $0.g == 90 && $0.b == 90 },
                    "\(state): painted in the label grey, since gif images are drawn untinted")
            }
        }
        // The refreshing frames differ from one another (it turns).
        let spin = seqs[.refreshing]!.images.map(\.bitmap)
        XCTAssertEqual(Set(spin.map(\.pixels)).count, 12)
    }

    @MainActor func testArtworkIsDeterministic() async {
        XCTAssertEqual(ArrowArtwork.bitmap(scale: 2), ArrowArtwork.bitmap(scale: 2))
        XCTAssertEqual(SpinnerArtwork.bitmap(), SpinnerArtwork.bitmap())
    }
}
