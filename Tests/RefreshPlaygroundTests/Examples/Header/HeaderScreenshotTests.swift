import RefreshCore
import RefreshSDL
import RefreshTestSupport
import RefreshTesting
import XCTest

@testable import RefreshPlayground

/// Golden screenshots of every header example at idle, 50 % pull, past the threshold, refreshing
/// and after the end; the normal header in each of the 13 languages; and the header and footers
/// in the longest languages at 200, 320 and 390 pt. A 390×240 viewport keeps each golden on the
/// header.
nonisolated final class HeaderScreenshotTests: XCTestCase {
    /// Finger travel that shows `shown` points past the top of a 240 pt viewport.
    @MainActor func finger(_ shown: Double) -> Double { RubberBand.distance(for: shown, dimension: 240) }

    @MainActor func shots(_ id: String, height: Double = 54) throws -> [String: Bitmap] {
        let half = 60 + finger(height * 0.5), past = 60 + finger(height * 1.4)
        let script = try replay(
            id, viewport: Size(width: 390, height: 240), rows: 10, refreshDelay: .never,
            steps: [
                .wait(seconds: 0.05),
                .screenshot(name: "1-idle"),
                .down(Point(x: 200, y: 60)),
                .move(Point(x: 200, y: half), duration: 0.3),
                .wait(seconds: 0.3),
                .screenshot(name: "2-half"),
                .move(Point(x: 200, y: past), duration: 0.2),
                .wait(seconds: 0.3),
                .screenshot(name: "3-past"),
                .up,
                .wait(seconds: 0.62),
                .screenshot(name: "4-refreshing"),
                .call(target: .header, method: .endRefreshing),
                .wait(seconds: 0.6),
                .screenshot(name: "5-ended"),
            ])
        var out: [String: Bitmap] = [:]
        for name in ["1-idle", "2-half", "3-past", "4-refreshing", "5-ended"] {
            out[name] = try XCTUnwrap(script.screenshot(name))
        }
        return out
    }

    @MainActor func assertStates(
        _ id: String, height: Double = 54, file: StaticString = #filePath, line: UInt = #line,
        testName: String = #function
    ) throws {
        for (name, bitmap) in try shots(id, height: height).sorted(by: { $0.key < $1.key }) {
            assertScreenshot(bitmap, named: name, file: file, testName: testName, line: line)
        }
    }

    @MainActor func testNormal() async throws { try assertStates("header.normal") }
    /// `header.cancel`: the refreshing title names what began the refresh ("· pull"); V shows the
    /// app's own load ("· code, no handler"), and Esc cancels it: the list is back at the top.
    @MainActor func testCancel() async throws {
        try assertStates("header.cancel")
        let script = try replay(
            "header.cancel", viewport: Size(width: 390, height: 240), rows: 10, refreshDelay: .never,
            steps: [
                .wait(seconds: 0.05), .key("V"), .wait(seconds: 0.6), .screenshot(name: "6-own-load"),
                .key("Escape"), .wait(seconds: 0.6), .screenshot(name: "7-cancelled"),
            ])
        for name in ["6-own-load", "7-cancelled"] {
            assertScreenshot(try XCTUnwrap(script.screenshot(name)), named: name)
        }
    }
    @MainActor func testGif() async throws { try assertStates("header.gif") }
    /// A Lottie file by segment: nothing drawn at 0 %, half the ring at 50 %, the whole ring past
    /// the threshold (the pull is clamped to the segment's last frame), the spinning arc, then the
    /// success segment while it slides out, idle again.
    @MainActor func testLottie() async throws { try assertStates("header.lottie") }
    @MainActor func testHideTime() async throws { try assertStates("header.hide-time") }
    @MainActor func testHideStateTime() async throws { try assertStates("header.hide-state-time") }
    @MainActor func testCustomText() async throws { try assertStates("header.custom-text") }
    @MainActor func testDIY() async throws { try assertStates("header.diy", height: 50) }
    /// Drawn only with paths: the track alone, the ring half full, full past the threshold, the
    /// spinning arc, then idle again.
    @MainActor func testRing() async throws { try assertStates("header.ring") }
    /// Fixed behind the rows: half of it (its top half) and all of it revealed, then hovering.
    @MainActor func testPlacementBehind() async throws { try assertStates("header.placement-behind") }
    /// Over the rows: coming in with the pull, stopped at the top past the threshold, then over
    /// the rows at rest while it refreshes.
    @MainActor func testPlacementFront() async throws { try assertStates("header.placement-front") }
    /// Stretched over the room: squeezed into 27 pt (its content centred and cut), grown to 76 pt,
    /// then hovering at its 54.
    @MainActor func testPlacementScale() async throws { try assertStates("header.placement-scale") }

    /// Runs `steps` on `id` in a 390 pt wide viewport `height` tall (10 rows, refreshes ended by
    /// the script) and compares each screenshot it names with its golden.
    @MainActor func assertShots(
        _ id: String, height: Int = 240, _ steps: [[ReplayStep]], file: StaticString = #filePath, line: UInt = #line,
        testName: String = #function
    ) throws {
        let replayed = try replay(
            id, viewport: Size(width: 390, height: Double(height)), rows: 10, refreshDelay: .never,
            file: file, line: line, steps: steps.flatMap { $0 })
        assertScreenshots(of: replayed, file: file, testName: testName, line: line)
    }

    /// `header.threshold`: each crossing 0.1 s after it, a third of the way through its pulse (the
    /// accent ring growing from the arrow as it arms, the dashed grey ring closing in as it
    /// disarms, the accent disc swelling behind the spinner as the release triggers), the pull
    /// held past the threshold once its pulse has played, and the refresh with no pulse left.
    @MainActor func testThresholdPulses() async throws {
        let past = 60 + finger(54 * 1.4), short = 60 + finger(54 * 0.85)
        try assertShots(
            "header.threshold",
            [
                [.down(Point(x: 200, y: 60)), .move(Point(x: 200, y: 60 + finger(27)), duration: 0.2)],
                [.wait(seconds: 0.1), .screenshot(name: "1-half")],
                [.move(Point(x: 200, y: past), duration: 0), .wait(seconds: 0.1), .screenshot(name: "2-armed")],
                [.wait(seconds: 0.3), .screenshot(name: "3-armed-played")],
                [.move(Point(x: 200, y: short), duration: 0), .wait(seconds: 0.1), .screenshot(name: "4-disarmed")],
                [.move(Point(x: 200, y: past), duration: 0), .wait(seconds: 0.4)],
                [.up, .wait(seconds: 0.1), .screenshot(name: "5-triggered")],
                [.wait(seconds: 0.5), .screenshot(name: "6-refreshing")],
            ])
    }

    /// `header.trigger-hold` in a 480 pt window (its 160 pt maximum is out of a 240 pt band's
    /// reach at a drag rate of 0.6): 80 pt shows the whole 54 pt header still saying "Pull down",
    /// 125 pt is past its 100 pt threshold, a long drag stops at 160 pt, and the refresh hovers at 54.
    @MainActor func testTriggerHold() async throws {
        func finger(_ shown: Double) -> Double { 40 + RubberBand.distance(for: shown / 0.6, dimension: 480) }
        try assertShots(
            "header.trigger-hold", height: 480,
            [
                [.down(Point(x: 200, y: 40)), .move(Point(x: 200, y: finger(80)), duration: 0.3)],
                [.wait(seconds: 0.3), .screenshot(name: "1-past-the-hold")],
                [.move(Point(x: 200, y: finger(125)), duration: 0.2), .wait(seconds: 0.3)],
                [.screenshot(name: "2-past-the-trigger")],
                [.move(Point(x: 200, y: 1440), duration: 0.3), .wait(seconds: 0.3)],
                [.screenshot(name: "3-at-the-maximum")],
                [.up, .wait(seconds: 0.62), .screenshot(name: "4-refreshing")],
                [.call(target: .header, method: .endRefreshing), .wait(seconds: 0.6)],
                [.screenshot(name: "5-ended")],
            ])
    }

    @MainActor func testAutoBeginRefreshingAtLaunch() async throws {
        let script = try replay(
            "header.auto-begin", viewport: Size(width: 390, height: 240), rows: 10, refreshDelay: .never,
            steps: [.wait(seconds: 0.5), .screenshot(name: "launch")])
        assertScreenshot(try XCTUnwrap(script.screenshot("launch")), named: "launch")
    }

    /// Pulled after a refresh ended at 12:00:01 UTC: in Arabic the letters join right to left while
    /// the time still reads 12:00; in Russian on a 320 pt window the long line pushes the text
    /// right instead of the arrow off the edge.
    @MainActor func testArabicTimeAndNarrowRussian() async throws {
        for (language, width) in [("ar", 390), ("ru", 320)] {
            let script = try replay(
                "header.normal", viewport: Size(width: Double(width), height: 120), rows: 3, refreshDelay: 0.5,
                language: language,
                steps: [
                    .call(target: .header, method: .beginRefreshing),
                    .wait(seconds: 1.5),
                    .down(Point(x: 200, y: 20)),
                    .move(Point(x: 200, y: 20 + RubberBand.distance(for: 70, dimension: 120)), duration: 0.2),
                    .wait(seconds: 0.3),
                    .screenshot(name: "pulled"),
                ])
            assertScreenshot(try XCTUnwrap(script.screenshot("pulled")), named: "\(language)-\(width)")
        }
    }

    /// In Arabic the arrow (pulled past the threshold, turned up) and the spinner (refreshing) sit
    /// right of the text, on its reading side, 25 pt from the end of the longer line.
    @MainActor func testArabicArrowAndSpinnerRightOfTheText() async throws {
        let script = try replay(
            "header.normal", viewport: Size(width: 390, height: 120), rows: 3, refreshDelay: .never, language: "ar",
            steps: [
                .down(Point(x: 200, y: 20)),
                .move(Point(x: 200, y: 20 + RubberBand.distance(for: 70, dimension: 120)), duration: 0.2),
                .wait(seconds: 0.3),
                .screenshot(name: "pulling"),
                .up,
                .wait(seconds: 0.6),
                .screenshot(name: "refreshing"),
            ])
        for name in ["pulling", "refreshing"] {
            assertScreenshot(try XCTUnwrap(script.screenshot(name)), named: "ar-\(name)")
        }
    }

    /// The pulled header in every language: CJK, Cyrillic and Arabic glyphs render, never boxes.
    @MainActor func testEveryLanguage() async throws {
        for language in RefreshLanguage.allCases {
            let script = try replay(
                "header.normal", viewport: Size(width: 390, height: 120), rows: 3, language: language.code,
                steps: [
                    .down(Point(x: 200, y: 20)),
                    .move(Point(x: 200, y: 20 + RubberBand.distance(for: 70, dimension: 120)), duration: 0.2),
                    .wait(seconds: 0.3),
                    .screenshot(name: "pulled"),
                ])
            assertScreenshot(try XCTUnwrap(script.screenshot("pulled")), named: language.code)
        }
    }

    /// `TextFit`'s rule in the longest of the 13 languages (measured in bold 14 pt: German, French
    /// and Russian have the longest titles and last-updated lines, Arabic is the longest
    /// right-to-left one) at 200, 320 and 390 pt: one sheet per language and width, from the top
    /// the normal header idle and pulling after a refresh at 12:00, the auto footer idle and
    /// failed ("… · Tap to retry"), and the back footer pulling. Every text is one line; a header's
    /// title and time share one size; at 75 % what still does not fit is cut with "…" before the
    /// time or the retry hint; the arrow, spinner or icon stays its distance from the text.
    @MainActor func testLongestLanguagesFitAt200_320And390() async throws {
        for language in ["de", "fr", "ru", "ar"] {
            for width in [200, 320, 390] {
                assertScreenshot(
                    try fittingSheet(language: language, width: Double(width)), named: "\(language)-\(width)")
            }
        }
    }

    /// The sheet of `testLongestLanguagesFitAt200_320And390` for one language and width.
    @MainActor func fittingSheet(language: String, width: Double) throws -> Bitmap {
        var shots: [String: Bitmap] = [:]
        func run(_ example: String, height: Double, rows: Int, delay: RefreshDelay, _ steps: [ReplayStep]...) throws {
            let replayed = try replay(
                example, viewport: Size(width: width, height: height), rows: rows, refreshDelay: delay,
                language: language, steps: steps.flatMap { $0 })
            for (name, picture) in replayed.screenshots { shots[name] = picture }
        }
        func shot(_ name: String, top: Double, height: Double) throws -> Bitmap {
            try XCTUnwrap(shots[name]).cropped(to: Rect(x: 0, y: top, width: width, height: height), scale: 1)
        }
        let x = width / 2
        try run(
            "header.normal", height: 120, rows: 3, delay: 0.5,
            [
                .call(target: .header, method: .beginRefreshing),
                .wait(seconds: 1.5),
                .down(Point(x: x, y: 20)),
                .move(Point(x: x, y: 20 + RubberBand.distance(for: 52, dimension: 120)), duration: 0.2),
                .wait(seconds: 0.3),
                .screenshot(name: "header-idle"),
                .move(Point(x: x, y: 20 + RubberBand.distance(for: 70, dimension: 120)), duration: 0.2),
                .wait(seconds: 0.3),
                .screenshot(name: "header-pulling"),
            ])
        try run(
            "footer.auto-manual", height: 240, rows: 10, delay: .never,
            [
                .key("End"),
                .wait(seconds: 0.5),
                .screenshot(name: "auto-idle"),
            ])
        try run(
            "footer.failure-retry", height: 240, rows: 10, delay: 0.6,
            [
                .key("End"),
                .wait(seconds: 1.7),
                .screenshot(name: "auto-failed"),
            ])
        let past = 200 - RubberBand.distance(for: 44 * 1.4, dimension: 240)
        try run(
            "footer.back-normal", height: 240, rows: 10, delay: .never,
            [
                .key("End"),
                .wait(seconds: 0.5),
                .down(Point(x: x, y: 200)),
                .move(Point(x: x, y: past), duration: 0.2),
                .wait(seconds: 0.3),
                .screenshot(name: "back-pulling"),
            ])
        let strips = [
            try shot("header-idle", top: 0, height: 54), try shot("header-pulling", top: 16, height: 54),
            try shot("auto-idle", top: 196, height: 44), try shot("auto-failed", top: 196, height: 44),
            try shot("back-pulling", top: 240 - 62, height: 44),
        ]
        var sheet = Bitmap(width: strips[0].width, height: strips.map { $0.height + 2 }.reduce(0, +), fill: .white)
        var y = 0
        for strip in strips {
            sheet.paste(strip, atX: 0, y: y)
            y += strip.height + 2
        }
        return sheet
    }
}
