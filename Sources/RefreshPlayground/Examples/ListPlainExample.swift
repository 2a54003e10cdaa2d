import RefreshCore

/// `list.plain`: the bare list, to judge dragging, rubber-banding, momentum and bouncing alone.
/// Keys: Home/End scroll to the top/bottom (animated), Page Up/Down by a screen.
final class ListPlainExample: ExampleBehavior {
    static let example = Example(
        id: "list.plain", title: "Plain list",
        summary: "A list with iOS scroll physics and no refresh control",
        defaultRows: 100, defaultRefreshDelay: 1, callTargets: [],
        install: { ListPlainExample(scene: $0) })

    private unowned let scene: PlaygroundScene

    init(scene: PlaygroundScene) { self.scene = scene }

    func call(target: String, method: String) {}
    func traceObject(for target: String) -> String? { nil }

    func handleKey(_ name: String) -> Bool { ListPlainExample.scroll(scene.list, key: name) }

    /// Home/End/PageUp/PageDown as animated scrolls; false for other keys.
    static func scroll(_ list: ListView, key name: String) -> Bool {
        var target = list.contentOffset
        switch name {
        case "Home": target.y = list.minContentOffset.y
        case "End": target.y = list.maxContentOffset.y
        case "PageUp": target.y = max(list.minContentOffset.y, target.y - list.bounds.height)
        case "PageDown": target.y = min(list.maxContentOffset.y, target.y + list.bounds.height)
        default: return false
        }
        list.setContentOffset(target, animated: true)
        return true
    }
}
