import RefreshTestSupport
import RefreshTesting
import XCTest

@testable import RefreshCore

/// Issue 17, item 6 ("Feel"): in a right-to-left language (Arabic) the arrow, the spinner, the
/// images and the outcome's icon of the normal and gif controls sit on the reading side of the
/// text, to its right, `labelLeftInset` from its end, as the mirror image of the left-to-right
/// layout; in every other language they stay left of the text, where MJRefresh puts them.
nonisolated final class RightToLeftPlacementTests: XCTestCase {
    /// `control` attached to a 390 pt wide list in a window, speaking `language`, laid out.
    @MainActor @discardableResult
    func attach(_ control: RefreshComponent, _ language: RefreshLanguage, width: Double = 390) throws
        -> RefreshTestHost
    {
        let host = try RefreshTestHost.core(size: Size(width: width, height: 844))
        let sv = ScrollView(frame: host.root.bounds)
        sv.contentSize = Size(width: width, height: 3000)
        host.root.addSubview(sv)
        control.localizer = RefreshLocalizer(language: language)
        if let header = control as? RefreshHeader { sv.refreshHeader = header }
        if let footer = control as? RefreshFooter { sv.refreshFooter = footer }
        host.advance()
        return host
    }

    /// The text's span: the widest visible label, centred in its frame.
    @MainActor func textSpan(_ labels: [Label]) -> (minX: Double, maxX: Double) {
        let shown = labels.filter { !$0.isHidden && !$0.text.isEmpty }
        let width = shown.map(\.textSize.width).max() ?? 0
        let mid = shown.first.map { $0.frame.midX } ?? 0
        return (mid - width / 2, mid + width / 2)
    }

    /// The image's centre is `gap` from the text's start (left to right) or end (right to left).
    @MainActor func assertBeside(
        _ image: Rect, _ labels: [Label], gap: Double, rightToLeft: Bool, _ what: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let text = textSpan(labels)
        XCTAssertGreaterThan(text.maxX - text.minX, 50, "\(what): some text shows", file: file, line: line)
        if rightToLeft {
            XCTAssertEqual(
                image.midX - text.maxX, gap, accuracy: 1e-6, "\(what): right of the text", file: file, line: line)
        } else {
            XCTAssertEqual(
                text.minX - image.midX, gap, accuracy: 1e-6, "\(what): left of the text", file: file, line: line)
        }
    }

    @MainActor func testNormalHeadersArrowSpinnerAndOutcomeSitRightOfArabicText() async throws {
        for language in [RefreshLanguage.ar, .en, .ru] {
            let header = NormalHeader()
            let host = try attach(header, language)
            let labels = [header.stateLabel, header.lastUpdatedTimeLabel]
            let rtl = language == .ar
            assertBeside(header.arrowView.frame, labels, gap: 25, rightToLeft: rtl, "\(language) arrow")
            XCTAssertEqual(header.arrowView.frame.midY, 27, accuracy: 1e-9)
            header.beginRefreshing()
            host.advance(seconds: 0.5)
            XCTAssertFalse(header.loadingView.isHidden)
            assertBeside(header.loadingView.frame, labels, gap: 25, rightToLeft: rtl, "\(language) spinner")
            assertBeside(header.indicator.outcomeView.frame, labels, gap: 25, rightToLeft: rtl, "\(language) outcome")
        }
    }

    @MainActor func testFootersSpinnersArrowsAndImagesSitRightOfArabicText() async throws {
        for language in [RefreshLanguage.ar, .en] {
            let rtl = language == .ar
            let back = BackNormalFooter()
            try attach(back, language)
            assertBeside(back.arrowView.frame, [back.stateLabel], gap: 25, rightToLeft: rtl, "\(language) back arrow")

            let auto = AutoNormalFooter()
            let host = try attach(auto, language)
            auto.beginRefreshing()
            host.advance()
            assertBeside(
                auto.loadingView.frame, [auto.stateLabel], gap: 25, rightToLeft: rtl, "\(language) auto spinner")
            assertBeside(
                auto.outcomeView.frame, [auto.stateLabel], gap: 25, rightToLeft: rtl, "\(language) auto outcome")

            let image = Image(bitmap: Bitmap(width: 30, height: 30, fill: .white), scale: 1, name: "frame")
            let gifHeader = GIFHeader()
            gifHeader.setImages([image], for: .idle)
            try attach(gifHeader, language)
            assertBeside(
                gifHeader.gifView.frame, [gifHeader.stateLabel, gifHeader.lastUpdatedTimeLabel], gap: 20 + 15,
                rightToLeft: rtl, "\(language) gif header")

            let backGif = BackGIFFooter()
            backGif.setImages([image], for: .idle)
            try attach(backGif, language)
            assertBeside(
                backGif.gifView.frame, [backGif.stateLabel], gap: 20 + 15, rightToLeft: rtl, "\(language) back gif")
        }
    }

    /// Too wide for MJRefresh's place: the arrow keeps the margin at the right edge and the text
    /// moves left, the mirror image of the left-to-right rule.
    @MainActor func testANarrowArabicHeaderKeepsTheArrowInsideOnTheRight() async throws {
        let header = NormalHeader()
        header.setTitle("اسحب للأسفل لتحديث هذه القائمة الطويلة جدًا من العناصر", for: .idle, language: .ar)
        try attach(header, .ar, width: 320)
        XCTAssertEqual(
            max(header.arrowView.frame.maxX, header.loadingView.frame.maxX), 320 - StateHeader.minimumImageMargin,
            accuracy: 1e-9, "the wider of arrow and spinner keeps the margin")
        let label = header.stateLabel.frame
        let textWidth = header.visibleTextWidth
        XCTAssertEqual(
            header.arrowView.frame.midX - (label.midX + textWidth / 2), 25, accuracy: 1e-6,
            "the text ends 25 pt from it")
        XCTAssertGreaterThanOrEqual(label.midX - textWidth / 2, StateHeader.minimumImageMargin - 1e-6)
        XCTAssertEqual(header.lastUpdatedTimeLabel.frame.minX, label.minX, "both labels move together")
    }

    /// Switching the language re-places the arrow at once.
    @MainActor func testALanguageChangeMovesTheArrowToTheOtherSide() async throws {
        let header = NormalHeader()
        let localizer = RefreshLocalizer(language: .en)
        let host = try attach(header, .en)
        header.localizer = localizer
        host.advance()
        XCTAssertLessThan(header.arrowView.frame.maxX, 195)
        localizer.language = .ar
        host.advance()
        XCTAssertGreaterThan(header.arrowView.frame.minX, 195)
    }
}
