import RefreshCore
import RefreshPlayground

/// What a key does in the window, before the example sees it. Keys that are not shortcuts go to
/// the example (Home, End, Page Up/Down, F5, L, N, T, C…); a key that means nothing is ignored.
package enum WindowShortcut: Equatable {
    case quit
    case toggleBrowser
    case toggleHUD
    /// Moves the HUD to the next corner (Shift+H).
    case moveHUD
    case cycleSpeed
    case togglePause
    case stepFrame
    case capture
    /// A capture with the HUD and the browser as shown (Shift+P).
    case captureWithOverlays
    /// Begins the header's refresh, as F5.
    case refresh
    /// Starts recording an animation, or stops it and writes it (G).
    case toggleAnimation

    /// The shortcut for a key press, if it is one. Escape quits only when no overlay is open and
    /// the scene does not take it (the window asks the browser, then the example: an open second
    /// floor closes first, then the scene's input router: a refresh under way is cancelled).
    init?(key name: String, modifiers: KeyModifiers) {
        if modifiers.contains(.control) {
            switch name {
            case "Q": self = .quit
            case "R": self = .refresh
            case "Tab": self = .toggleBrowser   // also where the example takes Tab (list.split)
            default: return nil
            }
            return
        }
        guard modifiers.isPlain else { return nil }
        switch name {
        case "Q" where !modifiers.contains(.shift): self = .quit
        case "Escape": self = .quit
        case "Tab": self = .toggleBrowser
        case "H": self = modifiers.contains(.shift) ? .moveHUD : .toggleHUD
        case "S": self = .cycleSpeed
        case "Space": self = .togglePause
        case "Right": self = .stepFrame
        case "P": self = modifiers.contains(.shift) ? .captureWithOverlays : .capture
        case "G" where !modifiers.contains(.shift): self = .toggleAnimation
        default: return nil
        }
    }

    /// Whether holding the key should repeat it (stepping frame after frame does; toggles don't).
    var repeats: Bool { self == .stepFrame }

    /// Whether the shortcut works while the example browser is open: quitting, the HUD, the
    /// captures, and the clock (Space pauses and resumes, S changes the speed, Right steps a
    /// paused scene) do, so the scene under the browser can be paused and stepped as it is; Tab
    /// closes the browser, and Shift+H and Ctrl+R are the browser's or wait until it closes.
    var worksOverBrowser: Bool {
        switch self {
        case .quit, .toggleHUD, .capture, .captureWithOverlays, .togglePause, .cycleSpeed, .toggleAnimation,
            .stepFrame:
            return true
        case .toggleBrowser, .moveHUD, .refresh: return false
        }
    }

    /// The window's keys, for `--help` and docs/playground.md.
    package nonisolated static let helpText = """
        Keys in the window:
          drag                 scroll; pull past an edge to refresh or load
          wheel, trackpad      scroll (a trackpad rubber-bands, never refreshes)
          Tab, Ctrl+Tab        example browser: Up/Down + Enter or a click opens
                               (list.split: Tab and Shift+Tab move the focus)
          H                    HUD: states, percent, callbacks, offset, insets,
                               velocity, fps, frame CPU time; Shift+H moves it
          S                    speed 1x, 0.5x, 0.25x, 0.1x
          Space                pause / resume (also with the browser open);
                               Right steps one frame when paused
          P                    capture the content as PNG (see --captures);
                               Shift+P with the HUD and browser as shown
          G                    record an animation (GIF) / stop and write it
                               into the captures folder (or --animation)
          F5, Ctrl+R           begin the header's refresh
          Enter                retry a footer whose load failed
          Home, End, PageUp/Dn animated scroll; End loads an auto footer
          L, T                 next language; light, dark, high-contrast theme
          M                    reduced motion on/off (still spinners, no slides)
          N, C                 reset no more data; empty the grid (grid example)
          K                    tune the feel: Up/Down select, Left/Right change,
                               Enter prints it as Swift, R resets, K closes
          Q, Ctrl+Q, Esc       quit (Esc closes the browser, or cancels a refresh, first)
        """
}
