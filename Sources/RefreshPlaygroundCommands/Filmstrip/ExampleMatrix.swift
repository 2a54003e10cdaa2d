import RefreshCore
import RefreshPlayground
import RefreshPlaygroundWindow
import RefreshSDL
import RefreshTesting

/// The playground's variant matrices are RefreshTesting's public ones
/// (`RefreshTestHost.variantMatrix(of:at:languages:themes:widths:scales:title:host:)`), posed in the
/// real playground scene: each cell a fresh `PlaygroundScene` of the example on a `RefreshTestHost`
/// at 60 frames a second, which the matrix resizes, re-colours and switches to the cell's language
/// through the scene (as a replay's steps do).
extension VariantMatrix {
    /// The matrix of `request` at `moment` (one of its moments), drawn with `textRenderer`; throws
    /// `FilmstripError.badInput` when a scene cannot be made, `FilmstripError.runtime` when it
    /// cannot render.
    package static func make(
        _ request: ValidatedMatrixRequest, moment: MatrixMoment, textRenderer: TextRenderer
    ) throws -> VariantMatrix {
        try RefreshTestHost.variantMatrix(
            of: request.target, at: moment, languages: request.languages, themes: request.themes,
            widths: request.widths, scales: request.scales,
            title: "\(request.example.id) — \(request.example.title)",
            host: sceneFactory(request.example, textRenderer: textRenderer))
    }

    /// Makes a host of a fresh scene of `example` in the playground window's default size, in
    /// English and light, whose handler ends a refresh `FilmstripTiming.refreshSeconds` after it runs.
    static func sceneFactory(_ example: Example, textRenderer text: TextRenderer) -> RefreshTestHostFactory {
        let keeper = MatrixSceneKeeper()
        return {
            var configuration = SceneConfiguration(exampleID: example.id)
            configuration.viewport = FilmstripSampler.viewport
            configuration.fps = FilmstripTiming.fps
            configuration.refreshDelay = .some(FilmstripTiming.refreshSeconds)
            SDLAssetDecoding.install()   // the scene's assets decode through the SDL layer, as in the window
            let scene: PlaygroundScene
            do {
                scene = try PlaygroundScene(configuration: configuration, textMeasurer: text)
            } catch {
                throw FilmstripError.badInput("\(error)")
            }
            // The host holds the window and scroll view; the scene (the example's handlers) must
            // live while the cell is posed, and sizes, colours and translates itself.
            keeper.scene = scene
            let host: RefreshTestHost
            do {
                host = try RefreshTestHost(
                    root: scene.window, input: scene.input, scale: configuration.scale, fps: configuration.fps,
                    textRenderer: text)
            } catch {
                throw FilmstripError.runtime("cannot render headless: \(error)")
            }
            host.delegate = keeper
            return host
        }
    }
}

/// Keeps the scene of the cell being posed alive while its host runs, and lets it perform the
/// variant's steps (`PlaygroundScene.perform(_:)`): its own resize, theme and language (its lists'
/// frames, its palette).
private final class MatrixSceneKeeper: RefreshTestHostDelegate {
    var scene: PlaygroundScene?

    func host(_ host: RefreshTestHost, perform step: ReplayStep, at time: Double) -> Bool {
        scene?.perform(step) ?? false
    }
}
