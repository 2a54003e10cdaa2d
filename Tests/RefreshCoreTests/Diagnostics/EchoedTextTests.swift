import RefreshCore
import XCTest

/// `EchoedText`: input quoted in a message is one readable line whatever it holds.
nonisolated final class EchoedTextTests: XCTestCase {
    @MainActor func testControlAndLineBreakingCharactersAreEscaped() async {
        XCTAssertEqual(EchoedText.escaped("a\nb\u{1B}[31m"), #"a\nb\u{1B}[31m"#)
        XCTAssertEqual(EchoedText.escaped("t\tr\r\0 del\u{7F} c1\u{9B}"), #"t\tr\r\0 del\u{7F} c1\u{9B}"#)
        XCTAssertEqual(EchoedText.escaped("rtl\u{202E}txt\u{2028}"), #"rtl\u{202E}txt\u{2028}"#)
        XCTAssertEqual(EchoedText.quoted("日本語 é 😀"), "\"日本語 é 😀\"", "printable text is kept as is")
    }

    @MainActor func testLongValuesAreCutWithAnEllipsis() async {
        XCTAssertEqual(EchoedText.escaped(String(repeating: "x", count: 101)), String(repeating: "x", count: 100) + "…")
        XCTAssertEqual(EchoedText.escaped(String(repeating: "x", count: 100)), String(repeating: "x", count: 100))
        XCTAssertEqual(EchoedText.escaped("abcdef", limit: 3), "abc…")
        XCTAssertEqual(EchoedText.path("/tmp/a\nb"), #"'/tmp/a\nb'"#)
    }
}
