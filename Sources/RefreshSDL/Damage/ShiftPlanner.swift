import RefreshCore

/// Finds when a frame is the last one's drawing slid by whole pixels inside a scroll view's clip,
/// so the target can move the pixels it has (`PixelShift`) and repaint only what scrolled in and
/// what changed on its own (browsers and GTK scroll so).
///
/// The move is exact: inside the moved rectangle every pixel outside the new damage is touched in
/// this frame by the same calls, in the same order, as the pixel it came from was in the last
/// frame, each moved by the same whole pixels (`sameMoved`), so it is the pixel a full repaint
/// draws. Outside the rectangle the ordinary damage stands. Candidate moves come from text and
/// images drawn in both frames (the same texture at another place); one is taken only when moving
/// and repainting costs less than repainting the ordinary damage.
final class ShiftPlanner {
    private var oldInside: [Int] = []
    private var newInside: [Int] = []
    private var trial = DamageRegion()
    private var best = DamageRegion()

    /// Moving a pixel costs about this fraction of repainting it (a row `memmove` against fills
    /// and blended text).
    static let moveCostDivisor = 4
    /// How many textures drawn after the frames' common start are tried as the moving content.
    static let candidateLimit = 8

    init() {
        oldInside.reserveCapacity(256)
        newInside.reserveCapacity(256)
    }

    /// The move that makes `new` cheapest from `old`'s pixels, or nil when repainting `damage` (the
    /// ordinary damage between them) is cheaper. When it returns a move, `damage` becomes what must
    /// be repainted after the move.
    func plan(old: DisplayList, new: DisplayList, damage: inout DamageRegion, full: PixelRect) -> PixelShift? {
        let fullArea = Self.area(full)
        guard damage.area * 16 > fullArea else { return nil }
        let a = old.ops, b = new.ops
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }

        var bestCost = damage.area
        var chosen: PixelShift?
        var candidates = 0
        for j in prefix..<b.count where candidates < Self.candidateLimit {
            guard case let .copy(texture, to) = b[j].kind, !b[j].isClipSensitive else { continue }
            candidates += 1
            guard
                let i = a[prefix...].firstIndex(where: {
                    if case let .copy(t, _) = $0.kind { return t === texture && !$0.isClipSensitive }
                    return false
                }), case let .copy(_, from) = a[i].kind
            else { continue }
            let dx = to.x0 - from.x0, dy = to.y0 - from.y0
            if dx == 0 && dy == 0 { continue }
            let region = Self.scrollRegion(around: b[j].clip, in: b, full: full)
            let rect = region.intersection(region.moved(dx: dx, dy: dy))
            if rect.isEmpty || chosen.map({ $0.dx == dx && $0.dy == dy && $0.rect == rect }) == true { continue }
            evaluate(a, b, rect: rect, dx: dx, dy: dy, ordinary: damage, new: new)
            let cost = trial.area + Self.area(rect) / Self.moveCostDivisor
            if cost < bestCost {
                bestCost = cost
                chosen = PixelShift(rect: rect, dx: dx, dy: dy)
                swap(&best, &trial)
            }
        }
        if chosen != nil { swap(&damage, &best) }
        return chosen
    }

    /// Into `trial`: what must be repainted after moving `rect`'s source by `dx`, `dy` — inside
    /// `rect` the calls that do not match moved, outside it the ordinary damage.
    private func evaluate(
        _ a: [DrawOp], _ b: [DrawOp], rect: PixelRect, dx: Int32, dy: Int32, ordinary: DamageRegion, new: DisplayList
    ) {
        oldInside.removeAll(keepingCapacity: true)
        newInside.removeAll(keepingCapacity: true)
        for i in a.indices where a[i].bounds.moved(dx: dx, dy: dy).intersects(rect) { oldInside.append(i) }
        for j in b.indices where b[j].bounds.intersects(rect) { newInside.append(j) }
        trial.removeAll()
        let oldIn = oldInside, newIn = newInside
        DisplayList.matchInOrder(
            oldIn.count, newIn.count,
            same: { Self.sameMoved(a[oldIn[$0]], b[newIn[$1]], dx: dx, dy: dy, within: rect) },
            changedOld: { trial.add(a[oldIn[$0]].bounds.moved(dx: dx, dy: dy).intersection(rect)) },
            changedNew: { trial.add(b[newIn[$0]].bounds.intersection(rect)) })
        for r in ordinary.rects { addOutside(r, of: rect) }
        new.growForClipSensitiveOps(&trial)
    }

    /// Adds the pixels of `r` outside `hole` to `trial` (at most four bands).
    private func addOutside(_ r: PixelRect, of hole: PixelRect) {
        guard r.intersects(hole) else { return trial.add(r) }
        trial.add(PixelRect(x0: r.x0, y0: r.y0, x1: r.x1, y1: min(r.y1, hole.y0)))
        trial.add(PixelRect(x0: r.x0, y0: max(r.y0, hole.y1), x1: r.x1, y1: r.y1))
        let y0 = max(r.y0, hole.y0), y1 = min(r.y1, hole.y1)
        trial.add(PixelRect(x0: r.x0, y0: y0, x1: min(r.x1, hole.x0), y1: y1))
        trial.add(PixelRect(x0: max(r.x0, hole.x1), y0: y0, x1: r.x1, y1: y1))
    }

    /// The clip a scroll view's content is drawn in: the largest clip of this frame's calls that
    /// holds `clip` (a cell's own clip lies inside its scroll view's), short of the whole target
    /// (the window's clip); `clip` itself when there is none.
    static func scrollRegion(around clip: PixelRect, in ops: [DrawOp], full: PixelRect) -> PixelRect {
        var region = clip
        for op in ops where op.clip != full && op.clip.contains(clip) {
            if Self.area(op.clip) > Self.area(region) { region = op.clip }
        }
        return region
    }

    /// True when `b` draws inside `rect` exactly what `a` drew there moved by `dx`, `dy`: the same
    /// colour, or the same texture unscaled at the moved place, with the same modulation, over the
    /// moved pixels. Such calls change a pixel as they changed the pixel it came from (an unscaled
    /// copy or a fill is the same at every pixel whatever the clip). Clip-sensitive calls never
    /// match (they resample from their clipped destination).
    static func sameMoved(_ a: DrawOp, _ b: DrawOp, dx: Int32, dy: Int32, within rect: PixelRect) -> Bool {
        guard a.alpha == b.alpha, a.tint == b.tint, !a.isClipSensitive, !b.isClipSensitive,
            a.bounds.moved(dx: dx, dy: dy).intersection(rect) == b.bounds.intersection(rect)
        else { return false }
        switch (a.kind, b.kind) {
        case let (.fill(r1, g1, b1, a1), .fill(r2, g2, b2, a2)):
            return r1 == r2 && g1 == g2 && b1 == b2 && a1 == a2
        case let (.copy(t1, d1), .copy(t2, d2)):
            return t1 === t2 && d1.moved(dx: dx, dy: dy) == d2
        default:
            return false
        }
    }
}

extension ShiftPlanner {
    /// The pixels `r` covers (0 when empty).
    static func area(_ r: PixelRect) -> Int { r.isEmpty ? 0 : Int(r.width) * Int(r.height) }
}

extension PixelRect {
    /// The rectangle moved `dx` pixels right and `dy` down.
    func moved(dx: Int32, dy: Int32) -> PixelRect {
        PixelRect(x0: x0 + dx, y0: y0 + dy, x1: x1 + dx, y1: y1 + dy)
    }
}
