import RefreshCore

/// One input the benchmark feeds the scene at the start of a frame.
enum BenchInput {
    case down(Point)
    case move(Point)
    case up
    /// Wheel lines, SDL's sign: positive scrolls toward the top.
    case wheel(dy: Double)
    case key(String)
}

/// The scripted session: the same inputs, frame by frame, for every row count and scale.
/// Written for a 10-second timeline at 60 fps on a 390×844 viewport; a shorter `duration`
/// compresses the timeline (`--quick`). It scrolls forward through fresh rows (drags, a fling
/// with momentum), jumps to the top (Home) for a pull past the top with rubber band and
/// spring-back, jumps to the bottom (End) for a pull past the bottom, scrolls back up with the
/// wheel (more fresh rows on long lists) and ends with a pause of two seconds.
struct BenchScript {
    static let baseDuration = 10.0
    let fps: Double
    let duration: Double
    let frameCount: Int
    private(set) var inputs: [[BenchInput]]

    init(duration: Double, fps: Double = 60, viewport: Size) {
        self.fps = fps
        self.duration = duration
        frameCount = max(1, Int((duration * fps).rounded()))
        inputs = Array(repeating: [], count: frameCount)
        build(viewport: viewport)
    }

    /// A readable summary for the report header.
    static let summary = "drag ×2, fling with momentum, Home + pull past the top (rubber band, spring-back), "
        + "End + pull past the bottom, wheel up/down, 2 s pause"

    // MARK: Building

    /// The frame of a time on the 10-second base timeline.
    private func frame(_ baseTime: Double) -> Int {
        let t = baseTime * duration / BenchScript.baseDuration
        return min(frameCount - 1, max(0, Int((t * fps).rounded())))
    }

    private mutating func add(_ input: BenchInput, at frame: Int) {
        guard frame >= 0, frame < frameCount else { return }
        inputs[frame].append(input)
    }

    /// A vertical drag at `x`: down at `start`, linear moves to `y1` over `move` seconds, then either
    /// released in the frame of the last move (a fling) or after resting ≥ 50 ms (no momentum).
    private mutating func drag(x: Double, from y0: Double, to y1: Double, start: Double, move: Double, fling: Bool) {
        let f0 = frame(start)
        let n = max(1, frame(start + move) - f0)
        add(.down(Point(x: x, y: y0)), at: f0)
        for i in 1...n {
            let f = Double(i) / Double(n)
            add(.move(Point(x: x, y: y0 + (y1 - y0) * f)), at: f0 + i)
        }
        let last = f0 + n
        add(.up, at: fling ? last : max(last + 3, frame(start + move + 0.1)))
    }

    private mutating func build(viewport: Size) {
        let x = viewport.width / 2
        // 0.00–1.00 (warm-up frames): a slow drag forward, released at rest.
        drag(x: x, from: 700, to: 250, start: 0.05, move: 0.8, fling: false)
        // 1.00–1.45: a second drag forward.
        drag(x: x, from: 650, to: 300, start: 1.0, move: 0.35, fling: false)
        // 1.50–≈3.3: a fling (400 pt in 0.1 s), then momentum.
        drag(x: x, from: 700, to: 300, start: 1.5, move: 0.1, fling: true)
        // 3.30: animated scroll to the top; 3.75–4.35: pull past the top, release, spring back.
        add(.key("Home"), at: frame(3.3))
        drag(x: x, from: 200, to: 520, start: 3.75, move: 0.5, fling: false)
        // 5.10: animated scroll to the bottom; 5.55–6.10: pull past the bottom, spring back.
        add(.key("End"), at: frame(5.1))
        drag(x: x, from: 650, to: 330, start: 5.55, move: 0.45, fling: false)
        // 6.90–7.70: wheel toward the top, a line a frame; 7.70–8.00: back down every other frame.
        for f in frame(6.9)..<frame(7.7) { add(.wheel(dy: 1), at: f) }
        for f in stride(from: frame(7.7), to: frame(8.0), by: 2) { add(.wheel(dy: -1), at: f) }
        // 8.00–10.00: pause, nothing moves.
    }
}
