import CSDL2
import RefreshCore

/// Shows an offscreen frame in a window, as LVGL's SDL driver does: the window keeps a texture
/// of the frame, each frame uploads only its changed rectangles to it (the damage, and the pixels
/// a scroll moved), and the texture is copied
/// to the window and presented. The window shows exactly the pixels headless replay reads.
@MainActor
package final class WindowPresenter {
    /// The window's renderer.
    package let renderer: SDLRenderer
    private var texture: SDLTexture?

    package init(renderer: SDLRenderer) { self.renderer = renderer }

    /// Uploads `frame`'s damage and presents it; when nothing was damaged, presents only if
    /// `force` (the window was exposed), else draws nothing. Returns whether it presented.
    @discardableResult
    package func present(_ frame: DamageTrackingTarget, force: Bool = false) -> Bool {
        let surface = frame.target.surface
        var damage = frame.damage
        var moved = frame.shift?.rect
        if texture?.width != surface.width || texture?.height != surface.height {
            texture = try? SDLTexture(renderer: renderer, streamingWidth: surface.width, height: surface.height)
            damage.removeAll()
            damage.add(frame.fullRect)
            moved = nil
        }
        guard let texture, !damage.isEmpty || moved != nil || force else { return false }
        frame.flush()
        if let moved { texture.update(moved, from: surface) }
        for rect in damage.rects { texture.update(rect, from: surface) }
        renderer.clear(.black)
        var dst = SDL_Rect(x: 0, y: 0, w: Int32(texture.width), h: Int32(texture.height))
        SDL_RenderCopy(renderer.pointer, texture.pointer, nil, &dst)
        renderer.present()
        return true
    }
}
