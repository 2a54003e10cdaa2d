import XCTest

@testable import RefreshSDL

/// Right-to-left detection and the pre-ordering that keeps numbers and Latin readable in Arabic.
nonisolated final class TextScriptTests: XCTestCase {
    @MainActor func testTheFirstStrongLetterDecidesTheDirection() async {
        XCTAssertEqual(TextScript.dominantRightToLeft(in: "آخر تحديث: 12:30"), .arabic)
        XCTAssertEqual(TextScript.dominantRightToLeft(in: "12:30 שלום"), .hebrew, "digits are not strong")
        XCTAssertNil(TextScript.dominantRightToLeft(in: "Last update: آخر"))
        XCTAssertNil(TextScript.dominantRightToLeft(in: "最后更新"))
        XCTAssertNil(TextScript.dominantRightToLeft(in: "12:30"))
    }

    @MainActor func testLeftToRightStretchesAreReversedForRightToLeftShaping() async {
        let order = TextScript.logicalOrderForRightToLeftShaping
        XCTAssertEqual(
            order("آخر تحديث: اليوم 06:37"), "آخر تحديث: اليوم 73:60",
            "laid out right to left, the time reads 06:37 again")
        XCTAssertEqual(
            order("آخر تحديث: 2026-01-05 09:41"), "آخر تحديث: 14:90 50-10-6202",
            "the date and time are one stretch through the space between them")
        XCTAssertEqual(order("جارٍ التحميل..."), "جارٍ التحميل...", "neutral punctuation stays")
        XCTAssertEqual(order("تحديث Wi Fi الآن"), "تحديث iF iW الآن")
        XCTAssertEqual(order("١٢:٣٠ اليوم"), "٠٣:٢١ اليوم", "Arabic-Indic digits are left-to-right numbers too")
    }
}
