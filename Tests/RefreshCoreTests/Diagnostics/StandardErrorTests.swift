import RefreshCore
import XCTest

/// `StandardError`: what the programs write to standard error is plain, one line break at the end,
/// and cannot drive the terminal.
nonisolated final class StandardErrorTests: XCTestCase {
    func testAMessageEndsWithOneLineBreak() {
        XCTAssertEqual(StandardError.text("refresh-playground: no display"), "refresh-playground: no display\n")
        XCTAssertEqual(StandardError.text("usage\n"), "usage\n", "a message that ends a line is not given a second")
        XCTAssertEqual(StandardError.text(""), "\n")
    }

    func testControlCharactersAreEscapedButTheMessagesLineBreaksKept() {
        XCTAssertEqual(
            StandardError.text("Error: unknown \"a\u{1B}[31m\"\nUsage: x"),
            "Error: unknown \"a\\u{1B}[31m\"\nUsage: x\n")
        XCTAssertEqual(StandardError.text("tab\there\r"), #"tab\there\r"# + "\n")
    }
}
