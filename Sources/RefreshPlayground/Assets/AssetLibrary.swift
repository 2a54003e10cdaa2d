import Foundation
import RefreshCore
import RefreshSDL

/// Finds the project's `Assets` folder and loads its images once: the arrow PNG and the frame
/// animations. Anything missing or broken is reported once with the file's name, and a drawn
/// fallback is used so a header is never blank.
public final class AssetLibrary {
    nonisolated(unsafe) public static let shared = AssetLibrary()

    /// Every problem met while loading, in order (also logged as warnings).
    public private(set) var problems: [String] = []
    private var animations: [String: [RefreshState: FrameSequence]] = [:]
    private var arrowLoaded = false

    /// `REFRESH_ASSETS`, else an `Assets` folder beside or above the executable, else `./Assets`.
    public lazy var directory: String = AssetLibrary.locate()

    /// A library reading `directory`, or the located `Assets` folder when nil.
    public init(directory: String? = nil) {
        if let directory { self.directory = directory }
    }

    static func locate() -> String {
        let fm = FileManager.default
        if let env = ProcessInfo.processInfo.environment["REFRESH_ASSETS"], !env.isEmpty { return env }
        var dir = URL(fileURLWithPath: (try? fm.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0])
            .deletingLastPathComponent()
        for _ in 0..<6 {
            let candidate = dir.appendingPathComponent("Assets/animations").path
            if fm.fileExists(atPath: candidate) { return dir.appendingPathComponent("Assets").path }
            dir.deleteLastPathComponent()
        }
        return fm.currentDirectoryPath + "/Assets"
    }

    /// Puts the project's arrow PNG into `NormalHeader.defaultArrowImage` (once).
    public func installArrow() {
        guard !arrowLoaded else { return }
        arrowLoaded = true
        let path = directory + "/arrow/arrow@2x.png"
        do {
            NormalHeader.defaultArrowImage = Image(bitmap: try SDLImage.loadBitmap(path: path), scale: 2, name: "arrow@2x.png")
        } catch {
            report("\(error); using the arrow drawn in code")
        }
    }

    /// The frame sequences of `Assets/animations/<name>`, or a drawn spinner when it cannot load.
    public func animation(_ name: String) -> [RefreshState: FrameSequence] {
        if let cached = animations[name] { return cached }
        let (sequences, errors) = FrameSequenceLoader.loadOrFallback(
            folder: directory + "/animations/" + name,
            fallback: { SpinnerArtwork.fallbackSequences() })
        problems.append(contentsOf: errors.map { "\($0)" })   // the loader already logged them
        animations[name] = sequences
        return sequences
    }

    private func report(_ message: String) {
        problems.append(message)
        Log.warning(message)
    }
}
