import Foundation
import Logging
import RefreshCodec
import RefreshCore

/// A problem with an animation folder, naming the exact file at fault.
public struct FrameLoadError: RefreshError, Equatable {
    /// Which rule of an animation folder the file breaks, so a caller can react without parsing
    /// `message`.
    public enum Kind: String, Sendable {
        /// `manifest.json` is missing, not JSON, or breaks the manifest rules.
        case brokenManifest
        /// A frame or animation the manifest names is not there.
        case missingFile
        /// A frame of a `frames` list cannot be decoded (or is an animation, not a still).
        case corruptImage
        /// An animated file (GIF, APNG, …) cannot be decoded as an animation.
        case badAnimation
        /// A state has no frames (an empty list, or an animation without frames).
        case emptySequence
        /// A frame's size differs from the first frame of its state.
        case mixedSizes
        /// A file, a frame or the whole animation passes `AnimationLimits` (pixel or point size,
        /// frame count, decoded bytes, file size).
        case tooLarge
    }

    /// Which rule the file breaks.
    public let kind: Kind
    /// The full path of the file at fault (the manifest, a frame or an animation).
    public let file: String
    /// What is wrong with the file, in words.
    public let problem: String

    /// Creates an error about one file of an animation folder.
    ///
    /// - Parameters:
    ///   - kind: Which rule the file breaks.
    ///   - file: The full path of the file at fault.
    ///   - problem: What is wrong, in words.
    public init(kind: Kind, file: String, problem: String) {
        self.kind = kind
        self.file = file
        self.problem = problem
    }

    /// The file's path, quoted with control characters escaped.
    public var subject: String { EchoedText.path(file) }
}

/// Loads an animation folder (a `manifest.json` with still frames and animated files, see
/// `RefreshAnimationManifest`) into frame sequences for a gif header. Each file is decoded by the
/// decoder registered for its format (`ImageDecoderRegistry`): no format is named here.
public enum FrameSequenceLoader {
    /// Every state's sequence; throws the first `FrameLoadError` found.
    ///
    /// Every frame gets the manifest's scale. An animation's frames (GIF, APNG) keep their delays (a
    /// zero or missing delay counts as 0.1 s); a `duration` in the manifest scales them to that total. Within one state
    /// every frame must have the same pixel size. Every file and the animation as a whole must stay
    /// within `AnimationLimits`, checked from each file's header before it is decoded.
    ///
    /// - Parameter folder: The animation folder, holding `manifest.json` and the files it names.
    /// - Returns: A frame sequence for every refresh state the manifest lists.
    /// - Throws: `FrameLoadError` for the first problem found, naming the file at fault.
    public static func load(folder: String) throws -> [RefreshState: FrameSequence] {
        let result = loadAll(folder: folder)
        if let first = result.errors.first { throw first }
        return result.sequences
    }

    /// The folder's sequences, or `fallback()` when anything is wrong with it: each problem is
    /// logged as a warning to `logger` and returned, so the caller can show the fallback instead
    /// of a blank header (`SpinnerArtwork.fallbackSequences()` is a good fallback).
    ///
    /// - Parameters:
    ///   - folder: The animation folder, holding `manifest.json` and the files it names.
    ///   - logger: Where each problem is logged as a warning.
    ///   - fallback: Makes the sequences used when the folder has any problem; called only then.
    /// - Returns: The folder's sequences and no errors, or `fallback()`'s sequences and every
    ///   problem found (at most one per refresh state).
    public static func loadOrFallback(
        folder: String, logger: Logger = RefreshLogging.defaultLogger,
        fallback: () -> [RefreshState: FrameSequence] = { SpinnerArtwork.fallbackSequences() }
    )
        -> (sequences: [RefreshState: FrameSequence], errors: [FrameLoadError])
    {
        fallingBack(loadAll(folder: folder), folder: folder, logger: logger, fallback: fallback)
    }

    /// What `loadOrFallback` makes of `loaded`, the folder's sequences and problems as `loadAll`
    /// returned them (decoded on another thread, say): the sequences when there is no problem, else each
    /// problem logged as a warning and `fallback()`'s sequences.
    package static func fallingBack(
        _ loaded: (sequences: [RefreshState: FrameSequence], errors: [FrameLoadError]), folder: String,
        logger: Logger, fallback: () -> [RefreshState: FrameSequence]
    ) -> (sequences: [RefreshState: FrameSequence], errors: [FrameLoadError]) {
        if loaded.errors.isEmpty { return (loaded.sequences, []) }
        for error in loaded.errors { logger.warning("\(fallbackWarning(folder: folder, error: error))") }
        return (fallback(), loaded.errors)
    }

    /// The warning `loadOrFallback` logs for each problem of `folder`.
    private static func fallbackWarning(folder: String, error: FrameLoadError) -> String {
        "animation \(EchoedText.path(folder)) uses the built-in fallback: \(error)"
    }

