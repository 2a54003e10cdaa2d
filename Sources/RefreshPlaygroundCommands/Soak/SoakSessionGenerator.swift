import Foundation
import RefreshCore
import RefreshPlayground
import RefreshTesting

/// Writes one random but valid soak session for an example as a replay script, from a seed: drags
/// (down, moves with realistic timing, a hold, then up, a release at a point or a cancel), flings,
/// taps, wheel and trackpad bursts, `call` steps on the example's controls at random times (also in
/// the middle of a drag), row replacement and insertion, app insets, resizes, language and theme
/// switches, keys and waits; then a wind-down that releases the pointer, ends every refresh and
/// lets everything settle, so `settledAtEnd` can be checked. The same example, seed and length
/// always give the same script (`SplitMix64`).
///
/// Every instant step is followed by a `frame` most of the time, so the checker sees nearly each
/// input on its own frame; sometimes two share one, as a window sees them.
package struct SoakSessionGenerator {
    /// The example the session drives.
    package let example: Example
    /// Scene seconds of random input before the wind-down.
    package let seconds: Double

    /// A generator for `example` and `seconds` of input.
    package init(example: Example, seconds: Double) {
        self.example = example
        self.seconds = max(0, seconds)
    }

    /// The end of every session: the pointer released, 5 s for momentum, bounces and refreshes to
    /// run out, then every control's refresh ended twice (a refresh begun by the first wait's motion
    /// is ended by the second round), 1.5 s after each. Minimized failures end with it too, so a
    /// saved script is a whole session that `settledAtEnd` can judge.
    /// A split example's calls go to the focused list: every list's are ended in turn, Tab moving
    /// on to the next (round to the one focused before).
    package static func windDown(for example: Example) -> [ReplayStep] {
        var steps: [ReplayStep] = [.up, .frame, .wait(seconds: 5)]
        let lists = example.content.frames(in: Size(width: 390, height: 844)).count
        for _ in 0..<2 {
            for _ in 0..<lists {
                steps += example.callTargets.map { .call(target: $0, method: .endRefreshing) }
                if lists > 1 { steps.append(.key("Tab")) }
            }
            steps += [.frame, .wait(seconds: 1.5)]
        }
        return steps
    }

    /// The session for `seed`.
    package func script(seed: UInt64) -> SceneScript {
        var w = Writer(example: example, rng: SplitMix64(seed: seed))
        w.writeConfiguration()
        while w.elapsed < seconds { w.writeAction() }
        w.writeWindDown()
        return SceneScript(configuration: w.configuration, steps: w.steps)
    }
}

/// The generator's state while it writes one session.
private struct Writer {
    let example: Example
    var rng: SplitMix64
    var configuration: SceneConfiguration
    var steps: [ReplayStep] = []
    /// Scene seconds the steps so far take (moves, waits, frames).
    var elapsed = 0.0
    var viewport = Size(width: 390, height: 844)

    init(example: Example, rng: SplitMix64) {
        self.example = example
        self.rng = rng
        configuration = SceneConfiguration(exampleID: example.id)
    }

    var fps: Double { configuration.fps }
    var horizontal: Bool { example.content == .strip }
    /// The scroll view's frame in the current viewport: one of a split example's lists, at random
    /// (a press there focuses it).
    var contentFrame: Rect {
        mutating get {
            let frames = example.content.frames(in: viewport)
            return frames.count > 1 ? rng.pick(frames) : frames[0]
        }
    }
    /// True for an example with several lists, whose focus Tab, Shift+Tab and presses move.
    var hasFocus: Bool { example.content == .split }

    // MARK: Configuration

