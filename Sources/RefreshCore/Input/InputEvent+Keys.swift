extension InputEvent {
    /// The keys whose auto-repeat acts again while the key is held: the page keys. Any other key
    /// acts once per press; its repeats are ignored, and a recording leaves them out.
    public static let repeatingKeys: Set<String> = ["PageUp", "PageDown"]

    /// True for the auto-repeat of a held key that does not repeat (not one of `repeatingKeys`).
    public var isIgnoredRepeat: Bool {
        guard case let .key(name, _, true) = self else { return false }
        return !Self.repeatingKeys.contains(name)
    }

    /// The key this event presses as one plain key, the name `ScrollViewInputRouter` acts on and a
    /// replay's `key` step writes: the key's name when its modifiers are plain
    /// (`KeyModifiers.isPlain`), `"Shift+Tab"` for Tab with Shift (the focus moves back, where Tab
    /// moves it on), `"F5"` for Ctrl+R (the same refresh, as a chord no step can hold). Nil for any other chord, for an ignored repeat (`isIgnoredRepeat`), and for an event
    /// that is not a key.
    public var plainKey: String? {
        guard case let .key(name, modifiers, _) = self, !isIgnoredRepeat else { return nil }
        if modifiers.isPlain { return name == "Tab" && modifiers.contains(.shift) ? "Shift+Tab" : name }
        return modifiers.subtracting(.shift) == .control && name == "R" ? "F5" : nil
    }
}
