/// A bounded map that forgets the least recently used entry when full.
/// Nodes live in one array linked by indices, so lookups and inserts of a warm cache do not allocate.
///
/// In the module of its users: the text, path and font caches look up every text and path drawn,
/// every frame, and need the cache specialized to their keys, which the optimizer does within a
/// module. (Swift 6.3 does not specialize a `package` generic in another module: each lookup then
/// fetched generic metadata at run time, 19 % more instructions in damage-tracked frames, callgrind,
/// bench-trailer.)
final class LRUCache<Key: Hashable, Value> {
    struct Node {
        var key: Key
        var value: Value
        var newer: Int
        var older: Int
    }
    // Exclusivity unchecked: no method calls out while it holds one of these (a key's hashing never
    // reaches the cache). The run-time checks cost 5 to 9 % of a damage-tracked frame's instructions
    // (callgrind, bench-trailer and bench-header-gif), paid before this module existed too.
    @exclusivity(unchecked) var nodes: [Node] = []
    @exclusivity(unchecked) var index: [Key: Int] = [:]
    @exclusivity(unchecked) var newest = -1
    @exclusivity(unchecked) var oldest = -1
    /// Entries at most.
    let capacity: Int

    /// An empty cache of at most `capacity` entries (positive).
    init(capacity: Int) {
        precondition(capacity > 0, "LRUCache capacity must be positive")
        self.capacity = capacity
        nodes.reserveCapacity(min(capacity, 4096))
        index.reserveCapacity(min(capacity, 4096))
    }

    /// Entries now.
    var count: Int { nodes.count }

    /// The value for `key`, marking it most recently used.
    func value(for key: Key) -> Value? {
        guard let i = index[key] else { return nil }
        moveToFront(i)
        return nodes[i].value
    }

    /// Stores `value` as the most recently used entry, evicting the oldest one when full.
    func insert(_ value: Value, for key: Key) {
        if let i = index[key] {
            nodes[i].value = value
            moveToFront(i)
            return
        }
        if nodes.count < capacity {
            nodes.append(Node(key: key, value: value, newer: -1, older: -1))
            link(nodes.count - 1)
        } else {
            let i = oldest
            unlink(i)
            index[nodes[i].key] = nil
            nodes[i] = Node(key: key, value: value, newer: -1, older: -1)
            link(i)
        }
        index[key] = newest
    }

    /// Forgets every entry, keeping the storage.
    func removeAll() {
        nodes.removeAll(keepingCapacity: true)
        index.removeAll(keepingCapacity: true)
        newest = -1; oldest = -1
    }

    func moveToFront(_ i: Int) {
        if i == newest { return }
        unlink(i)
        link(i)
    }

    func link(_ i: Int) {
        nodes[i].older = newest
        nodes[i].newer = -1
        if newest >= 0 { nodes[newest].newer = i }
        newest = i
        if oldest < 0 { oldest = i }
    }

    func unlink(_ i: Int) {
        let newer = nodes[i].newer, older = nodes[i].older
        if newer >= 0 { nodes[newer].older = older } else { newest = older }
        if older >= 0 { nodes[older].newer = newer } else { oldest = newer }
    }
}