    mutating func writeConfiguration() {
        viewport =
            rng.chance(0.5)
            ? Size(width: 390, height: 844)
            : Size(width: rng.number(200...1200, decimals: 0), height: rng.number(200...1200, decimals: 0))
        configuration.viewport = viewport
        configuration.fps = rng.pick([60, 60, 60, 30, 120])
        if rng.chance(0.3) { configuration.rows = rng.pick([0, 1, 3, 8, 40, 200]) }
        switch rng.weighted([3, 2, 1, 1, 1]) {
        case 0: break   // the example's 1 s
        case 1: configuration.refreshDelay = .some(rng.number(0.1...0.6, decimals: 2))
        case 2: configuration.refreshDelay = .some(0)
        case 3: configuration.refreshDelay = .some(rng.number(1.5...4))
        default: configuration.refreshDelay = .some(nil)   // only `call` steps end refreshes
        }
        configuration.language = rng.chance(0.6) ? "en" : rng.pick(RefreshLanguage.allCases).code
        configuration.theme = rng.chance(0.7) ? .light : .dark
    }

    // MARK: Actions

    mutating func writeAction() {
        // Only a carousel example draws this number, so every other example's sessions stay as they were.
        if example.recipe.carousels != nil, rng.chance(0.35) { return writeCarouselGesture() }
        switch rng.weighted([26, 8, 4, 7, 7, 10, 5, 4, 4, 3, 2, 8, 12]) {
        case 0: writeDrag()
        case 1: writeFling()
        case 2: writeTap()
        case 3: writeWheel()
        case 4: writeTrackpad()
        case 5: writeCall()
        case 6: writeRows()
        case 7: writeInset()
        case 8: writeResize()
        case 9: instant(.language(rng.pick(RefreshLanguage.allCases).code))
        case 10: instant(.theme(rng.chance(0.5) ? .light : .dark))
        case 11: writeKey()
        default: writeWait()
        }
    }

    /// A drag: down, one to four moves (1–600 ms each, some held still in between, some with an
    /// instant event in the middle), then up, a release at a point, or a cancel.
    mutating func writeDrag() {
        if rng.chance(0.35) {   // to an edge first, where pulls start
            instant(.key(rng.pick(horizontal ? ["Home", "End"] : ["Home", "End", "End"])))
            wait(rng.number(0.2...0.6, decimals: 2))
        }
        var p = startPoint()
        instant(.down(p))
        let total = dragDistance()
        let segments = Int.random(in: 1...4, using: &rng)
        for i in 0..<segments {
            let share = i == segments - 1 ? 1.0 : rng.number(0.1...0.7, decimals: 2)
            let along = (total * share / Double(segments)).rounded()
            let across = rng.number(-20...20, decimals: 0)
            p = horizontal ? Point(x: p.x - along, y: p.y + across) : Point(x: p.x + across, y: p.y + along)
            p = clampPointer(p)
            move(to: p, duration: rng.number(0.02...0.6, decimals: 2))
            if rng.chance(0.2) { wait(rng.number(0.05...0.5, decimals: 2)) }
            if rng.chance(0.15) { writeInterruption() }
        }
        release(at: p)
    }

    /// In a carousel example (`list.carousels`): a mostly sideways drag or flick (a swipe of the
    /// carousel under it, if one is), a diagonal one that may go either way, a press followed by
    /// a sideways wheel (Shift+wheel as the window delivers it) or a sideways trackpad burst.
    mutating func writeCarouselGesture() {
        var p = startPoint()
        switch rng.weighted([5, 2, 2, 2, 2]) {
        case 0, 1:
            instant(.down(p))
            let along = rng.number(15...600, decimals: 0) * (rng.chance(0.5) ? 1 : -1)
            // Mostly sideways (or, one time in three, up to 45°: the axis decided either way).
            let slope = rng.chance(0.33) ? rng.number(0.5...1) : rng.number(0...0.45)
            let across = (abs(along) * slope).rounded() * (rng.chance(0.5) ? 1 : -1)
            let fast = rng.chance(0.4)
            p = clampPointer(Point(x: p.x + along, y: p.y + across))
            move(to: p, duration: fast ? rng.number(0.03...0.12, decimals: 2) : rng.number(0.1...0.6, decimals: 2))
            if !fast, rng.chance(0.3) { wait(rng.number(0.05...0.4, decimals: 2)) }
            release(at: p)
        case 2:
            instant(.down(p))
            instant(.up)
            for _ in 0..<Int.random(in: 1...5, using: &rng) {
                instant(.wheel(dx: rng.number(-4...4), dy: 0))
            }
        case 3:
            instant(.down(p))
            instant(.up)
            let sign = rng.chance(0.5) ? 1.0 : -1.0
            for _ in 0..<Int.random(in: 3...20, using: &rng) {
                instant(.trackpad(dx: sign * rng.number(1...40), dy: rng.chance(0.3) ? rng.number(-8...8) : 0))
            }
            if rng.chance(0.6) { wait(rng.number(0.05...0.4, decimals: 2)) }
        default:
            writeDrag()   // the list's own drags, also starting on a carousel
        }
    }

