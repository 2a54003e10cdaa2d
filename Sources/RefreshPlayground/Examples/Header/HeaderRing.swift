import Foundation
import RefreshCore

extension Example {
    /// `header.ring`: a header drawn only with vector paths (`RingHeader`).
    static let headerRing = Example(
        id: "header.ring", title: "Ring header",
        summary: "A header drawn only with paths: a ring that fills with the pull, an arc spinning while it refreshes",
        recipe: ExampleRecipe(header: { _ in RingHeader() }))
}

/// A header written only against the public API and drawn only with `Path`s: left of the state
/// label a faint track circle, over it an arc that grows clockwise from the top with the pull
/// (0 → 100 %, a full ring at the threshold), and while refreshing a quarter arc spinning round
/// the track. Everything takes the header's `tintColor` (the theme's), and the label shows the
/// localizer's title for the state, in every language.
final class RingHeader: StateHeader {
    /// The ring's radius and line width, in points.
    static let radius = 11.0, lineWidth = 2.5
    /// Turns per second of the refreshing arc, and the steps per turn it moves by (one a frame at
    /// 60 frames a second): after one turn every position has been built and rasterized, so drawing
    /// it again allocates nothing.
    static let turnsPerSecond = 1.0, stepsPerTurn = 60
    /// The track's and the arc's strokes (round caps on the arc's open ends).
    static let trackStyle = StrokeStyle(width: lineWidth, join: .round)
    static let arcStyle = StrokeStyle(width: lineWidth, cap: .round, join: .round)

    private var step = 0
    /// Where the ring is centred (set by `placeSubviews()`), its track, and the refreshing arc at
    /// each step, built on first use.
    private var center = Point.zero
    private var track = Path()
    private var spinningArcs: [Path?] = Array(repeating: nil, count: RingHeader.stepsPerTurn)

    override func prepare() {
        super.prepare()
        lastUpdatedTimeLabel.isHidden = true
    }

    /// Centres the ring `labelLeftInset` left of the text, on the label's middle.
    override func placeSubviews() {
        super.placeSubviews()
        let d = 2 * Self.radius + Self.lineWidth
        let slot = imageFrameLeftOfText(size: Size(width: d, height: d), gap: labelLeftInset - d / 2)
        let c = Point(x: slot.midX, y: slot.midY)
        guard c != center || track.isEmpty else { return }
        center = c
        track = .circle(center: c, radius: Self.radius)
        for i in spinningArcs.indices { spinningArcs[i] = nil }
    }

    override func advance(to time: Double) {
        super.advance(to: time)
        if isRefreshing && !reducesMotion {
            let turns = time * Self.turnsPerSecond
            step = Int(((turns - turns.rounded(.down)) * Double(Self.stepsPerTurn)).rounded()) % Self.stepsPerTurn
        }
    }

    override var isMoving: Bool { super.isMoving || (isRefreshing && !reducesMotion) }

    /// With reduced motion the refreshing arc stands still at the top.
    private var reducesMotion: Bool { window?.context.reducesMotion == true }

    /// An arc of the ring from `start` through `sweep` radians, clockwise.
    private func arc(from start: Double, sweep: Double) -> Path {
        let c = center, r = Self.radius
        return Path { $0.addArc(center: c, radius: r, startAngle: start, endAngle: start + sweep, clockwise: true) }
    }

    override func draw(in canvas: Canvas) {
        super.draw(in: canvas)
        let top = -Double.pi / 2
        canvas.stroke(track, color: tintColor.multipliedAlpha(0.25), style: Self.trackStyle)
        if isRefreshing {
            let path =
                spinningArcs[step]
                ?? arc(from: top + Double(step) / Double(Self.stepsPerTurn) * 2 * .pi, sweep: .pi / 2)
            spinningArcs[step] = path
            canvas.stroke(path, color: tintColor, style: Self.arcStyle)
            return
        }
        let p = min(max(pullingPercent, 0), 1)
        if p >= 1 {
            canvas.stroke(track, color: tintColor, style: Self.trackStyle)
        } else if p > 0 {
            canvas.stroke(arc(from: top, sweep: p * 2 * .pi), color: tintColor, style: Self.arcStyle)
        }
    }
}
