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
    /// Turns per second of the refreshing arc, and the steps per turn it moves by (so after one
    /// turn every position has been rasterized and drawing it again rasterizes nothing).
    static let turnsPerSecond = 1.25, stepsPerTurn = 60.0
    private var spin = 0.0

    override func prepare() {
        super.prepare()
        lastUpdatedTimeLabel.isHidden = true
    }

    override func advance(to time: Double) {
        super.advance(to: time)
        if isRefreshing {
            let turns = time * Self.turnsPerSecond
            spin = (turns - turns.rounded(.down)) * Self.stepsPerTurn
        }
    }

    override var isMoving: Bool { super.isMoving || isRefreshing }

    /// Where the ring is drawn: centred `labelLeftInset` left of the text, on the label's middle.
    private var ringCenter: Point {
        let d = 2 * Self.radius + Self.lineWidth
        let slot = imageFrameLeftOfText(size: Size(width: d, height: d), gap: labelLeftInset - d / 2)
        return Point(x: slot.midX, y: slot.midY)
    }

    override func draw(in canvas: Canvas) {
        super.draw(in: canvas)
        let c = ringCenter, r = Self.radius
        let top = -Double.pi / 2
        // Round joins: a miter join could reach `miterLimit` widths out, so the canvas would
        // rasterize (and damage) a box that much larger round the ring.
        let track = StrokeStyle(width: Self.lineWidth, join: .round)
        canvas.stroke(.circle(center: c, radius: r), color: tintColor.multipliedAlpha(0.25), style: track)
        let style = StrokeStyle(width: Self.lineWidth, cap: .round, join: .round)
        if isRefreshing {
            let start = top + spin / Self.stepsPerTurn * 2 * .pi
            let arc = Path {
                $0.addArc(center: c, radius: r, startAngle: start, endAngle: start + .pi / 2, clockwise: true)
            }
            canvas.stroke(arc, color: tintColor, style: style)
            return
        }
        let p = min(max(pullingPercent, 0), 1)
        guard p > 0 else { return }
        let arc = Path {
            $0.addArc(center: c, radius: r, startAngle: top, endAngle: top + p * 2 * .pi, clockwise: true)
        }
        canvas.stroke(arc, color: tintColor, style: p < 1 ? style : track)
    }
}
