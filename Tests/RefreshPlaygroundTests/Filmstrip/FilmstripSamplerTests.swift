import RefreshCore
import RefreshTesting
import XCTest

@testable import RefreshPlayground
@testable import RefreshPlaygroundCommands

/// The sampler drives the real scene: each pull cell shows the percent asked for, and the
/// animation cells are in time order, a fifteenth of a second apart, split at the refresh's events.
nonisolated final class FilmstripSamplerTests: XCTestCase {
    @MainActor func sampler(_ id: String, target: RefreshTarget? = nil, scale: Double = 1, steps: Int? = nil) throws
        -> FilmstripSampler
    {
        try FilmstripSampler(
            request: FilmstripRequest(exampleID: id, target: target, scale: scale, steps: steps).validated())
    }

    @MainActor func testPercentsAreEvenStepsUpToTheFamilysLargest() async {
        XCTAssertEqual(FilmstripSampler.percents(for: .header, steps: nil), [0, 0.25, 0.5, 0.75, 1, 1.25, 1.5])
        XCTAssertEqual(FilmstripSampler.percents(for: .autoFooter, steps: nil), [0, 0.25, 0.5, 0.75, 1])
        let tens = FilmstripSampler.percents(for: .trailer, steps: 16)
        XCTAssertEqual(tens.count, 16)
        for (i, p) in tens.enumerated() { XCTAssertEqual(p, Double(i) / 10, accuracy: 1e-12) }
    }

    /// Every pull cell: the control reports the percent asked for, and is `pulling` exactly past 100 %.
    @MainActor func testEachPullCellShowsItsPercentAndState() async throws {
        for (id, target) in [
            ("header.normal", nil), ("header.gif", nil), ("footer.back-normal", nil), ("trailer.horizontal", nil),
            ("grid.header-footer", RefreshTarget.footer),
        ] as [(String, RefreshTarget?)] {
            let cells = try sampler(id, target: target).pullCells()
            XCTAssertEqual(cells.compactMap(\.requestedPercent), [0, 0.25, 0.5, 0.75, 1, 1.25, 1.5], id)
            for cell in cells {
                let p = try XCTUnwrap(cell.requestedPercent)
                XCTAssertEqual(cell.section, .pull)
                XCTAssertEqual(cell.reportedPercent, p, accuracy: 0.01, "\(id) at \(p)")
                XCTAssertEqual(cell.state, p > 1 ? .pulling : .idle, "\(id) at \(p)")
            }
        }
    }

    @MainActor func testAnAutoFooterShowsHowMuchOfItIsInViewAndLoadsWhenAllOfItIs() async throws {
        let cells = try sampler("footer.auto-normal", steps: 9).pullCells()
        XCTAssertEqual(cells.count, 9)
        for cell in cells {
            let p = try XCTUnwrap(cell.requestedPercent)
            XCTAssertEqual(cell.reportedPercent, p, accuracy: 0.01, "at \(p)")
            XCTAssertEqual(cell.state, p >= 1 ? .refreshing : .idle, "at \(p)")
        }
    }

    @MainActor func testAnimationCellsAreInTimeOrderSplitAtTheRefreshsEvents() async throws {
        let cells = try sampler("header.normal").animationCells()
        let times = cells.compactMap(\.time)
        XCTAssertEqual(times.count, cells.count)
        XCTAssertEqual(times.first, 0)
        XCTAssertEqual(zip(times, times.dropFirst()).filter { $0.0 >= $0.1 }.count, 0, "strictly increasing: \(times)")
        let order = cells.map { FilmstripSection.allCases.firstIndex(of: $0.section)! }
        XCTAssertEqual(order, order.sorted(), "rows in order")
        XCTAssertEqual(Set(cells.map(\.section)), [.pullingToRefreshing, .refreshing, .ending])
        for section in FilmstripSection.allCases {
            let t = cells.filter { $0.section == section }.compactMap(\.time)
            for (a, b) in zip(t, t.dropFirst()) { XCTAssertEqual(b - a, 1.0 / 15, accuracy: 1e-9, "\(section)") }
        }
        // Pulled past the threshold at 0, released at 0.4: refreshing (the begin animation) from then.
        let pulling = cells.filter { $0.section == .pullingToRefreshing }
        XCTAssertEqual(
            pulling.filter { $0.state == .pulling }.compactMap(\.time).last ?? 0, 0.4 - 1.0 / 15, accuracy: 1e-9)
        XCTAssertEqual(pulling.first { $0.state == .refreshing }?.time ?? 0, 0.4, accuracy: 1e-9)
        // The handler runs when the 0.25 s begin animation ends; the refresh lasts 1 s: 15 cells.
        let refreshing = cells.filter { $0.section == .refreshing }
        XCTAssertEqual(refreshing.first?.time ?? 0, 0.65, accuracy: 1.0 / 60 + 1e-9)
        XCTAssertEqual(refreshing.count, 15)
        XCTAssertTrue(refreshing.allSatisfy { $0.state == .refreshing })
        // Ending: from the end of the refresh through the 0.4 s end animation.
        let ending = cells.filter { $0.section == .ending }
        XCTAssertEqual(ending.count, 7)
        XCTAssertTrue(ending.allSatisfy { $0.state == .idle })
        XCTAssertEqual(ending.last?.reportedPercent, 0, "the percent returns to 0 when the end animation finishes")
    }

    @MainActor func testAnAutoFooterHasNoPullingRow() async throws {
        let cells = try sampler("footer.auto-normal").animationCells()
        XCTAssertEqual(cells.first?.section, .refreshing, "it loads as soon as all of it is in view, at t = 0")
        XCTAssertEqual(cells.first?.time, 0)
        XCTAssertFalse(cells.contains { $0.section == .pullingToRefreshing })
        XCTAssertEqual(cells.last?.section, .ending)
    }

    @MainActor func testTheArrowTurnsWhileHeldPastTheThreshold() async throws {
        let pulling = try sampler("header.normal").animationCells().filter {
            $0.section == .pullingToRefreshing && $0.state == .pulling
        }
        XCTAssertGreaterThan(pulling.count, 3)
        XCTAssertNotEqual(pulling[0].image, pulling[1].image, "the arrow is turning")
        XCTAssertEqual(
            pulling[pulling.count - 2].image, pulling[pulling.count - 1].image, "and has stopped after 0.25 s")
    }

    @MainActor func testFramingIsTheBandAlongTheControlsEdge() async throws {
        let header = try sampler("header.normal").framing()
        XCTAssertEqual(header.cropRect, Rect(x: 0, y: 0, width: 390, height: 54 * 1.5 + 30))
        let footer = try sampler("footer.back-normal").framing()
        XCTAssertEqual(
            footer.cropRect, Rect(x: 0, y: 844 - (30 + 44 * 1.5 + 30), width: 390, height: 30 + 44 * 1.5 + 30),
            "the app's bottom inset 30 is inside the band")
        let auto = try sampler("footer.auto-normal").framing()
        XCTAssertEqual(auto.cropRect, Rect(x: 0, y: 844 - 74, width: 390, height: 74))
        let trailer = try sampler("trailer.horizontal").framing()
        XCTAssertEqual(trailer.cropRect.maxX, 390)
        XCTAssertEqual(trailer.cropRect.width, 60 * 1.5 + 30)
        XCTAssertEqual(trailer.cropRect.height, 180, "the strip's full height")
    }

    @MainActor func testCellsArePixelsOneToOneAtTheScale() async throws {
        let crop = try sampler("trailer.horizontal").framing().cropRect
        for scale in [1.0, 2.0] {
            let cells = try sampler("trailer.horizontal", scale: scale, steps: 2).pullCells()
            for cell in cells {
                XCTAssertEqual(cell.image.width, Int(crop.width * scale))
                XCTAssertEqual(cell.image.height, Int(crop.height * scale))
            }
        }
    }
}
