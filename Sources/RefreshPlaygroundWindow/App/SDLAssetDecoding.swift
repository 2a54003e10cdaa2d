import Logging
import RefreshCore
import RefreshPlayground
import RefreshSDL

/// The asset library's decoding through the SDL layer: PNG pictures with SDL_image, frame animations
/// with `FrameSequenceLoader` (the decoder registry: APNG, PNG, GIF) and Lottie folders with rlottie.
package struct SDLAssetDecoding: AssetDecoding {
    /// Decoding through the SDL layer.
    package init() {}

    /// Makes it the decoding of every `AssetLibrary` made without one (`AssetLibrary.shared` among
    /// them): what a process calls once before its first scene. Calling it again changes nothing.
    package static func install() {
        AssetLibrary.installedDecoding = SDLAssetDecoding()
    }

    package func bitmap(path: String) throws -> Bitmap {
        try SDLImage.loadBitmap(path: path)
    }

    package func frameSequences(
        folder: String, logger: Logger, fallback: () -> [RefreshState: FrameSequence]
    ) -> (sequences: [RefreshState: FrameSequence], problems: [String]) {
        let (sequences, errors) = FrameSequenceLoader.loadOrFallback(folder: folder, logger: logger, fallback: fallback)
        return (sequences, errors.map { "\($0)" })
    }

    package func lottie(folder: String, logger: Logger) -> SegmentedAnimation? {
        LottieLoader.loadOrWarn(folder: folder, logger: logger)
    }
}

extension AssetLibrary {
    /// Takes the animation `name` as `FrameSequenceLoader.loadAll` decoded it on another thread (the
    /// window's start-up): what `animation(name)` then returns, its problems reported as if it had
    /// been loaded here (a warning each, and the drawn spinner instead). One already loaded is kept.
    func adopt(_ name: String, decoded: (sequences: [RefreshState: FrameSequence], errors: [FrameLoadError])) {
        guard !hasAnimation(name) else { return }
        let (sequences, errors) = FrameSequenceLoader.fallingBack(
            decoded, folder: folder(ofAnimation: name), logger: logger,
            fallback: { SpinnerArtwork.fallbackSequences() })
        adopt(name, sequences: sequences, problems: errors.map { "\($0)" })
    }
}
