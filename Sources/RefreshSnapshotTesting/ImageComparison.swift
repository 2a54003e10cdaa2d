import Foundation
import RefreshCore

/// How two pictures are compared: masked areas painted over in both, then pixel by pixel, a pixel
/// differing when one of its channels (R, G, B, A) differs by more than `tolerance` and (with a
/// `perceptualPrecision` below 1) the two colours look further apart than it allows; the pictures
/// match when at least `precision` of their pixels do.
struct ImageComparison {
    /// The flat colour masked areas are painted with, in both pictures and in the diff: magenta.
    static let maskColor = Color(r: 255, g: 0, b: 255)
    /// The colour of a differing pixel in the diff image: red.
    static let differingColor = Color(r: 255, g: 0, b: 0)
    /// The colour of the frames around the differing regions in the diff image: blue.
    static let outlineColor = Color(r: 0, g: 90, b: 255)
    /// How many regions the failure message lists (the review report shows them all).
    static let listedRegions = 5

    /// The share of pixels that must match, 0…1.
    let precision: Float
    /// How alike two colours must look to be the same, 0…1, as swift-snapshot-testing's
    /// `perceptualPrecision`: a pixel matches when their ΔE94 is at most (1 − it) × 100; 1 turns
    /// the perceptual test off (only `tolerance` counts).
    let perceptualPrecision: Float
    /// The largest difference in a channel (0…255) that still counts as the same.
    let tolerance: Int
    /// Rectangles in points left out of the comparison.
    let masks: [Rect]

    init(precision: Float, perceptualPrecision: Float = 1, tolerance: Int, masks: [Rect]) {
        self.precision = precision.isNaN ? 1 : min(max(precision, 0), 1)
        self.perceptualPrecision = perceptualPrecision.isNaN ? 1 : min(max(perceptualPrecision, 0), 1)
        self.tolerance = min(max(tolerance, 0), 255)
        self.masks = masks
    }

    /// The largest ΔE94 that still counts as the same colour.
    var allowedDeltaE: Double { (1 - (Double("\(perceptualPrecision)") ?? Double(perceptualPrecision))) * 100 }

    /// Pixels of `actual` that differ from `reference` (same size): a channel past `tolerance` and,
    /// with a perceptual precision, a colour further than `allowedDeltaE`; nil when none do.
    func difference(_ actual: Bitmap, from reference: Bitmap) -> BitmapDifference? {
        guard var d = actual.difference(from: reference, tolerance: tolerance) else { return nil }
        guard perceptualPrecision < 1 else { return d }
        var count = 0, maxDelta = 0
        let limit = allowedDeltaE
        let a = actual.pixels, b = reference.pixels
        var i = 0
        while i < a.count {
            var delta = 0
            for c in 0..<4 { delta = max(delta, abs(Int(a[i + c]) - Int(b[i + c]))) }
            if delta > tolerance {
                let e = PerceptualDifference.deltaE(
                    a[i], a[i + 1], a[i + 2], a[i + 3], b[i], b[i + 1], b[i + 2], b[i + 3])
                if e > limit {
                    count += 1
                    maxDelta = max(maxDelta, delta)
                } else {
                    // Looks the same: shown as the faded golden, as a matching pixel is.
                    d.diffImage.pixels[i] = UInt8(191 + Int(b[i]) / 4)
                    d.diffImage.pixels[i + 1] = UInt8(191 + Int(b[i + 1]) / 4)
                    d.diffImage.pixels[i + 2] = UInt8(191 + Int(b[i + 2]) / 4)
                    d.diffImage.pixels[i + 3] = 255
                }
            }
            i += 4
        }
        guard count > 0 else { return nil }
        d.differingPixels = count
        d.maxChannelDelta = maxDelta
        return d
    }

    /// `bitmap` with every mask painted in `maskColor` (`scale` pixels per point; a mask's edges
    /// are rounded outwards to whole pixels, what falls outside is left out).
    func masked(_ bitmap: Bitmap, scale: Double) -> Bitmap {
        guard !masks.isEmpty else { return bitmap }
        var out = bitmap
        let c = Self.maskColor
        for mask in masks {
            let x0 = Self.pixel(mask.minX * scale, .down, limit: out.width)
            let x1 = Self.pixel(mask.maxX * scale, .up, limit: out.width)
            let y0 = Self.pixel(mask.minY * scale, .down, limit: out.height)
            let y1 = Self.pixel(mask.maxY * scale, .up, limit: out.height)
            guard x1 > x0, y1 > y0 else { continue }
            for y in y0..<y1 {
                for x in x0..<x1 {
                    let i = (y * out.width + x) * 4
                    out.pixels[i] = c.r
                    out.pixels[i + 1] = c.g
                    out.pixels[i + 2] = c.b
                    out.pixels[i + 3] = c.a
                }
            }
        }
        return out
    }

    private static func pixel(_ value: Double, _ rule: FloatingPointRoundingRule, limit: Int) -> Int {
        guard value.isFinite else { return value > 0 ? limit : 0 }
        return Int(min(max(value.rounded(rule), 0), Double(limit)))
    }

    /// How many differing pixels `precision` allows among `pixelCount`. Precision is read as the
    /// decimal it was written as (0.99, not 0.9900000095), so 0.99 of 10 000 pixels allows 100.
    func allowedDifferingPixels(of pixelCount: Int) -> Int {
        let p = Double("\(precision)") ?? Double(precision)
        return Int(((1 - p) * Double(pixelCount) + 1e-9).rounded(.down))
    }

