import Foundation
import RefreshCore
import RefreshPlayground

/// Enter in the tuning panel (K): the scene's tuned feel as Swift (`FeelTuning.swiftCode(for:)`),
/// printed to standard output and written beside the captures as `EXAMPLE-frameN-feel.swift`.
enum TuningExport {
    /// The file name for the feel of `exampleID` tuned at `frame`.
    static func name(exampleID: String, frame: Int) -> String {
        SceneCapture.name(exampleID: exampleID, frame: frame) + "-feel.swift"
    }

    /// Prints and writes the code the scene's panel produced since the last call, if any, and
    /// returns the file's path (nil: nothing to write). A file that cannot be written is said on
    /// standard error; the code is printed anyway.
    @discardableResult
    static func writePending(of scene: PlaygroundScene, folder: String, frame: Int) -> String? {
        guard let code = scene.tuning.takeCode() else { return nil }
        print(code, terminator: "")
        let path = (folder as NSString).appendingPathComponent(name(exampleID: scene.example.id, frame: frame))
        do {
            try OutputPath.createFolder(folder, what: "the captures folder")
            try Data(code.utf8).write(to: URL(fileURLWithPath: path))
            print("feel: \(EchoedText.escaped(path, limit: EchoedText.pathLimit))")
        } catch let error as PlaygroundError {
            StandardError.write("refresh-playground: \(error)")
            return nil
        } catch {
            StandardError.write("refresh-playground: cannot write the feel \(EchoedText.path(path)): \(error)")
            return nil
        }
        fflush(nil)
        return path
    }
}
