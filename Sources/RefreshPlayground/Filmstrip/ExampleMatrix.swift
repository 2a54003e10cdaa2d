import RefreshCore
import RefreshSDL
import RefreshTesting

/// The playground's variant matrices are RefreshTesting's, posed in the real playground scene:
/// each cell a fresh `PlaygroundScene` of the example on a `RefreshTestHost`, at 60 frames a
/// second, in the cell's language, theme, width (the playground window's height) and scale.
extension MatrixSampler {
    /// A sampler for `request` drawing with `text`; throws `FilmstripError.badInput` when a scene
    /// cannot be made, `FilmstripError.runtime` when it cannot render.
    package convenience init(request r: ValidatedMatrixRequest, textRenderer text: TextRenderer) {
        let scenes = MatrixSceneKeeper()
        self.init(target: r.target, moment: r.moment) { variant in
            var configuration = SceneConfiguration(exampleID: r.example.id)
            configuration.viewport = Size(width: variant.width, height: FilmstripSampler.viewport.height)
            configuration.scale = variant.scale
            configuration.fps = FilmstripTiming.fps
            configuration.language = variant.language
            configuration.theme = variant.theme
            configuration.refreshDelay = .some(FilmstripTiming.refreshSeconds)
            let scene: PlaygroundScene
            do {
                scene = try PlaygroundScene(configuration: configuration, textMeasurer: text)
            } catch {
                throw FilmstripError.badInput("\(error)")
            }
            // The host holds the window and scroll view; the scene (the example's handlers) must
            // live while the cell is posed.
            scenes.scene = scene
            do {
                return try RefreshTestHost(
                    root: scene.window, input: scene.input, scale: variant.scale,
                    fps: FilmstripTiming.fps, textRenderer: text)
            } catch {
                throw FilmstripError.runtime("cannot render headless: \(error)")
            }
        }
    }
}

extension VariantMatrix {
    /// The matrix `request` asks for, posed in the playground's scenes.
    package static func make(_ request: ValidatedMatrixRequest, textRenderer: TextRenderer) throws -> VariantMatrix {
        try make(
            MatrixSampler(request: request, textRenderer: textRenderer), languages: request.languages,
            columns: request.columns, title: "\(request.example.id) — \(request.example.title)")
    }
}

/// Keeps the scene of the cell being posed alive while its host runs.
private final class MatrixSceneKeeper {
    var scene: PlaygroundScene?
}
