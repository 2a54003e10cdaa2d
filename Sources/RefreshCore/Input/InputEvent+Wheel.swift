extension InputEvent {
    /// A notched wheel's event for `dx`, `dy` lines (the `wheel` case's sign) turned with
    /// `modifiers` held: with Shift, a vertical turn scrolls sideways, as desktop toolkits do
    /// (down scrolls toward the right, up toward the left), so Shift+wheel swipes a carousel or a
    /// horizontal strip; a turn that already has a sideways part, or no Shift, is unchanged.
    /// `SDLEventSource` delivers the wheel through it, so a recording holds the sideways `wheel`
    /// step the router saw.
    ///
    /// - Parameters:
    ///   - dx: Lines sideways, positive toward the right.
    ///   - dy: Lines vertically, positive toward the top.
    ///   - modifiers: The modifier keys held during the turn.
    /// - Returns: The `wheel` event to route.
    public static func wheel(dx: Double, dy: Double, modifiers: KeyModifiers) -> InputEvent {
        guard modifiers.contains(.shift), dx == 0, dy != 0 else { return .wheel(dx: dx, dy: dy) }
        return .wheel(dx: -dy, dy: 0)
    }
}
