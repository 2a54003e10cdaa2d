import RefreshCore
import XCTest

@testable import RefreshCodec

/// `APNGAssembler` and `PNGChunks`: the APNG's chunks say how many frames there are, where each
/// goes and how long it shows, in sequence; the first frame's data stays the default image; bad
/// frames are refused with a reason. (That SDL_image reads the result: AnimatedCaptureTests.)
nonisolated final class APNGAssemblerTests: XCTestCase {
    /// A PNG file's chunks for a `width`x`height` RGBA image; its "compressed data" is `data`
    /// (the assembler never inflates it).
    private func png(_ width: Int, _ height: Int, data: [UInt8], colourType: UInt8 = 6) -> [UInt8] {
        let header =
            PNGChunks.be32Bytes(UInt32(width)) + PNGChunks.be32Bytes(UInt32(height)) + [8, colourType, 0, 0, 0]
        return PNGChunks.signature + PNGChunks.bytes(of: .init(type: "IHDR", data: header))
            + PNGChunks.bytes(of: .init(type: "sRGB", data: [0]))
            + PNGChunks.bytes(of: .init(type: "IDAT", data: data))
            + PNGChunks.bytes(of: .init(type: "IEND", data: []))
    }

    @MainActor func testTheChunksCountTheFramesPlaceThemAndNumberThemInSequence() async throws {
        let apng = try APNGAssembler.assemble([
            .init(png: png(20, 10, data: [1, 2, 3]), delayNumerator: 40, delayDenominator: 1000),
            .init(png: png(5, 4, data: [4, 5]), x: 15, y: 6, delayNumerator: 1, delayDenominator: 10),
            .init(png: png(1, 1, data: [6]), x: 0, y: 0, delayNumerator: 65535, delayDenominator: 1000),
        ])
        let chunks = try PNGChunks.read(apng)
        XCTAssertEqual(
            chunks.map(\.type), ["IHDR", "acTL", "sRGB", "fcTL", "IDAT", "fcTL", "fdAT", "fcTL", "fdAT", "IEND"])
        XCTAssertEqual(chunks[1].data, PNGChunks.be32Bytes(3) + PNGChunks.be32Bytes(0), "3 frames, looping forever")
        XCTAssertEqual(chunks[4].data, [1, 2, 3], "the first frame's data is the default image")
        let controls = chunks.filter { $0.type == "fcTL" }.map(\.data)
        func number(_ data: [UInt8], _ at: Int) -> Int { Int(PNGChunks.be32(data, at: at)) }
        func short(_ data: [UInt8], _ at: Int) -> Int { Int(data[at]) << 8 | Int(data[at + 1]) }
        // fcTL: sequence, width, height, x, y, delay numerator, delay denominator, dispose, blend.
        XCTAssertEqual(controls.map { number($0, 0) }, [0, 1, 3], "fcTL and fdAT share one sequence")
        XCTAssertEqual(
            controls.map { [number($0, 4), number($0, 8), number($0, 12), number($0, 16)] },
            [
                [20, 10, 0, 0], [5, 4, 15, 6], [1, 1, 0, 0],
            ])
        XCTAssertEqual(controls.map { [short($0, 20), short($0, 22)] }, [[40, 1000], [1, 10], [65535, 1000]])
        XCTAssertEqual(controls.map { Array($0[24...]) }, [[0, 0], [0, 0], [0, 0]], "dispose none, blend source")
        let data = chunks.filter { $0.type == "fdAT" }.map(\.data)
        XCTAssertEqual(data, [PNGChunks.be32Bytes(2) + [4, 5], PNGChunks.be32Bytes(4) + [6]])
    }

    @MainActor func testFramesThatDoNotFitAreRefusedWithAReason() async {
        func problem(_ frames: [APNGAssembler.Frame]) -> String? {
            do {
                _ = try APNGAssembler.assemble(frames)
                return nil
            } catch {
                return (error as? APNGAssembler.AssemblyError)?.problem
            }
        }
        let first = APNGAssembler.Frame(png: png(20, 10, data: [1]), delayNumerator: 1, delayDenominator: 10)
        XCTAssertEqual(problem([]), "no frames")
        XCTAssertEqual(
            problem([first, .init(png: png(5, 5, data: [1]), x: 16, y: 0, delayNumerator: 1, delayDenominator: 10)]),
            "frame 1 (5x5 at 16,0) does not lie within the 20x10 canvas")
        XCTAssertEqual(
            problem([first, .init(png: png(5, 5, data: [1], colourType: 2), delayNumerator: 1, delayDenominator: 10)]),
            "frame 1 has another bit depth or colour type than frame 0")
        XCTAssertEqual(
            problem([.init(png: [1, 2, 3], delayNumerator: 1, delayDenominator: 10)]),
            "frame 0 is not a PNG: cannot read PNG chunks: no PNG signature")
    }

    @MainActor func testAChunkWithAWrongCRCIsRefused() async {
        var bytes = png(2, 2, data: [9, 9])
        bytes[bytes.count - 17] ^= 0xFF   // the IDAT chunk's last data byte
        XCTAssertThrowsError(try PNGChunks.read(bytes)) { error in
            XCTAssertTrue("\(error)".contains("CRC"), "\(error)")
        }
        XCTAssertEqual(PNGChunks.crc32(Array("IEND".utf8)), 0xAE42_6082, "the CRC every PNG's IEND ends with")
    }
}
