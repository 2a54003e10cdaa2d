import RefreshCore

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
        Self.matchInOrder(
            a.count, b.count, same: { a[$0] == b[$1] }, changedOld: { damage.add(a[$0].bounds) },
            changedNew: { damage.add(b[$0].bounds) })
        growForClipSensitiveOps(&damage)
    }

    /// Matches an old and a new list of `oldCount` and `newCount` calls in order, never across each
    /// other: position by position when both are as long, else the common prefix and suffix, with
    /// everything between them changed. Calls `changedOld` and `changedNew` with the positions of
    /// the calls that did not match.
    static func matchInOrder(
        _ oldCount: Int, _ newCount: Int, same: (Int, Int) -> Bool, changedOld: (Int) -> Void,
        changedNew: (Int) -> Void
    ) {
        if oldCount == newCount {
            for i in 0..<newCount where !same(i, i) {
                changedOld(i)
                changedNew(i)
            }
            return
        }
        var prefix = 0
        while prefix < oldCount, prefix < newCount, same(prefix, prefix) { prefix += 1 }
        var suffix = 0
        while suffix < oldCount - prefix, suffix < newCount - prefix,
            same(oldCount - 1 - suffix, newCount - 1 - suffix)
        { suffix += 1 }
        for i in prefix..<(oldCount - suffix) { changedOld(i) }
        for i in prefix..<(newCount - suffix) { changedNew(i) }
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
