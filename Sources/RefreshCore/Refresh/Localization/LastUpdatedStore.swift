import Foundation

/// Remembers when each refresh header last finished, by key, as MJRefresh keeps it in user defaults.
@MainActor
public protocol LastUpdatedStore: AnyObject {
    /// The time stored under `key`.
    /// - Parameter key: The header's `lastUpdatedTimeKey`.
    /// - Returns: The stored date, or nil when none was saved.
    func date(forKey key: String) -> Date?
    /// Stores `date` under `key`, replacing what was there; a header calls it when a refresh ends.
    /// - Parameters:
    ///   - date: When the refresh ended.
    ///   - key: The header's `lastUpdatedTimeKey`.
    func setDate(_ date: Date, forKey key: String)
}

/// The keys refresh headers store their last-updated time under.
public enum LastUpdatedKey {
    /// The key a header uses unless it is given its own (MJRefresh's default).
    public static let `default` = "MJRefreshHeaderLastUpdatedTimeKey"
}

/// A store that forgets everything when the process ends; the choice for tests and previews.
public final class InMemoryLastUpdatedStore: LastUpdatedStore {
    private var dates: [String: Date]

    /// Creates a store holding `dates`.
    /// - Parameter dates: The times to start with, by key.
    public init(_ dates: [String: Date] = [:]) { self.dates = dates }

    /// The time stored under `key`.
    /// - Parameter key: The header's `lastUpdatedTimeKey`.
    /// - Returns: The stored date, or nil when none was saved.
    public func date(forKey key: String) -> Date? { dates[key] }

    /// Stores `date` under `key` in memory.
    /// - Parameters:
    ///   - date: When the refresh ended.
    ///   - key: The header's `lastUpdatedTimeKey`.
    public func setDate(_ date: Date, forKey key: String) { dates[key] = date }
}
