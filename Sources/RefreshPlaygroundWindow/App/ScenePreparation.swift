import Foundation
import RefreshCore
import RefreshPlayground
import RefreshSDL
import Synchronization

/// What the window shows but does not draw with. The fonts are opened, and the example's
/// animations decoded, on a background thread while the main thread starts SDL's video and opens
/// the window (the slow part of a start); the scene, the HUD and the browser are views, so `build`
/// makes them on the main actor once the fonts are there.
///
/// Thread safety: the text renderer and the frame sequences are made on the thread, inside the
/// mutex's lock, and handed over through it, which transfers them (`sending`): the thread keeps
/// no reference to them. SDL's core is initialised on the main thread before the thread starts,
/// and the thread uses only SDL_ttf, SDL_image and surfaces, never video.
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

    /// What the thread made: the fonts (or why they could not be opened), each animation by name
    /// with its problems, and how long it took.
    private struct Made {
        var fonts: Result<TextRenderer, any Error>
        var animations: [String: (sequences: [RefreshState: FrameSequence], errors: [FrameLoadError])]
        var milliseconds: Double
    }

    private let done = DispatchSemaphore(value: 0)
    private let made = Mutex<Made?>(nil)

    /// Starts opening the fonts, and decoding `animations` (name → folder), on a new thread.
    @MainActor
    init(animations: [String: String] = [:]) throws {
        try SDLRuntime.initCore()   // here, before the thread: SDL_Init must not race the video init
        SDLAssetDecoding.install()   // the window's assets decode through the SDL layer
        let thread = Thread { [self] in
            made.withLock { slot in   // made inside the lock, so nothing else can reach it
                let start = StartupTimeline.now()
                let fonts = Result<TextRenderer, any Error> { try TextRenderer() }
                var decoded: [String: (sequences: [RefreshState: FrameSequence], errors: [FrameLoadError])] = [:]
                for (name, folder) in animations { decoded[name] = FrameSequenceLoader.loadAll(folder: folder) }
                slot = Made(
                    fonts: fonts, animations: decoded, milliseconds: Double(StartupTimeline.now() - start) / 1e6)
            }
            done.signal()
        }
        thread.name = "refresh-playground: fonts"
        thread.start()
    }

    /// Waits for the thread, gives the decoded animations to `assets`, and builds the scene for
    /// `configuration` with the fonts, or throws what opening the fonts threw (a missing font names
    /// its package). Call it once.
    @MainActor
    func wait(building configuration: SceneConfiguration, assets: AssetLibrary = .shared) throws -> Prepared {
        done.wait()
        done.signal()   // a second wait returns at once (and throws: everything was handed over)
        guard let handed = made.withLock({ $0.take() }) else {
            throw PlaygroundError.runtime("the fonts were already handed over")
        }
        for (name, animation) in handed.animations.sorted(by: { $0.key < $1.key }) {
            assets.adopt(name, decoded: animation)
        }
        return try Self.build(configuration, text: try handed.fonts.get(), milliseconds: handed.milliseconds)
    }

    /// Builds the scene, browser and HUD for `configuration`, drawing text with `text`.
    @MainActor
    static func build(_ configuration: SceneConfiguration, text: TextRenderer, milliseconds: Double = 0) throws
        -> Prepared
    {
        let scene = try PlaygroundScene(configuration: configuration, textMeasurer: text)
        let browser = ExampleBrowser(textMeasurer: text)
        let hud = HUD(textMeasurer: text)
        return Prepared(text: text, scene: scene, browser: browser, hud: hud, milliseconds: milliseconds)
    }
}
