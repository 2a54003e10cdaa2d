import RefreshTestSupport
import RefreshTesting
import XCTest

@testable import RefreshCore

/// `VerticalLabel` stacks mostly-CJK text one upright character per line and turns every other
/// text into one line reading down the column, cutting both with "…" when too long.
/// The approximate measurer makes every character 0.6 × 17 = 10.2 pt wide and lines 20 pt tall.
nonisolated final class VerticalLabelTests: XCTestCase {
    @MainActor private func render(_ label: VerticalLabel, in frame: Rect) -> RecordingCanvas {
        label.frame = frame
        let canvas = RecordingCanvas(bounds: Rect(x: 0, y: 0, width: 1000, height: 1000))
        label.render(in: canvas)
        return canvas
    }

    @MainActor func testCJKStacksOneUprightCallPerCharacterDownTheColumn() async throws {
        let label = VerticalLabel(text: "释放查看图文详情", font: .system(17))
        XCTAssertEqual(label.orientation, .stacked)
        let calls = render(label, in: Rect(x: 100, y: 10, width: 60, height: 300)).textCalls
        XCTAssertEqual(calls.map(\.text), "释放查看图文详情".map { String($0) })
        XCTAssertTrue(calls.allSatisfy { $0.rotation == 0 }, "upright")
        XCTAssertTrue(calls.allSatisfy { $0.rect.midX == 130 && $0.rect.width == 60 }, "centred across the column")
        for (a, b) in zip(calls, calls.dropFirst()) {
            XCTAssertLessThan(a.rect.minY, b.rect.minY, "each character below the one before")
            XCTAssertEqual(a.rect.maxY, b.rect.minY, accuracy: 1e-9, "one line after another")
        }
        XCTAssertEqual(calls.first!.rect.height, 20)
        // 8 lines of 20 pt centred in 300: 70 above and below.
        XCTAssertEqual(calls.first!.rect.minY, 10 + 70, accuracy: 1e-9)
        XCTAssertEqual(calls.last!.rect.maxY, 310 - 70, accuracy: 1e-9)
        XCTAssertEqual(label.textExtent, 160)
        XCTAssertEqual(label.displayedText, label.text)
        XCTAssertEqual(label.sizeThatFits(.zero), Size(width: 10, height: 160))
    }

    @MainActor func testLatinIsOneLineTurnedClockwiseAndCentred() async throws {
        let label = VerticalLabel(text: "Release to see details", font: .system(17))
        XCTAssertEqual(label.orientation, .rotated)
        let calls = render(label, in: Rect(x: 100, y: 10, width: 60, height: 300)).textCalls
        XCTAssertEqual(calls.count, 1)
        let call = calls[0]
        XCTAssertEqual(call.text, "Release to see details")
        XCTAssertEqual(call.rotation, Double.pi / 2, "a quarter turn clockwise: reads top to bottom")
        // Laid out in the column's rect turned about its centre: 300 wide, 60 tall, same centre.
        XCTAssertEqual(call.rect, Rect(x: 130 - 150, y: 160 - 30, width: 300, height: 60))
        XCTAssertEqual(label.textExtent, (22 * 10.2).rounded())
        XCTAssertEqual(label.sizeThatFits(.zero), Size(width: 20, height: (22 * 10.2).rounded()))
    }

    @MainActor func testTooLongLineIsCutWithEllipsis() async throws {
        let measurer = ApproximateTextMeasurer()
        let label = VerticalLabel(text: "Отпустите, чтобы открыть подробности", font: .system(17))
        let calls = render(label, in: Rect(x: 0, y: 0, width: 60, height: 120)).textCalls
        XCTAssertEqual(calls.count, 1)
        let cut = calls[0].text
        XCTAssertEqual(cut, label.displayedText)
        XCTAssertTrue(cut.hasSuffix("…"), cut)
        XCTAssertTrue(label.text.hasPrefix(String(cut.dropLast())), cut)
        XCTAssertLessThanOrEqual(measurer.size(of: cut, font: label.font).width, 120.5, "fits the column's height")
        let oneMore = String(label.text.prefix(cut.count)) + "…"
        XCTAssertGreaterThan(measurer.size(of: oneMore, font: label.font).width, 120.5, "the longest start that fits")
        XCTAssertEqual(calls[0].rotation, Double.pi / 2)
        XCTAssertGreaterThan(label.textExtent, 120, "the extent is the whole text's")
    }

    @MainActor func testLongTurnedTextWrapsOntoASecondLineAtASpace() async throws {
        // 22 characters: 224.4 pt on one line; 140 pt columns hold 13 characters a line.
        let label = VerticalLabel(text: "Release to see details", font: .system(17))
        label.maximumLines = 2
        let calls = render(label, in: Rect(x: 0, y: 0, width: 60, height: 140)).textCalls
        XCTAssertEqual(calls.map(\.text), ["Release to", "see details"], "broken at the last space that fits")
        XCTAssertTrue(calls.allSatisfy { $0.rotation == .pi / 2 })
        XCTAssertEqual(calls[0].rect.midX, 40, accuracy: 1e-9, "the first line on the right of the 40 pt block")
        XCTAssertEqual(calls[1].rect.midX, 20, accuracy: 1e-9)
        XCTAssertEqual(label.thickness(forHeight: 140), 40, "two lines of 20 pt")
        XCTAssertEqual(label.thickness(forHeight: 300), 20, "one line where it fits")
        label.maximumLines = 1
        XCTAssertEqual(label.displayedText, "Release to s…", "one line allowed: cut as before")
    }

    @MainActor func testTextLongerThanTheLinesAllowIsCutOnTheLastLine() async throws {
        let label = VerticalLabel(text: "Relâchez pour voir les détails maintenant", font: .system(17))
        label.maximumLines = 2
        let calls = render(label, in: Rect(x: 0, y: 0, width: 60, height: 140)).textCalls
        XCTAssertEqual(calls.count, 2)
        XCTAssertEqual(calls[0].text, "Relâchez pour")
        XCTAssertTrue(calls[1].text.hasSuffix("…"), calls[1].text)
        XCTAssertLessThanOrEqual(ApproximateTextMeasurer().size(of: calls[1].text, font: .system(17)).width, 140.5)
    }

    /// `TextFit`'s rule down the column: a text too long shrinks (in half points, to the floor)
    /// before it is cut, turned or stacked; drawn in the font it shrank to.
    @MainActor func testTooLongTextShrinksToTheFloorBeforeItIsCut() async throws {
        // 22 characters: 10.2 pt each at 17 pt; 22 × 0.6 × s ≤ 200.5 → 15 pt in half points.
        let turned = VerticalLabel(text: "Release to see details", font: .system(17))
        turned.minimumScaleFactor = 0.75
        let calls = render(turned, in: Rect(x: 0, y: 0, width: 60, height: 200)).textCalls
        XCTAssertEqual(calls.map(\.text), ["Release to see details"], "whole, smaller")
        XCTAssertEqual(calls.map(\.font), [.system(15)])
        XCTAssertEqual(turned.displayedFont, .system(15))
        turned.frame.size.height = 150   // 168 pt even at the floor, 12.75 pt: cut there
        XCTAssertEqual(turned.displayedFont, .system(12.75))
        XCTAssertTrue(turned.displayedText.hasSuffix("…"), turned.displayedText)

        // Eight 20 pt lines need 160 pt; at 14.5 pt they are 17 pt each: 136.
        let stack = VerticalLabel(text: "释放查看图文详情", font: .system(17))
        stack.minimumScaleFactor = 0.75
        let stacked = render(stack, in: Rect(x: 0, y: 0, width: 60, height: 140)).textCalls
        XCTAssertEqual(stacked.count, 8, "every character")
        XCTAssertEqual(Set(stacked.map(\.font)), [.system(14.5)])
        stack.frame.size.height = 100   // 8 × 15 pt at the floor: cut
        XCTAssertEqual(stack.displayedFont, .system(12.75))
        XCTAssertTrue(stack.displayedText.hasSuffix("…"), stack.displayedText)
        stack.minimumScaleFactor = -1
        XCTAssertEqual(stack.minimumScaleFactor, 0.1, "clamped")
    }

    @MainActor func testTooTallStackEndsWithATurnedEllipsis() async throws {
        let label = VerticalLabel(text: "释放查看图文详情", font: .system(17))
        let calls = render(label, in: Rect(x: 0, y: 0, width: 60, height: 105)).textCalls
        // Four 20 pt lines and the ellipsis line fill 100 of 105 pt.
        XCTAssertEqual(calls.map(\.text), ["释", "放", "查", "看", "…"])
        XCTAssertEqual(label.displayedText, "释放查看…")
        XCTAssertEqual(calls.last!.rotation, Double.pi / 2, "the dots run down the column")
        XCTAssertTrue(calls.dropLast().allSatisfy { $0.rotation == 0 })
        XCTAssertEqual(calls.first!.rect.minY, 2.5, accuracy: 1e-9)
        XCTAssertEqual(calls.last!.rect.maxY, 102.5, accuracy: 1e-9)
        XCTAssertEqual(label.textExtent, 160)

        label.frame.size.height = 10
        XCTAssertEqual(label.displayedText, "…", "nothing fits: the ellipsis alone")
        label.frame.size.height = 0
        XCTAssertEqual(label.displayedText, label.text, "no height yet: everything")
    }

    @MainActor func testEveryLanguagesTrailerTextIsSetByItsScript() async throws {
        let stacked: Set<RefreshLanguage> = [.zhHans, .zhHant, .ja, .ko]
        for language in RefreshLanguage.allCases {
            for key in [RefreshStringKey.trailerIdleText, .trailerPullingText] {
                let text = language.string(for: key)
                XCTAssertEqual(
                    VerticalLabel.orientation(for: text), stacked.contains(language) ? .stacked : .rotated,
                    "\(language): \(text)")
                let label = VerticalLabel(text: text, font: .bold(14))
                let calls = render(label, in: Rect(x: 0, y: 0, width: 60, height: 400)).textCalls
                XCTAssertFalse(calls.isEmpty, text)
                if stacked.contains(language) {
                    XCTAssertEqual(calls.map(\.text).joined(), text.filter { !$0.isWhitespace }, "spaces are not drawn")
                } else {
                    XCTAssertEqual(calls.map(\.text), [text])
                }
            }
        }
    }

    @MainActor func testMixedTextGoesByTheMajorityOfLetters() async throws {
        XCTAssertEqual(VerticalLabel.orientation(for: "下拉刷新 App"), .stacked, "4 CJK letters to 3")
        XCTAssertEqual(VerticalLabel.orientation(for: "刷新 OK"), .rotated, "a tie is turned")
        XCTAssertEqual(VerticalLabel.orientation(for: "iPhone 详情"), .rotated)
        XCTAssertEqual(VerticalLabel.orientation(for: "１２：３０"), .stacked, "full-width forms are CJK")
        XCTAssertEqual(VerticalLabel.orientation(for: "12:30"), .rotated, "no letters")
        XCTAssertEqual(VerticalLabel.orientation(for: ""), .rotated)
        XCTAssertEqual(VerticalLabel.orientation(for: "「详情」。"), .stacked)
    }

    @MainActor func testStackHalvesSpacesAndTurnsLongVowelMarks() async throws {
        let label = VerticalLabel(text: "スーパー セール", font: .system(17))
        let calls = render(label, in: Rect(x: 0, y: 0, width: 60, height: 400)).textCalls
        XCTAssertEqual(calls.map(\.text), ["ス", "ー", "パ", "ー", "セ", "ー", "ル"])
        XCTAssertEqual(calls.map { $0.rotation != 0 }, [false, true, false, true, false, true, false])
        XCTAssertEqual(calls[4].rect.minY - calls[3].rect.maxY, 10, "a space takes half a line")
        XCTAssertEqual(label.textExtent, 7 * 20 + 10)
    }

    @MainActor func testLayoutIsMeasuredOnceAndRedoneOnlyOnChange() async throws {
        let host = try RefreshTestHost.core()
        let measurer = CountingMeasurer()
        host.root.context.textMeasurer = measurer
        let label = VerticalLabel(text: "滑动查看图文详情", font: .system(14))
        label.frame = Rect(x: 0, y: 0, width: 60, height: 300)
        host.root.addSubview(label)
        let canvas = RecordingCanvas(bounds: host.root.bounds)
        label.render(in: canvas)
        let afterFirst = measurer.calls
        XCTAssertGreaterThan(afterFirst, 0, "measured with the window's measurer")
        for _ in 0..<10 { label.render(in: canvas) }
        _ = label.textExtent
        XCTAssertEqual(measurer.calls, afterFirst, "steady frames measure nothing")
        XCTAssertEqual(canvas.textCalls.count, 11 * 8)
        label.text = "Swipe to see details"
        label.render(in: canvas)
        XCTAssertGreaterThan(measurer.calls, afterFirst, "a new text is measured")
        XCTAssertEqual(canvas.textCalls.last?.text, "Swipe to see details")
    }
}
