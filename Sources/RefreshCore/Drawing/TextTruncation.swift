extension TextMeasurer {
    /// `text` cut to fit `length` points on one line with `font`: the whole text when it fits, else
    /// the longest start of it that fits followed by "…" (trailing spaces of that start dropped), as
    /// UILabel's tail truncation does; "…" alone when nothing fits. Half a point of slack absorbs
    /// rounding. Shared by `Label` (across its width), `VerticalLabel` (down its height) and the
    /// playground's overlays.
    /// - Parameters:
    ///   - text: The text to fit.
    ///   - font: The font it is measured with.
    ///   - length: The room in points along the line.
    /// - Returns: `text` itself, or a prefix of it ending in "…".
    public func truncatingTail(_ text: String, font: Font, toFit length: Double) -> String {
        guard !text.isEmpty, size(of: text, font: font).width > length + 0.5 else { return text }
        let characters = Array(text)
        var low = 0, high = characters.count - 1   // the longest prefix that fits is in low...high
        while low < high {
            let mid = (low + high + 1) / 2
            if size(of: String(characters[..<mid]) + "…", font: font).width <= length + 0.5 {
                low = mid
            } else {
                high = mid - 1
            }
        }
        return String(characters[..<low]).trimmingTrailingSpaces() + "…"
    }
}

extension TextMeasurer {
    /// `text` on as few lines `length` long as it takes, breaking at spaces, at most `maximumLines`;
    /// the last line cut with "…" when the rest does not fit (a word longer than a line is cut too).
    /// Shared by `Label` (lines across its width) and `VerticalLabel` (turned lines down its height).
    func wrapping(_ text: String, font: Font, toFit length: Double, maximumLines: Int) -> [String] {
        func fits(_ s: String) -> Bool { size(of: s, font: font).width <= length + 0.5 }
        if fits(text) || maximumLines <= 1 { return [truncatingTail(text, font: font, toFit: length)] }
        var lines: [String] = []
        var words = text.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        while !words.isEmpty {
            if lines.count == maximumLines - 1 {
                lines.append(truncatingTail(words.joined(separator: " "), font: font, toFit: length))
                break
            }
            var line = words.removeFirst()
            while let next = words.first, fits(line + " " + next) {
                line += " " + next
                words.removeFirst()
            }
            lines.append(fits(line) ? line : truncatingTail(line, font: font, toFit: length))
        }
        return lines
    }
}

extension String {
    /// The string without the spaces at its end.
    func trimmingTrailingSpaces() -> String {
        var s = Substring(self)
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }
}
