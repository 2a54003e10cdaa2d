/// The state of a feature that lives in its own file and keeps its fields in its host's
/// ``FeatureStore`` rather than in the host's class (LVGL's "rare fields"): a refresh control's
/// source and cancel, a scroll view's pinned bar. The type is the key.
///
/// ```swift
/// struct CancelState: FeatureState {
///     var timeout: Double?
/// }
///
/// extension RefreshComponent {
///     public var refreshTimeout: Double? {
///         get { features[CancelState.self].timeout }
///         set { features[CancelState.self].timeout = newValue }
///     }
/// }
/// ```
package protocol FeatureState {
    /// The state before the feature is first used.
    init()
}

/// The fields of the features a view does not declare itself, one ``FeatureState`` value per
/// feature, created on first use: a new feature adds a file with its state type and an extension,
/// not a stored property to `View`, `ScrollView` or `RefreshComponent`.
///
/// Reading a feature that was never written gives its `init()` value and stores nothing. The
/// features written so far are kept in the order they were first written, so hooks that visit
/// them (``RefreshComponentFeature``) run in a repeatable order.
package struct FeatureStore {
    private var values: [ObjectIdentifier: any FeatureState] = [:]
    private var order: [ObjectIdentifier] = []

    /// An empty store: every feature reads as its `init()` value.
    package init() {}

    /// The state of feature `type`: its `init()` value until first written.
    package subscript<F: FeatureState>(_ type: F.Type) -> F {
        get { values[ObjectIdentifier(type)] as? F ?? F() }
        set {
            let key = ObjectIdentifier(type)
            if values.updateValue(newValue, forKey: key) == nil { order.append(key) }
        }
    }

    /// True once feature `type` has been written.
    package func contains<F: FeatureState>(_ type: F.Type) -> Bool { values[ObjectIdentifier(type)] != nil }

    /// The stored states that are also `T` (a hook protocol), in the order they were first written.
    package func states<T>(conformingTo _: T.Type) -> [T] {
        order.compactMap { values[$0] as? T }
    }
}
