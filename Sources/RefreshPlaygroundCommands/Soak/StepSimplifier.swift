import RefreshCore
import RefreshPlayground
import RefreshTesting

/// Simpler variants of replay steps and of a script's configuration, simplest first, for the
/// shrinker to try: shorter and rounder numbers, zeroed sides, the defaults.
enum StepSimplifier {
    /// Simpler versions of `step` (none equal to it).
    static func simpler(_ step: ReplayStep, fps: Double) -> [ReplayStep] {
        var out: [ReplayStep]
        switch step {
        case let .down(p): out = points(p).map { .down($0) }
        case let .hover(p): out = points(p).map { .hover($0) }
        case let .upAt(p): out = [.up] + points(p).map { .upAt($0) }
        case let .move(p, d):
            out = durations(d).map { .move(p, duration: $0) } + points(p).map { .move($0, duration: d) }
        case let .wait(s): out = durations(s).map { .wait(seconds: $0) }
        case let .wheel(dx, dy):
            out = [.wheel(dx: 0, dy: dy), .wheel(dx: dx.rounded(), dy: dy.rounded()), .wheel(dx: dx, dy: dy.rounded())]
        case let .trackpad(dx, dy):
            out = [
                .trackpad(dx: 0, dy: dy), .trackpad(dx: dx, dy: 0), .trackpad(dx: dx.rounded(), dy: dy.rounded()),
                .trackpad(dx: (dx / 10).rounded() * 10, dy: (dy / 10).rounded() * 10),
            ]
        case let .inset(i): out = insets(i).map { .inset($0) }
        case let .resize(s):
            out = [
                .resize(Size(width: 390, height: 844)),
                .resize(
                    Size(width: max(50, (s.width / 10).rounded() * 10), height: max(50, (s.height / 10).rounded() * 10))
                ),
            ]
        case let .rows(count): out = [0, 1, 20, count / 2].filter { $0 < count }.map { .rows(count: $0) }
        case let .insert(atTop, count):
            out = [1, count / 2].filter { $0 >= 1 && $0 < count }.map { .insert(atTop: atTop, count: $0) }
        case let .language(code): out = code == "en" ? [] : [.language("en")]
        default: out = []
        }
        var seen: [ReplayStep] = []
        for s in out where s != step && !seen.contains(s) { seen.append(s) }
        return seen
    }

    /// The script with each run of two or more `frame` steps turned into one `wait` of as many frames.
    static func mergingFrames(_ script: SceneScript) -> SceneScript? {
        var steps: [ReplayStep] = [], run = 0, merged = false
        let fps = script.configuration.fps
        func flush() {
            if run >= 2 {
                steps.append(.wait(seconds: Double(run) / fps))
                merged = true
            } else if run == 1 {
                steps.append(.frame)
            }
            run = 0
        }
        for step in script.steps {
            if step == .frame { run += 1; continue }
            flush()
            steps.append(step)
        }
        flush()
        guard merged else { return nil }
        var s = script
        s.steps = steps
        return s
    }

    /// The script with one setting at a time back to its default.
    static func configurations(of script: SceneScript) -> [SceneScript] {
        let c = script.configuration
        var out: [SceneConfiguration] = []
        func variant(_ change: (inout SceneConfiguration) -> Void) {
            var v = c
            change(&v)
            out.append(v)
        }
        let defaults = SceneConfiguration(exampleID: c.exampleID)
        if c.viewport != defaults.viewport { variant { $0.viewport = defaults.viewport } }
        if c.fps != defaults.fps { variant { $0.fps = defaults.fps } }
        if c.rows != nil { variant { $0.rows = nil } }
        if c.language != defaults.language { variant { $0.language = defaults.language } }
        if c.theme != defaults.theme { variant { $0.theme = defaults.theme } }
        if c.refreshDelay != nil { variant { $0.refreshDelay = nil } }
        return out.map { SceneScript(configuration: $0, steps: script.steps) }
    }

    private static func points(_ p: Point) -> [Point] {
        [Point(x: (p.x / 10).rounded() * 10, y: (p.y / 10).rounded() * 10), Point(x: p.x.rounded(), y: p.y.rounded())]
    }

    private static func durations(_ d: Double) -> [Double] {
        // Only shorter: a candidate never grows, so the passes always end.
        [0, (d * 10).rounded(.down) / 10, (d / 2 * 100).rounded(.down) / 100].filter { $0 < d }
    }

    private static func insets(_ i: EdgeInsets) -> [EdgeInsets] {
        var out: [EdgeInsets] = [.zero]
        if i.top != 0 { out.append(EdgeInsets(top: 0, left: i.left, bottom: i.bottom, right: i.right)) }
        if i.left != 0 { out.append(EdgeInsets(top: i.top, left: 0, bottom: i.bottom, right: i.right)) }
        if i.bottom != 0 { out.append(EdgeInsets(top: i.top, left: i.left, bottom: 0, right: i.right)) }
        if i.right != 0 { out.append(EdgeInsets(top: i.top, left: i.left, bottom: i.bottom, right: 0)) }
        out.append(
            EdgeInsets(
                top: (i.top / 10).rounded() * 10, left: (i.left / 10).rounded() * 10,
                bottom: (i.bottom / 10).rounded() * 10, right: (i.right / 10).rounded() * 10))
        return out
    }
}
