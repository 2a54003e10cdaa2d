import RefreshCore
import RefreshSDL
import XCTest

@testable import RefreshPlayground
@testable import RefreshPlaygroundCommands
@testable import RefreshPlaygroundWindow

/// The soak's checks on `list.split`: each list is checked with its own controls (a message names
/// the list), keys reach only the focused list (`keysOnlyToFocused`), and a sound session with
/// clicks on both lists and Tab breaks nothing.
nonisolated final class InvariantCheckerSplitTests: XCTestCase {
    /// Scenes and asset libraries made here read their files through the SDL layer, as the window's do.
    override class func setUp() {
        super.setUp()
        MainActor.assumeIsolated { SDLAssetDecoding.install() }
    }

    @MainActor private func open() throws -> (PlaygroundScene, InvariantChecker) {
        var c = SceneConfiguration(exampleID: "list.split")
        c.viewport = Size(width: 640, height: 480)
        c.refreshDelay = .some(0.5)
        return (try PlaygroundScene(configuration: c), InvariantChecker())
    }

    /// Ticks `seconds` at 60 fps from `start`, checking after every frame.
    @MainActor private func run(
        _ scene: PlaygroundScene, _ checker: InvariantChecker, from start: inout Double, _ seconds: Double
    ) {
        for _ in 0..<Int(seconds * 60) {
            scene.tick(at: start)
            checker.check(scene, frame: Int(start * 60), time: start)
            start += 1 / 60
        }
    }

    @MainActor func testClicksTabAndKeysOnBothListsBreakNothing() async throws {
        let (scene, checker) = try open()
        var t = 0.0
        run(scene, checker, from: &t, 0.2)
        scene.route(.pointerDown(Point(x: 500, y: 200), time: t))
        scene.route(.pointerUp(Point(x: 500, y: 200), time: t))
        XCTAssertEqual(scene.focusIndex, 1)
        scene.key("End")
        run(scene, checker, from: &t, 1.5)
        scene.key("F5")
        run(scene, checker, from: &t, 1.5)
        scene.key("Tab")
        XCTAssertEqual(scene.focusIndex, 0)
        scene.key("End")
        run(scene, checker, from: &t, 1.5)
        XCTAssertEqual(scene.component(.footer, inList: 0)?.handlerCallCount, 1)
        XCTAssertEqual(scene.component(.footer, inList: 1)?.handlerCallCount, 1)
        XCTAssertEqual(scene.component(.header, inList: 0)?.handlerCallCount, 0, "F5 went to the right list")
        XCTAssertEqual(scene.component(.header, inList: 1)?.handlerCallCount, 1)
        checker.finish(scene, frame: 999, time: t)
        XCTAssertEqual(checker.violations, [])
    }

    @MainActor func testAScrollOfTheUnfocusedListIsCaught() async throws {
        let (scene, checker) = try open()
        var t = 0.0
        run(scene, checker, from: &t, 0.2)
        // What a key routed to every list would do: the unfocused right list scrolls animated.
        let right = scene.scrollViews[1]
        right.setContentOffset(Point(x: 0, y: right.maxContentOffset.y), animated: true)
        run(scene, checker, from: &t, 1 / 60)
        XCTAssertEqual(checker.violations.map(\.check), ["keysOnlyToFocused"])
        XCTAssertTrue(checker.violations[0].message.contains("list 1"), checker.violations[0].message)
    }

    @MainActor func testEachListsInsetIsCheckedAndNamed() async throws {
        let (scene, checker) = try open()
        var t = 0.0
        run(scene, checker, from: &t, 0.2)
        scene.scrollViews[1].contentInset = EdgeInsets(top: 9)   // not the app's: behind its back
        run(scene, checker, from: &t, 1 / 60)
        let violation = try XCTUnwrap(checker.violations.first { $0.check == "appInsetKept" })
        XCTAssertTrue(violation.message.hasPrefix("list 1: "), violation.message)
    }
}
