import RefreshCore
import RefreshPlayground

/// The window's size when the screen is smaller than the size asked for without `--size` (the
/// default 390×844 is taller than a 768-pixel laptop screen, whose window would open with its
/// bottom, and the list's footer, out of sight): each side shortened to what the screen's usable
/// area leaves (the height less room for the title bar), never under the smallest viewport side.
/// A size given with `--size` is kept as given.
package enum WindowFit {
    /// Room the title bar and the window's frame take above and below the client area, in points.
    package static let frameAllowance = 48.0

    /// `wanted`, each side shortened to fit `usable` (nil: no screen known, `wanted` as it is).
    package static func size(_ wanted: Size, within usable: Size?) -> Size {
        guard let usable else { return wanted }
        let smallest = SceneConfiguration.viewportSides.lowerBound
        return Size(
            width: max(smallest, min(wanted.width, usable.width)),
            height: max(smallest, min(wanted.height, usable.height - frameAllowance)))
    }

    /// What the window says when it opens smaller than asked: the size it takes, the screen's,
    /// and how to choose another; nil when it opens at `wanted`.
    package static func note(wanted: Size, opened: Size, screen: Size?) -> String? {
        guard opened != wanted else { return nil }
        func text(_ s: Size) -> String { "\(Int(s.width.rounded()))×\(Int(s.height.rounded()))" }
        let on = screen.map { " to fit the screen's usable \(text($0))" } ?? ""
        return "refresh-playground: the window is \(text(opened)) points instead of \(text(wanted))\(on); "
            + "--size WxH sets another"
    }
}
