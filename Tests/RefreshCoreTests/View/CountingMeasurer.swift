@testable import RefreshCore

/// A measurer that counts its calls (the approximate one underneath), for tests of how often text
/// is measured.
final class CountingMeasurer: TextMeasurer {
    let base = ApproximateTextMeasurer()
    var calls = 0
    func size(of text: String, font: Font) -> Size {
        calls += 1
        return base.size(of: text, font: font)
    }
}
