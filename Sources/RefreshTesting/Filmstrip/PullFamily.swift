import RefreshCore

/// How a refresh control is pulled, which decides how the filmstrip poses it: the axis, the
/// percent range of its "pull" row and whether it has a `pulling` state.
package enum PullFamily: Sendable, Equatable {
    /// A header: pulled down past the top.
    case header
    /// A back footer: pulled up past the end, like a header.
    case backFooter
    /// An auto footer: scrolled into view at the end; its percent is how much of it shows (0…1).
    case autoFooter
    /// A trailer: pulled left past the end of a horizontal strip.
    case trailer

    /// The family of `component`, or nil for a control of an unknown kind.
    @MainActor package init?(_ component: RefreshComponent) {
        switch component {
        case is RefreshHeader: self = .header
        case is BackFooter: self = .backFooter
        case is AutoFooter: self = .autoFooter
        case is RefreshTrailer: self = .trailer
        default: return nil
        }
    }

    /// The axis the control is pulled along.
    package var axis: Axis { self == .trailer ? .horizontal : .vertical }

    /// True when releasing past the threshold refreshes (idle ↔ pulling at 100 %); an auto footer
    /// starts by itself instead.
    package var hasPulling: Bool { self != .autoFooter }

    /// The largest percent of the "pull" row: 150 % where the pull can go past the threshold, 100 %
    /// for an auto footer, whose percent stops at 1 (all of it shows).
    package var maxPercent: Double { hasPulling ? 1.5 : 1 }

    /// Cells of the "pull" row when `--steps` is not given: every 25 %.
    package var defaultSteps: Int { Int((maxPercent / 0.25).rounded()) + 1 }
}
