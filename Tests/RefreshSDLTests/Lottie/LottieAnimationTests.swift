import RefreshCodec
import RefreshCore
import RefreshTestSupport
import XCTest

@testable import RefreshSDL

/// `LottieAnimation`: rlottie renders a checked file's frames at any size, fitted keeping the
/// aspect ratio, as straight-alpha RGBA; the theme's colour overrides apply from the next render.
nonisolated final class LottieAnimationTests: XCTestCase {
    private func animation(_ bytes: [UInt8] = LottieFixture.file()) throws -> LottieAnimation {
        try LottieAnimation(document: LottieDocument(bytes))
    }

    func testAFrameRendersAtTheSizeAskedInStraightRGBA() throws {
        let bitmap = try animation().render(frame: 0, width: 40, height: 40)
        XCTAssertEqual(bitmap.width, 40)
        XCTAssertEqual(bitmap.height, 40)
        XCTAssertEqual(bitmap[20, 20], Color(r: 255, g: 0, b: 0, a: 255), "rlottie's BGRA read as RGBA")
    }

    func testTheContentIsFittedKeepingItsAspectRatio() throws {
        let bitmap = try animation().render(frame: 0, width: 80, height: 40)
        XCTAssertEqual(bitmap[40, 20].a, 255, "the square in the middle")
        XCTAssertEqual(bitmap[5, 20].a, 0, "left of the fitted square is clear")
        XCTAssertEqual(bitmap[75, 20].a, 0, "right of it too")
    }

    func testHalfTransparentPixelsAreUnpremultiplied() throws {
        let layer = LottieFixture.rectangleLayer(index: 1, color: [0, 1, 0], opacity: 50)
        let pixel = try animation(LottieFixture.file(layers: [layer])).render(frame: 0, width: 10, height: 10)[5, 5]
        XCTAssertEqual(Int(pixel.a), 128, accuracy: 2)
        XCTAssertEqual(pixel.g, 255, "green at full strength, not darkened by the alpha")
        XCTAssertEqual(pixel.r, 0)
    }

    func testAFillOverrideRecoloursByKeypath() throws {
        let lottie = try animation()
        lottie.override(.fill, keypath: "**", color: Color(r: 0, g: 0, b: 255))
        XCTAssertEqual(lottie.render(frame: 0, width: 10, height: 10)[5, 5], Color(r: 0, g: 0, b: 255, a: 255))
    }

    func testTwoFilesOfDifferentContentNeverShareAModel() throws {
        let red = try animation()
        let blue = try animation(
            LottieFixture.file(layers: [LottieFixture.rectangleLayer(index: 1, color: [0, 0, 1])]))
        XCTAssertEqual(red.render(frame: 0, width: 10, height: 10)[5, 5].r, 255)
        XCTAssertEqual(blue.render(frame: 0, width: 10, height: 10)[5, 5].b, 255)
    }

    func testFramesOutsideTheFileAreClampedToIt() throws {
        let lottie = try animation()
        XCTAssertEqual(lottie.render(frame: -5, width: 10, height: 10), lottie.render(frame: 0, width: 10, height: 10))
        XCTAssertEqual(
            lottie.render(frame: 500, width: 10, height: 10), lottie.render(frame: 59, width: 10, height: 10))
    }
}
