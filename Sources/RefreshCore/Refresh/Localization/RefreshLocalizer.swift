import Foundation

/// Supplies the refresh components' strings in the current language and tells observers when
/// it changes. An app's override table for a language wins over the built-in strings, the role
/// MJRefresh's `i18nBundle` plays. Use it from one thread (the UI thread), like the rest of the core.
@MainActor
public final class RefreshLocalizer {
    /// The localizer components use when the app does not inject one: it starts from the process
    /// environment (`LANGUAGE`, `LC_ALL`, `LC_MESSAGES`, `LANG`). It is the module's one shared,
    /// mutable localization state; tests should create their own localizer instead.
    public static let shared = RefreshLocalizer(configuredCode: nil, environment: ProcessInfo.processInfo.environment)

    /// The current language. Assigning a different language notifies observers synchronously;
    /// assigning the current one does nothing.
    public var language: RefreshLanguage {
        didSet { if language != oldValue { notify() } }
    }

    private var overrides: [RefreshLanguage: [RefreshStringKey: String]] = [:]
    /// Handlers by registration, each with a weak reference to its token: an entry whose token was
    /// released is skipped and dropped.
    private var observers: [(id: Int, token: WeakToken, handler: () -> Void)] = []
    private var nextObserverID = 0

    /// Creates a localizer with no overrides and no observers.
    /// - Parameter language: The language to start in.
    public init(language: RefreshLanguage) {
        self.language = language
    }

    /// `configuredCode` when it names a supported language, else the environment's language,
    /// else English.
    /// - Parameters:
    ///   - configuredCode: A language or locale code the app or user chose (as `RefreshLanguage(code:)`
    ///     reads it), or nil for none.
    ///   - environment: The process environment to fall back on (`LANGUAGE`, `LC_ALL`, `LC_MESSAGES`,
    ///     `LANG`).
    public convenience init(configuredCode: String?, environment: [String: String]) {
        let configured = configuredCode.flatMap(RefreshLanguage.init(code:))
        self.init(language: configured ?? RefreshLanguage(resolvingEnvironment: environment))
    }

    /// True when the current language is written right to left.
    public var isRightToLeft: Bool { language.isRightToLeft }

    /// The string for `key` in the current language.
    /// - Parameter key: The string wanted.
    /// - Returns: The app's override for the current language, else the built-in text.
    public func string(for key: RefreshStringKey) -> String {
        string(for: key, in: language)
    }

    /// The string for `key` in `language`: the app's override if it has one, else the built-in text.
    /// - Parameters:
    ///   - key: The string wanted.
    ///   - language: The language to look it up in.
    /// - Returns: The text, never empty.
    public func string(for key: RefreshStringKey, in language: RefreshLanguage) -> String {
        overrides[language]?[key] ?? language.string(for: key)
    }

    /// Replaces the app's strings for `language` (an empty table removes them). Keys the table
    /// lacks keep the built-in text. Observers are notified when `language` is the current one.
    /// - Parameters:
    ///   - strings: The app's texts by key.
    ///   - language: The language they are for.
    public func setOverrides(_ strings: [RefreshStringKey: String], for language: RefreshLanguage) {
        overrides[language] = strings.isEmpty ? nil : strings
        if language == self.language { notify() }
    }

    /// The app's strings for `language`.
    /// - Parameter language: The language to look up.
    /// - Returns: The override table set for `language`, empty when there is none.
    public func overrides(for language: RefreshLanguage) -> [RefreshStringKey: String] {
        overrides[language] ?? [:]
    }

    /// Calls `handler` after every change of the current strings. Keep the token: the observer
    /// stays registered until `removeObserver(_:)` is called or the token is released.
    /// - Parameter handler: Called synchronously, on the main actor, after the language or the current
    ///   language's overrides changed.
    /// - Returns: The token that keeps the registration alive.
    public func addObserver(_ handler: @escaping () -> Void) -> ObserverToken {
        nextObserverID += 1
        let token = ObserverToken(localizer: self, id: nextObserverID)
        observers.removeAll { $0.token.value == nil }
        observers.append((nextObserverID, WeakToken(value: token), handler))
        return token
    }

    /// Stops calling the token's handler; removing twice is harmless.
    /// - Parameter token: A token from this localizer's `addObserver(_:)`; one from another localizer
    ///   is ignored.
    public func removeObserver(_ token: ObserverToken) {
        guard token.localizer === self else { return }
        removeObserver(id: token.id)
    }

    private func removeObserver(id: Int) {
        observers.removeAll { $0.id == id }
    }

    private func notify() {
        observers.removeAll { $0.token.value == nil }
        // A snapshot: handlers may add or remove observers (or release tokens) while being called.
        for (id, _, handler) in observers
        where observers.contains(where: { $0.id == id && $0.token.value != nil }) {
            handler()
        }
    }

    /// Identifies one observer registration; releasing it removes the observer (the localizer
    /// holds it weakly and forgets the handler once it is gone).
    public final class ObserverToken {
        fileprivate weak var localizer: RefreshLocalizer?
        fileprivate let id: Int

        fileprivate init(localizer: RefreshLocalizer, id: Int) {
            self.localizer = localizer
            self.id = id
        }
    }

    /// The localizer's weak reference to a token.
    private struct WeakToken {
        weak var value: ObserverToken?
    }
}
