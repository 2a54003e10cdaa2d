import Foundation
import RefreshCore

/// A filmed refresh control: its cells and the heading that says what they show. `make` films,
/// `render` draws the contact sheet.
@MainActor package struct Filmstrip {
    /// The band every cell shows.
    package let framing: ComponentFraming
    /// The pull cells, then the animation cells in time order.
    package let cells: [FilmstripCell]
    /// The sheet's heading: the title, then what was filmed and how.
    package let heading: [String]
    /// Pixels per point of the cells and the sheet.
    package let scale: Double

    /// Films the sampler's control (see `FilmstripSampler`).
    package static func make(_ sampler: FilmstripSampler) throws -> Filmstrip {
        let scene = try sampler.measure()
        let cells = try sampler.allCells()
        return Filmstrip(
            framing: scene.framing, cells: cells,
            heading: heading(for: sampler, scene: scene, cells: cells), scale: scene.scale)
    }

    /// Draws the contact sheet with `sampler`'s text renderer.
    package func render(with sampler: FilmstripSampler) throws -> Bitmap {
        try renderSheet(with: sampler).picture
    }

    /// Draws the contact sheet and tells where each cell went (`ContactSheetRenderer.Sheet`).
    package func renderSheet(with sampler: FilmstripSampler) throws -> ContactSheetRenderer.Sheet {
        try ContactSheetRenderer.renderSheet(
            heading: heading, cells: cells, scale: scale, textRenderer: try sampler.measure().textRenderer)
    }

    static func heading(for sampler: FilmstripSampler, scene: FilmstripSampler.Scene, cells: [FilmstripCell])
        -> [String]
    {
        let framing = scene.framing
        let percents = cells.compactMap(\.requestedPercent).map { "\(Int(($0 * 100).rounded()))" }
        let v = scene.viewport, crop = framing.cropRect
        let scale = scene.scale == scene.scale.rounded() ? "\(Int(scene.scale))" : "\(scene.scale)"
        let start =
            framing.family.hasPulling
            ? "pulled from 100 % to \(Int(framing.family.maxPercent * 100)) % at t = 0"
            : "dragged all into view at t = 0"
        return [
            sampler.title,
            "language \(sampler.language ?? scene.language) · scale \(scale) · \(Int(v.width))×\(Int(v.height)) pt "
                + "window, cells show \(Int(crop.width))×\(Int(crop.height)) pt at (\(Int(crop.minX)), \(Int(crop.minY)))",
            "pull: \(percents.joined(separator: ", ")) % \(framing.family.hasPulling ? "of the threshold" : "of it in view"), each held "
                + "\(FilmstripTiming.holdSeconds) s in its own scene",
            "animation: every \(scene.sampleIntervalText); \(start), released at t = "
                + "\(String(format: "%.2f", FilmstripTiming.releaseSeconds)) s, \(sampler.refreshNote)",
        ]
    }
}
