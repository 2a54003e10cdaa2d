import RefreshCore

extension PlaygroundScene {
    /// Performs a replay step only the scene knows how to: its examples' keys and calls, rows,
    /// insets, sizes, languages and colours. Returns false for the steps a `RefreshTestHost`
    /// performs alone (input, waits) and for `example`, which replaces the scene.
    ///
    /// - Parameter step: The instant step.
    /// - Returns: True when the scene performed it.
    package func perform(_ step: ReplayStep) -> Bool {
        switch step {
        case let .key(name): return exampleKey(name)
        case let .call(target, method): call(target, method)   // noted as an explicit end
        case let .rows(count): replaceRows(count: count)
        case let .insert(atTop, count): insertRows(count: count, atTop: atTop)
        case let .resize(size): resize(to: size)
        case let .inset(i): setInset(i)
        case let .language(code): setLanguage(code)
        case let .theme(theme): self.theme = theme
        default: return false
        }
        return true
    }
}
