import RefreshCore

/// The chunks of a PNG file, and the CRC-32 each chunk ends with: what the APNG writer takes
/// apart and puts together (the pixels themselves are compressed by SDL_image).
package enum PNGChunks {
    /// The eight bytes every PNG file starts with.
    package static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// One chunk: its four-letter type and its data.
    package struct Chunk: Equatable, Sendable {
        package var type: String
        package var data: [UInt8]

        package init(type: String, data: [UInt8]) {
            self.type = type
            self.data = data
        }
    }

    /// Why bytes are not a PNG's chunks, in words.
    package struct ReadError: RefreshError, Equatable {
        package let problem: String
        package var subject: String { "cannot read PNG chunks" }
    }

    /// The chunks of `bytes`, a whole PNG file, checking the signature, the lengths and every CRC.
    package static func read(_ bytes: [UInt8]) throws -> [Chunk] {
        guard bytes.count >= 8, Array(bytes[0..<8]) == signature else { throw ReadError(problem: "no PNG signature") }
        var chunks: [Chunk] = []
        var i = 8
        while i < bytes.count {
            guard i + 12 <= bytes.count else { throw ReadError(problem: "a chunk is cut off at byte \(i)") }
            let length = Int(be32(bytes, at: i))
            guard length <= bytes.count - i - 12 else { throw ReadError(problem: "a chunk at byte \(i) is cut off") }
            let typeBytes = Array(bytes[i + 4..<i + 8]), data = Array(bytes[i + 8..<i + 8 + length])
            guard crc32(typeBytes + data) == be32(bytes, at: i + 8 + length) else {
                throw ReadError(problem: "the CRC of the chunk at byte \(i) is wrong")
            }
            chunks.append(Chunk(type: String(decoding: typeBytes, as: UTF8.self), data: data))
            i += 12 + length
        }
        return chunks
    }

    /// `chunk` as it is stored: length, type, data, CRC.
    package static func bytes(of chunk: Chunk) -> [UInt8] {
        let body = Array(chunk.type.utf8) + chunk.data
        return be32Bytes(UInt32(chunk.data.count)) + body + be32Bytes(crc32(body))
    }

    /// The big-endian 32-bit number at `offset`.
    package static func be32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8
            | UInt32(bytes[offset + 3])
    }

    /// `value` as four big-endian bytes.
    package static func be32Bytes(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    /// The CRC-32 of PNG (and zlib, gzip): polynomial 0xEDB88320, reflected.
    package static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes { crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return crc ^ 0xFFFF_FFFF
    }

    private static let crcTable: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }
}
