import RefreshCore
import XCTest

@testable import RefreshPlayground
@testable import RefreshPlaygroundCommands
@testable import RefreshPlaygroundWindow

/// The soak's carousel invariants (`nestedDragLeavesTheList`, `carouselRestInsideRange`) fire when
/// the scene breaks them behind the toolkit's back and stay quiet for real swipes, and the sessions
/// the soak generates for `list.carousels` do swipe its carousels.
nonisolated final class CarouselInvariantsTests: XCTestCase {
    /// Scenes and asset libraries made here read their files through the SDL layer, as the window's do.
    override class func setUp() {
        super.setUp()
        MainActor.assumeIsolated { SDLAssetDecoding.install() }
    }

    var scene: PlaygroundScene!
    var checker: InvariantChecker!
    @MainActor var time = 0.0
    @MainActor var frame = 0

    @MainActor func open() throws {
        scene = try PlaygroundScene(configuration: SceneConfiguration(exampleID: "list.carousels"))
        checker = InvariantChecker()
        time = 0
        frame = 0
    }

    /// Ticks `seconds` at 60 fps, checking after every frame; returns the checks that fired.
    @discardableResult
    @MainActor func tick(_ seconds: Double = 1 / 60, each: (() -> Void)? = nil) -> [String] {
        let before = checker.violations.count
        for _ in 0..<max(1, Int((seconds * 60).rounded())) {
            each?()
            scene.tick(at: time)
            checker.check(scene, frame: frame, time: time)
            frame += 1
            time += 1 / 60
        }
        return Array(Set(checker.violations[before...].map(\.check))).sorted()
    }

    @MainActor func testASidewaysSwipeBreaksNothingAndAPullBehindItsBackIsCaught() async throws {
        try open()
        tick()
        scene.route(.pointerDown(Point(x: 330, y: 135), time: time))
        var x = 330.0
        XCTAssertEqual(
            tick(0.3) {
                x -= 12
                self.scene.route(.pointerMoved(Point(x: x, y: 135 + (330 - x) / 3), time: self.time))
            }, [], "a real swipe of the first carousel")
        XCTAssertNotNil(scene.scrollView.nestedTouchTarget)
        scene.component(.header)!.state = .pulling   // as if the swipe pulled the header
        checker.check(scene, frame: frame, time: time)
        XCTAssertEqual(checker.violations.last?.check, "nestedDragLeavesTheList")
        XCTAssertTrue(checker.violations.last?.message.contains("header started pulling") == true)
        scene.component(.header)!.state = .idle
        scene.route(.pointerUp(Point(x: x, y: 200), time: time))
        XCTAssertEqual(tick(2), [], "the carousel's momentum comes to rest inside its range")
    }

    @MainActor func testACarouselAtRestOutsideItsRangeIsCaught() async throws {
        try open()
        tick()
        let carousel = try XCTUnwrap(scene.list?.visibleCarousels.first)
        carousel.setContentOffset(Point(x: 5000, y: 0), animated: false)   // the app's call leaves it there, as UIKit's
        XCTAssertEqual(tick(), ["carouselRestInsideRange"])
        XCTAssertTrue(checker.violations.last!.message.contains("carousel 1 at rest at (5000, 0)"))
        carousel.setContentOffset(Point(x: 100, y: 0), animated: false)
        XCTAssertEqual(tick(), [], "inside its range")
    }

    @MainActor func testTheGeneratedSessionsSwipeTheCarousels() async throws {
        let example = try XCTUnwrap(ExampleCatalog.example(id: "list.carousels"))
        var nestedFrames = 0, movedCarousels = 0
        let observe = CustomSoakCheck(name: "observe") { scene in
            if scene.scrollView.nestedTouchTarget != nil { nestedFrames += 1 }
            if scene.list?.visibleCarousels.contains(where: { $0.contentOffset.x > 0 }) == true { movedCarousels += 1 }
            return nil
        }
        let script = SoakSessionGenerator(example: example, seconds: 20).script(seed: 3)
        XCTAssertTrue(script.steps.contains { if case let .wheel(dx, 0) = $0 { dx != 0 } else { false } })
        let outcome = try SoakSessionRunner.run(script, checker: InvariantChecker(custom: [observe]))
        XCTAssertNil(outcome.firstViolation)
        XCTAssertGreaterThan(nestedFrames, 10, "carousels took the touch in some frames")
        XCTAssertGreaterThan(movedCarousels, 10, "and moved")
    }
}
