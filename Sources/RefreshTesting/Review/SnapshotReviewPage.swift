import Foundation
import RefreshCore

/// The report of a review folder as one static HTML page that opens from the file system: no
/// server, no script or style from elsewhere. Each mismatch shows the test, the figures, the golden,
/// actual and diff pictures side by side, a slider over the two, a blink between them, zoom to
/// pixels, the failure message and a button that shows the command accepting it.
///
/// Paths inside the package the folder is in (the test files, the goldens, the folder itself) are
/// shown relative to it, as the commands run there take them: a report shared or pictured in the
/// docs shows no one's own folders. A folder outside any package shows whole paths.
struct SnapshotReviewPage {
    let entries: [SnapshotReview.Entry]
    let folder: URL
    /// The package the folder is in: the nearest folder above it with a `Package.swift`.
    let packageRoot: URL?

    init(entries: [SnapshotReview.Entry], folder: URL) {
        self.entries = entries
        self.folder = folder
        var dir = folder.standardizedFileURL.deletingLastPathComponent()
        var root: URL?
        while dir.path != "/" && !dir.path.isEmpty {
            if FileManager.default.fileExists(atPath: dir.appendingPathComponent("Package.swift").path) {
                root = dir
                break
            }
            dir = dir.deletingLastPathComponent()
        }
        packageRoot = root
    }

