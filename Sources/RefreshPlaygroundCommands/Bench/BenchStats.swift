import RefreshSDL

/// Order statistics of the benchmark's samples.
enum BenchStats {
    /// The middle value (the mean of the two middle ones for an even count); 0 when empty.
    static func median(_ xs: [Double]) -> Double {
        guard !xs.isEmpty else { return 0 }
        let s = xs.sorted()
        return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
    }

    /// Nearest-rank percentile, `q` in 0...1; 0 when empty.
    static func percentile(_ xs: [Double], _ q: Double) -> Double { xs.sorted().nearestRank(q) ?? 0 }
}
