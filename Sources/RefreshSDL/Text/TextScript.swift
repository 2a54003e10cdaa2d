/// The right-to-left scripts the toolkit's strings use, named by their ISO 15924 codes as
/// HarfBuzz (through SDL_ttf) expects them.
enum TextScript: String {
    case arabic = "Arab"
    case hebrew = "Hebr"

    /// The right-to-left script of `text`'s first strong letter from one, or nil when its first
    /// letter is left-to-right (or it has no letters): "آخر تحديث: 12:30" is Arabic.
    static func dominantRightToLeft(in text: String) -> TextScript? {
        for scalar in text.unicodeScalars {
            if let script = rightToLeftScript(of: scalar) { return script }
            if scalar.properties.isAlphabetic { return nil }
        }
        return nil
    }

    /// The right-to-left script `scalar` belongs to, or nil.
    static func rightToLeftScript(of scalar: Unicode.Scalar) -> TextScript? {
        switch scalar.value {
        case 0x0600...0x06FF, 0x0750...0x077F, 0x08A0...0x08FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF: return .arabic
        case 0x0590...0x05FF, 0xFB1D...0xFB4F: return .hebrew
        default: return nil
        }
    }
}

extension TextScript {
    /// `text` prepared for shaping as one right-to-left run: HarfBuzz lays every glyph out right to
    /// left, so each embedded left-to-right stretch (digits, Latin words, with the spaces and
    /// punctuation between them, as in "اليوم 06:37") is reversed first and comes out readable.
    /// This is the part of the Unicode bidi algorithm the toolkit's strings need.
    static func logicalOrderForRightToLeftShaping(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        func isLeftToRight(_ s: Unicode.Scalar) -> Bool {
            if s.properties.numericType != nil { return true }   // Western and Arabic-Indic digits run left to right
            return s.properties.isAlphabetic && rightToLeftScript(of: s) == nil
        }
        var out: [Unicode.Scalar] = []
        out.reserveCapacity(scalars.count)
        var i = 0
        while i < scalars.count {
            guard isLeftToRight(scalars[i]) else {
                out.append(scalars[i])
                i += 1
                continue
            }
            // A stretch from this strong character to the last one reachable through neutrals.
            var end = i, j = i + 1
            while j < scalars.count {
                if isLeftToRight(scalars[j]) { end = j } else if rightToLeftScript(of: scalars[j]) != nil { break }
                j += 1
            }
            out.append(contentsOf: scalars[i...end].reversed())
            i = end + 1
        }
        var result = String.UnicodeScalarView()
        result.append(contentsOf: out)
        return String(result)
    }
}
