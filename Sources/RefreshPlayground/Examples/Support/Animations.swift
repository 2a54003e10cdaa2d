import RefreshCore

extension AssetLibrary {
    /// Gives `control` the frame sequences of `Assets/animations/<name>` (a drawn spinner when the
    /// folder is broken), in a fixed order.
    func load(_ name: String, into control: GIFRefreshControl, states: Set<RefreshState>? = nil) {
        for (state, sequence) in animation(name).sorted(by: { $0.key.rawValue < $1.key.rawValue })
        where states?.contains(state) ?? true {
            control.setSequence(sequence, for: state)
        }
    }
}
