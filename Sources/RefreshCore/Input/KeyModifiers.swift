/// Modifier keys held with a key (either side's).
public struct KeyModifiers: OptionSet, Equatable, Sendable {
    /// The modifiers as bits: control 1, shift 2, alt 4, gui 8.
    public let rawValue: Int
    /// The modifiers whose bits are set in `rawValue`.
    ///
    /// - Parameter rawValue: The bits: control 1, shift 2, alt 4, gui 8.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// A Control key.
    public static let control = KeyModifiers(rawValue: 1)
    /// A Shift key.
    public static let shift = KeyModifiers(rawValue: 2)
    /// An Alt (Option) key.
    public static let alt = KeyModifiers(rawValue: 4)
    /// The Super/Windows/Command key.
    public static let gui = KeyModifiers(rawValue: 8)

    /// True when a key pressed with these modifiers is a plain key, not a chord: no Control, Alt
    /// or Super is held (Shift may be: it changes the character, not what the key does).
    public var isPlain: Bool { isDisjoint(with: [.control, .alt, .gui]) }
}
