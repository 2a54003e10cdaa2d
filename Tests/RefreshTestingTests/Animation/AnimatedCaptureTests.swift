import Foundation
import RefreshCodec
import RefreshCore
import RefreshSDL
import RefreshTestSupport
import RefreshTesting
import XCTest

/// `AnimatedCapture`: the frames' true times become delays that add up to the session's length,
/// identical frames merge, the rate and memory bounds hold, the last picture and key frames
/// always show, the GIF decodes to what was added and the APNG is well formed with SDL_image
/// showing its first frame.
nonisolated final class AnimatedCaptureTests: XCTestCase {
    /// A 16x12 opaque frame whose red channel carries `n` (frame numbers survive the palette).
    private func frame(_ n: Int) -> Bitmap {
        Bitmap(width: 16, height: 12, fill: Color(r: UInt8(n), g: 128, b: 200))
    }

    @MainActor func testGIFDelaysAreTheTrueTimesRoundedWithoutAddingUp() async throws {
        let capture = AnimatedCapture(format: .gif, framesPerSecond: 60)
        for n in 0..<61 { capture.add(frame(n), at: 10 + Double(n) / 60) }   // 60 fps from t = 10 s
        let end = 10 + 61.0 / 60
        let decoded = try GIFDecoder.decode(try capture.encoded(end: end))
        XCTAssertEqual(decoded.map(\.delayMilliseconds).reduce(0, +), 1020, "61/60 s, rounded once")
        XCTAssertTrue(decoded.allSatisfy { $0.delayMilliseconds >= 20 }, "browsers slow down GIF delays under 2/100 s")
        XCTAssertEqual(decoded.count, 41, "two of every three: a GIF frame shows for 2/100 s at least")
        var start = 0
        for frame in decoded {
            let n = Int(frame.bitmap[0, 0].r)
            XCTAssertEqual(start, Int((Double(n) / 60 * 100).rounded()) * 10, "frame \(n) starts at its own time")
            start += frame.delayMilliseconds
        }
        XCTAssertEqual(capture.duration(end: end), 1.02, accuracy: 1e-9)
        let slow = AnimatedCapture(format: .gif, framesPerSecond: 10)
        slow.add(frame(1), at: 0)
        slow.add(frame(2), at: 0.5)
        XCTAssertEqual(slow.duration(end: 0.52), 0.52, accuracy: 1e-9, "the session's end, not a whole 1/10 s later")
        XCTAssertEqual(slow.duration(end: 0.505), 0.52, accuracy: 1e-9, "a GIF frame shows for 2/100 s at least")
        XCTAssertEqual(slow.duration(), 0.6, accuracy: 1e-9, "without an end: one frame interval")
    }

    @MainActor func testIdenticalFramesMergeAndTheSessionsLastPictureAlwaysShows() async throws {
        let capture = AnimatedCapture(format: .gif, framesPerSecond: 30)
        capture.add(frame(1), at: 0)
        capture.add(frame(1), at: 0.1)
        capture.add(frame(2), at: 0.2)
        capture.add(frame(3), at: 0.22)   // too soon after frame 2 (30 fps): in its place at the end
        let decoded = try GIFDecoder.decode(try capture.encoded(end: 0.5))
        XCTAssertEqual(decoded.map { Int($0.bitmap[0, 0].r) }, [1, 3])
        XCTAssertEqual(decoded.map(\.delayMilliseconds), [200, 300])
        capture.add(frame(4), at: 0.4)
        XCTAssertEqual(capture.shownFrames.map { Int($0.bitmap[0, 0].r) }, [1, 2, 4], "frame 3 was never kept")
    }

    @MainActor func testAKeyFrameIsKeptWhenItComesTooSoonAndPushesOutTheFrameBefore() async throws {
        let capture = AnimatedCapture(format: .apng, framesPerSecond: 10)
        capture.add(frame(1), at: 0)
        capture.add(frame(2), at: 0.1)
        capture.add(frame(3), at: 0.15, key: true)
        capture.add(frame(4), at: 0.17)
        XCTAssertEqual(capture.shownFrames.map { Int($0.bitmap[0, 0].r) }, [1, 3, 4])
        XCTAssertEqual(capture.shownFrames.map(\.time), [0, 0.15, 0.17], "the last picture shows after a key frame")
        capture.add(frame(5), at: 0.18, key: true)
        XCTAssertEqual(capture.frames.map { Int($0.bitmap[0, 0].r) }, [1, 3, 5], "a key never pushes out a key")
        capture.add(frame(6), at: 0.1804, key: true)
        XCTAssertEqual(
            capture.frames.map { Int($0.bitmap[0, 0].r) }, [1, 3, 6], "unless the format cannot tell their times apart")
    }

    @MainActor func testTheMemoryBoundRefusesFramesOnceReached() async {
        let capture = AnimatedCapture(format: .gif, byteLimit: 2 * 16 * 12 * 4)
        XCTAssertTrue(capture.add(frame(1), at: 0))
        XCTAssertTrue(capture.add(frame(2), at: 1))
        XCTAssertFalse(capture.isFull)
        XCTAssertFalse(capture.add(frame(3), at: 2))
        XCTAssertTrue(capture.isFull)
        XCTAssertFalse(capture.add(frame(4), at: 3), "once full, it stays full")
        XCTAssertEqual(capture.frames.count, 2)
    }

    @MainActor func testFramesAreScaledAndKeepTheFirstFramesSize() async {
        let capture = AnimatedCapture(format: .gif, scale: 0.5)
        capture.add(Bitmap(width: 40, height: 30, fill: .black), at: 0)
        capture.add(Bitmap(width: 60, height: 10, fill: .white), at: 1)
        XCTAssertEqual(capture.frames.map { [$0.bitmap.width, $0.bitmap.height] }, [[20, 15], [20, 15]])
        XCTAssertEqual(capture.frames[1].bitmap[0, 14], .white, "padded with white below the shorter frame")
    }

    @MainActor func testTheAPNGIsWellFormedAndSDLImageShowsItsFirstFrame() async throws {
        // A gradient (256 colours and more) with a square moving over it: true colour, changed boxes.
        var frames: [Bitmap] = []
        for n in 0..<3 {
            var b = Bitmap(width: 64, height: 20)
            for y in 0..<20 {
                for x in 0..<64 { b[x, y] = Color(r: UInt8(x * 4), g: UInt8(y * 12), b: UInt8(255 - x * 2)) }
            }
            for y in 5..<9 { for x in (10 + 20 * n)..<(14 + 20 * n) { b[x, y] = .black } }
            frames.append(b)
        }
        let capture = AnimatedCapture(format: .apng, framesPerSecond: 60)
        for (n, b) in frames.enumerated() { capture.add(b, at: [0.0, 0.0334, 1.5][n]) }
        let apng = try capture.encoded(end: 80)
        let chunks = try PNGChunks.read(apng)
        XCTAssertEqual(chunks.first { $0.type == "acTL" }?.data.prefix(4), [0, 0, 0, 3], "3 frames")
        let controls = chunks.filter { $0.type == "fcTL" }.map(\.data)
        func short(_ data: [UInt8], _ at: Int) -> Int { Int(data[at]) << 8 | Int(data[at + 1]) }
        XCTAssertEqual(
            controls.map { [short($0, 20), short($0, 22)] }, [[33, 1000], [1467, 1000], [7850, 100]],
            "thousandths; hundredths for the 78.5 s delay that does not fit in 16 bits")
        let sequence = chunks.compactMap { ["fcTL", "fdAT"].contains($0.type) ? PNGChunks.be32($0.data, at: 0) : nil }
        XCTAssertEqual(sequence, Array(0..<UInt32(sequence.count)), "fcTL and fdAT numbered 0, 1, 2… in order")
        XCTAssertEqual(
            controls.dropFirst().map { PNGChunks.be32($0, at: 4) }, [24, 24],
            "a later frame holds the box that changed: the square's old and new places")
        XCTAssertEqual(try SDLImage.decodePNG(data: apng, name: "capture.png"), frames[0])
    }

    @MainActor func testTheAPNGDecodesBackToTheFramesShownAndTheirTimes() async throws {
        // Translucent edges and a square that moves, grows and leaves a hole: changed boxes of all sizes.
        let capture = AnimatedCapture(format: .apng, framesPerSecond: 60)
        for n in 0..<4 {
            var b = Bitmap(width: 40, height: 16, fill: Color(r: 10, g: 20, b: 30, a: 100))
            for y in 2..<(6 + n) {
                for x in (3 + 9 * n)..<(8 + 9 * n) { b[x, y] = Color(r: 250, g: UInt8(60 * n), b: 9) }
            }
            capture.add(b, at: Double(n) * 0.05)
        }
        let apng = try capture.encoded(end: 0.3)
        let opened = try XCTUnwrap(ImageDecoderRegistry.sdl.decoder(for: apng)).open(apng, limits: .generous)
        let decoded = (0..<opened.count).map(opened.frame)
        XCTAssertEqual(decoded.map(\.bitmap), capture.shownFrames.map(\.bitmap))
        XCTAssertEqual(decoded.map(\.delayMilliseconds), [50, 50, 50, 150])
    }

    @MainActor func testTheDocumentedPullOfAHostedListBecomesAGIFOfItsRefresh() async throws {
        let model = HostedList()
        let host = try RefreshTestHost(scrollView: model.list, size: Size(width: 320, height: 240))
        let path = temporaryFolder("animated-capture").file("pull.gif")
        // The example of AnimatedCapture's documentation.
        let capture = AnimatedCapture(format: .gif)
        host.perform(.down(Point(x: 200, y: 60)))
        for y in stride(from: 70.0, through: 260, by: 10) {   // a drag, one sample a frame
            host.perform(.move(Point(x: 200, y: y), duration: 0))
            capture.add(host.render(), at: host.now)
        }
        host.perform(.up)
        for _ in 0..<90 {
            host.advance()
            capture.add(host.render(), at: host.now)
        }
        let bytes = try capture.write(to: path)
        XCTAssertEqual(model.headerCalls, 1, "the pull refreshed")
        let frames = try SDLImage.loadAnimation(path: path)
        XCTAssertEqual(bytes, try InputFile.read(path, limit: 1 << 24).count)
        XCTAssertEqual(frames.count, capture.shownFrames.count)
        XCTAssertGreaterThan(frames.count, 20, "the header moves while pulled and spins while refreshing")
        XCTAssertEqual(
            frames.map(\.delayMilliseconds).reduce(0, +), Int((capture.duration() * 1000).rounded()),
            "SDL_image reads the delays back")
    }

    @MainActor func testTheFormatComesFromTheNameAndAWriteNamesThePath() async throws {
        XCTAssertEqual(AnimatedCapture.Format(path: "a/b.GIF"), .gif)
        XCTAssertEqual(AnimatedCapture.Format(path: "b.png"), .apng)
        XCTAssertEqual(AnimatedCapture.Format(path: "b.apng"), .apng)
        XCTAssertNil(AnimatedCapture.Format(path: "b.mp4"))
        let capture = AnimatedCapture(format: .gif)
        XCTAssertThrowsError(try capture.encoded()) {
            XCTAssertEqual("\($0)", "cannot write the animation: no frame was captured")
        }
        capture.add(frame(1), at: 0)
        let path = "/nonexistent-\(getpid())/a.gif"
        XCTAssertThrowsError(try capture.write(to: path)) {
            XCTAssertEqual(
                "\($0)",
                "cannot write the animation: cannot write '\(path)': the folder '/nonexistent-\(getpid())' does not exist"
            )
        }
    }
}
