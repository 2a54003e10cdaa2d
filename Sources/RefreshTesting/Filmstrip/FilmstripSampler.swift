import Foundation
import RefreshCore
import RefreshSDL

/// Films a refresh control, headless, in scenes the caller makes: the "pull" row holds it at even
/// percents from 0 to its largest (each in a fresh scene, held `holdSeconds`), then one more scene
/// plays the refresh on its virtual clock, a cell every 1/15 s (at 60 frames a second):
///
/// 1. the control is held at its threshold (100 %; an auto footer just out of view, 0 %);
/// 2. t = 0: the pull goes to the largest percent (150 %: `pulling`; an auto footer all in view,
///    100 %, where it starts loading); the finger lets go at t = `releaseSeconds`;
/// 3. "pulling → refreshing" until the refreshing handler runs (the end of the begin animation),
///    "refreshing" until the refresh ends (by the handler, or `refreshDuration` after it ran),
///    "ending" while it shows the load's outcome (`finished`, `outcomeDisplayDuration`) and until
///    the end animation after it has finished (`slowAnimationDuration`).
///
/// Each row's cells start at its event, so every row begins with the frame the event happened in.
/// Every scene is a `RefreshTestHost` made by `makeHost`, run at the host's frame rate.
@MainActor package final class FilmstripSampler {
    /// What a first scene tells about every scene: where the control is, the window, the drawing.
    package struct Scene {
        /// The band every cell shows.
        package let framing: ComponentFraming
        /// The window's size in points.
        package let viewport: Size
        /// Pixels per point.
        package let scale: Double
        /// Frames per second of the host's clock.
        package let fps: Double
        /// The language code the controls speak.
        package let language: String
        /// The text renderer the scenes and the sheet share.
        package let textRenderer: TextRenderer

        /// Frames between two animation cells: a fifteenth of a second, at least one frame.
        package var framesPerSample: Int { max(1, Int((fps * FilmstripTiming.sampleInterval).rounded())) }

        /// "1/15 s" at 60 frames a second (every fourth frame).
        var sampleIntervalText: String {
            let perSecond = fps / Double(framesPerSample)
            return perSecond == perSecond.rounded()
                ? "1/\(Int(perSecond)) s" : String(format: "%.3f s", Double(framesPerSample) / fps)
        }
    }

    /// The control filmed.
    package let target: RefreshTarget
    /// Cells of the "pull" row; nil: the family's default (every 25 %).
    package let steps: Int?
    /// Seconds after the refreshing handler ran at which the filmstrip ends a refresh still going;
    /// nil: the handler ends it (or the timeline stops at `maxTimelineSeconds`).
    package let refreshDuration: Double?
    /// The first line of the sheet's heading.
    package let title: String
    /// The language named in the heading; nil: the code of the scene's language.
    package let language: String?
    /// The end of the heading's animation line: who ends the refresh, and when.
    package let refreshNote: String
    private let makeHost: RefreshTestHostFactory
    private var measured: Scene?

    /// A sampler filming `target` of the scroll views `makeHost` makes (a fresh host each call).
    ///
    /// - Parameters:
    ///   - target: The control to film.
    ///   - steps: Cells of the "pull" row (at least 2); nil: every 25 %.
    ///   - refreshDuration: Seconds after the refreshing handler ran at which a refresh still going
    ///     is ended; nil leaves it to the handler.
    ///   - title: The heading's first line; nil: "RefreshKit filmstrip · its <target>".
    ///   - language: The language the heading names; nil: the scene's.
    ///   - refreshNote: The heading's words on how the refresh ends; nil: said from `refreshDuration`.
    ///   - makeHost: Makes a fresh host with the scroll view and its controls, at rest.
    package init(
        target: RefreshTarget, steps: Int? = nil, refreshDuration: Double? = nil, title: String? = nil,
        language: String? = nil, refreshNote: String? = nil, makeHost: @escaping RefreshTestHostFactory
    ) {
        self.target = target
        self.steps = steps
        self.refreshDuration = refreshDuration.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
        self.title = title ?? "RefreshKit filmstrip · its \(target.rawValue)"
        self.language = language
        self.refreshNote =
            refreshNote
            ?? self.refreshDuration.map {
                "the refresh is ended \($0) s after the handler runs, unless it ended before"
            }
            ?? "the handler ends the refresh"
        self.makeHost = makeHost
    }

    /// A fresh scene: a new host, its first frame run, the control measured.
    func driver() throws -> FilmstripDriver {
        let host: RefreshTestHost
        do {
            host = try makeHost()
        } catch let error as FilmstripError {
            throw error
        } catch {
            throw FilmstripError.badInput("cannot make the scene to film: \(error)")
        }
        return try FilmstripDriver(host: host, target: target)
    }

    /// What a first scene tells about every scene (measured once, in a fresh scene).
    package func measure() throws -> Scene {
        if let measured { return measured }
        let driver = try driver()
        let host = driver.host
        let scene = Scene(
            framing: driver.framing, viewport: host.root.bounds.size, scale: host.scale, fps: host.fps,
            language: host.root.context.localizer.language.code, textRenderer: host.canvas.textRenderer)
        measured = scene
        return scene
    }

    /// The framing of the filmed control (from a fresh scene).
    package func framing() throws -> ComponentFraming { try measure().framing }

    /// The text renderer the scenes and the sheet share.
    package var textRenderer: TextRenderer {
        get throws { try measure().textRenderer }
    }

    /// The percents of the "pull" row: `steps` cells (the family's default when nil) spread evenly
    /// from 0 to the family's largest percent.
    package static func percents(for family: PullFamily, steps: Int?) -> [Double] {
        let n = max(2, steps ?? family.defaultSteps)
        return (0..<n).map { family.maxPercent * Double($0) / Double(n - 1) }
    }

    /// The "pull" row: one fresh scene per percent, the control held there `holdSeconds`.
    package func pullCells() throws -> [FilmstripCell] {
        let family = try framing().family
        return try Self.percents(for: family, steps: steps).map { percent in
            let driver = try driver()
            driver.settle()
            driver.grab(atPercent: percent)
            driver.hold(seconds: FilmstripTiming.holdSeconds)
            return driver.capture(into: .pull, requestedPercent: percent)
        }
    }

    /// The animation rows, in time order (see the type's documentation).
    package func animationCells() throws -> [FilmstripCell] {
        let driver = try driver()
        let family = driver.framing.family
        let component = driver.component
        let fps = driver.host.fps
        let framesPerSample = try measure().framesPerSample
        driver.settle()
        driver.grab(atPercent: family.hasPulling ? 1 : 0)
        driver.hold(seconds: FilmstripTiming.holdSeconds)

        let callsBefore = component.handlerCallCount
        let releaseFrame = Int((FilmstripTiming.releaseSeconds * fps).rounded())
        let endingFrames = Int((component.slowAnimationDuration * fps).rounded())
        let refreshFrames = refreshDuration.map { max(1, Int(($0 * fps).rounded())) }
        let lastFrame = Int(FilmstripTiming.maxTimelineSeconds * fps)
        var section = FilmstripSection.pullingToRefreshing
        var sectionStart = 0
        var cells: [FilmstripCell] = []
        /// The frame the control collapsed in (left `refreshing` and any `finished` after it).
        var collapseFrame: Int?
        for frame in 0...lastFrame {
            switch frame {
            case 0: driver.drag(toPercent: family.maxPercent)
            case releaseFrame: driver.release()
            case sectionStart + (refreshFrames ?? 0) where section == .refreshing && refreshFrames != nil:
                driver.runFrame { _ in if component.isRefreshing { component.endRefreshing() } }
            default: driver.runFrame()
            }
            let next: FilmstripSection
            if section == .ending || (section == .refreshing && !component.isRefreshing) {
                next = .ending
            } else if component.handlerCallCount > callsBefore {
                next = .refreshing
            } else {
                next = .pullingToRefreshing
            }
            if next != section {
                section = next
                sectionStart = frame
            }
            let sinceStart = frame - sectionStart
            if sinceStart % framesPerSample == 0 {
                cells.append(driver.capture(into: section, time: Double(frame) / fps))
            }
            if section == .ending {
                if collapseFrame == nil && component.state != .finished { collapseFrame = frame }
                if let collapseFrame, frame - collapseFrame >= endingFrames { break }
            }
        }
        return cells
    }

    /// Every cell: the "pull" row, then the animation rows.
    package func allCells() throws -> [FilmstripCell] { try pullCells() + animationCells() }
}
