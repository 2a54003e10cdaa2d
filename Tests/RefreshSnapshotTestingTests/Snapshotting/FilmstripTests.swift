import Foundation
import RefreshCore
import RefreshSDL
import RefreshTesting
import SnapshotTesting
import XCTest

@testable import RefreshSnapshotTesting

/// The filmstrip strategy: a motion golden of any control, from the recipe of its scene.
nonisolated final class FilmstripTests: XCTestCase {
    /// A committed golden: the stock header on a plain list, whose handler nobody ends, so the
    /// filmstrip ends the refresh 1 s after the handler ran.
    @MainActor func testGoldenNormalHeaderOnAList() async throws {
        assertSnapshot(of: makeHost, as: .filmstrip(of: .header), named: "header")
    }

    /// The scene, as a test would make it: a fresh host each call.
    @MainActor func makeHost() throws -> RefreshTestHost { try SampleScene.makeHost() }

    @MainActor func testAClosureMakesTheSceneToo() async throws {
        Scratch.enter(for: self)
        func verify() -> String? {
            verifySnapshot(
                of: { try SampleScene.makeHost() },
                as: .filmstrip(of: .header, steps: 2, file: Scratch.file, testName: "testClosure()"),
                named: "sheet", record: .missing, file: Scratch.file, testName: "testClosure()")
        }
        XCTAssertNotNil(verify(), "recorded")
        XCTAssertNil(verify())
    }

    @MainActor func testAFailureNamesTheCellsThatDiffer() async throws {
        Scratch.enter(for: self)
        func verify(_ makeHost: @escaping RefreshTestHostFactory) -> String? {
            verifySnapshot(
                of: makeHost,
                as: .filmstrip(
                    of: .header, steps: 2, refreshDuration: 0.3, file: Scratch.file, testName: "testCells()"),
                named: "sheet", record: .missing, file: Scratch.file, testName: "testCells()")
        }
        XCTAssertNotNil(verify { try SampleScene.makeHost() }, "recorded")
        // Another title while refreshing: only the cells showing the refreshing state differ.
        let message = try XCTUnwrap(
            verify {
                let host = try SampleScene.makeHost()
                (host.scrollView.refreshHeader as? NormalHeader)?.setTitle("Fetching", for: .refreshing)
                return host
            })
        let cells = try XCTUnwrap(message.split(separator: "\n").first { $0.hasPrefix("Cells that differ: ") })
        XCTAssertTrue(cells.contains("; refreshing t = "), "a cell of the refreshing row: \(message)")
        XCTAssertFalse(cells.contains("pull "), "the pull cells match: \(message)")
        XCTAssertTrue(message.contains("Where: "), message)
    }

    @MainActor func testTheSheetIsTheFilmstripOfTheControl() async throws {
        let sheet = try RefreshTestHost.filmstrip(of: .header, steps: 3) { try SampleScene.makeHost() }
        let again = try RefreshTestHost.filmstrip(of: .header, steps: 3) { try SampleScene.makeHost() }
        XCTAssertEqual(sheet, again, "filming is deterministic")
        XCTAssertEqual(sheet.width % 2, 0)
        let scaled = try RefreshTestHost.filmstrip(of: .header, steps: 3) { try SampleScene.makeHost(scale: 2) }
        XCTAssertEqual(scaled.width, sheet.width * 2, "at the hosts' scale")
    }

    @MainActor func testTheCellsAndRowsOfTheTimeline() async throws {
        let sampler = FilmstripSampler(target: .header, steps: 4, refreshDuration: 0.5) { try SampleScene.makeHost() }
        let cells = try sampler.allCells()
        XCTAssertEqual(cells.filter { $0.section == .pull }.compactMap(\.requestedPercent), [0, 0.5, 1, 1.5])
        let refreshing = cells.filter { $0.section == .refreshing }
        XCTAssertEqual(refreshing.count, 8, "0.5 s of cells a fifteenth of a second apart (7.5, from its start)")
        XCTAssertTrue(refreshing.allSatisfy { $0.state == .refreshing })
        XCTAssertEqual(cells.last?.section, .ending)
        XCTAssertEqual(cells.last?.state, .idle)
        let crop = try sampler.framing().cropRect
        XCTAssertEqual(crop, Rect(x: 0, y: 0, width: 320, height: 54 * 1.5 + 30))
    }

    @MainActor func testAControlTheScrollViewLacksIsRefused() async throws {
        XCTAssertThrowsError(try RefreshTestHost.filmstrip(of: .footer) { try SampleScene.makeHost() }) { error in
            XCTAssertEqual(error as? FilmstripError, .badInput("the scroll view has no footer to film"))
        }
        XCTAssertThrowsError(try RefreshTestHost.filmstrip(of: .header, steps: 1) { try SampleScene.makeHost() }) {
            XCTAssertEqual($0 as? FilmstripError, .badInput("steps 1 is out of range; allowed 2…31 cells"))
        }
        struct NoScene: Error {}
        XCTAssertThrowsError(try RefreshTestHost.filmstrip(of: .header) { throw NoScene() }) {
            XCTAssertEqual($0 as? FilmstripError, .badInput("cannot make the scene to film: NoScene()"))
        }
    }
}
