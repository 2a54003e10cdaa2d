import Logging

/// Where the toolkit reports problems it recovered from (a NaN size clamped, `endRefreshing` in the
/// wrong state, an unreadable file skipped), through swift-log.
///
/// Nothing in the toolkit logs to a global: each view logs to its ``View/logger``, which it takes
/// from its superview unless the host sets one, and each object outside the view tree (a file
/// store, a canvas, a loader) takes a `Logger` when it is made. Everything left unset uses
/// ``defaultLogger``, which goes to whatever handler the host bootstrapped with `LoggingSystem`
/// (swift-log's default writes to standard error).
public enum RefreshLogging {
    /// The label of the toolkit's default logger.
    public static let label = "RefreshKit"

    /// A logger labelled ``label`` from the process's `LoggingSystem`. Made on each use, so a host
    /// that bootstraps the logging system after the toolkit has started is still heard.
    public static var defaultLogger: Logger { Logger(label: label) }
}
