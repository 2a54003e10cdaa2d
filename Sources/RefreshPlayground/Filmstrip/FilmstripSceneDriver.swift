import RefreshCore
import RefreshSDL
import RefreshTesting

/// One `PlaygroundScene` stepped frame by frame on its manual clock, as `ReplayRunner` steps it,
/// with the control being filmed and a way to draw the framed part of the window.
final class FilmstripSceneDriver {
    let scene: PlaygroundScene
    let component: RefreshComponent
    let framing: ComponentFraming
    private let target: HeadlessTarget
    /// Frames run so far; the next frame runs at `framesRun / fps`.
    private(set) var framesRun = 0
    /// Where the held drag's pointer is, in window points.
    private var lastPointer = Point.zero

    /// A fresh scene of `request` drawing into `target` (whose size is the scene's viewport).
    init(request: ValidatedFilmstripRequest, target: HeadlessTarget) throws {
        var configuration = SceneConfiguration(exampleID: request.example.id)
        configuration.viewport = target.size
        configuration.scale = request.scale
        configuration.fps = FilmstripTiming.fps
        configuration.language = request.language
        configuration.refreshDelay = .some(FilmstripTiming.refreshSeconds)
        do {
            scene = try PlaygroundScene(configuration: configuration, textMeasurer: target.textRenderer)
        } catch {
            throw FilmstripError.badInput("\(error)")
        }
        guard let component = scene.component(request.target), let family = PullFamily(component) else {
            throw FilmstripError.badInput("\(request.example.id) has no \(request.target.rawValue) to film")
        }
        self.component = component
        self.target = target
        scene.clock.set(0)
        scene.tick(at: 0)   // the first frame lays out, so the control's frame and insets are final
        framing = ComponentFraming(family: family, component: component, scrollView: scene.scrollView)
        framesRun = 1
    }

    var scrollView: ScrollView { scene.scrollView }

    /// The time of the frame run last.
    var now: Double { Double(max(framesRun - 1, 0)) / FilmstripTiming.fps }

    /// Runs one frame: sets the clock, delivers `input` at that time, then ticks.
    func runFrame(_ input: ((Double) -> Void)? = nil) {
        let t = Double(framesRun) / FilmstripTiming.fps
        scene.clock.set(t)
        input?(t)
        scene.tick(at: t)
        framesRun += 1
    }

    /// Runs `seconds` worth of frames.
    func hold(seconds: Double) {
        for _ in 0..<Int((seconds * FilmstripTiming.fps).rounded()) { runFrame() }
    }

    /// Runs frames until nothing moves and no control refreshes or slides out (a refresh begun at
    /// launch ends by itself), at most `FilmstripTiming.maxSettleSeconds`.
    func settle() {
        let controls = RefreshTarget.allCases.compactMap { scene.component($0) }
        let limit = Int(FilmstripTiming.maxSettleSeconds * FilmstripTiming.fps)
        repeat {
            runFrame()
        } while framesRun < limit
            && (scene.isBusy || controls.contains { $0.isRefreshing || $0.isEndingRefresh })
    }

    /// The offset that shows the control at `percent`.
    func offset(forPercent percent: Double) -> Point {
        framing.contentOffset(forPercent: percent, component: component, scrollView: scrollView)
    }

    /// Starts a drag that holds the control at `percent`: a finger goes down and moves a point the
    /// way the control is pulled (down for a header, up for a footer, left for a trailer) to start
    /// the drag, and the offset is set while it holds (the finger keeps its grip, as in UIKit).
    /// Runs one frame.
    func grab(atPercent percent: Double) {
        runFrame { t in
            let f = self.scrollView.frame
            let start = Point(x: f.midX, y: f.midY)
            var nudged = start
            nudged[self.framing.family.axis] += self.framing.family == .header ? 1 : -1
            self.scene.route(.pointerDown(start, time: t))
            self.scene.route(.pointerMoved(nudged, time: t))
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
        runFrame { t in self.scene.route(.pointerUp(self.lastPointer, time: t)) }
    }

    /// Draws the window as the last frame left it and returns the framed part, 1:1 in pixels.
    func capture(into section: FilmstripSection, requestedPercent: Double? = nil, time: Double? = nil) -> FilmstripCell
    {
        target.beginFrame(clear: scene.clearColor)
        scene.render(in: target.canvas)
        let image = target.snapshot().cropped(to: framing.cropRect, scale: target.scale)
        return FilmstripCell(
            section: section, image: image, requestedPercent: requestedPercent, time: time,
            reportedPercent: component.pullingPercent, state: component.state)
    }
}
