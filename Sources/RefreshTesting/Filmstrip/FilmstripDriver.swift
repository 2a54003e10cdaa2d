import RefreshCore
import RefreshSDL

/// One `RefreshTestHost` stepped frame by frame on its virtual clock, with the control being
/// filmed and a way to draw the framed part of the window.
@MainActor final class FilmstripDriver {
    let host: RefreshTestHost
    let component: RefreshComponent
    let framing: ComponentFraming
    /// Frames run since the scene was made (the first one lays out).
    private(set) var framesRun = 0
    /// Where the held drag's pointer is, in window points.
    private var lastPointer = Point.zero

    /// Runs `host`'s first frame (it lays out, so the control's frame and insets are final) and
    /// measures the control `target`; throws `FilmstripError.badInput` when there is none.
    init(host: RefreshTestHost, target: RefreshTarget) throws {
        guard let component = target.component(of: host.scrollView), let family = PullFamily(component) else {
            throw FilmstripError.badInput("the scroll view has no \(target.rawValue) to film")
        }
        self.host = host
        self.component = component
        host.recordsTrace = false
        host.produceFrame()
        framing = ComponentFraming(family: family, component: component, scrollView: host.scrollView)
        framesRun = 1
    }

    var scrollView: ScrollView { host.scrollView }

    /// Runs one frame: the clock moves a frame on, `input` runs at that time, then the tree ticks.
    func runFrame(_ input: ((Double) -> Void)? = nil) {
        host.produceFrame(input)
        framesRun += 1
    }

    /// Runs `seconds` worth of frames.
    func hold(seconds: Double) {
        for _ in 0..<Int((seconds * host.fps).rounded()) { runFrame() }
    }

    /// Runs frames until nothing moves and no control refreshes or slides out (a refresh begun at
    /// launch ends by itself), at most `FilmstripTiming.maxSettleSeconds`.
    func settle() {
        let controls = RefreshTarget.allCases.compactMap { $0.component(of: scrollView) }
        let limit = Int(FilmstripTiming.maxSettleSeconds * host.fps)
        repeat {
            runFrame()
        } while framesRun < limit
            && (host.root.isBusy || controls.contains { $0.isRefreshing || $0.isEndingRefresh })
    }

    /// The offset that shows the control at `percent`.
    func offset(forPercent percent: Double) -> Point {
        framing.contentOffset(forPercent: percent, component: component, scrollView: scrollView)
    }

    /// Starts a drag that holds the control at `percent`: a finger goes down and moves just past
    /// the touch slop (`DirectionalLock.touchSlop`) the way the control is pulled (down for a
    /// header, up for a footer, left for a trailer) to start the drag, and the offset is set while it holds (the finger keeps its grip, as in UIKit).
    /// Runs one frame.
    func grab(atPercent percent: Double) {
        runFrame { t in
            let f = self.scrollView.frame
            let start = Point(x: f.midX, y: f.midY)
            var nudged = start
            // Past the touch slop, so a press on a carousel nested in a list starts the list's drag too.
            let nudge = DirectionalLock.touchSlop + 1
            nudged[self.framing.family.axis] += self.framing.family == .header ? nudge : -nudge
            _ = self.host.input.route(.pointerDown(start, time: t))
            _ = self.host.input.route(.pointerMoved(nudged, time: t))
            self.lastPointer = nudged
            self.scrollView.setContentOffset(self.offset(forPercent: percent), animated: false)
        }
    }

    /// Moves the held drag to `percent` during the next frame.
    func drag(toPercent percent: Double) {
        runFrame { _ in self.scrollView.setContentOffset(self.offset(forPercent: percent), animated: false) }
    }

    /// Lets go (no velocity: the finger has not moved for a while) during the next frame.
    func release() {
        runFrame { t in _ = self.host.input.route(.pointerUp(self.lastPointer, time: t)) }
    }

    /// Draws the window as the last frame left it and returns the framed part, 1:1 in pixels.
    func capture(into section: FilmstripSection, requestedPercent: Double? = nil, time: Double? = nil) -> FilmstripCell
    {
        let image = host.render().cropped(to: framing.cropRect, scale: host.scale)
        return FilmstripCell(
            section: section, image: image, requestedPercent: requestedPercent, time: time,
            reportedPercent: component.pullingPercent, state: component.state)
    }
}
