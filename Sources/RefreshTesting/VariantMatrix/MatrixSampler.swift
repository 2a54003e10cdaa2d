import RefreshCore
import RefreshSDL

/// Poses a refresh control at one moment in a fresh scene per variant (a host from the factory,
/// put in the variant: `RefreshTestHost.apply(_:)`) and crops the part of the
/// window it covers (the filmstrip's band, `ComponentFraming`, when none of it shows), noting which
/// of its labels are drawn cut.
///
/// The control's load handler is replaced, so a moment never depends on the scene's timing: for
/// `refreshing` the load never ends, for `finished` it succeeds and for `failed` it fails at once
/// (the control shows its refreshing look for its minimum time first).
@MainActor package final class MatrixSampler {
    /// Seconds a pose is held before it is drawn (state animations such as the arrow's turn end).
    package static let holdSeconds = FilmstripTiming.holdSeconds
    /// The pull of `idle` (and an auto footer's `pulling`): 95 % of the threshold, or of an auto
    /// footer in view, which it does not load at.
    package static let idlePercent = 0.95
    /// Seconds an outcome has been on show when it is drawn (it shows for half a second).
    package static let outcomeSeconds = 0.2

    /// The control posed.
    package let target: RefreshTarget
    /// The moment every cell shows.
    package let moment: MatrixMoment
    private let makeHost: RefreshTestHostFactory
    /// The fonts of the last host made (what the sheet is drawn with); nil before the first cell.
    package private(set) var textRenderer: TextRenderer?

    /// A sampler posing `target` at `moment` in the scenes `makeHost` makes (a fresh host per cell).
    package init(target: RefreshTarget, moment: MatrixMoment, makeHost: @escaping RefreshTestHostFactory) {
        self.target = target
        self.moment = moment
        self.makeHost = makeHost
    }

    /// The cell of `variant`: a fresh scene come to rest, the control posed at the moment, the band
    /// drawn. Throws `FilmstripError.badInput` when the scene has no such control, the moment does
    /// not apply to it (`noMoreData` on a header or trailer) or the scene cannot be made.
    package func cell(for variant: MatrixVariant) throws -> MatrixCell {
        let host: RefreshTestHost
        do {
            host = try makeHost()
        } catch let error as FilmstripError {
            throw error
        } catch {
            throw FilmstripError.badInput("cannot make the scene of \(variant.label): \(error)")
        }
        try host.apply(variant)
        textRenderer = host.canvas.textRenderer
        let driver = try FilmstripDriver(host: host, target: target)
        try pose(driver)
        let image = host.render().cropped(to: Self.shownRect(of: driver) ?? driver.framing.cropRect, scale: host.scale)
        return MatrixCell(
            variant: variant, image: image, state: driver.component.state,
            cuts: CutLabels.cuts(in: driver.component))
    }

    /// Every cell: `variants` in order.
    package func cells(for variants: [MatrixVariant]) throws -> [MatrixCell] {
        try variants.map { try cell(for: $0) }
    }

    /// The part of the window the control covers now (its frame moved by the scroll view's
    /// position and offset, within the scroll view's frame); nil when none of it shows.
    static func shownRect(of driver: FilmstripDriver) -> Rect? {
        let sv = driver.scrollView, f = driver.component.frame
        let x = sv.frame.minX + f.minX - sv.bounds.minX, y = sv.frame.minY + f.minY - sv.bounds.minY
        let x0 = max(x, sv.frame.minX), x1 = min(x + f.width, sv.frame.maxX)
        let y0 = max(y, sv.frame.minY), y1 = min(y + f.height, sv.frame.maxY)
        guard x1 - x0 >= 1, y1 - y0 >= 1 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    private func pose(_ driver: FilmstripDriver) throws {
        let component = driver.component
        let family = driver.framing.family
        driver.settle()
        switch moment {
        case .idle:
            driver.grab(atPercent: Self.idlePercent)
            driver.hold(seconds: Self.holdSeconds)
        case .pulling:
            if family.hasPulling { pullPastThreshold(driver) } else { driver.grab(atPercent: Self.idlePercent) }
            driver.hold(seconds: Self.holdSeconds)
        case .refreshing, .finished, .failed:
            let outcome: RefreshOutcome? =
                moment == .refreshing ? nil : moment == .finished ? .success : .failure()
            component.loadHandler = { load in if let outcome { load.finish(outcome) } }
            let calls = component.handlerCallCount
            if family.hasPulling { pullPastThreshold(driver) } else { driver.grab(atPercent: 1) }
            if outcome == nil {
                driver.hold(seconds: FilmstripTiming.releaseSeconds)
            } else {
                // An auto footer loads while held, and its outcome shows for a limited time from
                // then: the hold ends once the handler ran, so the outcome is drawn at its age.
                let holdEnd = driver.framesRun + Int((FilmstripTiming.releaseSeconds * driver.host.fps).rounded())
                while driver.framesRun < holdEnd && component.handlerCallCount == calls { driver.runFrame() }
            }
            driver.release()
            let wanted: RefreshState = moment == .refreshing ? .refreshing : moment == .finished ? .finished : .failed
            let limit = driver.framesRun + Int(FilmstripTiming.maxTimelineSeconds * driver.host.fps)
            while driver.framesRun < limit && (component.handlerCallCount == calls || !reached(wanted, component)) {
                driver.runFrame()
            }
            driver.hold(seconds: moment == .refreshing ? Self.holdSeconds : Self.outcomeSeconds)
        case .noMoreData:
            guard let footer = component as? RefreshFooter else {
                throw FilmstripError.badInput(
                    "the moment noMoreData: only a footer has it; the \(target.rawValue) has no 'no more data' state")
            }
            driver.runFrame { _ in footer.endRefreshingWithNoMoreData() }
            driver.settle()
            driver.grab(atPercent: 1)
            driver.hold(seconds: Self.holdSeconds)
        }
    }

    /// Grabs the control at 150 % of its height and, while it is not `pulling` (a threshold past
    /// its height, `triggerDistance`), drags on a quarter of its height a frame, at most to 400 %.
    private func pullPastThreshold(_ driver: FilmstripDriver) {
        var percent = driver.framing.family.maxPercent
        driver.grab(atPercent: percent)
        while driver.component.state != .pulling && percent < Self.maxPullPercent {
            percent += 0.25
            driver.drag(toPercent: percent)
        }
    }

    /// The furthest `pullPastThreshold` drags, in heights of the control.
    static let maxPullPercent = 4.0

    /// True once `component` shows `wanted`, or has gone past it (an outcome shown for no time,
    /// a failed header that collapsed). An auto footer's failure is `failed` itself, where it waits
    /// for a retry (its outcome's `finished` comes first).
    private func reached(_ wanted: RefreshState, _ component: RefreshComponent) -> Bool {
        if wanted == .refreshing { return component.state == .refreshing }
        if wanted == .failed && component is AutoFooter { return component.state == .failed }
        return component.state == wanted || component.state == .finished || component.state == .failed
            || (component.state == .idle && component.lastOutcome != nil)
    }
}
