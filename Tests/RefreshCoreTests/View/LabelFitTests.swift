import XCTest

@testable import RefreshCore

/// `Label` fits its text: whole when it fits, else shrunk in half points down to
/// `minimumScaleFactor`, else cut with "…". The approximate measurer makes each character
/// 0.6 × the font size wide (rounded per string).
nonisolated final class LabelFitTests: XCTestCase {
    @MainActor func testFitsShrinksThenCuts() async {
        let label = Label(text: String(repeating: "a", count: 20), font: .bold(20))   // 240 pt at 20 pt
        label.frame = Rect(x: 0, y: 0, width: 300, height: 30)
        XCTAssertEqual(label.displayedFont, .bold(20), "fits: as set")
        XCTAssertEqual(label.displayedText, label.text)

        label.frame.size.width = 200
        // Shrinking is off by default: 15 a and "…" take 192 pt, one more a would take 204.
        XCTAssertEqual(label.displayedText, String(repeating: "a", count: 15) + "…")
        XCTAssertEqual(label.displayedFont, .bold(20))
    }

    @MainActor func testShrinkFindsTheLargestHalfPointSizeThatFits() async {
        let label = Label(text: String(repeating: "a", count: 20), font: .bold(20))
        label.minimumScaleFactor = 0.75
        label.frame = Rect(x: 0, y: 0, width: 200, height: 30)
        // 20 × 0.6 × s ≤ 200.5 → s ≤ 16.7: 16.5 in half points.
        XCTAssertEqual(label.displayedFont, .bold(16.5))
        XCTAssertEqual(label.displayedText, label.text, "whole")
        XCTAssertEqual(label.textSize.width, 198, "measured in the font it is drawn with")
        label.frame.size.width = 180   // 15 pt needed, 15 allowed (0.75 × 20)
        XCTAssertEqual(label.displayedFont, .bold(15))
        XCTAssertEqual(label.displayedText, label.text)
        label.frame.size.width = 150   // 12.5 pt needed: below the limit, so cut at 15 pt
        XCTAssertEqual(label.displayedFont, .bold(15))
        XCTAssertTrue(label.displayedText.hasSuffix("…"))
        XCTAssertLessThanOrEqual(ApproximateTextMeasurer().size(of: label.displayedText, font: .bold(15)).width, 150.5)
    }

    @MainActor func testScaleFactorIsClamped() async {
        let label = Label(text: "x")
        label.minimumScaleFactor = -3
        XCTAssertEqual(label.minimumScaleFactor, 0.1)
        label.minimumScaleFactor = .nan
        XCTAssertEqual(label.minimumScaleFactor, 1)
        label.minimumScaleFactor = 7
        XCTAssertEqual(label.minimumScaleFactor, 1)
    }

    @MainActor func testWrapsOntoTheLinesItsHeightHoldsBeforeShrinking() async {
        // 0.6 × 20 = 12 pt a character; lines 24 pt tall.
        let label = Label(text: "aaaa bbbb cccc dddd", font: .bold(20))
        label.numberOfLines = 2
        label.minimumScaleFactor = 0.5
        label.frame = Rect(x: 0, y: 0, width: 120, height: 50)
        XCTAssertEqual(label.displayedText, "aaaa bbbb\ncccc dddd", "two lines of 108 pt, broken at a space")
        XCTAssertEqual(label.displayedFont, .bold(20), "wrapping comes before shrinking")
        XCTAssertEqual(label.textSize, Size(width: 108, height: 48), "the widest line, every line's height")
        let canvas = RecordingCanvas(bounds: Rect(x: 0, y: 0, width: 500, height: 500))
        label.render(in: canvas)
        XCTAssertEqual(canvas.textCalls.map(\.text), ["aaaa bbbb", "cccc dddd"])
        XCTAssertEqual(canvas.textCalls.map(\.rect.minY), [1, 25], "a 48 pt block centred in 50")

        // Two 24 pt lines do not fit 30 pt: the largest font whose lines do is 12.5 pt (15 pt lines),
        // where the text still needs two (one line would need 10.5 pt).
        label.frame.size.height = 30
        XCTAssertEqual(label.displayedFont, .bold(12.5))
        XCTAssertEqual(label.displayedText, "aaaa bbbb cccc\ndddd")

        label.frame.size = Size(width: 40, height: 50)   // two lines even at half size do not hold it: cut
        XCTAssertTrue(label.displayedText.hasSuffix("…"), label.displayedText)
        XCTAssertEqual(label.displayedFont, .bold(10))
    }

    /// A label's kept end survives the cut: the part before it is cut instead.
    @MainActor func testTheKeptEndSurvivesTheCut() async {
        let label = Label(text: "Last update: Today 12:00", font: .bold(20))   // 12 pt a character
        label.frame = Rect(x: 0, y: 0, width: 200, height: 30)
        XCTAssertEqual(label.displayedText, "Last update: To…", "cut at the end by default")
        label.keptSuffixLength = 11
        XCTAssertEqual(label.displayedText, "Las… Today 12:00", "16 characters of 12 pt")
        XCTAssertEqual(label.textSize.width, 16 * 12, "measured as drawn")
        label.keptSuffixLength = -2
        XCTAssertEqual(label.keptSuffixLength, 0)
    }
}
