import RefreshCore

/// Why a filmstrip could not be made.
public enum FilmstripError: RefreshError, Equatable {
    /// What was asked cannot be filmed (no such control, a scene that cannot be made, a bad
    /// option); the playground's `filmstrip` command exits 2.
    case badInput(String)
    /// Filming or writing failed (no fonts, a sheet too large to draw, an unwritable output); the
    /// playground's `filmstrip` command exits 1.
    case runtime(String)

    /// The playground command's exit code: 2 for bad input, 1 for a runtime failure.
    package var exitCode: Int32 {
        switch self {
        case .badInput: return 2
        case .runtime: return 1
        }
    }

    /// Empty: the problem names the value or the path itself.
    public var subject: String { "" }

    /// The message, naming the bad value and what is allowed, or the path and why.
    public var problem: String {
        switch self {
        case let .badInput(m), let .runtime(m): return m
        }
    }
}
