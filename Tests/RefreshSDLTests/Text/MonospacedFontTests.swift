import RefreshCore
import RefreshSDL
import XCTest

/// `Font.monospaced`: drawn with DejaVu Sans Mono, every character one advance, so columns of
/// changing numbers keep their width; CJK still falls back to the CJK face.
nonisolated final class MonospacedFontTests: XCTestCase {
    @MainActor func testMonospacedTextUsesTheMonoFaces() async throws {
        let text = try TextRenderer.shared()
        XCTAssertEqual(text.face(for: "fps 60.0", weight: .regular, design: .monospaced), .mono)
        XCTAssertEqual(text.face(for: "header.normal", weight: .bold, design: .monospaced), .monoBold)
        XCTAssertEqual(text.face(for: "下拉可以刷新", weight: .regular, design: .monospaced), .cjk)
        XCTAssertTrue(try FontLocator().path(for: .mono).hasSuffix("/DejaVuSansMono.ttf"))
    }

    /// Each character starts one advance after the one before whatever the characters are, so a
    /// character after six others lands at the same place for any six (the ink of the last one
    /// decides a string's width, so every string here ends in the same character).
    @MainActor func testEveryCharacterHasOneAdvance() async throws {
        let text = try TextRenderer.shared()
        for font in [Font.monospaced(11), Font.monospaced(11, weight: .bold), Font.monospaced(13)] {
            let widths = Set(
                ["  -0.5|", "1111.1|", "8888.8|", " 112 %|", "    1×|", "—     |"].map {
                    text.size(of: $0, font: font).width
                })
            XCTAssertEqual(widths.count, 1, "\(font): \(widths)")
            let six = text.size(of: "000000|", font: font).width,
                twelve = text.size(of: "000000000000|", font: font).width
            XCTAssertEqual(
                twelve - six, 6 * font.size * 0.602, accuracy: 1.5, "\(font): DejaVu Sans Mono's advance is 0.602 em")
        }
        // The proportional face is not monospaced.
        let sans = Font.system(11)
        XCTAssertNotEqual(text.size(of: "iiii|", font: sans).width, text.size(of: "WWWW|", font: sans).width)
    }

    @MainActor func testMonospacedAndProportionalTextAreCachedApart() async throws {
        let target = try HeadlessTarget(size: Size(width: 120, height: 20))
        target.beginFrame(clear: .white)
        target.canvas.drawText(
            "iiii", font: .system(14), color: .black, in: Rect(x: 0, y: 0, width: 120, height: 20), alignment: .left)
        let proportional = target.snapshot()
        target.beginFrame(clear: .white)
        target.canvas.drawText(
            "iiii", font: .monospaced(14), color: .black, in: Rect(x: 0, y: 0, width: 120, height: 20), alignment: .left
        )
        XCTAssertNotEqual(target.snapshot(), proportional, "the second draw must not reuse the first texture")
    }
}
