import RefreshCore
import XCTest

/// `Int(saturating:)` and `Int32(saturating:)`: conversions of numbers input controls never trap.
nonisolated final class SaturatingConversionTests: XCTestCase {
    @MainActor func testSaturatingConversionsNeverTrap() async {
        XCTAssertEqual(Int(saturating: 1e300), .max)
        XCTAssertEqual(Int(saturating: -1e300), .min)
        XCTAssertEqual(Int(saturating: .infinity), .max)
        XCTAssertEqual(Int(saturating: .nan), 0)
        XCTAssertEqual(Int(saturating: 9_223_372_036_854_775_807.0), .max)
        XCTAssertEqual(Int(saturating: -2.7), -2)
        XCTAssertEqual(Int32(saturating: 1e10), .max)
        XCTAssertEqual(Int32(saturating: -1e10), .min)
        XCTAssertEqual(Int32(saturating: .nan), 0)
        XCTAssertEqual(Int32(saturating: 12.9), 12)
    }

    @MainActor func testAHugeLabelOrRowOffsetDoesNotTrap() async {
        // A header 10³⁰⁰ pt tall (a manifest scale of 1e-300 before scales were limited) laid its
        // labels out in a frame that tall: the line count trapped converting to Int.
        let label = Label(text: "Pull down to refresh, then let go")
        label.frame = Rect(x: 0, y: 0, width: 60, height: 1e300)
        label.numberOfLines = 2
        XCTAssertGreaterThan(label.textSize.height, 0)
    }
}
