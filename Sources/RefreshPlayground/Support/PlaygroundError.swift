import RefreshCore

/// Errors the playground reports to the user.
package enum PlaygroundError: RefreshError {
    /// An example ID that is not in the catalog; the message lists the valid ones.
    case unknownExample(String)
    /// Anything else that stopped a command: a file that cannot be written, a frame that cannot be drawn.
    case runtime(String)

    /// Empty: the message names the example, the path or the value itself.
    package var subject: String { "" }

    package var problem: String {
        switch self {
        case let .unknownExample(m), let .runtime(m): return m
        }
    }
}
