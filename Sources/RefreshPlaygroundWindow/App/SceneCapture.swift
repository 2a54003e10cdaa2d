import Foundation
import RefreshCore
import RefreshPlayground
import RefreshSDL

/// `P` in the window: renders the scene as it was just presented, in software exactly as headless
/// replay renders it (the HUD and the browser are instruments, not content, and are left out), and
/// writes it as a PNG named after the example and the frame.
enum SceneCapture {
    /// The file name for a capture of `exampleID` at `frame` (letters, digits, '.', '-' only, so a
    /// recording's `screenshot` step can carry it).
    static func name(exampleID: String, frame: Int) -> String {
        "\(exampleID)-frame\(frame)"
    }

    /// Writes `scene` into `folder/name.png` and returns the path; `overlays` draws on top of it
    /// (the window's HUD and browser, for Shift+P).
    static func write(
        _ scene: PlaygroundScene, scale: Double, text: TextRenderer, folder: String, name: String,
        overlays: ((Canvas) -> Void)? = nil
    ) throws -> String {
        try OutputPath.createFolder(folder, what: "the captures folder")
        let target = try HeadlessTarget(size: scene.window.bounds.size, scale: scale, textRenderer: text)
        target.beginFrame(clear: scene.clearColor)
        scene.render(in: target.canvas)
        overlays?(target.canvas)
        let path = (folder as NSString).appendingPathComponent(name + ".png")
        do {
            try SDLImage.writePNG(target.snapshot(), to: path)
        } catch {
            throw PlaygroundError.runtime("cannot write the capture \(EchoedText.path(path)): \(error)")
        }
        return path
    }
}
