import RefreshCore
import RefreshSDL
import RefreshTesting
import XCTest

@testable import RefreshPlayground
@testable import RefreshPlaygroundCommands

/// Each benchmark scenario is a committed replay script that does what the report says: it plays
/// 600 frames and ends in the state it measures.
nonisolated final class BenchScenarioTests: XCTestCase {
    @MainActor private func finalScene(_ scenario: BenchScenario) throws -> (BenchScript, PlaygroundScene) {
        let script = try BenchScript(scenario)
        let runner = try ReplayRunner(script: script.script, outputDirectory: nil)
        try runner.run()
        return (script, runner.scene)
    }

    @MainActor private func state(_ scene: PlaygroundScene, _ target: RefreshTarget) -> (RefreshState?, Int?) {
        (scene.component(target)?.state, scene.component(target)?.handlerCallCount)
    }

    @MainActor func testEveryScenarioHasItsScriptAndRowCounts() async throws {
        XCTAssertEqual(
            BenchScenario.all.map(\.id),
            [
                "list", "header-gif", "header-ring", "header-lottie", "footer-auto", "footer-back", "trailer", "grid",
                "header-placement-behind", "header-placement-front", "header-placement-scale", "header-two-level",
                "list-chat",
            ])
        for scenario in BenchScenario.all {
            XCTAssertTrue(
                FileManager.default.fileExists(atPath: AssetLibrary.shared.directory + "/" + scenario.fileName),
                scenario.fileName)
            XCTAssertEqual(scenario.rowCounts.first, 100, scenario.id)
            XCTAssertEqual(scenario.rowCounts.last, 1_000_000, scenario.id)
        }
    }

    @MainActor func testTheGifHeaderRefreshesOverTheListAtRest() async throws {
        let (script, scene) = try finalScene(.headerGif)
        XCTAssertEqual(script.frameCount, 600)
        XCTAssertEqual(script.script.configuration.exampleID, "header.gif")
        XCTAssertEqual(state(scene, .header).0, .refreshing)
        XCTAssertEqual(state(scene, .header).1, 1)
        XCTAssertEqual(scene.scrollView.presentationContentOffset.y, -54, "hovering, the list at rest")
        XCTAssertFalse(scene.scrollView.isDragging || scene.scrollView.isDecelerating)
    }

    @MainActor func testThePathHeaderRefreshesOverTheListAtRest() async throws {
        let (script, scene) = try finalScene(.headerRing)
        XCTAssertEqual(script.frameCount, 600)
        XCTAssertEqual(script.script.configuration.exampleID, "header.ring")
        XCTAssertEqual(state(scene, .header).0, .refreshing)
        XCTAssertEqual(state(scene, .header).1, 1)
        XCTAssertEqual(scene.scrollView.presentationContentOffset.y, -54, "hovering, the list at rest")
    }

    @MainActor func testTheAutoFooterLoadsAtTheBottom() async throws {
        let (script, scene) = try finalScene(.footerAuto)
        XCTAssertEqual(script.frameCount, 600)
        XCTAssertEqual(state(scene, .footer).0, .refreshing)
        XCTAssertEqual(state(scene, .footer).1, 1)
        let sv = scene.scrollView
        XCTAssertGreaterThanOrEqual(sv.contentOffset.y + sv.bounds.height, sv.contentSize.height, "scrolled to the end")
    }

    @MainActor func testTheBackFooterIsPulledAndLoading() async throws {
        let (script, scene) = try finalScene(.footerBack)
        XCTAssertEqual(script.frameCount, 600)
        XCTAssertEqual(state(scene, .footer).0, .refreshing)
        XCTAssertEqual(state(scene, .footer).1, 1)
    }

    @MainActor func testTheTrailerIsPulledAndLoading() async throws {
        let (script, scene) = try finalScene(.trailer)
        XCTAssertEqual(script.frameCount, 600)
        XCTAssertEqual(state(scene, .trailer).0, .refreshing)
        XCTAssertEqual(state(scene, .trailer).1, 1)
    }

    @MainActor func testTheGridScrollsAndRefreshesAtBothEnds() async throws {
        let (script, scene) = try finalScene(.grid)
        XCTAssertEqual(script.frameCount, 600)
        XCTAssertEqual(state(scene, .header).1, 1, "the header refreshed once")
        XCTAssertEqual(state(scene, .footer).1, 1, "the back footer loaded once")
        XCTAssertEqual(state(scene, .header).0, .idle)
        XCTAssertEqual(state(scene, .footer).0, .idle)
        XCTAssertEqual(scene.rows.count, 110, "5 cards from each end")
    }

    @MainActor func testEachPlacementsHeaderAndFooterRefreshAndLoadOnce() async throws {
        let scenarios: [(BenchScenario, String)] = [
            (.headerPlacementBehind, "behind"), (.headerPlacementFront, "front"), (.headerPlacementScale, "scale"),
        ]
        for (scenario, style) in scenarios {
            let (script, scene) = try finalScene(scenario)
            XCTAssertEqual(script.frameCount, 600, style)
            XCTAssertEqual(script.script.configuration.exampleID, "header.placement-\(style)")
            XCTAssertEqual(state(scene, .header).1, 1, "\(style): the header refreshed once")
            XCTAssertEqual(state(scene, .footer).1, 1, "\(style): the back footer loaded once")
            XCTAssertEqual(state(scene, .header).0, .idle, style)
            XCTAssertEqual(state(scene, .footer).0, .idle, style)
            XCTAssertEqual(scene.rows.count, 110, "\(style): 5 rows from each end")
            let sv = scene.scrollView
            XCTAssertEqual(sv.adjustedContentInset, sv.contentInset, "\(style): the app's inset, exactly")
            for control in [scene.component(.header), scene.component(.footer)] {
                XCTAssertEqual(control?.frame.height, control?.designHeight, "\(style): back at its design height")
            }
        }
    }

    @MainActor func testTheChatLoadsOlderRowsAboveAndFollowsNewOnesAtTheBottom() async throws {
        let (script, scene) = try finalScene(.listChat)
        XCTAssertEqual(script.frameCount, 600)
        let list = try XCTUnwrap(scene.list)
        XCTAssertEqual(scene.rows.count, 100 + 3 * 10 + 2, "three loads of 10 older rows, two new messages")
        XCTAssertEqual(list.contentOffset.y, list.maxContentOffset.y, "the new messages scrolled in at the bottom")
        XCTAssertEqual(state(scene, .header).1, 0, "the loads came by themselves, not from the header")
    }

    @MainActor func testTheSecondFloorOpensAndClosesTwice() async throws {
        let script = try BenchScript(.headerTwoLevel)
        XCTAssertEqual(script.frameCount, 600)
        let runner = try ReplayRunner(script: script.script, outputDirectory: nil)
        let floor = try XCTUnwrap((runner.scene.component(.header) as? RefreshHeader)?.secondFloor)
        var opened = 0, closed = 0
        floor.onOpen = { opened += 1 }
        floor.onClose = { closed += 1 }
        try runner.run()
        XCTAssertEqual(opened, 2)
        XCTAssertEqual(closed, 2, "Esc, then the pull up")
        XCTAssertEqual(floor.phase, .closed)
        XCTAssertEqual(state(runner.scene, .header).0, .idle)
        XCTAssertEqual(state(runner.scene, .header).1, 0, "no refresh")
        XCTAssertEqual(runner.scene.scrollView.presentationContentOffset.y, 0, "the list back at its top")
        XCTAssertEqual(runner.scene.scrollView.adjustedContentInset.top, 0)
    }
}
