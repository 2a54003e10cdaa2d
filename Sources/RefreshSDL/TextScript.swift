/// The right-to-left scripts the toolkit's strings use, named by their ISO 15924 codes as
/// HarfBuzz (through SDL_ttf) expects them.
enum TextScript: String {
    case arabic = "Arab"
    case hebrew = "Hebr"

    /// The right-to-left script of `text`'s first strong letter from one, or nil when its first
    /// letter is left-to-right (or it has no letters): "آخر تحديث: 12:30" is Arabic.
    static func dominantRightToLeft(in text: String) -> TextScript? {
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0600...0x06FF, 0x0750...0x077F, 0x08A0...0x08FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF:
                return .arabic
            case 0x0590...0x05FF, 0xFB1D...0xFB4F:
                return .hebrew
            default:
                if scalar.properties.isAlphabetic { return nil }
            }
        }
        return nil
    }
}