    /// `path` relative to the package when it is inside it, else whole.
    func shown(_ path: String) -> String {
        guard let root = packageRoot?.path else { return path }
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    var html: String {
        let count = entries.count
        let title = count == 0 ? "No golden mismatches" : "\(count) golden mismatch\(count == 1 ? "" : "es")"
        var out = """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(Self.escape(title))</title>
            <style>\(Self.style)</style>
            </head>
            <body data-entries="\(count)">
            <header>
            <h1>\(Self.escape(title))</h1>
            <p class="folder">\(Self.escape(shown(folder.path)))</p>

            """
        if count == 0 {
            out +=
                "<p>Every golden of the last run matched (or the tests have not run since the folder was made).</p>\n"
        } else {
            out += """
                <p>Each failed comparison of a golden: the golden (reference), what the test drew (actual) \
                and the diff (differing pixels red over the faded golden, regions framed blue, masks magenta), then each \
                region zoomed in, largest first. Slider and Blink \
                lay the two over each other; Zoom shows pixels. Accept copies the actual picture over the golden.</p>
                <p><button type="button" class="accept" data-command="\(Self.escape(acceptAllCommand))">Accept all</button></p>
                <pre class="command" hidden></pre>
                <nav><ol>\(entries.map { "<li><a href=\"#\(anchor($0))\">\(Self.escape($0.id))</a></li>" }.joined())</ol></nav>

                """
        }
        out += "</header>\n<main>\n"
        for entry in entries { out += section(entry) }
        out += "</main>\n<script>\(Self.script)</script>\n</body>\n</html>\n"
        return out
    }

    /// The element id of an entry's section.
    func anchor(_ entry: SnapshotReview.Entry) -> String { "entry-" + entry.fileBase }

    func section(_ e: SnapshotReview.Entry) -> String {
        func image(_ kind: SnapshotReview.ImageKind, _ size: SnapshotReview.Entry.PixelSize) -> String {
            "<img class=\"\(kind.rawValue)\" src=\"\(Self.escape(Self.urlPath(e.imageFile(kind))))\" "
                + "alt=\"\(kind.rawValue)\" width=\"\(size.width)\" height=\"\(size.height)\" "
                + "style=\"--w:\(size.width)\">"
        }
        let figure = { (kind: SnapshotReview.ImageKind, size: SnapshotReview.Entry.PixelSize) in
            "<figure>\(image(kind, size))<figcaption>\(kind.rawValue) \(size.width)×\(size.height)"
                + "\(Self.animationCaption(kind, e.animation))</figcaption></figure>"
        }
        let golden = e.golden.map { "golden <code>\(Self.escape(shown($0)))</code>" } ?? "golden: its place is unknown"
        return """
            <section class="entry\(e.animation == nil ? "" : " animation")" id="\(Self.escape(anchor(e)))" \
            data-id="\(Self.escape(e.id))" data-fit="yes" \
            style="--zoom:1">
            <h2>\(Self.escape(e.id))</h2>
            <p class="test">\(Self.escape(e.test))() in <code>\(Self.escape(shown(e.testFile)))</code>; \(golden)</p>
            <p class="figures">\(figures(e))</p>
            <div class="toolbar">
            <span class="modes"><button type="button" data-mode="side" aria-pressed="true">Side by side</button>\
            <button type="button" data-mode="slider" aria-pressed="false">Slider</button>\
            <button type="button" data-mode="blink" aria-pressed="false">Blink</button></span>
            <label>Zoom <select class="zoom"><option value="fit" selected>Fit</option><option value="1">1×</option>\
            <option value="2">2×</option>\
            <option value="4">4×</option><option value="8">8×</option></select></label>
            <button type="button" class="accept" data-command="\(Self.escape(acceptCommand(e)))">Accept</button>
            </div>
            <pre class="command" hidden></pre>
            <div class="view side">\(figure(.reference, e.referenceSize))\(figure(.actual, e.actualSize))\
            \(figure(.diff, e.animation?.stripSize ?? e.actualSize))</div>
            \(regions(e))
            <div class="view slider" hidden><div class="stack">\(image(.actual, e.actualSize))\
            <div class="clip" style="width:50%">\(image(.reference, e.referenceSize))</div></div>
            <input class="position" type="range" min="0" max="100" value="50" aria-label="reference on the left, actual on the right">
            <p class="hint">reference ◀ │ ▶ actual</p></div>
            <div class="view blink" hidden><img class="blinking" src="\(Self.escape(Self.urlPath(e.imageFile(.reference))))" \
            alt="reference" data-reference="\(Self.escape(Self.urlPath(e.imageFile(.reference))))" \
            data-actual="\(Self.escape(Self.urlPath(e.imageFile(.actual))))" style="--w:\(e.actualSize.width)">\
            <p class="hint">showing <b class="showing">reference</b></p></div>
            <details><summary>Failure message</summary><pre>\(Self.escape(e.message))</pre></details>
            </section>

            """
    }

    /// How many regions the page zooms into (the largest ones); the rest are counted.
    static let shownRegions = 8
    /// The largest a region's zoomed crop is drawn, in CSS pixels across and down.
    static let cropBox = (width: 240, height: 180)
    /// Pixels of context kept around a region's box in its crops.
    static let cropMargin = 6

    /// Each differing region, largest first, zoomed: the golden's, the actual picture's and the
    /// diff's pixels around its box side by side, magnified to fit `cropBox` (at most 16×).
    func regions(_ e: SnapshotReview.Entry) -> String {
        guard !e.regions.isEmpty, e.referenceSize == e.actualSize else { return "" }
        let size = e.actualSize, m = Self.cropMargin
        var out = "<div class=\"regions\"><h3>Where the pictures differ, largest first</h3>"
        for (i, r) in e.regions.prefix(Self.shownRegions).enumerated() {
            let x0 = max(0, r.x - m), y0 = max(0, r.y - m)
            let x1 = min(size.width, r.x + r.width + m), y1 = min(size.height, r.y + r.height + m)
            let w = max(1, x1 - x0), h = max(1, y1 - y0)
            let zoom = max(1, min(16, min(Self.cropBox.width / w, Self.cropBox.height / h)))
            func crop(_ kind: SnapshotReview.ImageKind) -> String {
                "<div class=\"crop \(kind.rawValue)\" title=\"\(kind.rawValue)\" style=\"width:\(w * zoom)px;"
                    + "height:\(h * zoom)px;background-image:url('\(Self.escape(Self.urlPath(e.imageFile(kind))))');"
                    + "background-size:\(size.width * zoom)px \(size.height * zoom)px;"
                    + "background-position:-\(x0 * zoom)px -\(y0 * zoom)px\"></div>"
            }
            out +=
                "<figure class=\"region\" data-zoom=\"\(zoom)\"><div class=\"crops\">"
                + SnapshotReview.ImageKind.allCases.map(crop).joined()
                + "</div><figcaption>\(i + 1). x \(r.x)–\(r.x + r.width), y \(r.y)–\(r.y + r.height) px: "
                + "\(DifferingRegion.grouped(r.differingPixels)) px differ · golden, actual, diff at \(zoom)×"
                + "</figcaption></figure>"
        }
        if e.regions.count > Self.shownRegions {
            out += "<p class=\"hint\">and \(e.regions.count - Self.shownRegions) smaller regions</p>"
        }
        return out + "</div>"
    }

    /// What an animated golden's pictures are, after their size: the two animations play (an
    /// `<img>` of an APNG does), the diff is the strip of differing frames.
    static func animationCaption(_ kind: SnapshotReview.ImageKind, _ a: SnapshotReview.Entry.Animation?) -> String {
        guard let a else { return "" }
        switch kind {
        case .reference: return ", \(a.referenceFrames) frames, \(seconds(a.referenceDuration)) (plays)"
        case .actual: return ", \(a.actualFrames) frames, \(seconds(a.actualDuration)) (plays)"
        case .diff: return ": the differing frames, golden | actual | diff"
        }
    }

    /// `milliseconds` as seconds: "1.267 s".
    static func seconds(_ milliseconds: Int) -> String { String(format: "%.3f s", Double(milliseconds) / 1000) }

    /// An animated golden's figures: frame counts, lengths, timing, the first differing frame.
    func animationFigures(_ e: SnapshotReview.Entry, _ a: SnapshotReview.Entry.Animation) -> String {
        var parts: [String] = []
        parts.append(
            a.referenceFrames == a.actualFrames
                ? "<b class=\"frames\">\(a.actualFrames)</b> frames in both"
                : "the golden has <b class=\"frames\">\(a.referenceFrames)</b> frames, the actual animation "
                    + "<b class=\"actual-frames\">\(a.actualFrames)</b>")
        if a.referenceDuration != a.actualDuration {
            parts.append("it lasts \(Self.seconds(a.actualDuration)) (golden \(Self.seconds(a.referenceDuration)))")
        }
        if a.timingDifferences > 0 {
            parts.append("\(a.timingDifferences) frame\(a.timingDifferences == 1 ? "" : "s") shown for another time")
        }
        if let frame = a.firstDifferingFrame {
            parts.append(
                "the first differing frame is <b class=\"first-frame\">\(frame)</b> at t = "
                    + "\(Self.seconds(a.firstDifferingTime ?? 0)): \(e.differingPixels) of \(e.pixelCount) pixels differ "
                    + "by more than \(e.tolerance) in a channel (largest \(e.maxDifference))")
        }
        return "Animated golden: " + parts.joined(separator: "; ") + "."
    }

    /// The figures: pixels differing, their share, the tolerance, the largest difference, sizes.
    func figures(_ e: SnapshotReview.Entry) -> String {
        if let a = e.animation { return animationFigures(e, a) }
        guard e.referenceSize == e.actualSize else {
            return "The sizes differ: the golden is <b>\(e.referenceSize.width)×\(e.referenceSize.height)</b> px, "
                + "the actual picture <b>\(e.actualSize.width)×\(e.actualSize.height)</b> px."
        }
        let share = Double(e.differingPixels) / Double(max(e.pixelCount, 1)) * 100
        let percent = share >= 0.01 || share == 0 ? String(format: "%.2f", share) : "<0.01"
        return "<b class=\"differing\">\(e.differingPixels)</b> of \(e.pixelCount) pixels (\(Self.escape(percent)) %) "
            + "differ by more than \(e.tolerance) in a channel; the largest difference is "
            + "<b class=\"largest\">\(e.maxDifference)</b> (precision \(String(format: "%g", e.precision)))"
            + (e.regions.isEmpty
                ? "."
                : ", in <b class=\"region-count\">\(e.regions.count)</b> region\(e.regions.count == 1 ? "" : "s").")
    }

    /// The command that accepts `entry` (`refresh-goldens`, in this package or any that depends on
    /// RefreshKit), and the copy that does the same by hand.
    func acceptCommand(_ e: SnapshotReview.Entry) -> String {
        var text =
            "swift run refresh-goldens accept --dir \(Self.shellQuoted(shown(folder.path))) \(Self.shellQuoted(e.id))"
        if let golden = e.golden {
            let actual = folder.appendingPathComponent(e.imageFile(.actual)).path
            text += "\n# or, in any package:\ncp \(Self.shellQuoted(shown(actual))) \(Self.shellQuoted(shown(golden)))"
        }
        return text
    }

    var acceptAllCommand: String {
        "swift run refresh-goldens accept --dir \(Self.shellQuoted(shown(folder.path))) --all"
    }

    /// `text` with `&`, `<`, `>`, `"` and `'` as HTML entities.
    static func escape(_ text: String) -> String {
        var out = ""
        for c in text {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(c)
            }
        }
        return out
    }

    /// A file name as a relative URL: every byte but letters, digits and `-._~` percent-encoded.
    static func urlPath(_ name: String) -> String {
        name.addingPercentEncoding(withAllowedCharacters: .alphanumerics.union(CharacterSet(charactersIn: "-._~")))
            ?? name
    }

    /// `text` in single quotes for a POSIX shell (a `'` inside as `'\''`).
    static func shellQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
