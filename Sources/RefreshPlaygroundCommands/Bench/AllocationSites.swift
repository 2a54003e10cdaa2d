import Foundation
import MallocInterposerSwift
import RefreshPlayground

/// Where steady frames allocate (`refresh-playground bench --allocation-sites ID`): while counting,
/// every allocation's return addresses are kept; a frame that rasterizes text or is a warm-up
/// frame drops its own, the rest are grouped by call stack and printed as object file + offset,
/// which `addr2line -f -i -e FILE OFFSET | swift demangle` turns into names. A diagnostic: the
/// stack capture allocates itself (not recorded), so it is never part of a timed run.
///
/// Its state is `nonisolated(unsafe)`, and that is safe: the hook is called from inside `malloc`
/// on whichever thread allocates, where no lock or actor hop may be taken (either would allocate
/// or deadlock). Only the main thread records: `record()` returns at once on any other thread, and
/// `start`/`beginFrame`/`endFrame`/`stop`/`report` are main-actor functions called by the bench
/// on the main thread, so every access to the state happens on one thread.
nonisolated enum AllocationSites {
    private static let depth = 14
    private static let capacity = 100_000
    /// `capacity` stacks of `depth` addresses (0 = none), in a buffer allocated once: the hook
    /// writes into it without touching Swift collections (it runs inside `malloc`).
    nonisolated(unsafe) private static var storage: UnsafeMutablePointer<UInt>?
    nonisolated(unsafe) private static var used = 0
    nonisolated(unsafe) private static var frameStart = 0
    nonisolated(unsafe) private static var keptUsed = 0
    nonisolated(unsafe) private static var inHook = false
    /// The hook, made outside any actor: `malloc` calls it on whichever thread allocates (rlottie's
    /// render threads too), where a main-actor closure's isolation check would itself allocate and
    /// recurse until the stack overflows.
    private static let hook: MallocInterposerSwift.AllocationHook = { _ in AllocationSites.record() }

    /// Starts keeping stacks.
    @MainActor
    static func start() {
        if storage == nil { storage = .allocate(capacity: capacity * depth) }
        used = 0
        frameStart = 0
        keptUsed = 0
        MallocInterposerSwift.setAllocationHook(hook)
    }

    /// A frame begins: what was recorded since the last frame ended (the probe's own work) is
    /// dropped, and this frame's stacks are kept only if `endFrame(keep: true)`.
    @MainActor
    static func beginFrame() {
        used = keptUsed
        frameStart = used
    }

    @MainActor
    static func endFrame(keep: Bool) { keptUsed = keep ? used : frameStart }

    @MainActor
    static func stop() {
        MallocInterposerSwift.setAllocationHook(nil)
        used = keptUsed
    }

    private static func record() {
        guard Thread.isMainThread, !inHook, let storage, used < capacity else { return }
        inHook = true
        let addresses = Thread.callStackReturnAddresses   // allocates: ignored by `inHook`
        let row = storage + used * depth
        for k in 0..<depth {
            // Skip the hook, Foundation's unwinder and the interposer.
            row[k] = k + 4 < addresses.count ? addresses[k + 4].uintValue : 0
        }
        used += 1
        inHook = false
    }

    /// The kept stacks, grouped, most frequent first: count, then one `file 0xoffset` per frame.
    @MainActor
    static func report(limit: Int = 40) -> String {
        var groups: [[UInt]: Int] = [:]
        if let storage {
            for k in 0..<used {
                groups[(0..<depth).map { storage[k * depth + $0] }.filter { $0 != 0 }, default: 0] += 1
            }
        }
        let maps = Mapping.read()
        var out = "\(used) allocations in kept frames, \(groups.count) distinct stacks\n"
        for (frames, n) in groups.sorted(by: { $0.value > $1.value }).prefix(limit) {
            out += "\(n)×\n"
            for address in frames {
                if let m = maps.first(where: { $0.start <= address && address < $0.end }) {
                    out += "  \(m.file) 0x\(String(address - m.start + m.offset - 1, radix: 16))\n"
                } else {
                    out += "  ? 0x\(String(address, radix: 16))\n"
                }
            }
        }
        return out
    }

    /// One executable mapping of /proc/self/maps.
    private struct Mapping {
        var start: UInt, end: UInt, offset: UInt, file: String

        static func read() -> [Mapping] {
            // Read to the end by hand: a file of /proc reports size 0.
            guard let handle = FileHandle(forReadingAtPath: "/proc/self/maps"),
                let data = try? handle.readToEnd()
            else { return [] }
            let text = String(decoding: data, as: UTF8.self)
            return text.split(separator: "\n").compactMap { line in
                let f = line.split(separator: " ", omittingEmptySubsequences: true)
                guard f.count >= 6, f[1].contains("x") else { return nil }
                let range = f[0].split(separator: "-")
                guard range.count == 2, let a = UInt(range[0], radix: 16), let b = UInt(range[1], radix: 16),
                    let off = UInt(f[2], radix: 16)
                else { return nil }
                return Mapping(start: a, end: b, offset: off, file: String(f[5]))
            }
        }
    }
}
