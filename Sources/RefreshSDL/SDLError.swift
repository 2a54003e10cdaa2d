import CSDL2

/// An SDL, SDL_ttf or SDL_image call that failed, with the operation that was attempted
/// (naming the file when one is involved) and the library's own explanation.
public enum SDLError: Error, CustomStringConvertible {
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

    /// A one-line message for the user: the failed operation, the library's reason, and for
    /// `noDisplay` and `fontNotFound` what to do about it (run under Xvfb or draw headless; install the
    /// font package or set `REFRESH_FONT_DIR`).
    public var description: String {
        switch self {
        case let .sdl(operation, message), let .ttf(operation, message), let .image(operation, message):
            return message.isEmpty ? operation : "\(operation): \(message)"
        case let .fileNotFound(operation, path):
            return operation.contains(path)
                ? "\(operation): the file does not exist"
                : "\(operation): the file '\(path)' does not exist"
        case let .noDisplay(message):
            return "cannot open a display: \(message). Windows need a display: run the program on one, "
                + "or under Xvfb (`xvfb-run -a PROGRAM`), or draw without a window with `HeadlessTarget`"
        case let .fontNotFound(font, file, package, searched):
            return "font '\(font)' (\(file)) not found in \(searched.joined(separator: ", ")); "
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
