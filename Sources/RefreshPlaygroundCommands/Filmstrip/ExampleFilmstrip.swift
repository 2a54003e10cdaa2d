import RefreshCore
import RefreshPlayground
import RefreshPlaygroundWindow
import RefreshSDL
import RefreshTesting

/// The playground's filmstrips are RefreshTesting's, filmed in the real playground scene: each
/// cell's scene is a fresh `PlaygroundScene` of the example on a `RefreshTestHost`, at 60 frames a
/// second, whose handler ends the refresh `FilmstripTiming.refreshSeconds` after it runs.
extension FilmstripSampler {
    /// The window size the scene gets: the playground window's default.
    package static var viewport: Size { SceneConfiguration(exampleID: "").viewport }

    /// A sampler filming `request`; throws `FilmstripError.runtime` when it cannot render (no
    /// fonts, SDL failure), `FilmstripError.badInput` when a scene cannot be made.
    package convenience init(request r: ValidatedFilmstripRequest) throws {
        let text: TextRenderer
        do {
            text = try TextRenderer.shared()
        } catch {
            throw FilmstripError.runtime("cannot render headless: \(error)")
        }
        var configuration = SceneConfiguration(exampleID: r.example.id)
        configuration.viewport = Self.viewport
        configuration.scale = r.scale
        configuration.fps = FilmstripTiming.fps
        configuration.language = r.language
        configuration.refreshDelay = .some(FilmstripTiming.refreshSeconds)
        // The host holds the scene's window and scroll view; the scene (the example's handlers)
        // must live as long as the sampler.
        let scenes = SceneKeeper()
        self.init(
            target: r.target, steps: r.steps, refreshDuration: nil,
            title: "\(r.example.id) — \(r.example.title) · its \(r.target.rawValue)", language: r.language,
            refreshNote: "the handler ends the refresh \(FilmstripTiming.refreshSeconds) s after it runs"
        ) {
            SDLAssetDecoding.install()   // the scene's assets decode through the SDL layer, as in the window
            let scene: PlaygroundScene
            do {
                scene = try PlaygroundScene(configuration: configuration, textMeasurer: text)
            } catch {
                throw FilmstripError.badInput("\(error)")
            }
            scenes.scenes.append(scene)
            do {
                return try RefreshTestHost(
                    root: scene.window, input: scene.input, scale: r.scale, fps: FilmstripTiming.fps,
                    textRenderer: text)
            } catch {
                throw FilmstripError.runtime("cannot render headless: \(error)")
            }
        }
    }
}

/// Keeps a filmstrip's scenes alive while their hosts run.
private final class SceneKeeper {
    var scenes: [PlaygroundScene] = []
}
