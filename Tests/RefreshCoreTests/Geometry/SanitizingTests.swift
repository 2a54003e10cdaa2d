import Logging
import RefreshCore
import RefreshTestSupport
import XCTest

nonisolated final class SanitizingTests: XCTestCase {
    @MainActor func testNumbersAreLimitedAndNonFiniteOnesFallBack() async {
        XCTAssertEqual(5.0.sanitized(atLeast: 0, atMost: 1), 1)
        XCTAssertEqual((-2.0).sanitized(atLeast: 0), 0)
        XCTAssertEqual((-2.0).sanitized(), -2, "no limit by default")
        XCTAssertEqual(Double.nan.sanitized(atLeast: 0, atMost: 1, otherwise: 1), 1)
        XCTAssertEqual(Double.infinity.sanitized(atLeast: 0, atMost: 1), 0, "infinity is not clamped: it falls back")
        XCTAssertEqual(3.0.sanitized(atLeast: 4, atMost: 2), 2, "the upper limit wins when the limits cross")
    }

    @MainActor func testGeometry() async {
        XCTAssertEqual(
            Size(width: .nan, height: -3).sanitized(atLeast: 1, otherwise: Size(width: 50, height: 60)),
            Size(width: 50, height: 1))
        XCTAssertEqual(
            EdgeInsets(top: -1, left: .infinity, bottom: 2, right: .nan).sanitized(),
            EdgeInsets(top: -1, left: 0, bottom: 2, right: 0))
        XCTAssertEqual(
            EdgeInsets(top: -1, left: 1, bottom: 2, right: 3).sanitized(atLeast: 0),
            EdgeInsets(top: 0, left: 1, bottom: 2, right: 3))
        XCTAssertEqual(
            Rect(x: .nan, y: 4, width: -5, height: .infinity).sanitized, Rect(x: 0, y: 4, width: 0, height: 0))
    }

    @MainActor func testASetterWarnsOnlyWhenItChangedTheValue() async {
        let log = LogCapture()
        XCTAssertEqual(warnIfSanitized(2.0, to: 2.0, what: "spacing", logger: log.logger), 2)
        XCTAssertEqual(log.messages, [])
        XCTAssertEqual(warnIfSanitized(-2.0, to: 0.0, what: "GridView: invalid spacing", logger: log.logger), 0)
        XCTAssertEqual(log.messages, ["GridView: invalid spacing -2.0 clamped to 0.0"])
    }
}
