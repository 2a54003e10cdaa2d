import Foundation
import RefreshCore
import XCTest

@testable import RefreshPlayground

/// The tuning panel's model (K): the values it lists, their steps and ranges, its keys on a scene,
/// and the Swift it writes, which this file compiles (`applyTunedTriggerHold`).
nonisolated final class FeelTuningTests: XCTestCase {
    @MainActor func scene(_ id: String) throws -> PlaygroundScene {
        try replay(id, viewport: Size(width: 390, height: 600), refreshDelay: .never, steps: [.wait(seconds: 0.1)])
            .scene
    }

    // MARK: The values

    @MainActor func testEveryValueHasAUniqueNameAStepInsideItsRangeAndAKeyPathThatReadsItsDefault() async throws {
        XCTAssertEqual(
            TunableValue.all.map(\.name),
            ["rubberBand", "deceleration", "spring", "trigger", "hold", "maxPull", "dragRate", "outcome"])
        for value in TunableValue.all {
            XCTAssertGreaterThan(value.step, 0, value.name)
            XCTAssertLessThan(value.step, value.range.upperBound - value.range.lowerBound, value.name)
        }
        let scene = try scene("header.normal")
        let header = try XCTUnwrap(scene.component(.header))
        let read = Dictionary(
            uniqueKeysWithValues: TunableValue.all.map { ($0.name, $0.read(scene.scrollView, header)) })
        XCTAssertEqual(read["rubberBand"], RubberBand.coefficient)
        XCTAssertEqual(read["deceleration"], DecelerationRate.normal)
        XCTAssertEqual(read["spring"], Spring.defaultOmega)
        XCTAssertEqual(read["trigger"], .some(nil), "nil: the header's height")
        XCTAssertEqual(read["hold"], RefreshHeader.defaultHeight)
        XCTAssertEqual(read["maxPull"], .some(nil), "nil: no limit")
        XCTAssertEqual(read["dragRate"], 1)
        XCTAssertEqual(read["outcome"], 0, "the playground's examples collapse at once, but header.results")
    }

    @MainActor func testStepsStayOnTheGridAndStopAtTheEndsOfTheRange() async throws {
        let band = try XCTUnwrap(TunableValue.named("rubberBand"))
        XCTAssertEqual(band.stepped(0.55, by: 1, height: 0), 0.6)
        XCTAssertEqual(band.stepped(0.3, by: -1, height: 0), 0.25, "no 0.24999999999999997")
        XCTAssertEqual(band.stepped(0.1, by: -1, height: 0), 0.1, "clamped at the bottom")
        XCTAssertEqual(band.stepped(1.5, by: 1, height: 0), 1.5, "clamped at the top")
        XCTAssertEqual(band.stepped(0.57, by: 1, height: 0), 0.6, "an off-grid value joins the grid")
        let deceleration = try XCTUnwrap(TunableValue.named("deceleration"))
        XCTAssertEqual(deceleration.stepped(0.998, by: 1, height: 0), 0.999)
        XCTAssertEqual(deceleration.stepped(0.999, by: 1, height: 0), 0.999, "never 1: momentum would not stop")
        XCTAssertEqual(deceleration.literal(0.99), "0.99")
    }

    @MainActor func testANilTriggerStartsFromTheHeightAndANilMaximumSitsPastTheTop() async throws {
        let trigger = try XCTUnwrap(TunableValue.named("trigger"))
        XCTAssertEqual(trigger.stepped(nil, by: 1, height: 54), 60)
        XCTAssertEqual(trigger.stepped(nil, by: -1, height: 54), 50)
        let maxPull = try XCTUnwrap(TunableValue.named("maxPull"))
        XCTAssertNil(maxPull.stepped(nil, by: 1, height: 54), "no limit stays no limit")
        XCTAssertEqual(maxPull.stepped(nil, by: -1, height: 54), 600)
        XCTAssertNil(maxPull.stepped(600, by: 1, height: 54), "past the top: no limit")
        XCTAssertEqual(maxPull.rangeText, "20…600, none")
        XCTAssertEqual(maxPull.assignment(nil, owner: "header"), "header.maximumPullDistance = nil")
    }

    // MARK: The keys

    @MainActor func testTheClosedPanelTakesOnlyK() async throws {
        let scene = try scene("header.normal")
        XCTAssertFalse(scene.tuning.key("Right", in: scene))
        XCTAssertFalse(scene.tuning.key("R", in: scene))
        XCTAssertEqual(scene.scrollView.physics, .ios)
        XCTAssertTrue(scene.key("K"))
        XCTAssertTrue(scene.tuning.isOpen)
        XCTAssertTrue(scene.key("Escape"), "Esc closes the panel before anything else")
        XCTAssertFalse(scene.tuning.isOpen)
    }

    @MainActor func testArrowsChangeTheSceneAtOnceAndRGivesBackTheExamplesValues() async throws {
        let scene = try scene("header.trigger-hold")
        let header = try XCTUnwrap(scene.component(.header))
        for key in ["K", "Right", "Right", "Down", "Down", "Down", "Left", "Down", "Down", "Down", "Left"] {
            XCTAssertTrue(scene.key(key), key)
        }
        XCTAssertEqual(scene.scrollView.physics.rubberBandCoefficient, 0.65)
        XCTAssertEqual(header.triggerDistance, 95)
        XCTAssertEqual(header.dragRate, 0.55)
        XCTAssertTrue(scene.key("Up"))
        XCTAssertTrue(scene.key("Right"))
        XCTAssertEqual(header.maximumPullDistance, 170)
        XCTAssertTrue(scene.key("R"))
        XCTAssertEqual(scene.takeNotice()?.text, "R: the example's feel again")
        XCTAssertEqual(scene.scrollView.physics, .ios)
        XCTAssertEqual(header.triggerDistance, 100)
        XCTAssertEqual(header.dragRate, 0.6)
        XCTAssertEqual(header.maximumPullDistance, 160)
    }

    @MainActor func testWithoutAControlOnlyThePhysicsIsListed() async throws {
        let scene = try scene("list.plain")
        XCTAssertNil(scene.tuning.activeControl(in: scene))
        XCTAssertEqual(scene.tuning.rows(in: scene).map(\.name), ["rubberBand", "deceleration", "spring"])
        XCTAssertTrue(scene.key("K"))
        XCTAssertTrue(scene.key("Up"), "wraps to the last row")
        XCTAssertTrue(scene.key("Right"))
        XCTAssertEqual(scene.scrollView.physics.springOmega, 11)
        XCTAssertEqual(
            scene.tuning.swiftCode(for: scene),
            """
            // The feel tuned in refresh-playground (list.plain)
            scrollView.physics.rubberBandCoefficient = 0.55
            scrollView.decelerationRate = 0.998
            scrollView.physics.springOmega = 11   // was 10

            """)
    }

    @MainActor func testTheActiveControlIsTheOneTheExamplesGroupNamesElseTheHeader() async throws {
        for (id, target) in [
            ("grid.header-footer", RefreshTarget.header), ("footer.back-normal", .footer),
            ("trailer.horizontal", .trailer), ("header.gif", .header),
        ] {
            let scene = try scene(id)
            XCTAssertEqual(scene.tuning.activeControl(in: scene)?.target, target, id)
        }
    }

    // MARK: The Swift it writes

    /// The code Enter writes for `header.trigger-hold` after this session, compiled here as it was
    /// written: `testTheWrittenSwiftIsTheBodyOfAFunctionThatCompiles` compares it with this body.
    @MainActor static let triggerHoldSession = [
        "K", "Right", "Right", "Right", "Down", "Down", "Down", "Left", "Left", "Down", "Down", "Right", "Return",
    ]

    @MainActor func applyTunedTriggerHold(scrollView: ScrollView, header: RefreshComponent) {
        // The feel tuned in refresh-playground (header.trigger-hold), header: NormalHeader
        scrollView.physics.rubberBandCoefficient = 0.7   // was 0.55
        scrollView.decelerationRate = 0.998
        scrollView.physics.springOmega = 10
        header.triggerDistance = 90   // was 100
        header.frame.size.height = 54
        header.maximumPullDistance = 170   // was 160
        header.dragRate = 0.6
        header.outcomeDisplayDuration = 0
    }

    /// The code Enter writes for `footer.back-normal` after K, ↓ to the hold, → three times: a
    /// footer's hold is its `height`.
    @MainActor static let backFooterSession = [
        "K", "Down", "Down", "Down", "Down", "Right", "Right", "Right", "Return",
    ]

    @MainActor func applyTunedBackFooter(scrollView: ScrollView, footer: RefreshFooter) {
        // The feel tuned in refresh-playground (footer.back-normal), footer: BackNormalFooter
        scrollView.physics.rubberBandCoefficient = 0.55
        scrollView.decelerationRate = 0.998
        scrollView.physics.springOmega = 10
        footer.triggerDistance = nil
        footer.height = 50   // was 44
        footer.maximumPullDistance = nil
        footer.dragRate = 1
        footer.outcomeDisplayDuration = 0
    }

    /// The body of the function `name` of this file as it is spelled, without its indent.
    func compiledBody(of name: String = "applyTunedTriggerHold") throws -> String {
        let source = try String(contentsOfFile: #filePath, encoding: .utf8)
        let lines = source.components(separatedBy: "\n")
        let start = try XCTUnwrap(lines.firstIndex { $0.contains("func \(name)(") })
        let end = try XCTUnwrap(lines[start...].firstIndex { $0 == "    }" })
        return lines[(start + 1)..<end].map { String($0.dropFirst(8)) }.joined(separator: "\n") + "\n"
    }

    @MainActor func testTheWrittenSwiftIsTheBodyOfAFunctionThatCompiles() async throws {
        let tuned = try scene("header.trigger-hold")
        for key in Self.triggerHoldSession { XCTAssertTrue(tuned.key(key), key) }
        let code = try XCTUnwrap(tuned.tuning.takeCode())
        XCTAssertNil(tuned.tuning.takeCode(), "taken once")
        XCTAssertEqual(code, try compiledBody())
        // The compiled code sets what the key paths read on the tuned scene.
        let fresh = try scene("header.trigger-hold")
        applyTunedTriggerHold(scrollView: fresh.scrollView, header: try XCTUnwrap(fresh.component(.header)))
        for value in TunableValue.all {
            XCTAssertEqual(
                value.read(fresh.scrollView, fresh.component(.header)),
                value.read(tuned.scrollView, tuned.component(.header)), value.name)
        }
    }

    @MainActor func testAFootersHoldIsItsHeightInTheWrittenSwiftAndItsInsetFollows() async throws {
        let tuned = try scene("footer.back-normal")
        for key in Self.backFooterSession { XCTAssertTrue(tuned.key(key), key) }
        XCTAssertEqual(try XCTUnwrap(tuned.tuning.takeCode()), try compiledBody(of: "applyTunedBackFooter"))
        let fresh = try scene("footer.back-normal")
        let footer = try XCTUnwrap(fresh.component(.footer) as? RefreshFooter)
        applyTunedBackFooter(scrollView: fresh.scrollView, footer: footer)
        for value in TunableValue.all {
            XCTAssertEqual(
                value.read(fresh.scrollView, footer), value.read(tuned.scrollView, tuned.component(.footer)), value.name
            )
        }
        // An auto footer adds its height as an inset while shown: it follows the tuned hold.
        let auto = try scene("footer.auto-normal")
        for key in ["K", "Down", "Down", "Down", "Down", "Right"] { XCTAssertTrue(auto.key(key), key) }
        let autoFooter = try XCTUnwrap(auto.component(.footer))
        XCTAssertEqual(autoFooter.frame.height, 46)
        XCTAssertEqual(autoFooter.addedInset.bottom, 46)
        let strip = try scene("trailer.horizontal")
        XCTAssertEqual(TunableValue.named("hold")?.label(for: strip.component(.trailer)), "hold width")
        XCTAssertEqual(strip.tuning.controlHeight(in: strip), 60, "a trailer's trigger follows its width")
    }
}