    /// A fast flick: 100–500 pt in 30–120 ms, released at once.
    mutating func writeFling() {
        var p = startPoint()
        instant(.down(p))
        let d = rng.number(100...500, decimals: 0) * (rng.chance(0.5) ? 1 : -1)
        p = clampPointer(horizontal ? Point(x: p.x - d, y: p.y) : Point(x: p.x, y: p.y + d))
        move(to: p, duration: rng.number(0.03...0.12, decimals: 2))
        if rng.chance(0.5) {
            instant(.upAt(clampPointer(horizontal ? Point(x: p.x - d / 10, y: p.y) : Point(x: p.x, y: p.y + d / 10))))
        } else {
            instant(.up)
        }
    }

    /// A press and release without a move (at the bottom half of the time, where a footer shows).
    mutating func writeTap() {
        let f = contentFrame
        let p =
            rng.chance(0.5)
            ? Point(
                x: rng.number(f.minX...f.maxX, decimals: 0),
                y: rng.number(max(f.minY, f.maxY - 60)...f.maxY, decimals: 0))
            : startPoint()
        instant(.down(p))
        if rng.chance(0.5) { wait(rng.number(0.02...0.3, decimals: 2)) }
        instant(.up)
    }

    mutating func writeWheel() {
        let n = Int.random(in: 1...6, using: &rng)
        let sign = rng.chance(0.5) ? 1.0 : -1.0
        for _ in 0..<n {
            instant(.wheel(dx: rng.chance(0.15) ? rng.number(-3...3) : 0, dy: sign * rng.number(0.2...5)))
            if rng.chance(0.4) { frames(Int.random(in: 1...3, using: &rng)) }
        }
    }

    /// A burst of 3–20 precise deltas, one a frame, mostly one way (a swipe), then a pause.
    mutating func writeTrackpad() {
        let n = Int.random(in: 3...20, using: &rng)
        let sign = rng.chance(0.5) ? 1.0 : -1.0
        for _ in 0..<n {
            let main = sign * rng.number(1...40)
            let side = rng.chance(0.2) ? rng.number(-5...5) : 0
            instant(horizontal && rng.chance(0.5) ? .trackpad(dx: main, dy: side) : .trackpad(dx: side, dy: main))
        }
        if rng.chance(0.6) { wait(rng.number(0.05...0.4, decimals: 2)) }
    }

    mutating func writeCall() {
        let targets = example.callTargets
        guard !targets.isEmpty else { return writeWait() }
        let target = rng.pick(targets)
        let methods = target == .footer ? RefreshMethod.allCases : RefreshMethod.takenByEveryControl
        instant(.call(target: target, method: rng.pick(methods)))
    }

    mutating func writeRows() {
        if rng.chance(0.4) {
            instant(.rows(count: rng.pick([0, 1, 2, 5, 10, 20, 60, 300])))
        } else {
            instant(.insert(atTop: rng.chance(0.5), count: Int.random(in: 1...12, using: &rng)))
        }
    }

    mutating func writeInset() {
        func side() -> Double {
            switch rng.weighted([5, 4, 1]) {
            case 0: return 0
            case 1: return rng.number(1...120, decimals: 0)
            default: return rng.number(-40...0, decimals: 0)
            }
        }
        instant(.inset(EdgeInsets(top: side(), left: side(), bottom: side(), right: side())))
    }

