import Foundation
import Logging
import RefreshCore
import RefreshSDL

extension RefreshTestHost {
    /// A host for `scrollView` in the window `script` describes (its size, scale, frame rate,
    /// language, colours, reduced motion, date and zone), ready to `run(_:screenshot:)` its steps: record a
    /// session in your app with `RefreshWindow`, replay it against your view in a test.
    ///
    /// - Parameters:
    ///   - scrollView: The list, grid or scroll view under test, with its refresh controls.
    ///   - script: The script whose window to take.
    ///   - textRenderer: The fonts; nil: `TextRenderer.shared()`.
    ///   - logger: Where the views and the drawing report problems.
    /// - Throws: What `init(scrollView:size:scale:fps:language:theme:date:timeZone:textRenderer:logger:)`
    ///   throws.
    public convenience init(
        scrollView: ScrollView, script: ReplayScript, textRenderer: TextRenderer? = nil,
        logger: Logger = RefreshLogging.defaultLogger
    ) throws {
        try self.init(
            scrollView: scrollView, size: script.viewport, scale: script.scale, fps: script.fps,
            language: script.language.map(RefreshLanguage.init(resolvingCode:)) ?? .en, theme: script.theme,
            date: script.date, timeZone: script.timeZone, textRenderer: textRenderer, logger: logger)
        root.context.reducesMotion = script.reducesMotion
    }

    /// A host for the view tree `content` (several lists side by side, see
    /// `init(root:size:scale:fps:language:theme:date:timeZone:textRenderer:logger:)`) in the
    /// window `script` describes, ready to run its steps: a recording of your app's window with
    /// several lists replays against the same tree.
    ///
    /// - Parameters:
    ///   - content: The view tree with its scroll views.
    ///   - script: The script whose window to take.
    ///   - textRenderer: The fonts; nil: `TextRenderer.shared()`.
    ///   - logger: Where the views and the drawing report problems.
    /// - Throws: What `init(root:size:scale:fps:language:theme:date:timeZone:textRenderer:logger:)`
    ///   throws.
    public convenience init(
        root content: View, script: ReplayScript, textRenderer: TextRenderer? = nil,
        logger: Logger = RefreshLogging.defaultLogger
    ) throws {
        try self.init(
            root: content, size: script.viewport, scale: script.scale, fps: script.fps,
            language: script.language.map(RefreshLanguage.init(resolvingCode:)) ?? .en, theme: script.theme,
            date: script.date, timeZone: script.timeZone, textRenderer: textRenderer, logger: logger)
        root.context.reducesMotion = script.reducesMotion
    }

    /// Runs every step of `script` (see `run(_:screenshot:)`).
    ///
    /// - Parameters:
    ///   - script: The script whose steps to run.
    ///   - screenshot: Gets each screenshot step's name and picture.
    /// - Throws: What `screenshot` throws; `RefreshTestHostError.cannotDraw` when a frame cannot be
    ///   drawn at the window's size.
    public func run(_ script: ReplayScript, screenshot: ((String, Bitmap) throws -> Void)? = nil) throws {
        try run(script.steps, screenshot: screenshot)
    }
}
