import RefreshCore

/// What the example browser asks the window to do after an input.
package enum BrowserAction: Equatable {
    /// Show the example with this ID (it may be the example already shown: the window decides
    /// whether to reload it or only close the browser).
    case open(exampleID: String)
    /// Close the browser and go back to the scene as it was.
    case close
}

/// The example browser, opened over the scene with Tab: every example grouped by topic (the part
/// of its ID before the dot), each row with its ID, title and one-line summary, the example on
/// screen marked "current", the selection highlighted, and a hint line at the bottom.
///
/// It only keeps its own state and draws itself; the window routes input to it while `isOpen` and
/// carries out the `BrowserAction` it returns. After either action the browser is already closed.
///
/// Keys (SDL names, as `InputEvent.key` delivers them): Up and Down move the selection one row and
/// wrap around from the last example to the first and back; Page Up and Page Down move it by a
/// list's height of rows, Home and End to the first and last example (these stop at the ends);
/// Return or Keypad Enter opens the selection; Tab or Escape closes. The list scrolls to keep the
/// selection in view; the wheel scrolls it without moving the selection. A click on a row opens
/// that example; a click outside the panel closes.
package final class ExampleBrowser {
    /// The examples listed, in order.
    package let examples: [Example]
    /// The examples' indices grouped by topic, in the order topics first appear.
    let sections: [(topic: String, indices: [Int])]
    let textMeasurer: TextMeasurer

    /// True between `open(current:)` and the next close.
    package private(set) var isOpen = false
    /// The index in `examples` of the highlighted row.
    package private(set) var selectedIndex = 0
    /// The ID of the example the window shows (marked "current"), if it is in the list.
    package private(set) var currentID: String?
    /// How far the list is scrolled, in points (clamped to the list's range once laid out).
    package private(set) var scrollOffset = 0.0

    /// Points a wheel line scrolls the list, as the scene scrolls its own.
    package static let pointsPerWheelLine = PlaygroundScene.pointsPerWheelLine

    /// The next layout scrolls the selected row into view (after a key moved it, or on opening).
    private var revealsSelection = false
    /// The last layout, for the keys and wheel that come between frames (page size, scroll range).
    private var lastLayout: ExampleBrowserLayout?

    /// A browser listing `examples` (every example by default), measuring its text with `textMeasurer`
    /// (the window's text renderer, so truncation matches what is drawn).
    package init(examples: [Example] = ExampleCatalog.all, textMeasurer: TextMeasurer) {
        self.examples = examples
        self.textMeasurer = textMeasurer
        var sections: [(topic: String, indices: [Int])] = []
        for (index, example) in examples.enumerated() {
            let topic = Self.topic(of: example.id)
            if let i = sections.firstIndex(where: { $0.topic == topic }) {
                sections[i].indices.append(index)
            } else {
                sections.append((topic, [index]))
            }
        }
        self.sections = sections
    }

    /// The topic of an example ID: the part before its first dot (the whole ID without a dot).
    package static func topic(of id: String) -> String {
        String(id.prefix { $0 != "." })
    }

    /// The ID of the selected example.
    package var selectedID: String? { examples.indices.contains(selectedIndex) ? examples[selectedIndex].id : nil }

    /// Opens the browser with the selection on `exampleID` (the first example when it is not listed).
    package func open(current exampleID: String) {
        isOpen = true
        currentID = exampleID
        selectedIndex = examples.firstIndex { $0.id == exampleID } ?? 0
        revealsSelection = true
    }

    /// Closes the browser; the next `open` starts again from the current example.
    package func close() {
        isOpen = false
    }

    // MARK: Input

    /// Handles a key by SDL name while open; nil when the key does nothing here (the window should
    /// still not pass it to the scene while the browser is open). Nil whenever the browser is closed.
    package func key(_ name: String) -> BrowserAction? {
        guard isOpen, !examples.isEmpty else { return nil }
        let last = examples.count - 1
        switch name {
        case "Up": select(selectedIndex == 0 ? last : selectedIndex - 1)
        case "Down": select(selectedIndex == last ? 0 : selectedIndex + 1)
        case "PageUp", "Page Up": select(max(0, selectedIndex - rowsPerPage))
        case "PageDown", "Page Down": select(min(last, selectedIndex + rowsPerPage))
        case "Home": select(0)
        case "End": select(last)
        case "Return", "Keypad Enter":
            return finish(.open(exampleID: examples[selectedIndex].id))
        case "Tab", "Escape":
            return finish(.close)
        default:
            break
        }
        return nil
    }

    /// Handles a click at `point` (window points) in a window of `viewport`: a click on an example
    /// row opens it, one outside the panel closes; elsewhere on the panel (title, a topic heading,
    /// the hint) it does nothing. Nil whenever the browser is closed.
    package func click(at point: Point, viewport: Size) -> BrowserAction? {
        guard isOpen else { return nil }
        let layout = layout(in: viewport)
        guard layout.panel.contains(point) else { return finish(.close) }
        guard let index = layout.exampleIndex(at: point) else { return nil }
        selectedIndex = index
        return finish(.open(exampleID: examples[index].id))
    }

    /// Scrolls the list by `dy` wheel lines (SDL's sign: positive scrolls toward the top) without
    /// moving the selection. Ignored while closed and for non-finite values.
    package func wheel(dy: Double) {
        guard isOpen, dy.isFinite else { return }
        revealsSelection = false
        let next = scrollOffset - dy * Self.pointsPerWheelLine
        scrollOffset = min(max(next, 0), lastLayout?.maximumScrollOffset ?? max(next, 0))
    }

    // MARK: Layout

    /// Lays the browser out in a window of `viewport`, scrolling the selection into view first when a
    /// key moved it (or the browser just opened). `render` and `click` use it; tests read it.
    @discardableResult
    package func layout(in viewport: Size) -> ExampleBrowserLayout {
        var layout = ExampleBrowserLayout.make(sections: sections, viewport: viewport, scrollOffset: scrollOffset)
        if revealsSelection, let row = layout.frame(ofExample: selectedIndex) {
            revealsSelection = false
            // In list coordinates; the first row of a topic brings its heading along.
            var top = row.minY - layout.list.minY + layout.scrollOffset
            let bottom = top + row.height
            if sections.contains(where: { $0.indices.first == selectedIndex }) {
                top -= ExampleBrowserLayout.sectionHeight
            }
            var offset = layout.scrollOffset
            if bottom > offset + layout.list.height { offset = bottom - layout.list.height }
            if top < offset { offset = top }
            layout = ExampleBrowserLayout.make(sections: sections, viewport: viewport, scrollOffset: offset)
        }
        scrollOffset = layout.scrollOffset
        lastLayout = layout
        return layout
    }

    /// Rows Page Up and Page Down move by: as many as the list shows less one, at least one (five
    /// before the first layout).
    private var rowsPerPage: Int {
        guard let list = lastLayout?.list else { return 5 }
        return max(1, Int(list.height / ExampleBrowserLayout.rowHeight) - 1)
    }

    private func select(_ index: Int) {
        selectedIndex = index
        revealsSelection = true
    }

    private func finish(_ action: BrowserAction) -> BrowserAction {
        close()
        return action
    }
}
