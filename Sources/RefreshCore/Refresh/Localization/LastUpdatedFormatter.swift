import Foundation

/// Builds the header's "last updated" line as MJRefresh does, with its day check fixed: "Today"
/// needs the same year, month and day, not only the same day of the month.
///
/// Output is deterministic: a Gregorian calendar in the given time zone, fixed ASCII digits and a
/// 24-hour clock, whatever the process locale. `MM-dd HH:mm` within the same year, else `yyyy-MM-dd HH:mm`.
public enum LastUpdatedFormatter {
    /// The line in `localizer`'s current language, with the app's overrides.
    /// - Parameters:
    ///   - date: When the last refresh ended, or nil when there was none.
    ///   - now: The current time, from the window's injected calendar clock.
    ///   - localizer: Supplies the prefix and the "Today" / "No record" words.
    ///   - timeZone: The zone the date is written in.
    /// - Returns: The line, such as "Last update: Today 09:30".
    @MainActor
    public static func text(for date: Date?, now: Date, localizer: RefreshLocalizer, timeZone: TimeZone) -> String {
        text(for: date, now: now, timeZone: timeZone) { localizer.string(for: $0) }
    }

    /// The line with `language`'s built-in strings.
    /// - Parameters:
    ///   - date: When the last refresh ended, or nil when there was none.
    ///   - now: The current time, from the window's injected calendar clock.
    ///   - language: The language whose built-in strings are used.
    ///   - timeZone: The zone the date is written in.
    /// - Returns: The line, such as "Last update: Today 09:30".
    public static func text(for date: Date?, now: Date, language: RefreshLanguage, timeZone: TimeZone) -> String {
        text(for: date, now: now, timeZone: timeZone) { language.string(for: $0) }
    }

    /// The line with strings from `strings`.
    /// - Parameters:
    ///   - date: When the last refresh ended, or nil when there was none.
    ///   - now: The current time, from the window's injected calendar clock.
    ///   - timeZone: The zone the date is written in.
    ///   - strings: Gives the text of each key the line uses (`headerLastTimeText`,
    ///     `headerDateTodayText`, `headerNoneLastDateText`).
    /// - Returns: The prefix followed by "Today HH:mm", "MM-dd HH:mm", "yyyy-MM-dd HH:mm" or the
    ///   no-record text.
    public static func text(
        for date: Date?, now: Date, timeZone: TimeZone,
        strings: (RefreshStringKey) -> String
    ) -> String {
        let prefix = strings(.headerLastTimeText)
        guard let date else { return prefix + strings(.headerNoneLastDateText) }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let units: Set<Calendar.Component> = [.year, .month, .day, .hour, .minute]
        let then = calendar.dateComponents(units, from: date)
        let current = calendar.dateComponents([.year, .month, .day], from: now)
        let time = pad(then.hour, 2) + ":" + pad(then.minute, 2)
        if then.year == current.year, then.month == current.month, then.day == current.day {
            return prefix + strings(.headerDateTodayText) + " " + time
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
