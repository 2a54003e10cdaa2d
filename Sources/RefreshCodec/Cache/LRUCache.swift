/// A bounded map that forgets the least recently used entry when full.
/// Nodes live in one array linked by indices, so lookups and inserts of a warm cache do not allocate.
package final class LRUCache<Key: Hashable, Value> {
    private struct Node {
        var key: Key
        var value: Value
        var newer: Int
        var older: Int
    }
    private var nodes: [Node] = []
    private var index: [Key: Int] = [:]
    private var newest = -1, oldest = -1
    package let capacity: Int

    package init(capacity: Int) {
        precondition(capacity > 0, "LRUCache capacity must be positive")
        self.capacity = capacity
        nodes.reserveCapacity(min(capacity, 4096))
        index.reserveCapacity(min(capacity, 4096))
    }

    package var count: Int { nodes.count }

    /// The value for `key`, marking it most recently used.
    package func value(for key: Key) -> Value? {
        guard let i = index[key] else { return nil }
        moveToFront(i)
        return nodes[i].value
    }

    /// Stores `value` as the most recently used entry, evicting the oldest one when full.
    package func insert(_ value: Value, for key: Key) {
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

    package func removeAll() {
        nodes.removeAll(keepingCapacity: true)
        index.removeAll(keepingCapacity: true)
        newest = -1; oldest = -1
    }

    private func moveToFront(_ i: Int) {
        if i == newest { return }
        unlink(i)
        link(i)
    }

    private func link(_ i: Int) {
        nodes[i].older = newest
        nodes[i].newer = -1
        if newest >= 0 { nodes[newest].newer = i }
        newest = i
        if oldest < 0 { oldest = i }
    }

    private func unlink(_ i: Int) {
        let newer = nodes[i].newer, older = nodes[i].older
        if newer >= 0 { nodes[newer].older = older } else { newest = older }
        if older >= 0 { nodes[older].newer = newer } else { oldest = newer }
    }
}
