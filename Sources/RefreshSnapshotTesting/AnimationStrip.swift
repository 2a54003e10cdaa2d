import RefreshCore
import RefreshSDL

/// The diff picture of a failed animation comparison: one row per differing frame (its pixels or
/// delay differ, or only one animation has it), each labelled with the frame's number, time and
/// what differs, showing the golden's frame, the actual frame and their diff side by side.
@MainActor
enum AnimationStrip {
    /// Rows drawn at most; a line under them counts the rest.
    static let maxRows = 8
    static let padding = 12.0
    static let gap = 8.0
    static let headingHeight = 24.0
    static let columnTitleHeight = 18.0
    static let labelHeight = 20.0
    static let rowGap = 10.0
    static let headingFont = Font.bold(14)
    static let labelFont = Font.system(12)
    static let textColor = Color(r: 30, g: 30, b: 30)
    static let noteColor = Color(r: 90, g: 90, b: 90)
    static let frameColor = Color(r: 200, g: 200, b: 206)
    static let missingColor = Color(r: 228, g: 228, b: 232)

    /// The strip of `failure`'s differing frames, at one point per pixel of the frames. Without a
    /// text renderer (no fonts), the frames are drawn without their labels.
    static func render(_ failure: AnimationFailure) -> Bitmap {
        let rows = failure.stripFrames
        let shown = Array(rows.prefix(maxRows))
        let all = failure.reference.frames.map(\.bitmap) + failure.actual.frames.map(\.bitmap)
        let cellWidth = Double(all.map(\.width).max() ?? 1), cellHeight = Double(all.map(\.height).max() ?? 1)
        let labels = shown.map { label(of: $0, in: failure) }
        let text = try? TextRenderer.shared()
        let labelWidth = labels.map { text?.size(of: $0, font: labelFont).width ?? 0 }.max() ?? 0
        let width = (2 * padding + max(3 * cellWidth + 2 * gap, labelWidth, 300)).rounded(.up)
        let more = rows.count > shown.count
        let rowHeight = labelHeight + cellHeight + rowGap
        let height =
            (2 * padding + headingHeight + columnTitleHeight + Double(shown.count) * rowHeight
            + (more ? labelHeight : 0)).rounded(.up)
        guard let target = try? HeadlessTarget(size: Size(width: width, height: height), scale: 1, textRenderer: text)
        else { return Bitmap(width: Int(width), height: Int(height), fill: .white) }
        target.beginFrame(clear: .white)
        let canvas = target.canvas
        func write(_ line: String, _ font: Font, _ color: Color, _ rect: Rect) {
            if text != nil { canvas.drawText(line, font: font, color: color, in: rect, alignment: .left) }
        }
        write(
            "\(rows.count) differing frame\(rows.count == 1 ? "" : "s") of \(failure.reference.count) "
                + "(golden) and \(failure.actual.count) (actual)", headingFont, textColor,
            Rect(x: padding, y: padding, width: width - 2 * padding, height: headingHeight))
        var y = padding + headingHeight
        for (column, title) in ["golden", "actual", "diff"].enumerated() {
            let x = padding + Double(column) * (cellWidth + gap)
            write(title, labelFont, noteColor, Rect(x: x, y: y, width: cellWidth, height: columnTitleHeight))
        }
        y += columnTitleHeight
        var cells: [(Bitmap?, Double, Double)] = []
        for (index, label) in zip(shown, labels) {
            write(label, labelFont, textColor, Rect(x: padding, y: y, width: width - 2 * padding, height: labelHeight))
            y += labelHeight
            let pictures = [
                failure.reference.frames[safe: index]?.bitmap, failure.actual.frames[safe: index]?.bitmap,
                diff(of: index, in: failure),
            ]
            for (column, picture) in pictures.enumerated() {
                let x = padding + Double(column) * (cellWidth + gap)
                canvas.fill(Rect(x: x - 1, y: y - 1, width: cellWidth + 2, height: cellHeight + 2), color: frameColor)
                canvas.fill(Rect(x: x, y: y, width: cellWidth, height: cellHeight), color: missingColor)
                if picture == nil {
                    write("none", labelFont, noteColor, Rect(x: x + 4, y: y + 4, width: cellWidth - 8, height: 16))
                }
                cells.append((picture, x, y))
            }
            y += cellHeight + rowGap
        }
        if more {
            write(
                "and \(rows.count - shown.count) more (frames \(AnimationFailure.ranges(Array(rows.dropFirst(maxRows)))))",
                labelFont, noteColor, Rect(x: padding, y: y, width: width - 2 * padding, height: labelHeight))
        }
        var strip = target.snapshot()
        for (picture, x, y) in cells {
            if let picture { strip.paste(picture, atX: Int(x), y: Int(y)) }
        }
        return strip
    }

    /// The row's label: the frame's number and time, then what differs in it.
    static func label(of index: Int, in failure: AnimationFailure) -> String {
        let inGolden = index < failure.reference.count
        let start = inGolden ? failure.reference.start(of: index) : failure.actual.start(of: index)
        var parts = ["frame \(index + 1) at t = \(AnimationFailure.seconds(start))"]
        if let pixels = failure.differing.first(where: { $0.index == index })?.failure {
            if pixels.referenceSize != pixels.actualSize {
                parts.append("another size")
            } else {
                let n = pixels.regions.count
                parts.append("\(pixels.differingPixels) px differ in \(n) region\(n == 1 ? "" : "s")")
            }
        }
        if let t = failure.timing.first(where: { $0.index == index }) {
            parts.append("shows \(t.actual) ms (golden \(t.reference) ms)")
        }
        if !inGolden { parts.append("only in the actual animation") }
        if index >= failure.actual.count { parts.append("only in the golden") }
        return parts.joined(separator: " · ")
    }

    /// The row's diff: the pixels' diff image when they differ, else the faded golden (the pixels
    /// match); nil when the golden has no such frame.
    static func diff(of index: Int, in failure: AnimationFailure) -> Bitmap? {
        if let pixels = failure.differing.first(where: { $0.index == index })?.failure {
            return pixels.diffImage
        }
        guard var faded = failure.reference.frames[safe: index]?.bitmap else { return nil }
        for i in stride(from: 0, to: faded.pixels.count, by: 4) {
            for c in 0..<3 { faded.pixels[i + c] = UInt8(191 + Int(faded.pixels[i + c]) / 4) }
            faded.pixels[i + 3] = 255
        }
        return faded
    }
}

extension Array {
    /// The element at `index`, or nil past either end.
    fileprivate subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
