import RefreshTestSupport
import RefreshTesting
import XCTest

@testable import RefreshCore

/// Issue 18, item 7: every header, footer and trailer label is fitted by `TextFit`'s one rule.
/// A header's title and time share one size and the time survives a cut; footers keep one line;
/// the arrow, spinner or icon stays `labelLeftInset` from the fitted text's start. The approximate
/// measurer makes each character of the bold 14 pt labels 8.4 pt wide (6.3 pt at the 75 % floor).
nonisolated final class ControlTextFitTests: XCTestCase {
    /// `control` on a list `width` wide in a window speaking `language`, laid out.
    @MainActor @discardableResult
    func attach(_ control: RefreshComponent, _ language: RefreshLanguage, width: Double) throws -> RefreshTestHost {
        let host = try RefreshTestHost.core(size: Size(width: width, height: 844))
        let list = ListView(frame: host.root.bounds)
        let rows = RowSource(count: 30)
        list.dataSource = rows
        list.reloadData()
        host.root.addSubview(list)
        control.localizer = RefreshLocalizer(language: language)
        if let header = control as? RefreshHeader { list.refreshHeader = header }
        if let footer = control as? RefreshFooter { list.refreshFooter = footer }
        host.advance()
        withExtendedLifetime(rows) {}
        return host
    }

    /// Where the fitted text starts: the widest visible label's text, centred in its frame.
    @MainActor func textMinX(_ labels: [Label]) -> Double {
        let shown = labels.filter { !$0.isHidden && !$0.text.isEmpty }
        return (shown.first?.frame.midX ?? 0) - (shown.map(\.textSize.width).max() ?? 0) / 2
    }

    /// A German header refreshed at 12:00, 200 and 320 pt wide: title and time in one font; at 200
    /// both at the floor, the time kept whole after the cut prefix; the arrow 25 pt from the text.
    @MainActor func testAHeadersTitleAndTimeShareOneSizeAndTheTimeSurvives() async throws {
        for width in [200.0, 320] {
            let header = NormalHeader()
            let store = InMemoryLastUpdatedStore()
            store.setDate(ViewContext.defaultCalendarOrigin, forKey: header.lastUpdatedTimeKey)
            header.lastUpdatedStore = store
            try attach(header, .de, width: width)
            let time = header.lastUpdatedTimeLabel
            XCTAssertEqual(time.text, "Zuletzt aktualisiert: Heute 12:00")
            XCTAssertEqual(time.keptSuffixLength, "Heute 12:00".count)
            XCTAssertEqual(header.stateLabel.displayedFont, time.displayedFont, "\(width): one size for both")
            XCTAssertLessThan(time.displayedFont.size, 14, "\(width): shrunk")
            XCTAssertEqual(
                textMinX([header.stateLabel, time]) - header.arrowView.frame.midX, 25, accuracy: 1e-6,
                "\(width): the text starts 25 pt from the arrow's centre")
            let slot = max(header.arrowView.frame.width, header.loadingView.frame.width)
            XCTAssertEqual(
                min(header.arrowView.frame.minX, header.loadingView.frame.minX), StateHeader.minimumImageMargin,
                accuracy: 1e-6, "\(width): the slot keeps the margin")
            XCTAssertLessThanOrEqual(header.visibleTextWidth, width - 2 * 8 - 25 - slot / 2 + 0.5, "in the room left")
            if width == 200 {
                XCTAssertEqual(time.displayedFont, .bold(10.5), "at the floor")
                XCTAssertTrue(time.displayedText.hasPrefix("Zu"), time.displayedText)
                XCTAssertTrue(time.displayedText.hasSuffix("… Heute 12:00"), time.displayedText)
                XCTAssertTrue(header.stateLabel.displayedText.hasSuffix("…"), header.stateLabel.displayedText)
            } else {
                XCTAssertEqual(time.displayedText, time.text, "320: whole, smaller")
            }
        }
    }

    /// A custom last-updated text has no known time: it is cut at its end.
    @MainActor func testACustomLastUpdatedTextIsCutAtItsEnd() async throws {
        let header = StateHeader()
        header.lastUpdatedTimeText = { _ in "Synchronisiert mit dem Server vor wenigen Augenblicken" }
        try attach(header, .de, width: 200)
        XCTAssertEqual(header.lastUpdatedTimeLabel.keptSuffixLength, 0)
        XCTAssertTrue(header.lastUpdatedTimeLabel.displayedText.hasPrefix("Synchronisiert mit"))
        XCTAssertTrue(header.lastUpdatedTimeLabel.displayedText.hasSuffix("…"))
    }

    /// A back footer's long Russian title at 200 pt: one line at the floor, cut, the arrow 25 pt
    /// from its start; an auto footer's idle title, with no spinner showing, centred in the whole width.
    @MainActor func testFooterTitlesKeepOneLineAndTheirArrowsKeepTheirGap() async throws {
        let back = BackNormalFooter()
        back.setTitle("Потяните вверх, чтобы загрузить ещё", for: .idle, language: .ru)
        try attach(back, .ru, width: 200)
        XCTAssertEqual(back.stateLabel.text, "Потяните вверх, чтобы загрузить ещё")
        XCTAssertFalse(back.stateLabel.displayedText.contains("\n"), back.stateLabel.displayedText)
        XCTAssertEqual(back.stateLabel.textSize.height, 13, "one line of 10.5 pt (12.6, rounded)")
        XCTAssertTrue(back.stateLabel.displayedText.hasSuffix("…"))
        XCTAssertEqual(textMinX([back.stateLabel]) - back.arrowView.frame.midX, 25, accuracy: 1e-6)

        let auto = AutoNormalFooter()
        try attach(auto, .ru, width: 320)
        XCTAssertTrue(auto.loadingView.isHidden)
        XCTAssertFalse(auto.stateLabel.displayedText.contains("\n"))
        XCTAssertEqual(auto.stateLabel.frame.midX, 160, accuracy: 1e-9, "centred")
        XCTAssertLessThanOrEqual(
            auto.stateLabel.textSize.width, 320 - 2 * TextFit.margin + 0.5, "the whole width is its room")
        XCTAssertEqual(auto.stateLabel.numberOfLines, 1)
    }

    /// A failed auto footer's long message is cut before " · Tap to retry", which stays whole.
    @MainActor func testAFailedFootersMessageIsCutBeforeTheRetryHint() async throws {
        let footer = AutoNormalFooter()
        footer.outcomeDisplayDuration = 0
        let h = FooterHarness(footer, rows: 30)
        let loads = LoadRecorder(footer)
        h.beginAtTheEnd(running: 0.1)
        loads[0].finish(.failure(message: "The server did not answer in time, please check the connection and wait"))
        h.host.advance()
        XCTAssertEqual(footer.state, .failed)
        XCTAssertEqual(footer.stateLabel.keptSuffixLength, " · Tap to retry".count)
        let shown = footer.stateLabel.displayedText
        XCTAssertTrue(shown.hasPrefix("The server"), shown)
        XCTAssertTrue(shown.hasSuffix("… · Tap to retry"), shown)
        XCTAssertEqual(textMinX([footer.stateLabel]) - footer.outcomeView.frame.midX, 25, accuracy: 1e-6)
        XCTAssertTrue(footer.retry())
        XCTAssertEqual(footer.stateLabel.keptSuffixLength, 0, "only while it waits")
    }

    /// The trailer's turned title: two lines at 14 pt where they hold it, else shrunk (75 % at
    /// least), else cut, as the other controls' labels are.
    @MainActor func testTheTrailersColumnWrapsThenShrinksThenCuts() async throws {
        let trailer = NormalTrailer()
        trailer.frame = Rect(x: 0, y: 0, width: 60, height: 150)
        trailer.layoutIfNeeded()
        XCTAssertEqual(trailer.stateLabel.displayedText, "Swipe to see\ndetails", "two lines at 14 pt")
        XCTAssertEqual(trailer.stateLabel.displayedFont, .bold(14))
        trailer.setTitle("Swipe left to see every detail of this card", for: .idle)
        trailer.layoutIfNeeded()
        XCTAssertFalse(trailer.stateLabel.displayedText.contains("…"), trailer.stateLabel.displayedText)
        XCTAssertLessThan(trailer.stateLabel.displayedFont.size, 14, "shrunk")
        trailer.setTitle("Swipe left to see every detail of this card and of the cards that follow it", for: .idle)
        trailer.layoutIfNeeded()
        XCTAssertTrue(trailer.stateLabel.displayedText.hasSuffix("…"), trailer.stateLabel.displayedText)
        XCTAssertEqual(trailer.stateLabel.displayedFont, .bold(10.5), "cut at the floor")
    }
}
