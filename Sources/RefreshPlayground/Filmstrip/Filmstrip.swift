import Foundation
import RefreshCore

/// A filmed refresh control: its cells and the heading that says what they show. `make` films,
/// `render` draws the contact sheet.
package struct Filmstrip {
    /// What was filmed.
    package let request: ValidatedFilmstripRequest
    /// The band every cell shows.
    package let framing: ComponentFraming
    /// The pull cells, then the animation cells in time order.
    package let cells: [FilmstripCell]
    /// The sheet's heading: the example, then what was filmed and how.
    package let heading: [String]

    /// Films `request` (see `FilmstripSampler`) with `sampler`'s renderer.
    package static func make(_ sampler: FilmstripSampler) throws -> Filmstrip {
        let framing = try sampler.framing()
        let cells = try sampler.allCells()
        return Filmstrip(
            request: sampler.request, framing: framing, cells: cells,
            heading: heading(for: sampler.request, framing: framing, cells: cells))
    }

    /// Draws the contact sheet at the request's scale.
    package func render(with sampler: FilmstripSampler) throws -> Bitmap {
        try ContactSheetRenderer.render(
            heading: heading, cells: cells, scale: request.scale,
            textRenderer: sampler.textRenderer)
    }

    static func heading(for r: ValidatedFilmstripRequest, framing: ComponentFraming, cells: [FilmstripCell]) -> [String]
    {
        let percents = cells.compactMap(\.requestedPercent).map { "\(Int(($0 * 100).rounded()))" }
        let v = FilmstripSampler.viewport, crop = framing.cropRect
        let scale = r.scale == r.scale.rounded() ? "\(Int(r.scale))" : "\(r.scale)"
        let start =
            framing.family.hasPulling
            ? "pulled from 100 % to \(Int(framing.family.maxPercent * 100)) % at t = 0"
            : "dragged all into view at t = 0"
        return [
            "\(r.example.id) — \(r.example.title) · its \(r.target.rawValue)",
            "language \(r.language) · scale \(scale) · \(Int(v.width))×\(Int(v.height)) pt window, cells show "
                + "\(Int(crop.width))×\(Int(crop.height)) pt at (\(Int(crop.minX)), \(Int(crop.minY)))",
            "pull: \(percents.joined(separator: ", ")) % \(framing.family.hasPulling ? "of the threshold" : "of it in view"), each held "
                + "\(FilmstripTiming.holdSeconds) s in its own scene",
            "animation: every 1/15 s; \(start), released at t = \(String(format: "%.2f", FilmstripTiming.releaseSeconds)) s, "
                + "the handler ends the refresh \(FilmstripTiming.refreshSeconds) s after it runs",
        ]
    }
}
