import RefreshCore
import XCTest

@testable import RefreshCodec

/// `APNGDecoder`: frames composed as the APNG specification says (blend SOURCE and OVER, dispose
/// NONE, BACKGROUND and PREVIOUS), delays from `delay_num / delay_den`, a default image outside
/// the animation skipped, broken files refused with the problem in words, limits checked before a
/// frame is decoded. The frames' "PNGs" are raw RGBA here (`RawStillDecoder`); that SDL_image
/// decodes real ones, and the project's writer round-trips: SDLPNGDecoderTests.
nonisolated final class APNGDecoderTests: XCTestCase {
    private let red = Color(r: 255, g: 0, b: 0), green = Color(r: 0, g: 255, b: 0), blue = Color(r: 0, g: 0, b: 255)
    private let halfBlue = Color(r: 0, g: 0, b: 255, a: 128)

    private func decode(_ file: APNGTestFile, limits: ImageDecodeLimits = .generous) throws -> [DecodedFrame] {
        let opened = try APNGDecoder(stills: RawStillDecoder()).open(file.bytes, limits: limits)
        return (0..<opened.count).map(opened.frame)
    }

    /// A 2x1 canvas whose frame 1 is opaque red, then `rest`.
    private func redThen(_ rest: [APNGTestFile.Frame]) -> APNGTestFile {
        APNGTestFile(width: 2, height: 1, frames: [.init(width: 2, height: 1, pixels: [red, red])] + rest)
    }

    private func pixels(_ frame: DecodedFrame) -> [Color] { [frame.bitmap[0, 0], frame.bitmap[1, 0]] }

    @MainActor func testOnlyAPNGsAreRecognized() async {
        let apng = redThen([]).bytes
        let still = APNGTestFile.file(
            [APNGTestFile(width: 1, height: 1, frames: []).chunks[0]] + [
                .init(type: "IDAT", data: [1, 2, 3, 4]), .init(type: "IEND", data: []),
            ])
        let decoder = APNGDecoder(stills: RawStillDecoder())
        XCTAssertTrue(decoder.recognizes(apng))
        XCTAssertFalse(decoder.recognizes(still), "a PNG without acTL is a still")
        XCTAssertFalse(decoder.recognizes(Array("GIF89a".utf8)))
        XCTAssertFalse(decoder.recognizes(Array(apng.prefix(20))), "cut inside IHDR: no acTL seen")
    }

    @MainActor func testInfoGivesTheCanvasAndTheFramesWithoutDecodingAny() async throws {
        let stills = RawStillDecoder()
        let file = redThen([.init(width: 1, height: 1, x: 1, pixels: [green])])
        XCTAssertEqual(
            try APNGDecoder(stills: stills).info(file.bytes),
            ImageInfo(format: "APNG", width: 2, height: 1, largestSide: 2, frameCount: 2))
        XCTAssertEqual(stills.opened, 0)
    }

    @MainActor func testBlendSourceReplacesTheRegionAndOverComposesOntoIt() async throws {
        let frames = try decode(
            redThen([
                .init(width: 1, height: 1, blend: 1, pixels: [halfBlue]),
                .init(width: 1, height: 1, x: 1, blend: 0, pixels: [halfBlue]),
            ]))
        XCTAssertEqual(pixels(frames[0]), [red, red])
        XCTAssertEqual(pixels(frames[1]), [Color(r: 127, g: 0, b: 128), red], "half blue over red")
        XCTAssertEqual(pixels(frames[2]), [Color(r: 127, g: 0, b: 128), halfBlue], "source: alpha and all")
        let overClear = try decode(
            APNGTestFile(width: 1, height: 1, frames: [.init(width: 1, height: 1, blend: 1, pixels: [halfBlue])]))
        XCTAssertEqual(overClear[0].bitmap[0, 0], halfBlue, "over the transparent black canvas: the source")
    }

    @MainActor func testDisposeNoneKeepsBackgroundClearsAndPreviousRestoresTheRegion() async throws {
        func after(_ dispose: UInt8) throws -> [Color] {
            let frames = try decode(
                redThen([
                    .init(width: 1, height: 1, x: 1, dispose: dispose, pixels: [green]),
                    .init(width: 1, height: 1, x: 0, pixels: [blue]),
                ]))
            XCTAssertEqual(pixels(frames[1]), [red, green], "dispose acts after the frame shows")
            return pixels(frames[2])
        }
        XCTAssertEqual(try after(0), [blue, green], "none")
        XCTAssertEqual(try after(1), [blue, .clear], "background: transparent black")
        XCTAssertEqual(try after(2), [blue, red], "previous: what was there before the frame")
    }

    @MainActor func testDisposePreviousOnTheFirstFrameClearsLikeBackground() async throws {
        var file = redThen([.init(width: 1, height: 1, x: 1, pixels: [green])])
        file.frames[0].dispose = 2
        XCTAssertEqual(pixels(try decode(file)[1]), [.clear, green])
    }

    @MainActor func testDelaysAreTheFractionOfASecondAndAZeroDenominatorMeansHundredths() async throws {
        var file = redThen([
            .init(width: 1, height: 1, delay: (3, 1000), pixels: [green]),
            .init(width: 1, height: 1, delay: (1, 3), pixels: [green]),
            .init(width: 1, height: 1, delay: (0, 10), pixels: [green]),
        ])
        file.frames[0].delay = (7, 0)
        XCTAssertEqual(try decode(file).map(\.delayMilliseconds), [70, 3, 333, 0])
    }

    @MainActor func testADefaultImageWithoutAnFcTLIsNoFrame() async throws {
        var file = redThen([.init(width: 1, height: 1, x: 1, pixels: [green])])
        file.defaultIsFrame = false
        let frames = try decode(file)
        XCTAssertEqual(frames.map(pixels), [[red, red], [red, green]], "the white default image never shows")
    }

    @MainActor func testBrokenFilesAreRefusedWithTheProblemInWords() async throws {
        let good = redThen([.init(width: 1, height: 1, x: 1, pixels: [green])])
        var cases: [(bytes: [UInt8], problem: String)] = [
            (Array(good.bytes.dropLast(20)), "cut off"),
            (APNGTestFile.file(good.chunks.dropLast()), "ends before its IEND chunk (truncated)"),
        ]
        var chunks = good.chunks
        chunks.swapAt(2, 4)   // the second fcTL before the first
        cases.append((APNGTestFile.file(chunks), "sequence number 1 where 0 was expected"))
        var outside = good
        outside.frames[1].x = 2
        cases.append((outside.bytes, "frame 2 (1x1 at 2,0) does not lie within the 2x1 canvas"))
        var miscounted = good
        miscounted.declared = 3
        cases.append((miscounted.bytes, "its acTL declares 3 frames but it has 2 fcTL chunks"))
        var unknown = good
        unknown.frames[1].blend = 7
        cases.append((unknown.bytes, "frame 2 has the unknown blend_op 7"))
        var crc = good.bytes
        crc[40] ^= 1
        cases.append((crc, "the CRC of the chunk at byte 33 is wrong"))
        chunks = good.chunks
        chunks.remove(at: 4)   // the second fcTL: its fdAT comes first
        chunks[4].data[3] = 1
        cases.append((APNGTestFile.file(chunks), "fdAT chunk comes before its frame's fcTL"))
        for (bytes, problem) in cases {
            let decoder = APNGDecoder(stills: RawStillDecoder())
            XCTAssertThrowsError(try decoder.info(bytes)) { error in
                XCTAssertEqual((error as? ImageDecodeError)?.kind, .malformed, problem)
                XCTAssertTrue("\(error)".hasPrefix("is a corrupt APNG: "), "\(error)")
                XCTAssertTrue("\(error)".contains(problem), "'\(problem)' missing from: \(error)")
            }
            XCTAssertThrowsError(try decoder.open(bytes, limits: .generous)) { error in
                XCTAssertTrue("\(error)".contains(problem), "'\(problem)' missing from: \(error)")
            }
        }
    }

    @MainActor func testAFrameTheStillDecoderRefusesNamesTheFrame() async throws {
        var file = redThen([.init(width: 1, height: 1, x: 1, pixels: [green])])
        file.frames[1].pixels = []   // no data at all: refused as a structure
        XCTAssertThrowsError(try decode(file)) { XCTAssertTrue("\($0)".contains("frame 2 of 2 has no image data")) }
        var chunks = redThen([.init(width: 1, height: 1, x: 1, pixels: [green])]).chunks
        chunks[5].data += [9]   // five bytes for a 1x1 frame
        XCTAssertThrowsError(
            try APNGDecoder(stills: RawStillDecoder()).open(APNGTestFile.file(chunks), limits: .generous)
        ) {
            XCTAssertEqual(
                "\($0)", "frame 2 of 2 of the APNG cannot be decoded (5 bytes for 1x1)")
        }
    }

    @MainActor func testLimitsAreCheckedBeforeAnyFrameIsDecoded() async {
        let file = redThen([.init(width: 1, height: 1, x: 1, pixels: [green])])
        let cases: [(ImageDecodeLimits, String)] = [
            (ImageDecodeLimits(frames: 9, side: 1, decodedBytes: 1 << 20), "a 2x1 px APNG; a side may be at most 1 px"),
            (
                ImageDecodeLimits(frames: 1, side: 9, decodedBytes: 1 << 20),
                "an APNG of 2 frames; at most 1 are allowed"
            ),
            (ImageDecodeLimits(frames: 9, side: 9, decodedBytes: 15), "decode to 16 bytes; at most 15"),
        ]
        for (limits, problem) in cases {
            let stills = RawStillDecoder()
            XCTAssertThrowsError(try APNGDecoder(stills: stills).open(file.bytes, limits: limits)) { error in
                XCTAssertEqual((error as? ImageDecodeError)?.kind, .tooLarge, "\(error)")
                XCTAssertTrue("\(error)".contains(problem), "'\(problem)' missing from: \(error)")
            }
            XCTAssertEqual(stills.opened, 0, "no frame decoded")
        }
    }
}
