import RefreshCore
import RefreshSDL
import XCTest

@testable import RefreshPlayground

/// The example browser's keys, clicks, wheel and scrolling, and where it draws its text.
nonisolated final class ExampleBrowserTests: XCTestCase {
    @MainActor let ids = ExampleCatalog.ids
    @MainActor let tall = Size(width: 390, height: 844)
    @MainActor let short = Size(width: 320, height: 480)

    @MainActor func makeBrowser(open current: String? = "header.normal") throws -> ExampleBrowser {
        let browser = ExampleBrowser(textMeasurer: try TextRenderer.shared())
        if let current { browser.open(current: current) }
        return browser
    }

    @MainActor func index(_ id: String) -> Int { ids.firstIndex(of: id)! }

    // MARK: Keys

    @MainActor func testOpensWithTheCurrentExampleSelected() async throws {
        let browser = try makeBrowser(open: nil)
        XCTAssertFalse(browser.isOpen)
        browser.open(current: "footer.back-gif")
        XCTAssertTrue(browser.isOpen)
        XCTAssertEqual(browser.selectedID, "footer.back-gif")
        XCTAssertEqual(browser.currentID, "footer.back-gif")
        browser.open(current: "no.such-example")
        XCTAssertEqual(browser.selectedIndex, 0, "an unknown current example selects the first")
    }

    @MainActor func testUpAndDownMoveTheSelectionAndWrapAround() async throws {
        let browser = try makeBrowser()
        XCTAssertNil(browser.key("Down"))
        XCTAssertEqual(browser.selectedID, ids[index("header.normal") + 1])
        for _ in 0...index("header.normal") { XCTAssertNil(browser.key("Up")) }
        XCTAssertEqual(browser.selectedID, ids.first)
        XCTAssertNil(browser.key("Up"))
        XCTAssertEqual(browser.selectedID, ids.last, "Up on the first example wraps to the last")
        XCTAssertNil(browser.key("Down"))
        XCTAssertEqual(browser.selectedID, ids.first, "Down on the last example wraps to the first")
        XCTAssertTrue(browser.isOpen)
    }

    @MainActor func testHomeEndAndPagesStopAtTheEnds() async throws {
        let browser = try makeBrowser()
        browser.layout(in: short)
        XCTAssertNil(browser.key("End"))
        XCTAssertEqual(browser.selectedID, ids.last)
        XCTAssertNil(browser.key("PageDown"))
        XCTAssertEqual(browser.selectedID, ids.last, "Page Down stops at the last example")
        XCTAssertNil(browser.key("Home"))
        XCTAssertEqual(browser.selectedIndex, 0)
        XCTAssertNil(browser.key("PageDown"))
        let page = browser.selectedIndex
        XCTAssertGreaterThan(page, 1)
        // A page is what the list shows less one row.
        let list = browser.layout(in: short).list
        XCTAssertEqual(page, Int(list.height / ExampleBrowserLayout.rowHeight) - 1)
        XCTAssertNil(browser.key("Page Up"))
        XCTAssertEqual(browser.selectedIndex, 0, "Page Up stops at the first example")
    }

    @MainActor func testReturnOpensTheSelectionAndCloses() async throws {
        for enter in ["Return", "Keypad Enter"] {
            let browser = try makeBrowser()
            _ = browser.key("Down")
            _ = browser.key("Down")
            XCTAssertEqual(browser.key(enter), .open(exampleID: ids[index("header.normal") + 2]), enter)
            XCTAssertFalse(browser.isOpen, enter)
        }
    }

    @MainActor func testTabAndEscapeClose() async throws {
        for name in ["Tab", "Escape"] {
            let browser = try makeBrowser()
            XCTAssertEqual(browser.key(name), .close, name)
            XCTAssertFalse(browser.isOpen, name)
            XCTAssertNil(browser.key("Return"), "a closed browser takes no keys")
        }
    }

    @MainActor func testOtherKeysDoNothing() async throws {
        let browser = try makeBrowser()
        for name in ["F5", "L", "Left", "Right", "a"] { XCTAssertNil(browser.key(name), name) }
        XCTAssertTrue(browser.isOpen)
        XCTAssertEqual(browser.selectedID, "header.normal")
    }

    // MARK: Layout and scrolling

    @MainActor func testTopicsGroupTheExamplesInCatalogOrder() async throws {
        let browser = try makeBrowser()
        XCTAssertEqual(browser.sections.map(\.topic), ["list", "header", "footer", "trailer", "grid"])
        XCTAssertEqual(browser.sections.flatMap(\.indices), Array(ids.indices))
        let layout = browser.layout(in: tall)
        let sections = layout.rows.compactMap { row -> String? in
            if case let .section(topic, count) = row.kind { return "\(topic) \(count)" } else { return nil }
        }
        let counts = ["list", "header", "footer", "trailer", "grid"].map { topic in
            "\(topic) \(ExampleCatalog.ids.filter { $0.hasPrefix(topic + ".") }.count)"
        }
        XCTAssertEqual(sections, counts)
    }

    @MainActor func testTheSelectionStaysInViewWhileMovingThroughEveryExample() async throws {
        for size in [tall, short, Size(width: 200, height: 300)] {
            let browser = try makeBrowser(open: "list.plain")
            var scrolled = false
            for step in 0..<(ids.count + 3) {
                let layout = browser.layout(in: size)
                let row = try XCTUnwrap(layout.frame(ofExample: browser.selectedIndex))
                XCTAssertTrue(layout.list.contains(row), "\(size) step \(step): \(row) outside \(layout.list)")
                scrolled = scrolled || layout.scrollOffset > 0
                _ = browser.key("Down")
            }
            XCTAssertTrue(scrolled, "\(size): 24 examples are more than the list shows, so it scrolled")
            // And back up with wrapping: the last example, then upward.
            browser.open(current: "list.plain")
            for _ in 0..<5 {
                _ = browser.key("Up")
                let layout = browser.layout(in: size)
                XCTAssertTrue(layout.list.contains(layout.frame(ofExample: browser.selectedIndex)!), "\(size)")
            }
        }
    }

    /// How many examples the catalog has in `topic` (the heading's count).
    @MainActor func topicCount(_ topic: String) -> Int { ExampleCatalog.ids.filter { $0.hasPrefix(topic + ".") }.count }

    @MainActor func testOpeningOnAnExampleFarDownScrollsToIt() async throws {
        let browser = try makeBrowser(open: "grid.header-footer")
        let layout = browser.layout(in: short)
        XCTAssertEqual(layout.scrollOffset, layout.maximumScrollOffset, "the last row sits at the bottom")
        XCTAssertTrue(layout.list.contains(layout.frame(ofExample: index("grid.header-footer"))!))
    }

    @MainActor func testTheFirstExampleOfATopicBringsItsHeadingIntoView() async throws {
        let browser = try makeBrowser(open: "grid.header-footer")
        browser.layout(in: short)
        browser.open(current: "footer.auto-normal")
        let layout = browser.layout(in: short)
        let heading = try XCTUnwrap(
            layout.rows.first { $0.kind == .section(topic: "footer", count: topicCount("footer")) })
        XCTAssertEqual(heading.frame.minY, layout.list.minY, accuracy: 1e-9)
    }

    @MainActor func testWheelScrollsWithoutMovingTheSelectionWithinTheRange() async throws {
        let browser = try makeBrowser(open: "list.plain")
        XCTAssertEqual(browser.layout(in: short).scrollOffset, 0)
        browser.wheel(dy: -2)
        XCTAssertEqual(browser.layout(in: short).scrollOffset, 2 * ExampleBrowser.pointsPerWheelLine)
        XCTAssertEqual(browser.selectedID, "list.plain", "the wheel does not move the selection")
        browser.wheel(dy: -1000)
        let bottom = browser.layout(in: short)
        XCTAssertEqual(bottom.scrollOffset, bottom.maximumScrollOffset)
        browser.wheel(dy: 1)
        XCTAssertEqual(
            browser.layout(in: short).scrollOffset, bottom.maximumScrollOffset - ExampleBrowser.pointsPerWheelLine,
            accuracy: 1e-9, "one line back up from the end, not from past it")
        browser.wheel(dy: .nan)
        XCTAssertEqual(
            browser.scrollOffset, bottom.maximumScrollOffset - ExampleBrowser.pointsPerWheelLine, accuracy: 1e-9)
        // A key brings the selection back into view.
        _ = browser.key("Down")
        let layout = browser.layout(in: short)
        XCTAssertTrue(layout.list.contains(layout.frame(ofExample: browser.selectedIndex)!))
    }

    // MARK: Clicks

    @MainActor func testClickOnARowOpensIt() async throws {
        let browser = try makeBrowser()
        let layout = browser.layout(in: tall)
        let row = try XCTUnwrap(layout.frame(ofExample: index("header.diy")))
        XCTAssertEqual(
            browser.click(at: Point(x: row.midX, y: row.midY), viewport: tall), .open(exampleID: "header.diy"))
        XCTAssertFalse(browser.isOpen)
    }

    @MainActor func testClickOnARowScrolledIntoViewOpensThatRow() async throws {
        let browser = try makeBrowser(open: "list.plain")
        for _ in 0..<12 { _ = browser.key("Down") }
        let layout = browser.layout(in: short)
        XCTAssertGreaterThan(layout.scrollOffset, 0)
        let row = try XCTUnwrap(layout.frame(ofExample: 12))
        XCTAssertEqual(
            browser.click(at: Point(x: row.midX, y: row.minY + 2), viewport: short), .open(exampleID: ids[12]))
    }

    @MainActor func testClickOutsideThePanelCloses() async throws {
        let browser = try makeBrowser()
        let layout = browser.layout(in: short)
        XCTAssertEqual(
            browser.click(at: Point(x: layout.panel.minX - 2, y: layout.panel.midY), viewport: short), .close)
        XCTAssertFalse(browser.isOpen)
    }

    @MainActor func testClicksOnTheTitleHeadingsHintAndRowsScrolledAwayDoNothing() async throws {
        let browser = try makeBrowser(open: "list.plain")
        let layout = browser.layout(in: short)
        let heading = try XCTUnwrap(
            layout.rows.first { $0.kind == .section(topic: "header", count: topicCount("header")) }
        ).frame
        let hidden = try XCTUnwrap(layout.frame(ofExample: ids.count - 1))
        XCTAssertGreaterThan(hidden.minY, layout.list.maxY, "the last row is below the visible list")
        for p in [
            Point(x: layout.title.midX, y: layout.title.midY), Point(x: heading.midX, y: heading.midY),
            Point(x: layout.hint.midX, y: layout.hint.midY),
        ] {
            XCTAssertNil(browser.click(at: p, viewport: short), "\(p)")
        }
        XCTAssertTrue(browser.isOpen)
        XCTAssertNil(layout.exampleIndex(at: Point(x: hidden.midX, y: hidden.midY)))
    }

    // MARK: Drawing

    /// In every window size every text is drawn inside the panel (cut with "…" where it is too wide),
    /// list text inside the list, and the hint is drawn.
    @MainActor func testTextStaysInsideThePanelInNarrowAndShortWindows() async throws {
        let measurer = try TextRenderer.shared()
        for size in [tall, short, Size(width: 200, height: 300), Size(width: 120, height: 160)] {
            let browser = try makeBrowser(open: "footer.auto-hide-refreshing-title")
            let canvas = RecordingCanvas(size: size)
            browser.render(in: canvas, viewport: size)
            let layout = browser.layout(in: size)
            XCTAssertFalse(canvas.texts.isEmpty)
            for call in canvas.texts {
                let span = call.drawnSpan(measurer)
                XCTAssertGreaterThanOrEqual(span.minX, layout.panel.minX + 8 - 0.5, "\(size) \(call.text)")
                XCTAssertLessThanOrEqual(span.maxX, layout.panel.maxX - 8 + 0.5, "\(size) \(call.text)")
                XCTAssertTrue(layout.panel.contains(call.clip), "\(size) \(call.text): clipped to the panel")
            }
            XCTAssertTrue(
                canvas.texts.contains { $0.text.hasSuffix("…") }, "\(size): long lines are cut with an ellipsis")
            if size.width >= 320 {
                XCTAssertTrue(
                    canvas.texts.contains { $0.text == ExampleBrowser.hintText }, "\(size): the whole hint fits")
            }
            // The current example's long ID leaves room for the "current" tag only in the widest window;
            // the bar at its left edge marks it in every window.
            XCTAssertEqual(canvas.texts.contains { $0.text == "current" }, size.width >= 390, "\(size)")
            let row = try XCTUnwrap(layout.frame(ofExample: index("footer.auto-hide-refreshing-title")))
            XCTAssertTrue(
                canvas.fills.contains { $0.rect == Rect(x: row.minX, y: row.minY, width: 3, height: row.height) },
                "\(size)")
        }
    }

    @MainActor func testDrawsNothingWhileClosed() async throws {
        let browser = try makeBrowser(open: nil)
        let canvas = RecordingCanvas(size: tall)
        browser.render(in: canvas, viewport: tall)
        XCTAssertTrue(canvas.texts.isEmpty)
        XCTAssertTrue(canvas.fills.isEmpty)
    }
}