    /// Loads what it can and collects every problem (one per state at most, since a state stops at
    /// its first bad file).
    package static func loadAll(folder: String, codecs: ImageDecoderRegistry = .sdl) -> (
        sequences: [RefreshState: FrameSequence], errors: [FrameLoadError]
    ) {
        let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        let manifestPath = base + "/" + RefreshAnimationManifest.fileName
        let manifest: RefreshAnimationManifest
        do {
            manifest = try readManifest(manifestPath)
        } catch let error as FrameLoadError {
            return ([:], [error])
        } catch {
            return ([:], [FrameLoadError(kind: .brokenManifest, file: manifestPath, problem: "\(error)")])
        }
        var sequences: [RefreshState: FrameSequence] = [:]
        var errors: [FrameLoadError] = []
        // One byte and frame budget for the animation.
        var decoder = FrameDecoder(scale: manifest.scale, codecs: codecs)
        for state in RefreshState.allCases {
            guard let entry = manifest.states[state] else { continue }
            do {
                sequences[state] = try loadState(state, entry: entry, base: base, decoder: &decoder)
            } catch let error as FrameLoadError {
                errors.append(error)
            } catch {
                errors.append(FrameLoadError(kind: .corruptImage, file: base, problem: "\(error)"))
            }
        }
        return (sequences, errors)
    }

    private static func readManifest(_ path: String) throws -> RefreshAnimationManifest {
        let data: [UInt8]
        do {
            data = try InputFile.read(path, limit: AnimationLimits.manifestBytes)
        } catch let problem as InputFile.Problem {
            switch problem {
            case .missing:
                throw FrameLoadError(kind: .brokenManifest, file: path, problem: "the manifest does not exist")
            case .tooLarge:
                throw FrameLoadError(kind: .tooLarge, file: path, problem: "the manifest cannot be used: \(problem)")
            default:
                throw FrameLoadError(
                    kind: .brokenManifest, file: path, problem: "the manifest cannot be read: \(problem)")
            }
        }
        do {
            return try RefreshAnimationManifest.parse(data, file: path)
        } catch let error as ManifestError {
            throw FrameLoadError(
                kind: error.kind == .emptySequence ? .emptySequence : .brokenManifest,
                file: path, problem: "broken manifest: \(error.problem)")
        }
    }

    private static func loadState(
        _ state: RefreshState, entry: RefreshAnimationManifest.Entry,
        base: String, decoder: inout FrameDecoder
    ) throws -> FrameSequence {
        let scale = decoder.scale
        switch entry.source {
        case let .frames(paths):
            var images: [Image] = []
            var firstPath = ""
            for (i, relative) in paths.enumerated() {
                let path = base + "/" + relative
                let what = "\(state.rawValue) frame \(i + 1) of \(paths.count)"
                let bitmap = try decoder.still(try readImageFile(path, what: what), file: path, what: what)
                if let first = images.first?.bitmap {
                    if first.width != bitmap.width || first.height != bitmap.height {
                        throw FrameLoadError(
                            kind: .mixedSizes, file: path,
                            problem: "\(what) is \(bitmap.width)x\(bitmap.height) px but the first "
                                + "\(state.rawValue) frame \(EchoedText.path(firstPath)) is \(first.width)x\(first.height) px; "
                                + "every frame of a state must have the same size")
                    }
                } else {
                    firstPath = path
                }
                images.append(Image(bitmap: bitmap, scale: scale, name: path))
            }
            if images.isEmpty {
                throw FrameLoadError(
                    kind: .emptySequence, file: base + "/" + RefreshAnimationManifest.fileName,
                    problem: "state \(state.rawValue) has no frames")
            }
            return FrameSequence(images: images, duration: entry.duration)

        case let .animation(relative):
            let path = base + "/" + relative
            let bytes = try readImageFile(path, what: "the \(state.rawValue) animation")
            let what = "the \(state.rawValue) \(decoder.formatName(of: bytes))"
            let frames = try decoder.animation(bytes, file: path, what: what)
            guard let first = frames.first?.bitmap else {
                throw FrameLoadError(kind: .emptySequence, file: path, problem: "\(what) has no frames")
            }
            if let bad = frames.firstIndex(where: { $0.bitmap.width != first.width || $0.bitmap.height != first.height }
            ) {
                throw FrameLoadError(
                    kind: .mixedSizes, file: path,
                    problem: "\(what) frame \(bad + 1) is \(frames[bad].bitmap.width)x\(frames[bad].bitmap.height) px, "
                        + "frame 1 is \(first.width)x\(first.height) px")
            }
            let images = frames.indices.map { Image(bitmap: frames[$0].bitmap, scale: scale, name: "\(path)#\($0)") }
            var seconds = frames.map {
                $0.delayMilliseconds > 0 ? Double($0.delayMilliseconds) / 1000 : FrameSequence.defaultFrameDuration
            }
            if let duration = entry.duration {
                let total = seconds.reduce(0, +)
                seconds = seconds.map { $0 * duration / total }
            }
            return FrameSequence(images: images, frameDurations: seconds)
        }
    }

    /// The bytes of a frame or animation file, at most `AnimationLimits.imageFileBytes` of them.
    private static func readImageFile(_ path: String, what: String) throws -> [UInt8] {
        do {
            return try InputFile.read(path, limit: AnimationLimits.imageFileBytes)
        } catch let problem as InputFile.Problem {
            switch problem {
            case .missing: throw FrameLoadError(kind: .missingFile, file: path, problem: "\(what) does not exist")
            case .notRegularFile:
                throw FrameLoadError(kind: .missingFile, file: path, problem: "\(what) is not a file: \(problem)")
            case .tooLarge:
                throw FrameLoadError(kind: .tooLarge, file: path, problem: "\(what) cannot be used: \(problem)")
            case .unreadable: throw FrameLoadError(kind: .corruptImage, file: path, problem: "\(what): \(problem)")
            }
        }
    }
}
