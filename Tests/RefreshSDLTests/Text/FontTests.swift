import Foundation
import RefreshCore
import RefreshSDL
import RefreshTestSupport
import XCTest

nonisolated final class FontTests: XCTestCase {
    @MainActor func testLocatorFindsTheThreeFonts() async throws {
        let locator = FontLocator()
        XCTAssertTrue(try locator.path(for: .sans).hasSuffix("/DejaVuSans.ttf"))
        XCTAssertTrue(try locator.path(for: .sansBold).hasSuffix("/DejaVuSans-Bold.ttf"))
        XCTAssertTrue(try locator.path(for: .cjk).hasSuffix("/wqy-microhei.ttc"))
        for face in FontLocator.Face.allCases {
            XCTAssertTrue(FileManager.default.fileExists(atPath: try locator.path(for: face)))
        }
    }

    @MainActor func testMissingFontNamesFontAndPackage() async throws {
        let empty = temporaryFolder("no-fonts").path
        XCTAssertThrowsError(try FontLocator(directories: [empty]).path(for: .cjk)) { error in
            let text = "\(error)"
            XCTAssertTrue(text.contains("WenQuanYi Micro Hei"), text)
            XCTAssertTrue(text.contains("apt-get install fonts-wqy-microhei"), text)
        }
        XCTAssertThrowsError(try FontLocator(directories: [empty]).path(for: .sans)) { error in
            XCTAssertTrue("\(error)".contains("apt-get install fonts-dejavu-core"), "\(error)")
        }
    }

    @MainActor func testFontDirectoryOverrideComesFirst() async {
        setenv("REFRESH_FONT_DIR", "/opt/my-fonts", 1)
        defer { unsetenv("REFRESH_FONT_DIR") }
        XCTAssertEqual(FontLocator.defaultDirectories.first, "/opt/my-fonts")
    }

    @MainActor func testSDLFontMetricsAndGlyphCoverage() async throws {
        let latin = try SDLFont(path: FontLocator().path(for: .sans), pixelSize: 20)
        let cjk = try SDLFont(path: FontLocator().path(for: .cjk), pixelSize: 20)
        XCTAssertTrue(latin.providesGlyph("H"))
        XCTAssertFalse(latin.providesGlyph("刷"))
        XCTAssertTrue(cjk.providesGlyph("刷"))
        XCTAssertTrue(cjk.providesGlyph("당"))
        XCTAssertTrue(cjk.providesGlyph("っ"))
        XCTAssertGreaterThan(latin.ascent, 10)
        XCTAssertGreaterThanOrEqual(latin.height, 20)
        let size = try latin.size(of: "Hello")
        XCTAssertGreaterThan(size.width, 30)
        XCTAssertEqual(size.height, latin.height)
        let surface = try latin.render(text: "Hello", color: .black)
        XCTAssertEqual(surface.width, size.width)
        XCTAssertEqual(surface.height, size.height)
    }

    @MainActor func testOpeningAMissingFontFileNamesIt() async {
        XCTAssertThrowsError(try SDLFont(path: "/nonexistent/Font.ttf", pixelSize: 12)) { error in
            XCTAssertTrue("\(error)".contains("/nonexistent/Font.ttf"), "\(error)")
        }
    }

    @MainActor func testFaceChoiceUsesCJKOnlyWhenNeeded() async throws {
        let text = try TextRenderer.shared()
        XCTAssertEqual(text.face(for: "Hello", weight: .regular), .sans)
        XCTAssertEqual(text.face(for: "Pull down to refresh…", weight: .bold), .sansBold)
        XCTAssertEqual(text.face(for: "Ünïcödé café", weight: .regular), .sans)
        for s in ["下拉可以刷新", "당겨서 새로 고침", "引っ張って更新", "最后更新：今天 12:00"] {
            XCTAssertEqual(text.face(for: s, weight: .regular), .cjk, s)
            XCTAssertEqual(text.face(for: s, weight: .bold), .cjk, s)
        }
    }

    @MainActor func testMeasurementsAtScale2MatchScale1WithinOnePoint() async throws {
        let text = try TextRenderer.shared()
        for s in ["Hello", "Pull down to refresh", "下拉可以刷新", "당겨서 새로 고침", "引っ張って更新"] {
            for font in [Font.system(13), Font.bold(14), Font.system(17)] {
                let one = text.size(of: s, font: font, scale: 1)
                let two = text.size(of: s, font: font, scale: 2)
                XCTAssertGreaterThan(one.width, 0)
                XCTAssertEqual(one.width, two.width, accuracy: 1, "\(s) \(font)")
                XCTAssertEqual(one.height, two.height, accuracy: 1, "\(s) \(font)")
            }
        }
    }

    @MainActor func testTextMeasurerUsesMeasurementScale() async throws {
        let text = try TextRenderer()
        let at1 = text.size(of: "Hello", font: .system(13))
        text.measurementScale = 2
        let at2 = text.size(of: "Hello", font: .system(13))
        XCTAssertEqual(at1, text.size(of: "Hello", font: .system(13), scale: 1))
        XCTAssertEqual(at2, text.size(of: "Hello", font: .system(13), scale: 2))
        XCTAssertGreaterThan(text.size(of: "Hello Hello", font: .system(13)).width, at2.width)
    }
}
