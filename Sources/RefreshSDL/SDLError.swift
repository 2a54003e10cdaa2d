import CSDL2
import RefreshCore

/// An SDL, SDL_ttf or SDL_image call that failed, with the operation that was attempted
/// (naming the file when one is involved) and the library's own explanation.
public enum SDLError: RefreshError {
    /// A core SDL call failed; `message` is `SDL_GetError()`.
    case sdl(operation: String, message: String)
    /// An SDL_ttf call failed; SDL_ttf reports through `SDL_GetError()` too.
    case ttf(operation: String, message: String)
    /// An SDL_image call failed; SDL_image reports through `SDL_GetError()` too.
    case image(operation: String, message: String)
    /// A file the operation needs is not there.
    case fileNotFound(operation: String, path: String)
    /// No display could be opened for a window.
    case noDisplay(message: String)
    /// A font file could not be found in any searched directory.
    case fontNotFound(font: String, file: String, package: String, searched: [String])

    /// The operation that failed (naming its file), `cannot open a display`, or the font not found.
    public var subject: String {
        switch self {
        case let .sdl(operation, _), let .ttf(operation, _), let .image(operation, _), let .fileNotFound(operation, _):
            return operation
        case .noDisplay: return "cannot open a display"
        case let .fontNotFound(font, file, _, _): return "font '\(font)' (\(file))"
        }
    }

    /// The library's reason, and for `noDisplay` and `fontNotFound` what to do about it (run under
    /// Xvfb or draw headless; install the font package or set `REFRESH_FONT_DIR`).
    public var problem: String {
        switch self {
        case let .sdl(_, message), let .ttf(_, message), let .image(_, message): return message
        case let .fileNotFound(operation, path):
            return operation.contains(path) ? "the file does not exist" : "the file '\(path)' does not exist"
        case let .noDisplay(message):
            return "\(message). Windows need a display: run the program on one, "
                + "or under Xvfb (`xvfb-run -a PROGRAM`), or draw without a window with `HeadlessTarget`"
        case let .fontNotFound(_, file, package, searched):
            return "not found in \(searched.joined(separator: ", ")); "
                + "install it with `apt-get install \(package)` or set REFRESH_FONT_DIR to a folder containing \(file)"
        }
    }

    /// The current `SDL_GetError()` text, clearing it so a later failure does not repeat it.
    static func lastMessage() -> String {
        let text = String(cString: SDL_GetError())
        SDL_ClearError()
        return text
    }

    static func sdl(_ operation: String) -> SDLError { .sdl(operation: operation, message: lastMessage()) }
    static func ttf(_ operation: String) -> SDLError { .ttf(operation: operation, message: lastMessage()) }
    static func image(_ operation: String) -> SDLError { .image(operation: operation, message: lastMessage()) }
}
