import CSDL2
import RefreshSDL
import XCTest

// Input put on SDL's event queue for a window, as the display would deliver it; each push is
// asserted to have been queued.

/// A left-button press or release (`type`) at (`x`, `y`) in `window`.
@MainActor func pushMouse(
    _ type: SDL_EventType, in window: RefreshWindow, x: Int32, y: Int32, file: StaticString = #filePath,
    line: UInt = #line
) {
    var e = SDL_Event()
    e.type = type.rawValue
    e.button.windowID = window.window.id
    e.button.button = UInt8(SDL_BUTTON_LEFT)
    e.button.x = x
    e.button.y = y
    push(&e, file: file, line: line)
}

/// The pointer moved to (`x`, `y`) in `window`.
@MainActor func pushMotion(
    in window: RefreshWindow, x: Int32, y: Int32, file: StaticString = #filePath, line: UInt = #line
) {
    var e = SDL_Event()
    e.type = SDL_MOUSEMOTION.rawValue
    e.motion.windowID = window.window.id
    e.motion.x = x
    e.motion.y = y
    push(&e, file: file, line: line)
}

/// A notched wheel turned by `lines` (SDL's sign: negative scrolls down) over `window`.
@MainActor func pushWheel(lines: Int32, in window: RefreshWindow, file: StaticString = #filePath, line: UInt = #line) {
    var e = SDL_Event()
    e.type = SDL_MOUSEWHEEL.rawValue
    e.wheel.windowID = window.window.id
    e.wheel.y = lines
    e.wheel.preciseY = Float(lines)
    e.wheel.direction = UInt32(SDL_MOUSEWHEEL_NORMAL.rawValue)
    push(&e, file: file, line: line)
}

/// `key` pressed in `window`.
@MainActor func pushKey(
    _ key: SDL_KeyCode, in window: RefreshWindow, file: StaticString = #filePath, line: UInt = #line
) {
    var e = SDL_Event()
    e.type = SDL_KEYDOWN.rawValue
    e.key.windowID = window.window.id
    e.key.keysym.sym = SDL_Keycode(key.rawValue)
    push(&e, file: file, line: line)
}

@MainActor private func push(_ e: inout SDL_Event, file: StaticString, line: UInt) {
    XCTAssertEqual(SDL_PushEvent(&e), 1, String(cString: SDL_GetError()), file: file, line: line)
}
