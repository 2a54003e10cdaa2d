/// Number formatting for traces: at most three decimals, no trailing zeros, integers without a
/// fraction, `-0` written as `0`; deterministic on every machine.
enum TraceFormat {
    static func number(_ v: Double) -> String {
        guard v.isFinite else { return "null" }
        let r = (v * 1000).rounded() / 1000
        if r == 0 { return "0" }
        if r == r.rounded(), abs(r) < 1e15 { return String(Int64(r)) }
        var s = String(r)
        if s.contains("e") { return String(Int64(r.rounded())) }
        while s.hasSuffix("0") { s.removeLast() }
        return s
    }
}
