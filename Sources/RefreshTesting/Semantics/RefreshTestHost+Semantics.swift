import RefreshCore

extension RefreshTestHost {
    /// What a person who cannot see the screen is told about the host's tree now: each scroll
    /// view's role and focus, its controls' roles, states, pulls in steps of `percentStep` percent
    /// and the texts of their labels that show, and the last announcement (``SemanticDescription``;
    /// its `text` is the golden of `RefreshSnapshotTesting`'s `.semantics`). When input is waiting,
    /// or no frame was produced yet, a frame is produced first, as `render()` does.
    ///
    /// ```swift
    /// host.pull(.top, by: 80)
    /// XCTAssertEqual(host.semantics().scrollViews[0].controls[0].state, .pulling)
    /// ```
    ///
    /// - Parameter percentStep: The step pulls are rounded down to, in percent (1…100; another
    ///   value is taken as 10).
    /// - Returns: The description.
    public func semantics(percentStep: Int = 10) -> SemanticDescription {
        produceFrameForWaitingInput()
        return SemanticDescription(of: root, percentStep: percentStep)
    }
}
