import Foundation
import RefreshSDL
import Synchronization

/// What the window shows but does not draw with. The fonts are opened on a background thread
/// while the main thread starts SDL's video and opens the window (the slow part of a start); the
/// scene, the HUD and the browser are views, so `build` makes them on the main actor once the
/// fonts are there.
///
/// Thread safety: the text renderer is made on the thread and handed over through a mutex, which
/// transfers it (`sending`): the thread keeps no reference to it. SDL's core is initialised on the
/// main thread before the thread starts, and the thread uses only SDL_ttf, never video.
nonisolated final class ScenePreparation: Sendable {
    /// The built objects.
    struct Prepared {
        let text: TextRenderer
        let scene: PlaygroundScene
        let browser: ExampleBrowser
        let hud: HUD
        /// How long the thread took to open the fonts, milliseconds.
        let milliseconds: Double
    }

    private let done = DispatchSemaphore(value: 0)
    private let fonts = Mutex<(result: Result<TextRenderer, any Error>, milliseconds: Double)?>(nil)

    /// Starts opening the fonts on a new thread.
    init() throws {
        try SDLRuntime.initCore()   // here, before the thread: SDL_Init must not race the video init
        let thread = Thread { [self] in
            fonts.withLock { slot in   // made inside the lock, so nothing else can reach it
                let start = StartupTimeline.now()
                let opened = Result<TextRenderer, any Error> { try TextRenderer() }
                slot = (opened, Double(StartupTimeline.now() - start) / 1e6)
            }
            done.signal()
        }
        thread.name = "refresh-playground: fonts"
        thread.start()
    }

    /// Waits for the fonts and builds the scene for `configuration` with them, or throws what
    /// opening the fonts threw (a missing font names its package). Call it once.
    @MainActor
    func wait(building configuration: SceneConfiguration) throws -> Prepared {
        done.wait()
        done.signal()   // a second wait returns at once (and throws: the fonts were handed over)
        guard let opened = fonts.withLock({ $0.take() }) else {
            throw PlaygroundError.runtime("the fonts were already handed over")
        }
        return try Self.build(configuration, text: try opened.result.get(), milliseconds: opened.milliseconds)
    }

    /// Builds the scene, browser and HUD for `configuration`, drawing text with `text`.
    @MainActor
    static func build(_ configuration: SceneConfiguration, text: TextRenderer, milliseconds: Double = 0) throws -> Prepared {
        let scene = try PlaygroundScene(configuration: configuration, textMeasurer: text)
        let browser = ExampleBrowser(textMeasurer: text)
        let hud = HUD(textMeasurer: text)
        return Prepared(text: text, scene: scene, browser: browser, hud: hud, milliseconds: milliseconds)
    }
}
