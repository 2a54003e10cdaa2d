/// The last `capacity` values of a measurement (latencies, frame intervals), oldest dropped first,
/// with their percentiles. Its storage is allocated once: adding never allocates.
public struct RecentSamples: Sendable, Equatable {
    /// How many values it keeps.
    public let capacity: Int
    private var storage: [Double]
    private var next = 0
    /// How many values it holds (at most `capacity`).
    public private(set) var count = 0

    /// Keeps the last `capacity` values (at least 1).
    public init(capacity: Int) {
        self.capacity = max(1, capacity)
        storage = [Double](repeating: 0, count: self.capacity)
    }

    /// Adds `value`, dropping the oldest when full. Values that are not finite are ignored.
    public mutating func add(_ value: Double) {
        guard value.isFinite else { return }
        storage[next] = value
        next = (next + 1) % capacity
        count = min(capacity, count + 1)
    }

    /// The values oldest first.
    public var values: [Double] {
        count < capacity ? Array(storage[0..<count]) : Array(storage[next...] + storage[..<next])
    }

    /// The newest value, nil when empty.
    public var last: Double? { count == 0 ? nil : storage[(next + capacity - 1) % capacity] }

    /// The `p` percentile (0…100) by the nearest rank (p50 of 1, 2, 3, 4 is 2; p99 of 100 values is
    /// the 99th smallest), nil when empty.
    public func percentile(_ p: Double) -> Double? {
        values.sorted().nearestRank(min(100, max(0, p)) / 100)
    }

    /// Empties it.
    public mutating func removeAll() {
        count = 0
        next = 0
    }
}

extension Array where Element == Double {
    /// The nearest-rank quantile of these values, which must be sorted ascending: the
    /// ⌈`fraction` × count⌉-th smallest (`fraction` in 0…1; 0 gives the smallest), nil when empty.
    /// The HUD's, the benchmark's and `RecentSamples`' percentiles are all this one.
    package func nearestRank(_ fraction: Double) -> Double? {
        guard !isEmpty else { return nil }
        let rank = Int((fraction * Double(count)).rounded(.up))
        return self[Swift.min(count - 1, Swift.max(0, rank - 1))]
    }
}
