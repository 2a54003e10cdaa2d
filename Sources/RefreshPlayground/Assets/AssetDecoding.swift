import Logging
import RefreshCore

/// What reads the asset files into pictures and animations for `AssetLibrary`: the window module's
/// `SDLAssetDecoding` (SDL_image, the decoder registry, rlottie). This module does not import the SDL
/// layer, so a build compiles it beside that layer, not after it (docs/benchmark.md, "Build time"); a
/// process that shows scenes installs the decoding once (`SDLAssetDecoding.install()`) before its
/// first scene, as the window, the commands and the tests do.
package protocol AssetDecoding {
    /// The PNG picture at `path`; throws an error naming the file and what is wrong with it.
    func bitmap(path: String) throws -> Bitmap

    /// Every refresh state's frame sequence of the animation folder `folder` (its `manifest.json` and
    /// the files it names), or `fallback()` when anything is wrong with it, each problem logged to
    /// `logger` as a warning and returned, naming its file.
    func frameSequences(
        folder: String, logger: Logger, fallback: () -> [RefreshState: FrameSequence]
    ) -> (sequences: [RefreshState: FrameSequence], problems: [String])

    /// The Lottie animation of the folder `folder`, or nil after one warning to `logger` naming the
    /// file and the problem.
    func lottie(folder: String, logger: Logger) -> SegmentedAnimation?
}

/// The decoding of a process that installed none: every file is "not decodable" with a message that
/// says what to install, so a scene falls back to its drawn artwork and says why.
struct MissingAssetDecoding: AssetDecoding {
    /// What every request reports.
    static let problem =
        "no asset decoding is installed in this process (SDLAssetDecoding.install(), RefreshPlaygroundWindow)"

    func bitmap(path: String) throws -> Bitmap {
        throw PlaygroundError.runtime("\(EchoedText.path(path)) cannot be read: \(Self.problem)")
    }

    func frameSequences(
        folder: String, logger: Logger, fallback: () -> [RefreshState: FrameSequence]
    ) -> (sequences: [RefreshState: FrameSequence], problems: [String]) {
        let problem = "animation \(EchoedText.path(folder)) uses the built-in fallback: \(Self.problem)"
        logger.warning("\(problem)")
        return (fallback(), [problem])
    }

    func lottie(folder: String, logger: Logger) -> SegmentedAnimation? {
        logger.warning(
            "The Lottie animation cannot be played; the control keeps its normal look",
            metadata: ["folder": "\(folder)", "problem": "\(Self.problem)"])
        return nil
    }
}
