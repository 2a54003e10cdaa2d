/// Why a filmstrip could not be made, with the exit code the command returns for it.
package enum FilmstripError: Error, Equatable, CustomStringConvertible {
    /// The request cannot be filmed (unknown example, no such control, bad option): exit 2.
    case badInput(String)
    /// Filming or writing failed (no fonts, unwritable output): exit 1.
    case runtime(String)

    /// 2 for bad input, 1 for a runtime failure.
    package var exitCode: Int32 {
        switch self {
        case .badInput: return 2
        case .runtime: return 1
        }
    }

    /// The message, naming the bad value and what is allowed, or the path and why.
    package var description: String {
        switch self {
        case let .badInput(m), let .runtime(m): return m
        }
    }
}
