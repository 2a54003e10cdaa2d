import RefreshCore
import RefreshSDL
import RefreshTestSupport
import XCTest

@testable import RefreshPlayground

/// Golden screenshots of `trailer.horizontal` in a 390×200 viewport (the strip is 180 pt tall):
/// pulled left past the end by 0.9 × the trailer's 60 pt (idle), by 1.4 × (pulling), released
/// (refreshing, `refreshDelay` null), and ended by the script; and the pulling trailer in Japanese
/// (stacked CJK) and Russian (turned a quarter).
nonisolated final class TrailerScreenshotTests: XCTestCase {
    lazy var dir = temporaryFolder("trailer-shots")

    /// Finger travel that shows `shown` points past the end of the 390 pt strip.
    @MainActor func finger(_ shown: Double) -> Double { RubberBand.distance(for: shown, dimension: 390) }

    @MainActor func run(_ steps: String, language: String = "en") throws {
        let script = """
            {"example":"trailer.horizontal","viewport":{"width":390,"height":200},"language":"\(language)","refreshDelay":null,"steps":[\(steps)]}
            """
        let parsed = try ReplayScriptParser.parse(data: Data(script.utf8), fileName: "trailer.json")
        try ReplayRunner(script: parsed, outputDirectory: dir.path).run()
    }

    @MainActor func shot(_ name: String) throws -> Bitmap { try SDLImage.loadBitmap(path: dir.file("\(name).png")) }

    @MainActor func testStates() async throws {
        try run(
            """
            {"op":"key","key":"End"},{"op":"wait","seconds":0.5},
            {"op":"down","x":350,"y":100},{"op":"move","x":\(350 - finger(54)),"y":100,"duration":0.3},{"op":"wait","seconds":0.3},
            {"op":"screenshot","name":"1-idle"},
            {"op":"move","x":\(350 - finger(84)),"y":100,"duration":0.2},{"op":"wait","seconds":0.3},{"op":"screenshot","name":"2-pulling"},
            {"op":"up"},{"op":"wait","seconds":0.6},{"op":"screenshot","name":"3-refreshing"},
            {"op":"call","target":"trailer","method":"endRefreshing"},{"op":"wait","seconds":0.6},{"op":"screenshot","name":"4-ended"}
            """)
        for name in ["1-idle", "2-pulling", "3-refreshing", "4-ended"] { assertScreenshot(try shot(name), named: name) }
    }

    @MainActor func testPullingInJapaneseAndRussian() async throws {
        for language in ["ja", "ru"] {
            try run(
                """
                {"op":"key","key":"End"},{"op":"wait","seconds":0.5},
                {"op":"down","x":350,"y":100},{"op":"move","x":\(350 - finger(84)),"y":100,"duration":0.3},{"op":"wait","seconds":0.3},
                {"op":"screenshot","name":"pulling"}
                """, language: language)
            assertScreenshot(try shot("pulling"), named: language)
        }
    }
}
