import RefreshCore

/// What the host keeps for a test besides its views (`keepAlive(_:)`).
struct KeptObjects: FeatureState {
    /// The objects kept, in the order given.
    var objects: [AnyObject] = []
}

extension RefreshTestHost {
    /// The window the host's views are in (the root of its view tree, `root`): what a test sizes,
    /// themes or inspects as an app does its window.
    public var window: Window { root }

    /// Keeps `object` alive as long as the host: a model that owns the list and that the list's
    /// handlers capture `unowned` (the common app pattern) would otherwise be freed when the
    /// function that made the host returns, and the first refresh would read a freed object. A
    /// filmstrip's factory makes a host per cell, so this is where its model belongs.
    ///
    /// ```swift
    /// func makeHost() throws -> RefreshTestHost {
    ///     let model = FeedModel()           // owns its list; handlers capture it unowned
    ///     let host = try RefreshTestHost(scrollView: model.list)
    ///     return host.keepAlive(model)
    /// }
    /// assertSnapshot(of: makeHost, as: .filmstrip(of: .header))
    /// ```
    ///
    /// - Parameter object: The object to keep.
    /// - Returns: The host, so a factory can return `host.keepAlive(model)`.
    @discardableResult
    public func keepAlive(_ object: AnyObject) -> RefreshTestHost {
        root.features[KeptObjects.self].objects.append(object)
        return self
    }
}
