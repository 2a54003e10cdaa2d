import RefreshCore
import RefreshTesting
import XCTest

@testable import RefreshPlayground
@testable import RefreshPlaygroundCommands

/// Trace numbers never trap and never turn a finite number into null (docs/replay.md).
nonisolated final class TraceFormatTests: XCTestCase {
    @MainActor func testHugeAndNonFiniteNumbers() async {
        XCTAssertEqual(TraceFormat.number(.nan), .null)
        XCTAssertEqual(TraceFormat.number(.infinity), .null)
        XCTAssertEqual(TraceFormat.number(-.infinity), .null)
        XCTAssertEqual(
            TraceFormat.number(1e300), .number(1e300), "finite: written whole, not rounded through an overflow")
        XCTAssertEqual(TraceFormat.number(-3.588263964762273e18), .number(-3.588263964762273e18))
        XCTAssertEqual(TraceFormat.number(12.34567), .number(12.346))
        XCTAssertEqual(TraceFormat.number(-0.0001), .number(0))
        XCTAssertEqual(
            JSONValue.object([("y", TraceFormat.number(1e300)), ("z", TraceFormat.number(.nan))]).serialized(),
            #"{"y":1e+300,"z":null}"#)
    }
}
