import RefreshCore

extension Example {
    /// `header.threshold`: a normal header that flashes a pulse at each threshold event
    /// (`ThresholdPulseHeader`).
    static let headerThreshold = Example(
        id: "header.threshold", title: "Threshold pulse",
        summary: "A pulse at each threshold crossing: a ring armed, a dashed ring disarmed, a flash triggered",
        recipe: ExampleRecipe(
            header: { _ in ThresholdPulseHeader() },
            applyTheme: { example, palette in (example.header as? ThresholdPulseHeader)?.accent = palette.accent }))
}

/// A normal header that answers each of its threshold events (`thresholdEventDidOccur(_:)`) with a
/// pulse around its arrow, drawn only with `Path`s, that plays for 0.3 s and fades out as it goes:
/// on `.armed` a ring of the accent colour expands from the arrow; on `.disarmed` a dashed ring of
/// the header's grey shrinks back onto it; on `.triggered` a disc of the accent colour swells out
/// behind the spinner. Pulses overlap when crossings come quickly, each on its own clock.
final class ThresholdPulseHeader: NormalHeader {
    /// One pulse: what set it off and when (scene seconds).
    struct Pulse: Equatable {
        let event: ThresholdEvent
        let start: Double
    }

    /// How long a pulse plays, in seconds.
    static let duration = 0.3
    /// The radii a pulse moves between, in points: it stays inside the 54 pt header.
    static let smallRadius = 9.0, largeRadius = 25.0
    /// The dashed ring of a disarm.
    static let disarmedStyle = StrokeStyle(width: 2, cap: .round, dash: [3, 4])

    /// The colour of the armed ring and the triggered flash (the theme's accent).
    var accent = ThemePalette.light.accent
    /// The pulses playing now, oldest first.
    private(set) var pulses: [Pulse] = []
    /// The time of the frame being drawn (the last `advance(to:)`).
    private var now = 0.0

    override func thresholdEventDidOccur(_ event: ThresholdEvent) {
        super.thresholdEventDidOccur(event)
        now = window?.context.clock.now ?? now
        pulses.append(Pulse(event: event, start: now))
    }

    override func advance(to time: Double) {
        super.advance(to: time)
        now = time
        pulses.removeAll { time - $0.start >= Self.duration }
    }

    override var isMoving: Bool { super.isMoving || !pulses.isEmpty }

    /// How far `pulse` has played at `now`, 0…1.
    private func progress(of pulse: Pulse) -> Double { min(max((now - pulse.start) / Self.duration, 0), 1) }

    override func draw(in canvas: Canvas) {
        super.draw(in: canvas)
        guard !pulses.isEmpty else { return }
        let centre = Point(x: arrowView.frame.midX, y: arrowView.frame.midY)
        let small = Self.smallRadius, large = Self.largeRadius
        for pulse in pulses {
            let p = progress(of: pulse)
            let out = 1 - (1 - p) * (1 - p)   // ease out: fast at first, then settling
            let fade = 1 - p
            switch pulse.event {
            case .armed:
                let ring = Path.circle(center: centre, radius: small + (large - small) * out)
                canvas.stroke(ring, color: accent.multipliedAlpha(fade), style: StrokeStyle(width: 3 - 2 * out))
            case .disarmed:
                let ring = Path.circle(center: centre, radius: large - (large - small) * out)
                canvas.stroke(ring, color: tintColor.multipliedAlpha(fade), style: Self.disarmedStyle)
            case .triggered:
                let disc = Path.circle(center: centre, radius: small + (large + 2 - small) * out)
                canvas.fill(disc, color: accent.multipliedAlpha(0.45 * fade))
            }
        }
    }
}
