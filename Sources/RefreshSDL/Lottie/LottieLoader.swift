import Logging
import RefreshCodec
import RefreshCore
import Synchronization

/// Loads a Lottie animation folder (a `manifest.json` in `LottieManifest`'s form and the Lottie file
/// it names) into a `SegmentedAnimation` for a `SegmentedAnimationHeader` or footer: the file is
/// checked by `LottieDocument` before rlottie sees it, its segments come from its markers (or the
/// manifest's ranges), and each frame is an image rlottie draws at the size it is shown at. The
/// themes' colour overrides make recoloured copies of the frames.
public enum LottieLoader {
    /// The folder's animation; throws the first problem, naming the file at fault.
    /// - Parameter folder: The animation folder, holding `manifest.json` and the Lottie file.
    /// - Returns: The animation, ready to play.
    /// - Throws: `FrameLoadError` naming the manifest or the Lottie file and what is wrong.
    public static func load(folder: String) throws -> SegmentedAnimation {
        let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        let manifestPath = base + "/" + RefreshAnimationManifest.fileName
        let manifest = try readManifest(manifestPath)
        let path = base + "/" + manifest.lottie
        let bytes: [UInt8]
        do {
            bytes = try InputFile.read(path, limit: LottieLimits.standard.fileBytes)
        } catch let problem as InputFile.Problem {
            switch problem {
            case .missing:
                throw FrameLoadError(kind: .missingFile, file: path, problem: "the Lottie file does not exist")
            case .tooLarge: throw FrameLoadError(kind: .tooLarge, file: path, problem: "the Lottie file \(problem)")
            default: throw FrameLoadError(kind: .badAnimation, file: path, problem: "the Lottie file \(problem)")
            }
        }
        let document: LottieDocument
        do {
            document = try LottieDocument(bytes)
        } catch let error as ImageDecodeError {
            throw FrameLoadError(
                kind: error.kind == .tooLarge ? .tooLarge : .badAnimation, file: path, problem: "is \(error.problem)")
        }
        let segments = manifest.segments(
            markers: document.markers.map { ($0.name, $0.startFrame...$0.endFrame) })
        do {
            let frames = try LottieFrameImages.make(document: document, overrides: [], name: path)
            var themed: [RefreshTheme: [Image]] = [:]
            for (theme, overrides) in manifest.themes {
                themed[theme] = try LottieFrameImages.make(document: document, overrides: overrides, name: path)
            }
            return SegmentedAnimation(
                firstFrame: document.inPoint, frameRate: document.frameRate, frames: frames, themedFrames: themed,
                segments: segments)
        } catch let error as ImageDecodeError {
            throw FrameLoadError(kind: .badAnimation, file: path, problem: "is \(error.problem)")
        }
    }

    /// The folder's animation, or nil with one warning to `logger` naming the file and the problem,
    /// so the caller shows its normal look instead.
    /// - Parameters:
    ///   - folder: The animation folder.
    ///   - logger: Where the problem is logged as a warning.
    /// - Returns: The animation, or nil when the folder has a problem.
    public static func loadOrWarn(folder: String, logger: Logger = RefreshLogging.defaultLogger)
        -> SegmentedAnimation?
    {
        do {
            return try load(folder: folder)
        } catch {
            logger.warning(
                "The Lottie animation cannot be played; the control keeps its normal look",
                metadata: ["folder": "\(folder)", "problem": "\(error)"])
            return nil
        }
    }

    private static func readManifest(_ path: String) throws -> LottieManifest {
        let data: [UInt8]
        do {
            data = try InputFile.read(path, limit: AnimationLimits.manifestBytes)
        } catch let problem as InputFile.Problem {
            throw FrameLoadError(kind: .brokenManifest, file: path, problem: "the manifest cannot be read: \(problem)")
        }
        do {
            return try LottieManifest.parse(data, file: path)
        } catch let error as ManifestError {
            throw FrameLoadError(kind: .brokenManifest, file: path, problem: "broken manifest: \(error.problem)")
        }
    }
}

/// A Lottie file's frames as artwork images: each drawn by rlottie at exactly the pixel size it is
/// shown at (so crisp at every size and scale, never upscaled), and kept per size by the image, so
/// scrubbing back and forth and looping draw nothing new once each frame was shown at that size.
enum LottieFrameImages {
    /// One image per frame of `document`, with `overrides` applied to the shapes' colours.
    static func make(document: LottieDocument, overrides: [LottieManifest.Override], name: String) throws -> [Image] {
        let animation = try LottieAnimation(document: document)
        for override in overrides {
            if let fill = override.fill { animation.override(.fill, keypath: override.keypath, color: fill) }
            if let stroke = override.stroke { animation.override(.stroke, keypath: override.keypath, color: stroke) }
        }
        let renderer = LottieRenderer(animation)
        let size = Size(width: Double(document.width), height: Double(document.height))
        return try (document.inPoint..<document.outPoint).map { frame in
            try Image(size: size, name: "\(name)#\(frame)", baseScale: 1) { scale, _ in
                renderer.render(
                    frame: frame, width: Int((size.width * scale).rounded()),
                    height: Int((size.height * scale).rounded()))
            }
        }
    }
}

/// An rlottie animation behind a lock: rlottie renders one frame at a time per animation, and an
/// image's artwork may be drawn from any thread.
final class LottieRenderer: Sendable {
    private let animation: Mutex<LottieAnimation>

    init(_ animation: sending LottieAnimation) { self.animation = Mutex(animation) }

    func render(frame: Int, width: Int, height: Int) -> Bitmap {
        animation.withLock { $0.render(frame: frame, width: width, height: height) }
    }
}
