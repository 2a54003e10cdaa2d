import CSDL2

/// A growable in-memory `SDL_RWops` that SDL can write into (SDL only offers fixed-size memory streams).
final class MemoryWriter {
    private(set) var bytes: [UInt8] = []
    private var position = 0

    /// Runs `body` with a stream writing into this buffer; the stream is freed afterwards.
    func withRWops<R>(_ body: (UnsafeMutablePointer<SDL_RWops>) throws -> R) throws -> R {
        guard let rw = SDL_AllocRW() else { throw SDLError.sdl("cannot allocate a memory stream") }
        defer { SDL_FreeRW(rw) }
        rw.pointee.type = UInt32(SDL_RWOPS_UNKNOWN)
        rw.pointee.hidden.unknown.data1 = Unmanaged.passUnretained(self).toOpaque()
        rw.pointee.size = { rw in Int64(MemoryWriter.from(rw).bytes.count) }
        rw.pointee.seek = { rw, offset, whence in MemoryWriter.from(rw).seek(offset, whence) }
        rw.pointee.read = { _, _, _, _ in 0 }
        rw.pointee.write = { rw, data, size, count in MemoryWriter.from(rw).write(data, size * count) / max(size, 1) }
        rw.pointee.close = { _ in 0 }
        return try withExtendedLifetime(self) { try body(rw) }
    }

    private static func from(_ rw: UnsafeMutablePointer<SDL_RWops>?) -> MemoryWriter {
        Unmanaged<MemoryWriter>.fromOpaque(rw!.pointee.hidden.unknown.data1).takeUnretainedValue()
    }

    private func seek(_ offset: Int64, _ whence: Int32) -> Int64 {
        let base: Int
        switch whence {
        case RW_SEEK_SET: base = 0
        case RW_SEEK_CUR: base = position
        case RW_SEEK_END: base = bytes.count
        default: return -1
        }
        let target = base + Int(offset)
        if target < 0 { return -1 }
        position = target
        return Int64(target)
    }

    private func write(_ data: UnsafeRawPointer?, _ length: Int) -> Int {
        guard let data, length > 0 else { return 0 }
        if position > bytes.count { bytes += [UInt8](repeating: 0, count: position - bytes.count) }
        let src = UnsafeRawBufferPointer(start: data, count: length)
        let overlap = min(length, bytes.count - position)
        if overlap > 0 { bytes.replaceSubrange(position..<position + overlap, with: src[0..<overlap]) }
        if overlap < length { bytes.append(contentsOf: src[overlap...]) }
        position += length
        return length
    }
}
