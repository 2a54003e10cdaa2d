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
        XCTAssertEqual(
            warnIfSanitized(2.0, to: 2.0, control: "GridView", property: "lineSpacing", logger: log.logger), 2)
        XCTAssertEqual(log.messages, [])
        XCTAssertEqual(
            warnIfSanitized(-2.0, to: 0.0, control: "GridView", property: "lineSpacing", logger: log.logger), 0)
        XCTAssertEqual(log.entries.count, 1)
        XCTAssertTrue(
            log.entries[0].says(["control": "GridView", "property": "lineSpacing", "value": "-2.0", "result": "0.0"]),
            "\(log.entries)")
        XCTAssertEqual(log.messages, ["A value out of range was clamped"])
        XCTAssertEqual(
            warnIfSanitized(
                Double?.none, to: nil, control: "RefreshHeader", property: "triggerDistance", logger: log.logger),
            nil)
        XCTAssertEqual(log.entries.count, 1, "an unset setting left unset says nothing")
        XCTAssertEqual(
            warnIfSanitized(
                Double?(-1), to: nil, control: "RefreshHeader", property: "triggerDistance", logger: log.logger),
            nil)
        XCTAssertTrue(log.entries[1].says(["value": "-1.0", "result": "none"]), "\(log.entries)")
    }
}
