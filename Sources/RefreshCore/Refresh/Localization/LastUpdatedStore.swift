import Foundation

/// Remembers when each refresh header last finished, by key, as MJRefresh keeps it in user defaults.
@MainActor
public protocol LastUpdatedStore: AnyObject {
    func date(forKey key: String) -> Date?
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

    public init(_ dates: [String: Date] = [:]) { self.dates = dates }

    public func date(forKey key: String) -> Date? { dates[key] }

    public func setDate(_ date: Date, forKey key: String) { dates[key] = date }
}