    mutating func writeResize() {
        let s =
            rng.chance(0.1)
            ? Size(width: rng.number(50...120, decimals: 0), height: rng.number(50...120, decimals: 0))
            : Size(width: rng.number(200...1200, decimals: 0), height: rng.number(200...1200, decimals: 0))
        viewport = s
        instant(.resize(s))
    }

    /// A key: the scene's and the router's, and the example's own that the soak presses
    /// (`Example.soakKeys`; none for most, so their sessions stay what they were).
    mutating func writeKey() {
        if hasFocus, rng.chance(0.35) { return instant(.key(rng.pick(["Tab", "Tab", "Shift+Tab"]))) }
        let keys = [
            "Home", "End", "PageUp", "PageDown", "F5", "L", "N", "C", "T", "M", "Return", "Space", "Escape", "Escape",
            "X", "O", "V",
        ]
        instant(.key(rng.pick(keys + example.soakKeys)))
    }

    mutating func writeWait() {
        wait(rng.chance(0.85) ? rng.number(0.05...1.5, decimals: 2) : rng.number(2...4))
    }

    /// Something that happens in the middle of a drag (rows arrive, a call, a resize, ...).
    mutating func writeInterruption() {
        switch rng.weighted([4, 3, 2, 2, 1, 1]) {
        case 0: writeCall()
        case 1: writeRows()
        case 2: writeInset()
        case 3: writeResize()
        case 4: instant(.language(rng.pick(RefreshLanguage.allCases).code))
        default: writeKey()
        }
    }

    // MARK: Wind-down

    mutating func writeWindDown() {
        steps += SoakSessionGenerator.windDown(for: example)
    }

    // MARK: Pointer geometry

    mutating func startPoint() -> Point {
        let f = contentFrame
        return Point(
            x: rng.number(f.minX...max(f.minX, f.maxX - 1), decimals: 0),
            y: rng.number(f.minY...max(f.minY, f.maxY - 1), decimals: 0))
    }

    /// Finger travel along the axis, positive toward the start of the content (a pull down or
    /// right): short, medium, or a long pull that reaches a threshold.
    mutating func dragDistance() -> Double {
        let magnitude: Double
        switch rng.weighted([3, 4, 3]) {
        case 0: magnitude = rng.number(2...100, decimals: 0)
        case 1: magnitude = rng.number(100...400, decimals: 0)
        default: magnitude = rng.number(400...900, decimals: 0)
        }
        return rng.chance(0.5) ? magnitude : -magnitude
    }

    /// Pointers may leave the window while the button is held, but not by much.
    func clampPointer(_ p: Point) -> Point {
        Point(x: min(max(p.x, -200), viewport.width + 200), y: min(max(p.y, -200), viewport.height + 200))
    }

    mutating func release(at p: Point) {
        switch rng.weighted([6, 3, 2]) {
        case 0: instant(.up)
        case 1:
            let q = clampPointer(
                Point(x: p.x + rng.number(-30...30, decimals: 0), y: p.y + rng.number(-30...30, decimals: 0)))
            instant(.upAt(q))
        default: instant(.cancel)
        }
    }

    // MARK: Steps and time

    /// An instant step, usually on its own frame.
    mutating func instant(_ step: ReplayStep) {
        steps.append(step)
        if rng.chance(0.85) { frames(1) }
    }

    mutating func move(to p: Point, duration: Double) {
        steps.append(.move(p, duration: duration))
        elapsed += Double(max(1, Int((duration * fps).rounded()))) / fps
    }

    mutating func wait(_ seconds: Double) {
        steps.append(.wait(seconds: seconds))
        elapsed += Double(Int((seconds * fps).rounded())) / fps
    }

    mutating func frames(_ n: Int) {
        for _ in 0..<n { steps.append(.frame) }
        elapsed += Double(n) / fps
    }
}
