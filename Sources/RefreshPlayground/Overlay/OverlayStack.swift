import RefreshCore

/// The window's overlays over the scene, in the order they stack: the example browser, the HUD
/// above it (H over the open browser shows the whole panel, not a sliver beside it), the tuning
/// panel (K) above the HUD (it takes the arrows while open, so all of it shows even where the
/// HUD's corner meets it in a narrow window) but hidden while the browser is open (the browser
/// takes the keys then), the notice of the last key on top. The window draws them every frame and
/// into a Shift+P capture.
package struct OverlayStack {
    package let browser: ExampleBrowser
    package let hud: HUD
    package let notice: NoticeBanner
    /// The scene's `FeelTuning`, drawn while open (K).
    package let tuning: TuningPanel

    /// The overlays; the tuning panel measures its text as the HUD does.
    package init(browser: ExampleBrowser, hud: HUD, notice: NoticeBanner) {
        self.browser = browser
        self.hud = hud
        self.notice = notice
        tuning = TuningPanel(textMeasurer: hud.textMeasurer)
    }

    /// Draws what is open or visible over `scene`, as it looks at `time` (seconds of the clock
    /// the notice was shown on), in a window of `viewport`.
    package func render(scene: PlaygroundScene, stats: FrameStats, in canvas: Canvas, viewport: Size, at time: Double) {
        if browser.isOpen { browser.render(in: canvas, viewport: viewport, theme: scene.theme) }
        if hud.isVisible { hud.render(scene: scene, stats: stats, in: canvas, viewport: viewport) }
        if !browser.isOpen { tuning.render(scene: scene, in: canvas, viewport: viewport) }
        notice.render(in: canvas, viewport: viewport, at: time)
    }
}
