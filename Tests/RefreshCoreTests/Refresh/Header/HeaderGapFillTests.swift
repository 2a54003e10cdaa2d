import XCTest

@testable import RefreshCore

/// A header's gap fill (`RefreshHeader.gapFill`): where it spans in every placement while pulled,
/// refreshing and sliding out (from the top of the view to the header's bottom or the content's
/// top), the pixels each kind draws (rendered on a 390 × 844 list with a 20 pt top inset), the
/// stretchy image's rule, and taking it away.
nonisolated final class HeaderGapFillTests: XCTestCase {
    static let red = Color(r: 220, g: 30, b: 40)

    /// The fill's rectangle as drawn, in the scroll view's visible coordinates (0: its top edge).
    @MainActor func drawnFill(_ h: HeaderHarness) throws -> Rect {
        let fill = try XCTUnwrap(h.header.gapFillFrame)
        let header = h.header.presentationFrame
        let top = h.scrollView.presentationContentOffset.y
        return fill.offsetBy(dx: header.minX, dy: header.minY - top)
    }

    /// The content's top as drawn, in the same coordinates.
    @MainActor func contentTop(_ h: HeaderHarness) -> Double { -h.scrollView.presentationContentOffset.y }

    @MainActor func testTheFillCoversTheGapInEveryPlacementWhilePulledRefreshingAndSlidingOut() async throws {
        for placement in RefreshPlacement.allCases {
            let header = RefreshHeader()
            header.placement = placement
            header.gapFill = .color(Self.red)
            let h = HeaderHarness(header: header, inset: EdgeInsets(top: 20))
            let atRest = try drawnFill(h)
            XCTAssertEqual(atRest.minY, 20 - 54, accuracy: 1e-9, "\(placement): at rest, the header (never less)")
            XCTAssertEqual(atRest.maxY, 20, accuracy: 1e-9, "\(placement): to the content's top")
            h.pull(h.fingerDistance(showing: 200), release: false)
            h.host.advance()
            let pulled = try drawnFill(h)
            XCTAssertEqual(pulled.minY, 0, accuracy: 1e-9, "\(placement): pulled, from the view's top")
            XCTAssertEqual(pulled.maxY, contentTop(h), accuracy: 1e-9, "\(placement): down to the content")
            XCTAssertEqual(pulled.maxY, 220, accuracy: 1e-6, "\(placement): the inset and the 200 pt pulled")
            XCTAssertEqual(pulled.width, 390, "\(placement): across the header")
            h.release()
            h.host.advance(seconds: 1)
            XCTAssertEqual(header.state, .refreshing, "\(placement)")
            let hovering = try drawnFill(h)
            XCTAssertEqual(hovering.minY, 0, accuracy: 1e-9, "\(placement): refreshing, from the view's top")
            let headerBottom = header.presentationFrame.maxY - h.scrollView.presentationContentOffset.y
            XCTAssertEqual(hovering.maxY, max(headerBottom, contentTop(h)), accuracy: 1e-9, "\(placement)")
            XCTAssertEqual(
                hovering.maxY, placement == .front ? 20 + 54 : 20 + 54, accuracy: 1e-9,
                "\(placement): the header's bottom (over the rows in front, above them elsewhere)")
            header.endRefreshing()
            for _ in 0..<8 {
                h.host.advance()
                let sliding = try drawnFill(h)
                let bottom = header.presentationFrame.maxY - h.scrollView.presentationContentOffset.y
                XCTAssertEqual(sliding.minY, min(0, bottom - 54), accuracy: 1e-9, "\(placement): sliding out")
                XCTAssertEqual(sliding.maxY, max(bottom, contentTop(h)), accuracy: 1e-9, "\(placement): sliding out")
            }
            h.host.advance(seconds: 2)
            let back = try drawnFill(h)
            XCTAssertEqual(back, atRest, "\(placement): back where it was")
            XCTAssertEqual(header.state, .idle, "\(placement)")
            XCTAssertEqual(h.insetTop, 20, "\(placement): the fill takes no inset")
        }
    }

    @MainActor func testAColourFillsEveryPixelOfTheGapAndNothingBelowTheContentTop() async throws {
        let h = HeaderHarness(inset: EdgeInsets(top: 20))
        h.host.root.backgroundColor = .white
        h.header.gapFill = .color(Self.red)
        h.pull(h.fingerDistance(showing: 200), release: false)
        h.host.advance()
        let bitmap = h.host.render()
        for y in [0, 10, 19, 20, 100, 219] { XCTAssertEqual(bitmap[195, y], Self.red, "row \(y)") }
        XCTAssertNotEqual(bitmap[195, 221], Self.red, "the content starts at 220")
        h.header.gapFill = nil
        XCTAssertFalse(h.header.subviews.contains { $0 is HeaderGapFillView }, "no fill, no view")
        XCTAssertNil(h.header.gapFillFrame)
        h.host.advance()
        XCTAssertEqual(h.host.render()[195, 10], .white, "the window's background shows again")
    }

    @MainActor func testAGradientRunsFromTheTopOfTheGapToTheHeadersBottom() async throws {
        let top = Color(r: 0, g: 0, b: 200), bottom = Color(r: 200, g: 200, b: 0)
        let h = HeaderHarness()
        h.header.gapFill = .verticalGradient(top: top, bottom: bottom)
        h.pull(h.fingerDistance(showing: 200), release: false)
        h.host.advance()
        let shown = contentTop(h)
        let bitmap = h.host.render()
        let first = bitmap[10, 0], last = bitmap[10, Int(shown.rounded(.down)) - 1]
        XCTAssertLessThanOrEqual(abs(Int(first.b) - 200), 1, "the top colour at the top: \(first)")
        XCTAssertLessThanOrEqual(abs(Int(last.r) - 200), 1, "the bottom colour above the content: \(last)")
        let middle = bitmap[10, Int(shown / 2)]
        XCTAssertLessThanOrEqual(abs(Int(middle.r) - 100), 2, "half way, half each: \(middle)")
        var previous = -1
        for y in 0..<Int(shown.rounded(.down)) {
            let r = Int(bitmap[10, y].r)
            XCTAssertGreaterThanOrEqual(r, previous, "row \(y): the gradient only goes one way")
            previous = r
        }
    }

    /// A 100 × 50 pt picture, blue over green, in a 390 pt wide gap: it covers the header at rest
    /// (3.9 times its size, more than `maximumImageScale`), grows with the pull once the gap is
    /// taller than it, and stops past the scale that covered the header; the backdrop fills above.
    @MainActor func testAStretchingImageIsAnchoredAtTheBottomAndStopsGrowing() async throws {
        let blue = Color(r: 0, g: 0, b: 255), green = Color(r: 0, g: 160, b: 0), backdrop = Color(r: 250, g: 0, b: 250)
        var bitmap = Bitmap(width: 100, height: 50, fill: green)
        for y in 0..<25 { for x in 0..<100 { bitmap[x, y] = blue } }
        let image = Image(bitmap: bitmap, scale: 1, name: "two-bands")
        let h = HeaderHarness()
        h.header.gapFill = .image(image, backdrop: backdrop)
        h.pull(h.fingerDistance(showing: 300), release: false)
        h.host.advance()
        let shown = contentTop(h)
        XCTAssertEqual(shown, 300, accuracy: 1e-6)
        // Covering 390 × 300 would take 6 times; it stops at 3.9 (the header's cover): 390 × 195.
        let pixels = h.host.render()
        XCTAssertEqual(pixels[195, 50], backdrop, "above the picture: the backdrop")
        XCTAssertEqual(pixels[195, 110], blue, "the picture's top half, from 105")
        XCTAssertEqual(pixels[195, 200], blue)
        XCTAssertEqual(pixels[195, 205], green, "its bottom half, from 202.5")
        XCTAssertEqual(pixels[195, 299], green, "down to the content's top")
    }

    @MainActor func testTheImageRule() async throws {
        let size = Size(width: 480, height: 270)
        func rect(_ gap: Double, _ mode: GapFillImageMode, width: Double = 390) -> Rect {
            HeaderGapFillView.imageRect(
                imageSize: size, in: Rect(x: 0, y: 0, width: width, height: gap), headerHeight: 54, mode: mode)
        }
        XCTAssertEqual(
            rect(54, .stretch), Rect(x: 0, y: 54 - 219.375, width: 390, height: 219.375),
            "at rest: as wide as the header, its bottom showing")
        XCTAssertEqual(rect(200, .stretch).height, 219.375, "a gap shorter than the picture: more of it is revealed")
        XCTAssertEqual(rect(270, .stretch).height, 270, "then it grows with the gap, keeping its aspect")
        XCTAssertEqual(rect(270, .stretch).maxY, 270, "anchored at the bottom")
        XCTAssertEqual(rect(270, .stretch).midX, 195, "centred across")
        XCTAssertEqual(rect(540, .stretch).height, 540, "up to twice its size")
        XCTAssertEqual(rect(800, .stretch).height, 540, "and no more")
        XCTAssertEqual(rect(800, .stretch).maxY, 800)
        XCTAssertEqual(rect(30, .stretch, width: 1200).width, 1200, "wider than twice its size: as wide as the header")
        XCTAssertEqual(rect(800, .stretch, width: 1200).width, 1200, "and it does not grow with the pull")
        XCTAssertEqual(rect(54, .fixed), rect(54, .stretch), "at rest the same")
        XCTAssertEqual(rect(400, .fixed).height, 270 * 0.8125, "the resting size whatever the gap")
        XCTAssertEqual(rect(400, .fixed).maxY, 400, "anchored at the bottom")
        XCTAssertEqual(
            HeaderGapFillView.imageRect(
                imageSize: .zero, in: Rect(x: 0, y: 0, width: 390, height: 100), headerHeight: 54, mode: .stretch
            ).size, .zero, "an empty picture draws nothing")
    }

    @MainActor func testWithASecondFloorTheFillStopsAtTheFloor() async throws {
        let h = HeaderHarness()
        h.header.secondFloor = SecondFloor(content: View())
        h.header.gapFill = .color(Self.red)
        h.pull(h.fingerDistance(showing: 200), release: false)
        h.host.advance()
        let fill = try drawnFill(h)
        XCTAssertEqual(fill.minY, contentTop(h) - 54, accuracy: 1e-9, "the floor shows above the header")
        XCTAssertEqual(fill.maxY, contentTop(h), accuracy: 1e-9)
    }

    @MainActor func testTheFillIsTheHeadersFirstSubviewAndTakesNoTouches() async throws {
        let header = NormalHeader()
        header.gapFill = .color(Self.red)
        let h = HeaderHarness(header: header)
        XCTAssertTrue(header.subviews.first is HeaderGapFillView, "under the arrow and the labels")
        XCTAssertEqual(header.subviews.first?.isUserInteractionEnabled, false)
        header.gapFill = .verticalGradient(top: .white, bottom: Self.red)
        XCTAssertEqual(header.subviews.filter { $0 is HeaderGapFillView }.count, 1, "one view, whatever the fill")
        h.host.advance()
    }
}