    /// Compares `actual` with `reference` (both masked first); nil when they match. `cells` name
    /// the parts of a sheet (a filmstrip's cells), which the failure lists where regions fall in them.
    func failure(reference: Bitmap, actual: Bitmap, scale: Double, cells: [LabelledCell] = []) -> ImageFailure? {
        let reference = masked(reference, scale: scale), actual = masked(actual, scale: scale)
        guard reference.width == actual.width, reference.height == actual.height else {
            let d = actual.difference(from: reference, tolerance: tolerance)
            return ImageFailure(
                comparison: self, differingPixels: d?.differingPixels ?? 0, pixelCount: d?.differingPixels ?? 0,
                maxChannelDelta: 255, referenceSize: (reference.width, reference.height),
                actualSize: (actual.width, actual.height),
                diffImage: d?.diffImage ?? Bitmap(width: 0, height: 0))
        }
        guard let d = difference(actual, from: reference) else { return nil }
        let pixelCount = actual.width * actual.height
        guard d.differingPixels > allowedDifferingPixels(of: pixelCount) else { return nil }
        let regions = d.diffImage.differingRegions(markedBy: Self.differingColor)
        return ImageFailure(
            comparison: self, differingPixels: d.differingPixels, pixelCount: pixelCount,
            maxChannelDelta: d.maxChannelDelta, referenceSize: (reference.width, reference.height),
            actualSize: (actual.width, actual.height),
            diffImage: masked(d.diffImage, scale: scale).outlining(regions, color: Self.outlineColor),
            regions: regions, scale: scale, cells: cells)
    }
}

/// A named part of a picture, in points: a filmstrip cell ("refreshing t = 0.20 s"), so a failure
/// says which cells differ.
struct LabelledCell: Equatable {
    /// Where the cell is on the picture, in points.
    let rect: Rect
    /// What the cell shows.
    let label: String
}

/// A failed comparison: what differs, and a picture of where.
struct ImageFailure {
    let comparison: ImageComparison
    /// Pixels with a channel differing by more than the tolerance.
    let differingPixels: Int
    /// Pixels compared.
    let pixelCount: Int
    /// The largest difference in one channel of one pixel, 0…255.
    let maxChannelDelta: Int
    let referenceSize: (width: Int, height: Int)
    let actualSize: (width: Int, height: Int)
    /// Differing pixels in red over a faded copy of the golden, masks in magenta, each region
    /// framed in blue.
    let diffImage: Bitmap
    /// Where the pixels differ, largest region first (empty when the sizes differ).
    var regions: [DifferingRegion] = []
    /// Pixels per point of the pictures.
    var scale: Double = 1
    /// The named parts of the picture (a filmstrip's cells); empty for a plain picture.
    var cells: [LabelledCell] = []

    /// The labels of the cells a differing region overlaps, in the cells' order.
    var differingCells: [String] {
        let boxes = regions.map { $0.rect(scale: scale) }
        return cells.filter { cell in boxes.contains { $0.intersects(cell.rect) } }.map(\.label)
    }

    /// What failed, then where the actual and diff images are.
    func message(actualPath: String, diffPath: String, referenceProblem: String?) -> String {
        var lines: [String] = []
        if let referenceProblem { lines.append("The golden could not be read: \(referenceProblem).") }
        lines += findings
        lines.append("actual: \(actualPath)")
        lines.append(
            "diff:   \(diffPath) (differing pixels red over the faded golden, regions framed blue"
                + (comparison.masks.isEmpty ? ")" : ", masks magenta)"))
        return lines.joined(separator: "\n")
    }

    /// What differs: the sizes, or the pixels and where they are.
    var findings: [String] {
        var lines: [String] = []
        if referenceSize != actualSize {
            lines.append(
                "The sizes differ: the golden is \(referenceSize.width)×\(referenceSize.height) px, "
                    + "the actual image \(actualSize.width)×\(actualSize.height) px.")
        } else {
            let share = Double(differingPixels) / Double(max(pixelCount, 1)) * 100
            let allowed = comparison.allowedDifferingPixels(of: pixelCount)
            let perceptual =
                comparison.perceptualPrecision < 1
                ? " and look different (ΔE94 above \(Self.number(comparison.allowedDeltaE)), perceptual precision "
                    + "\(comparison.perceptualPrecision))" : ""
            lines.append(
                "\(differingPixels) of \(pixelCount) pixels (\(Self.percent(share)) %) differ by more than "
                    + "\(comparison.tolerance) in a channel\(perceptual); the largest difference is \(maxChannelDelta)"
                    + (allowed > 0 ? "; precision \(comparison.precision) allows \(allowed)." : "."))
            lines += whereLines
        }
        return lines
    }

    /// Where the pictures differ: the regions, largest first (at most `listedRegions`), and the
    /// cells they fall in.
    var whereLines: [String] {
        guard !regions.isEmpty else { return [] }
        let shown = regions.prefix(ImageComparison.listedRegions)
        var head = regions.count == 1 ? "Where: 1 region:" : "Where: \(regions.count) regions, largest first"
        if regions.count > shown.count { head += " (the first \(shown.count))" }
        var lines = [regions.count == 1 ? head : head + ":"]
        for (i, region) in shown.enumerated() { lines.append("  \(i + 1). \(region.description(scale: scale))") }
        let named = differingCells
        if !named.isEmpty { lines.append("Cells that differ: \(named.joined(separator: "; ")).") }
        return lines
    }

    private static func number(_ value: Double) -> String { String(format: "%g", (value * 1000).rounded() / 1000) }

    private static func percent(_ value: Double) -> String {
        value >= 0.01 || value == 0 ? String(format: "%.2f", value) : "<0.01"
    }
}
