import XCTest

@testable import RefreshCore

/// `TextFit`, the one rule for fitting text: whole, then shrunk together in half points to the
/// floor, then cut with "…" before the kept end; and where the image beside the text goes. The
/// approximate measurer makes each character 0.6 × the font size wide (rounded per string).
nonisolated final class TextFitTests: XCTestCase {
    @MainActor var measurer: ApproximateTextMeasurer { ApproximateTextMeasurer() }

    @MainActor func testAWholeTextKeepsItsSizeAndIsMeasuredOnce() async {
        let counting = CountingMeasurer()
        let fit = TextFit.fit(
            [TextFit.Text("Pull down", font: .bold(14))], length: 100, minimumScale: 0.75, measurer: counting)
        XCTAssertEqual(fit.scale, 1)
        XCTAssertEqual(fit.fonts, [.bold(14)])
        XCTAssertEqual(fit.lines, [["Pull down"]])
        XCTAssertEqual(fit.widths, [76], "9 × 8.4 pt, rounded")
        XCTAssertEqual(counting.calls, 1)
    }

    @MainActor func testSizesStepInHalfPointsDownToTheFloor() async {
        XCTAssertEqual(TextFit.sizes(from: 14, minimumScale: 0.75), [14, 13.5, 13, 12.5, 12, 11.5, 11, 10.5])
        XCTAssertEqual(
            TextFit.sizes(from: 15, minimumScale: 0.75).suffix(2), [11.5, 11.25], "the floor is always last")
        XCTAssertEqual(TextFit.sizes(from: 14, minimumScale: 1), [14])
    }

    /// A control's texts shrink by one factor: the short title takes the size the long time needs.
    @MainActor func testTextsShrinkTogether() async {
        let fit = TextFit.fit(
            [
                TextFit.Text(String(repeating: "a", count: 10), font: .bold(20)),
                TextFit.Text(String(repeating: "b", count: 20), font: .bold(20)),
            ],
            length: 200, minimumScale: 0.75, measurer: measurer)
        // 20 × 0.6 × s ≤ 200.5 → s ≤ 16.7: 16.5 in half points, for both.
        XCTAssertEqual(fit.fonts, [.bold(16.5), .bold(16.5)])
        XCTAssertEqual(fit.scale, 0.825)
        XCTAssertEqual(fit.lines, [[String(repeating: "a", count: 10)], [String(repeating: "b", count: 20)]])
        XCTAssertEqual(fit.width, 198)

        // Fonts of different sizes shrink by one factor, in half points of the larger: the small
        // text needs 120 × s ≤ 100.5, so s = 16.5 / 20.
        let mixed = TextFit.fit(
            [
                TextFit.Text("aaaa", font: .bold(20)),
                TextFit.Text(String(repeating: "b", count: 20), font: .system(10)),
            ],
            length: 100, minimumScale: 0.75, measurer: measurer)
        XCTAssertEqual(mixed.fonts, [.bold(16.5), .system(8.25)])
    }

    /// At the floor what still does not fit is cut; the kept end (the time) stays whole and the
    /// part before it is cut, else dropped, else the kept end loses its start.
    @MainActor func testAtTheFloorTheCutKeepsTheTime() async {
        let line = "Last update: Today 12:00"
        func cut(_ length: Double) -> [String] {
            TextFit.fit(
                [TextFit.Text("Release", font: .bold(20)), TextFit.Text(line, font: .bold(20), keptSuffixLength: 11)],
                length: length, minimumScale: 0.75, measurer: measurer
            ).lines.map { $0[0] }
        }
        // At 15 pt a character is 9 pt wide: 16 of them fit 150 pt.
        XCTAssertEqual(cut(150), ["Release", "Las… Today 12:00"])
        XCTAssertEqual(cut(100), ["Release", "Today 12:00"], "no letter of the prefix fits: the time alone")
        XCTAssertEqual(cut(60), ["Relea…", "…12:00"], "not even the time: its end")
        let plain = TextFit.fit(
            [TextFit.Text(line, font: .bold(20))], length: 150, minimumScale: 0.75, measurer: measurer)
        XCTAssertEqual(plain.lines, [["Last update: To…"]], "nothing kept: cut at the end")
        XCTAssertEqual(plain.fonts, [.bold(15)], "at the floor")
        // A failed footer keeps " · Tap to retry"; alone, the hint drops its " · ".
        func retry(_ length: Double) -> String {
            TextFit.fit(
                [TextFit.Text("Load failed · Tap to retry", font: .bold(20), keptSuffixLength: 15)], length: length,
                minimumScale: 0.75, measurer: measurer
            ).lines[0][0]
        }
        XCTAssertEqual(retry(170), "Lo… · Tap to retry")
        XCTAssertEqual(retry(150), "Tap to retry")
    }

    /// One line unless more are allowed, whatever the room across: a 44 pt footer never wraps.
    @MainActor func testOneLineUnlessMoreAreAllowed() async {
        let text = "Tap or pull up to load more"
        let one = TextFit.fit(
            [TextFit.Text(text, font: .bold(14))], length: 150, across: 44, minimumScale: 0.75, measurer: measurer)
        XCTAssertEqual(one.lines[0].count, 1)
        XCTAssertTrue(one.lines[0][0].hasSuffix("…"), one.lines[0][0])
        let two = TextFit.fit(
            [TextFit.Text(text, font: .bold(14))], length: 150, maximumLines: 2, across: 44, minimumScale: 0.75,
            measurer: measurer)
        XCTAssertEqual(two.lines[0], ["Tap or pull up to", "load more"], "two allowed: wrapped at 14 pt first")
        XCTAssertEqual(two.fonts, [.bold(14)])
        let low = TextFit.fit(
            [TextFit.Text(text, font: .bold(14))], length: 150, maximumLines: 2, across: 20, minimumScale: 0.75,
            measurer: measurer)
        XCTAssertEqual(low.lines[0].count, 1, "a room across one line holds one line")
    }

    /// The text is centred while the image fits the margin beside it; else the image keeps the
    /// margin and the text follows `gap` after it; the room is what the margins and the image leave.
    @MainActor func testThePlaceKeepsTheImageItsGapFromTheText() async {
        XCTAssertEqual(TextFit.room(inWidth: 390, imageWidth: 20, gap: 15), 339)
        XCTAssertEqual(TextFit.room(inWidth: 390, imageWidth: 0, gap: 15), 374, "no image: only the margins")
        XCTAssertEqual(TextFit.room(inWidth: 30, imageWidth: 20, gap: 15), 0)
        let centred = TextFit.place(textWidth: 200, imageWidth: 20, gap: 15, inWidth: 390)
        XCTAssertEqual(centred.textX, 95)
        XCTAssertEqual(centred.imageX, 60, "20 wide, 15 before the text")
        let pushed = TextFit.place(textWidth: 330, imageWidth: 20, gap: 15, inWidth: 390)
        XCTAssertEqual(pushed.imageX, TextFit.margin)
        XCTAssertEqual(pushed.textX, TextFit.margin + 20 + 15, "the gap stays, the text moves right")
        XCTAssertEqual(TextFit.place(textWidth: 0, imageWidth: 20, gap: 15, inWidth: 390).imageX, 185, "no text")
        XCTAssertEqual(TextFit.place(textWidth: 100, imageWidth: 0, gap: 15, inWidth: 390).textX, 145, "no image")
    }

    /// Issue 30, item 12: the ellipsis takes the script of the text it cuts. Text with CJK is drawn
    /// with the CJK face, whose "…" sits centred like a dash: beside Latin letters the cut is three
    /// full stops; after CJK, and in text with no CJK at all, it stays "…".
    @MainActor func testTheEllipsisTakesTheScriptOfTheTextItCuts() async {
        let m = measurer
        let latinInCJK = m.truncatingTail("Last updated 最終更新", font: .bold(10), toFit: 60)
        XCTAssertTrue(latinInCJK.hasSuffix("..."), latinInCJK)
        XCTAssertFalse(latinInCJK.contains("…"), latinInCJK)
        let cjk = m.truncatingTail("最終更新最終更新最終更新 Today", font: .bold(10), toFit: 60)
        XCTAssertTrue(cjk.hasSuffix("…"), cjk)
        let latin = m.truncatingTail("Last updated today at noon", font: .bold(10), toFit: 60)
        XCTAssertTrue(latin.hasSuffix("…"), latin)
        let keptTime = m.truncating("最終 Last updated 12:00", keepingLast: 6, font: .bold(10), toFit: 90)
        XCTAssertTrue(keptTime.contains("... 12:00") || keptTime.hasPrefix("..."), keptTime)
        for text in [latinInCJK, cjk, latin, keptTime] {
            XCTAssertLessThanOrEqual(m.size(of: text, font: .bold(10)).width, 90.5, text)
        }
    }
}
