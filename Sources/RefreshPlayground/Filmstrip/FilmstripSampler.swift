import RefreshCore
import RefreshSDL

/// Films a refresh control in the real playground scene, headless: the "pull" row holds it at
/// even percents from 0 to its largest (each in a fresh scene, held `holdSeconds`), then one more
/// scene plays the refresh on its manual clock, a cell every 1/15 s:
///
/// 1. the control is held at its threshold (100 %; an auto footer just out of view, 0 %);
/// 2. t = 0: the pull goes to the largest percent (150 %: `pulling`; an auto footer all in view,
///    100 %, where it starts loading); the finger lets go at t = `releaseSeconds`;
/// 3. "pulling → refreshing" until the refreshing handler runs (the end of the begin animation),
///    "refreshing" until the refresh ends (`refreshSeconds` later, by the example's own handler,
///    rows and all), "ending" until the end animation has finished (`slowAnimationDuration`).
///
/// Each row's cells start at its event, so every row begins with the frame the event happened in.
package final class FilmstripSampler {
    /// What is filmed.
    package let request: ValidatedFilmstripRequest
    private let target: HeadlessTarget

    /// The window size the scene gets: the playground window's default.
    package static let viewport = SceneConfiguration(exampleID: "").viewport

    /// Prepares a headless target at the request's scale; throws `FilmstripError.runtime` when it
    /// cannot (no fonts, SDL failure).
    package init(request: ValidatedFilmstripRequest) throws {
        self.request = request
        do {
            target = try HeadlessTarget(size: Self.viewport, scale: request.scale)
        } catch {
            throw FilmstripError.runtime("cannot render headless: \(error)")
        }
    }

    /// The text renderer the scene and the sheet share.
    package var textRenderer: TextRenderer { target.textRenderer }

    /// The framing of the filmed control (from a fresh scene).
    package func framing() throws -> ComponentFraming {
        try FilmstripSceneDriver(request: request, target: target).framing
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
        return try Self.percents(for: family, steps: request.steps).map { percent in
            let driver = try FilmstripSceneDriver(request: request, target: target)
            driver.settle()
            driver.grab(atPercent: percent)
            driver.hold(seconds: FilmstripTiming.holdSeconds)
            return driver.capture(into: .pull, requestedPercent: percent)
        }
    }

    /// The animation rows, in time order (see the type's documentation).
    package func animationCells() throws -> [FilmstripCell] {
        let driver = try FilmstripSceneDriver(request: request, target: target)
        let family = driver.framing.family
        let component = driver.component
        driver.settle()
        driver.grab(atPercent: family.hasPulling ? 1 : 0)
        driver.hold(seconds: FilmstripTiming.holdSeconds)

        let fps = FilmstripTiming.fps
        let callsBefore = component.handlerCallCount
        let releaseFrame = Int((FilmstripTiming.releaseSeconds * fps).rounded())
        let endingFrames = Int((component.slowAnimationDuration * fps).rounded())
        let lastFrame = Int(FilmstripTiming.maxTimelineSeconds * fps)
        var section = FilmstripSection.pullingToRefreshing
        var sectionStart = 0
        var cells: [FilmstripCell] = []
        for frame in 0...lastFrame {
            switch frame {
            case 0: driver.drag(toPercent: family.maxPercent)
            case releaseFrame: driver.release()
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
            if sinceStart % FilmstripTiming.framesPerSample == 0 {
                cells.append(driver.capture(into: section, time: Double(frame) / fps))
            }
            if section == .ending && sinceStart >= endingFrames { break }
        }
        return cells
    }

    /// Every cell: the "pull" row, then the animation rows.
    package func allCells() throws -> [FilmstripCell] { try pullCells() + animationCells() }
}
