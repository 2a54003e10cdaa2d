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
        let hasCJK = characters.contains(where: \.isCJK)
        func cut(_ n: Int) -> String {
            let start = String(characters[..<n]).trimmingTrailingSpaces()
            return start + String.ellipsis(next: start.last, inTextWithCJK: hasCJK)
        }
        while low < high {
            let mid = (low + high + 1) / 2
            if size(of: cut(mid), font: font).width <= length + 0.5 {
                low = mid
            } else {
                high = mid - 1
            }
        }
        return cut(low)
    }

    /// `text` cut to fit `length` points on one line with `font`, its last `keptLength` characters
    /// kept whole (`TextFit`'s cut): the longest start of the part before them that fits is kept,
    /// then "…", then the kept part ("Last upd… Today 12:00"; the space before the kept part stays
    /// when there was one); when not one character of that part fits, the kept part alone, without
    /// the spaces and punctuation it starts with ("Tap to retry" of " · Tap to retry"); when even
    /// that does not fit, "…" and the longest end of the kept part that fits ("…12:00"). With
    /// nothing kept it is `truncatingTail`.
    /// - Parameters:
    ///   - text: The text to fit.
    ///   - keptLength: How many characters at its end are kept whole while any character before
    ///     them is left to cut.
    ///   - font: The font it is measured with.
    ///   - length: The room in points along the line.
    /// - Returns: `text` itself, or `text` with a part replaced by "…" or left out.
    func truncating(_ text: String, keepingLast keptLength: Int, font: Font, toFit length: Double) -> String {
        guard keptLength > 0 else { return truncatingTail(text, font: font, toFit: length) }
        guard size(of: text, font: font).width > length + 0.5 else { return text }
        let characters = Array(text)
        let split = characters.count - min(keptLength, characters.count)
        let kept = String(characters[split...])
        let joint = split > 0 && characters[split - 1].isWhitespace ? " " : ""
        let hasCJK = characters.contains(where: \.isCJK)
        func fits(_ s: String) -> Bool { size(of: s, font: font).width <= length + 0.5 }
        func cutBefore(_ n: Int) -> String {
            let start = String(characters[..<n]).trimmingTrailingSpaces()
            return start + String.ellipsis(next: start.last, inTextWithCJK: hasCJK) + joint + kept
        }
        if split > 0 && fits(cutBefore(1)) {
            var low = 1, high = split - 1   // the longest start that fits is in low...high
            while low < high {
                let mid = (low + high + 1) / 2
                if fits(cutBefore(mid)) { low = mid } else { high = mid - 1 }
            }
            return cutBefore(low)
        }
        let alone = String(kept.drop { $0.isWhitespace || $0.isPunctuation })
        if fits(alone) { return alone }
        let end = Array(alone)
        func endAfterCut(_ n: Int) -> String {
            let rest = String(end[(end.count - n)...]).trimmingLeadingSpaces()
            return String.ellipsis(next: rest.first, inTextWithCJK: hasCJK) + rest
        }
        var low = 0, high = end.count - 1   // the longest end of it that fits after "…"
        while low < high {
            let mid = (low + high + 1) / 2
            if fits(endAfterCut(mid)) { low = mid } else { high = mid - 1 }
        }
        return endAfterCut(low)
    }

    /// `text` on as few lines `length` long as it takes, breaking at spaces, at most `maximumLines`;
    /// the last line cut with "…" when the rest does not fit (a word longer than a line is cut too),
    /// keeping the text's last `keptLength` characters whole where it can
    /// (`truncating(_:keepingLast:font:toFit:)`). `TextFit`'s wrap, for `Label` (lines across its
    /// width) and `VerticalLabel` (turned lines down its height).
    func wrapping(
        _ text: String, font: Font, toFit length: Double, maximumLines: Int, keepingLast keptLength: Int = 0
    ) -> [String] {
        func fits(_ s: String) -> Bool { size(of: s, font: font).width <= length + 0.5 }
        if fits(text) || maximumLines <= 1 {
            return [truncating(text, keepingLast: keptLength, font: font, toFit: length)]
        }
        var lines: [String] = []
        var words = text.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        while !words.isEmpty {
            if lines.count == maximumLines - 1 {
                lines.append(
                    truncating(words.joined(separator: " "), keepingLast: keptLength, font: font, toFit: length))
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
    /// The mark a cut leaves, in the script of the text it cuts, next to `neighbour` (the last
    /// character kept before it, or the first after it): "…", whose dots sit on the baseline in a
    /// Latin face. Text that holds CJK is drawn whole with the CJK face, whose "…" is centred
    /// between the lines as CJK punctuation is: right after CJK, where it reads as CJK's own
    /// ellipsis, but beside Latin letters it reads as a dash, so there three full stops stand in,
    /// on the baseline in every face.
    /// - Parameters:
    ///   - neighbour: The character beside the cut; nil when nothing is kept.
    ///   - hasCJK: True when the text being cut holds CJK.
    /// - Returns: "…" or "...".
    static func ellipsis(next neighbour: Character?, inTextWithCJK hasCJK: Bool) -> String {
        guard hasCJK, let neighbour, !neighbour.isCJK else { return "…" }
        return "..."
    }

    /// The string without the spaces at its end.
    func trimmingTrailingSpaces() -> String {
        var s = Substring(self)
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }

    /// The string without the spaces at its start.
    func trimmingLeadingSpaces() -> String { String(drop { $0 == " " }) }
}

extension Character {
    /// True for a character of Chinese, Japanese or Korean writing (Han, kana, Hangul, their
    /// punctuation and full-width forms): what the CJK face draws.
    var isCJK: Bool {
        guard let v = unicodeScalars.first?.value else { return false }
        return (0x1100...0x11FF).contains(v) || (0x2E80...0x303F).contains(v) || (0x3040...0x31FF).contains(v)
            || (0x3400...0x4DBF).contains(v) || (0x4E00...0x9FFF).contains(v) || (0xA960...0xA97F).contains(v)
            || (0xAC00...0xD7AF).contains(v) || (0xF900...0xFAFF).contains(v) || (0xFF00...0xFFEF).contains(v)
            || (0x20000...0x3FFFF).contains(v)
    }
}
