import Foundation

/// ISO-8601 text in UTC with milliseconds; reading also accepts whole seconds and any offset.
enum ISO8601Text {
    static func string(from date: Date) -> String {
        formatter(fractional: true).string(from: date)
    }

    static func date(from text: String) -> Date? {
        formatter(fractional: true).date(from: text) ?? formatter(fractional: false).date(from: text)
    }

    private static func formatter(fractional: Bool) -> ISO8601DateFormatter {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions =
            fractional ? [.withInternetDateTime, .withFractionalSeconds] : [.withInternetDateTime]
        return formatter
    }
}
