import Foundation

/// Builds the header's "last updated" line as MJRefresh does, with its day check fixed: "Today"
/// needs the same year, month and day, not only the same day of the month.
///
/// Output is deterministic: a Gregorian calendar in the given time zone, fixed ASCII digits and a
/// 24-hour clock, whatever the process locale. `MM-dd HH:mm` within the same year, else `yyyy-MM-dd HH:mm`.
public enum LastUpdatedFormatter {
    /// The line in `localizer`'s current language, with the app's overrides.
    @MainActor
    public static func text(for date: Date?, now: Date, localizer: RefreshLocalizer, timeZone: TimeZone) -> String {
        text(for: date, now: now, timeZone: timeZone) { localizer.string(for: $0) }
    }

    /// The line with `language`'s built-in strings.
    public static func text(for date: Date?, now: Date, language: RefreshLanguage, timeZone: TimeZone) -> String {
        text(for: date, now: now, timeZone: timeZone) { language.string(for: $0) }
    }

    /// The line with strings from `strings`.
    public static func text(for date: Date?, now: Date, timeZone: TimeZone,
                            strings: (RefreshStringKey) -> String) -> String {
        let prefix = strings(.HeaderLastTimeText)
        guard let date else { return prefix + strings(.HeaderNoneLastDateText) }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let units: Set<Calendar.Component> = [.year, .month, .day, .hour, .minute]
        let then = calendar.dateComponents(units, from: date)
        let current = calendar.dateComponents([.year, .month, .day], from: now)
        let time = pad(then.hour, 2) + ":" + pad(then.minute, 2)
        if then.year == current.year, then.month == current.month, then.day == current.day {
            return prefix + strings(.HeaderDateTodayText) + " " + time
        }
        let monthDay = pad(then.month, 2) + "-" + pad(then.day, 2) + " " + time
        if then.year == current.year { return prefix + monthDay }
        return prefix + pad(then.year, 4) + "-" + monthDay
    }

    private static func pad(_ value: Int?, _ width: Int) -> String {
        let digits = String(value ?? 0)
        return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
    }
}
