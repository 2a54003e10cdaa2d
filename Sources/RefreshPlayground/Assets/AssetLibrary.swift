import Foundation
import Logging
import RefreshCore

/// Finds the project's `Assets` folder and loads its images once: the arrow PNGs and the frame
/// animations. Anything missing or broken is reported once with the file's name, and a drawn
/// fallback is used so a header is never blank. It reads files through an `AssetDecoding`: its own,
/// or else the one the process installed (`AssetLibrary.installedDecoding`).
package final class AssetLibrary {
    package static let shared = AssetLibrary()

    /// The decoding of every library made without one of its own: the window module's
    /// `SDLAssetDecoding.install()` sets it; until then every file reports that none is installed.
    package static var installedDecoding: any AssetDecoding = MissingAssetDecoding()

    /// Every problem met while loading, in order (also logged as warnings).
    package private(set) var problems: [String] = []
    private var animations: [String: [RefreshState: FrameSequence]] = [:]
    private var arrowLoaded = false
    /// The background pictures loaded so far (nil: missing or broken, reported once).
    private var backgrounds: [String: Image?] = [:]
    /// Every animation name asked for, in order (so a test can check an example declares what it loads).
    package private(set) var requests: [String] = []
    /// Where missing or broken assets are reported.
    package var logger = RefreshLogging.defaultLogger

    /// `REFRESH_ASSETS`, else an `Assets` folder beside or above the executable, else `./Assets`.
    package lazy var directory: String = AssetLibrary.locate()
    /// The library's own decoding; nil: `installedDecoding`.
    private let ownDecoding: (any AssetDecoding)?
    /// What reads the files.
    package var decoding: any AssetDecoding { ownDecoding ?? Self.installedDecoding }

    /// A library reading `directory`, or the located `Assets` folder when nil, through `decoding`, or
    /// the installed decoding when nil.
    package init(directory: String? = nil, decoding: (any AssetDecoding)? = nil) {
        ownDecoding = decoding
        if let directory { self.directory = directory }
    }

    static func locate() -> String {
        let fm = FileManager.default
        if let env = ProcessInfo.processInfo.environment["REFRESH_ASSETS"], !env.isEmpty { return env }
        var dir = URL(
            fileURLWithPath: (try? fm.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        )
        .deletingLastPathComponent()
        for _ in 0..<6 {
            let candidate = dir.appendingPathComponent("Assets/animations").path
            if fm.fileExists(atPath: candidate) { return dir.appendingPathComponent("Assets").path }
            dir.deleteLastPathComponent()
        }
        return fm.currentDirectoryPath + "/Assets"
    }

    /// The scales of the arrow files, `arrow/arrow@1x.png` … `arrow@4x.png` (what `refresh-assets` writes).
    package static let arrowScales = [1, 2, 3, 4]

    /// Puts the project's arrow PNGs into `NormalHeader.defaultArrowImage` (once), as one image
    /// with a representation per scale (`loadArrow()`), so each canvas draws the file made for its
    /// scale. If any file is missing or broken the problem is reported and the arrow drawn in code stays.
    package func installArrow() {
        guard !arrowLoaded else { return }
        arrowLoaded = true
        do {
            NormalHeader.defaultArrowImage = try loadArrow()
        } catch {
            report("\(error); using the arrow drawn in code")
        }
    }

    /// `arrow/arrow@1x.png` … `arrow@4x.png` as one image (with `ArrowArtwork` drawing the sizes
    /// no file is made for); throws the first file's problem.
    package func loadArrow() throws -> Image {
        let representations = try AssetLibrary.arrowScales.map { s in
            let path = directory + "/arrow/arrow@\(s)x.png"
            return Image.Representation(bitmap: try decoding.bitmap(path: path), scale: Double(s))
        }
        // Scales with no file (fractional ones) are drawn in code.
        return try Image(representations: representations, name: "arrow@Nx.png") { s, _ in ArrowArtwork.bitmap(scale: s)
        }
    }

    /// The folder of the animation `name`.
    package func folder(ofAnimation name: String) -> String { directory + "/animations/" + name }

    /// Whether the animation `name` is loaded (or adopted) already.
    package func hasAnimation(_ name: String) -> Bool { animations[name] != nil }

    /// Takes the animation `name` as decoded elsewhere (the window's start-up thread): what
    /// `animation(name)` then returns, with `problems` (each already reported) among `problems`.
    /// An animation already loaded is kept.
    package func adopt(_ name: String, sequences: [RefreshState: FrameSequence], problems: [String]) {
        guard animations[name] == nil else { return }
        self.problems.append(contentsOf: problems)
        animations[name] = sequences
    }

    /// The frame sequences of `Assets/animations/<name>`, or a drawn spinner when it cannot load.
    package func animation(_ name: String) -> [RefreshState: FrameSequence] {
        requests.append(name)
        if let cached = animations[name] { return cached }
        let (sequences, problems) = decoding.frameSequences(
            folder: folder(ofAnimation: name), logger: logger,
            fallback: { SpinnerArtwork.fallbackSequences() })
        self.problems.append(contentsOf: problems)   // the decoding already logged them
        animations[name] = sequences
        return sequences
    }

    /// `Assets/backgrounds/<name>@2x.png` as a 2× image, loaded once; nil (reported once, with the
    /// file and the problem) when it is missing or broken, so the example falls back to a colour.
    /// - Parameter name: The picture's name without the scale and extension (`landscape-day`).
    /// - Returns: The picture, or nil.
    package func background(_ name: String) -> Image? {
        if let cached = backgrounds[name] { return cached }
        let path = directory + "/backgrounds/" + name + "@2x.png"
        var image: Image?
        do {
            image = Image(bitmap: try decoding.bitmap(path: path), scale: 2, name: name + "@2x.png")
        } catch {
            report("\(error); filling with a colour instead")
        }
        backgrounds[name] = image
        return image
    }

    private func report(_ message: String) {
        problems.append(message)
        logger.warning("\(message)")
    }
}
