/// The drawing calls of one frame, in order. A canvas records into it instead of drawing; the
/// frame's damage is what differs from the previous frame's list. Clearing keeps the storage, so
/// recording a steady frame allocates nothing.
final class DisplayList {
    private(set) var ops: [DrawOp] = []

    init() { ops.reserveCapacity(256) }

    func append(_ op: DrawOp) { ops.append(op) }

    func removeAll() { ops.removeAll(keepingCapacity: true) }

    /// Adds to `damage` every pixel whose calls differ between `old` and this list.
    ///
    /// Calls are matched in order, never across each other: position by position when both lists
    /// are as long, else the common prefix and suffix, with everything between them changed. So
    /// for every pixel outside the damage the calls that touch it are equal and in the same order
    /// in both frames, and the pixel is the same. Clip-sensitive calls that reach into the damage
    /// then grow it to their whole bounds (`DrawOp.isClipSensitive`).
    func addDamage(since old: DisplayList, to damage: inout DamageRegion) {
        let a = old.ops, b = ops
        if a.count == b.count {
            for i in b.indices where a[i] != b[i] {
                damage.add(a[i].bounds)
                damage.add(b[i].bounds)
            }
        } else {
            var prefix = 0
            while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
            var suffix = 0
            while suffix < a.count - prefix, suffix < b.count - prefix,
                a[a.count - 1 - suffix] == b[b.count - 1 - suffix]
            { suffix += 1 }
            for i in prefix..<(a.count - suffix) { damage.add(a[i].bounds) }
            for i in prefix..<(b.count - suffix) { damage.add(b[i].bounds) }
        }
        growForClipSensitiveOps(&damage)
    }

    /// Grows `damage` until every clip-sensitive call that reaches into it lies wholly inside one
    /// of its rectangles.
    func growForClipSensitiveOps(_ damage: inout DamageRegion) {
        guard !damage.isEmpty else { return }
        var grew = true
        while grew {
            grew = false
            for op in ops where op.isClipSensitive && damage.intersects(op.bounds) && !damage.containsWhole(op.bounds) {
                damage.add(op.bounds)
                grew = true
            }
        }
    }
}
