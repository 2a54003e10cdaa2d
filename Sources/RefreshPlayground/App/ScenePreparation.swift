import Foundation
import RefreshSDL

/// What the window shows but does not draw with, built on a background thread while the main
/// thread creates the renderer (the slow part of opening a window: the GL driver loads): the text
/// renderer, the example's scene with its images and animations decoded, the HUD and the browser.
///
/// Thread safety: the background thread is the only one touching the text renderer, the asset
/// library and the new objects until `wait()` returns (the join orders its writes before the
/// main thread's reads); SDL's core is initialised on the main thread before it starts, and the
/// thread uses only SDL_ttf, SDL_image and surfaces, never video. What it builds is what the main
/// thread would have built from the same configuration, so nothing drawn changes.
final class ScenePreparation {
    /// The built objects.
    struct Prepared {
        let text: TextRenderer
        let scene: PlaygroundScene
        let browser: ExampleBrowser
        let hud: HUD
        /// How long the thread worked, milliseconds.
        let milliseconds: Double
    }

    /// The configuration the scene was built for (the window's size and scale).
    let configuration: SceneConfiguration
    private let done = DispatchSemaphore(value: 0)
    private var result: Result<Prepared, Error>?

    /// Starts building for `configuration` on a new thread.
    init(configuration: SceneConfiguration) throws {
        self.configuration = configuration
        try SDLRuntime.initCore()   // here, before the thread: SDL_Init must not race the video init
        let thread = Thread { [self] in
            result = Result { try Self.build(configuration) }
            done.signal()
        }
        thread.name = "refresh-playground: scene preparation"
        thread.start()
    }

    /// Waits for the thread and returns what it built, or throws what it threw (missing fonts).
    func wait() throws -> Prepared {
        done.wait()
        done.signal()   // a second wait returns at once
        return try result!.get()
    }

    /// Builds everything synchronously on the calling thread.
    static func build(_ configuration: SceneConfiguration) throws -> Prepared {
        let start = StartupTimeline.now()
        let text = try TextRenderer.shared()
        let scene = try PlaygroundScene(configuration: configuration, textMeasurer: text)
        let browser = ExampleBrowser(textMeasurer: text)
        let hud = HUD(textMeasurer: text)
        return Prepared(text: text, scene: scene, browser: browser, hud: hud,
                        milliseconds: Double(StartupTimeline.now() - start) / 1e6)
    }
}
