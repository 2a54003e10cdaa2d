import RefreshCore

/// The feel tuned live: the state of the tuning panel (K in the window) over a scene, and what its
/// keys do. K opens and closes it (Esc closes it too); ↑/↓ select a value (`TunableValue.all`:
/// the scroll physics, then the active control's geometry); ←/→ change it by its step within its
/// range, on the scene's scroll view or control at once, so the next drag feels it; Enter writes
/// the values as Swift (`swiftCode(for:)`, taken by the window with `takeCode()`); R gives back the
/// values the example had when the panel first opened. The window and a replay send it the same
/// keys (`PlaygroundScene.exampleKey`), so a recorded tuning session replays into the same feel.
package final class FeelTuning {
    /// The keys the open panel takes before anything else (the window's → steps a paused frame
    /// only while the panel is closed).
    package static let panelKeys: Set<String> = [
        "K", "Escape", "Up", "Down", "Left", "Right", "Return", "Keypad Enter", "R",
    ]
    /// The panel keys that act again while held, as a slider's and a list's do: ←/→ go on changing
    /// the value, ↑/↓ go on selecting. The window records each repeat as a key step of its own.
    package static let heldKeys: Set<String> = ["Up", "Down", "Left", "Right"]

    /// True while the panel is open (and takes `panelKeys`).
    package private(set) var isOpen = false
    /// The index of the selected row in `rows(in:)`.
    package private(set) var selection = 0
    /// The values as the example set them, read when the panel first opened, by value name: R
    /// gives them back.
    private var baseline: [String: Double?] = [:]
    private var hasBaseline = false
    /// The Swift of the last Enter, until the window takes it.
    private var pendingCode: String?

    /// A closed panel.
    package init() {}

    /// The control whose geometry the panel tunes, on the focused scroll view: the one the
    /// example's group names (`footer.…` examples tune their footer, `trailer.…` their trailer),
    /// else the header, else the footer, else the trailer.
    package func activeControl(in scene: PlaygroundScene) -> (target: RefreshTarget, control: RefreshComponent)? {
        let subject = RefreshTarget(rawValue: String(scene.example.id.prefix { $0 != "." }))
        for target in [subject].compactMap({ $0 }) + RefreshTarget.allCases {
            if let control = scene.component(target) { return (target, control) }
        }
        return nil
    }

    /// The values the panel lists for `scene`: the scroll physics, and the control's when it has one.
    func rows(in scene: PlaygroundScene) -> [TunableValue] {
        let hasControl = activeControl(in: scene) != nil
        return TunableValue.all.filter { hasControl || !$0.needsControl }
    }

    /// The selected value in `scene`.
    func selected(in scene: PlaygroundScene) -> TunableValue? {
        let rows = rows(in: scene)
        return rows.indices.contains(selection) ? rows[selection] : nil
    }

    /// The value `value` has in `scene` now.
    func current(_ value: TunableValue, in scene: PlaygroundScene) -> Double? {
        value.read(scene.scrollView, activeControl(in: scene)?.control)
    }

    /// The value `value` had when the panel first opened (nil before), and whether there is one.
    func original(_ value: TunableValue) -> Double?? { hasBaseline ? baseline[value.name] : nil }

    /// The extent a nil trigger distance follows: the control's hold (a trailer's width).
    func controlHeight(in scene: PlaygroundScene) -> Double {
        activeControl(in: scene).map { TunableValue.holdExtent(of: $0.control) } ?? 0
    }

    /// Handles `key` for `scene`; false when the panel does not take it (closed, or a key of its
    /// own that means nothing to it), so the example and the router get it.
    package func key(_ key: String, in scene: PlaygroundScene) -> Bool {
        if !isOpen {
            guard key == "K" else { return false }
            open(in: scene)
            return true
        }
        switch key {
        case "K", "Escape":
            isOpen = false
        case "Up", "Down":
            let count = rows(in: scene).count
            guard count > 0 else { return true }
            selection = (selection + (key == "Up" ? count - 1 : 1)) % count
        case "Left", "Right":
            change(by: key == "Left" ? -1 : 1, in: scene)
        case "Return", "Keypad Enter":
            pendingCode = swiftCode(for: scene)
            scene.post(KeyNotice(key: "Enter", reason: "the feel as Swift, printed"))
        case "R":
            reset(in: scene)
            scene.post(KeyNotice(key: "R", reason: "the example's feel again"))
        default:
            return false
        }
        return true
    }

    /// The Swift of the last Enter, once: the window prints it and writes it beside the captures.
    package func takeCode() -> String? {
        defer { pendingCode = nil }
        return pendingCode
    }

    private func open(in scene: PlaygroundScene) {
        isOpen = true
        selection = min(selection, max(0, rows(in: scene).count - 1))
        guard !hasBaseline else { return }
        hasBaseline = true
        for value in rows(in: scene) { baseline[value.name] = current(value, in: scene) }
    }

    /// Moves the selected value one step (`direction` -1 or +1) and applies it to the scene.
    private func change(by direction: Int, in scene: PlaygroundScene) {
        guard let value = selected(in: scene) else { return }
        let next = value.stepped(current(value, in: scene), by: direction, height: controlHeight(in: scene))
        value.write(next, to: scene.scrollView, activeControl(in: scene)?.control)
    }

    /// Gives every value back its value from when the panel first opened.
    package func reset(in scene: PlaygroundScene) {
        guard hasBaseline else { return }
        let control = activeControl(in: scene)?.control
        for value in rows(in: scene) {
            guard let original = baseline[value.name] else { continue }
            value.write(original, to: scene.scrollView, control)
        }
    }

    /// The Swift that sets every listed value as it is now in `scene`, one statement a line on
    /// `scrollView` and the control (`header`, `footer` or `trailer`), a comment naming the example
    /// first and "was …" after a value the panel changed.
    package func swiftCode(for scene: PlaygroundScene) -> String {
        let active = activeControl(in: scene)
        var lines = ["// The feel tuned in refresh-playground (\(scene.example.id))"]
        if let active {
            lines[0] += ", \(active.target.rawValue): \(String(describing: type(of: active.control)))"
        }
        for value in rows(in: scene) {
            let now = current(value, in: scene)
            var line = value.assignment(
                now, owner: value.needsControl ? active?.target.rawValue ?? "" : "scrollView", control: active?.control)
            if case let .some(was) = original(value), value.literal(was) != value.literal(now) {
                line += "   // was \(value.literal(was))"
            }
            lines.append(line)
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
