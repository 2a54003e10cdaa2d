/// Text that came from input (a file name, a script's field, a command-line value) made safe to
/// quote in a message: control characters and the invisible characters that reorder or break a
/// terminal line are written as escapes (`\n`, `\t`, `\r`, `\u{1B}`), and a long value is cut with
/// "…", so an error message is always one readable line whatever the input held.
///
/// Every message that quotes user input goes through it (unknown example IDs, languages, themes,
/// script and manifest fields, file paths, command-line values).
package enum EchoedText {
    /// Characters kept from a value by default (longer values end in "…").
    package static let defaultLimit = 100
    /// Characters kept from a file path (paths are longer than names).
    package static let pathLimit = 400

    /// `text` with every control or line-breaking character escaped, at most `limit` characters of
    /// it kept (then "…").
    package static func escaped(_ text: String, limit: Int = defaultLimit) -> String {
        var out = ""
        var kept = 0
        for character in text {
            if kept == max(0, limit) { return out + "…" }
            kept += 1
            for scalar in character.unicodeScalars { out += escape(scalar) }
        }
        return out
    }

    /// `escaped(text)` in double quotes: `"a\nb"`.
    package static func quoted(_ text: String, limit: Int = defaultLimit) -> String {
        "\"" + escaped(text, limit: limit) + "\""
    }

    /// A file path escaped with the longer `pathLimit`, in single quotes: `'dir/a\nb.json'`.
    package static func path(_ path: String) -> String {
        "'" + escaped(path, limit: pathLimit) + "'"
    }

    /// A whole message made safe for a terminal: every character `needsEscape` escaped except the
    /// line breaks the message itself is laid out with; nothing cut. For messages built by code
    /// that does not escape what it quotes (the command-line parser's).
    package static func terminalSafe(_ message: String) -> String {
        var out = ""
        for scalar in message.unicodeScalars { out += scalar == "\n" ? "\n" : escape(scalar) }
        return out
    }

    /// Whether `scalar` is printed as an escape: C0 and C1 control characters, DEL, the line and
    /// paragraph separators, and the bidirectional controls that reorder what a terminal shows.
    package static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069, 0x061C, 0xFEFF: return true
        default: return false
        }
    }

    private static func escape(_ scalar: Unicode.Scalar) -> String {
        guard needsEscape(scalar) else { return String(scalar) }
        switch scalar {
        case "\n": return "\\n"
        case "\t": return "\\t"
        case "\r": return "\\r"
        case "\0": return "\\0"
        default: return "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        }
    }
}
