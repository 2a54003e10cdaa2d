import Foundation
import RefreshCore

/// Whether the person at the desktop asked for reduced motion, for a host to set
/// `ViewContext.reducesMotion` (`RefreshWindow` does it for its tree).
///
/// In order: the environment variable `REFRESH_REDUCE_MOTION` (`1`, `true`, `yes`, `on` or `0`,
/// `false`, `no`, `off`), else the desktop's own setting: GTK's `gtk-enable-animations` in
/// `$XDG_CONFIG_HOME/gtk-3.0/settings.ini` (or `~/.config/…`), else, in a GNOME session
/// (`XDG_CURRENT_DESKTOP` names GNOME), GNOME's `org.gnome.desktop.interface enable-animations`
/// through `gsettings` when it is installed; animations turned off there mean reduced motion.
/// Nothing set: false.
public enum ReducedMotion {
    /// The environment variable that decides first.
    public static let environmentVariable = "REFRESH_REDUCE_MOTION"

    /// True when reduced motion is asked for (see the type's order).
    /// - Parameters:
    ///   - environment: The process's environment.
    ///   - desktop: Reads the desktop's setting (nil: it says nothing); by default GTK's file,
    ///     then GNOME's `gsettings`.
    /// - Returns: Whether spinners, loops and animated scrolls should stand still.
    public static func preferred(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        desktop: (([String: String]) -> Bool?)? = nil
    ) -> Bool {
        if let value = environment[environmentVariable], let asked = parse(value) { return asked }
        return (desktop ?? desktopSetting)(environment) ?? false
    }

    /// `1`/`true`/`yes`/`on` → true, `0`/`false`/`no`/`off` → false (any case), anything else nil.
    /// - Parameter value: The text of a setting.
    /// - Returns: The setting, or nil when the text is neither.
    public static func parse(_ value: String) -> Bool? {
        switch value.trimmingCharacters(in: .whitespaces).lowercased() {
        case "1", "true", "yes", "on": return true
        case "0", "false", "no", "off": return false
        default: return nil
        }
    }

    /// The desktop's setting: reduced motion when GTK's or GNOME's animations are off; nil when
    /// neither says.
    /// - Parameter environment: The environment (`XDG_CONFIG_HOME`, `HOME`).
    /// - Returns: True for animations off, false for on, nil for no setting found.
    public static func desktopSetting(environment: [String: String]) -> Bool? {
        if let gtk = gtkSetting(environment: environment) { return gtk }
        // Asking gsettings starts a process: only where GNOME's setting is the desktop's.
        guard environment["XDG_CURRENT_DESKTOP"]?.uppercased().contains("GNOME") == true else { return nil }
        return gnomeSetting()
    }

    /// `gtk-enable-animations` in GTK 3's `settings.ini`, inverted (animations off: true).
    static func gtkSetting(environment: [String: String]) -> Bool? {
        let config =
            environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? environment["HOME"].map { $0 + "/.config" }
        guard let config, let bytes = try? InputFile.read(config + "/gtk-3.0/settings.ini", limit: 1 << 20) else {
            return nil
        }
        return gtkSetting(in: String(decoding: bytes, as: UTF8.self))
    }

    /// `gtk-enable-animations` in the text of a `settings.ini`, inverted.
    static func gtkSetting(in text: String) -> Bool? {
        for line in text.split(whereSeparator: \.isNewline) {
            let parts = line.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, parts[0] == "gtk-enable-animations", let on = parse(parts[1]) else { continue }
            return !on
        }
        return nil
    }

    /// GNOME's `enable-animations`, inverted, when `gsettings` is installed and answers.
    static func gnomeSetting() -> Bool? {
        let path = "/usr/bin/gsettings"
        guard FileManager.default.isExecutableFile(atPath: path) else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = ["get", "org.gnome.desktop.interface", "enable-animations"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0, let text = String(data: data, encoding: .utf8),
            let on = parse(text.trimmingCharacters(in: .whitespacesAndNewlines))
        else { return nil }
        return !on
    }
}
