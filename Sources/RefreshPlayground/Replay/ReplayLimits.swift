import RefreshCore

/// The bounds a replay script must stay within, checked when the script is read (docs/replay.md,
/// "Limits"), so a valid script always runs to its end in bounded time and memory, and a script
/// outside them is a script error naming the step, the value and the limit (exit 2).
package enum ReplayLimits {
    /// Bytes of a script file: the core's reader's bound (`ReplayScript.maximumBytes`).
    package static var scriptBytes: Int { ReplayScript.maximumBytes }
    /// Steps of a script: the core's reader's bound (`ReplayScript.maximumSteps`).
    package static var steps: Int { ReplayScript.maximumSteps }
    /// Frames a script produces (`wait` and `move` frames at the script's `fps`, `frame` and
    /// `screenshot` steps): 100,000 is 28 minutes at 60 fps.
    package static let frames = 100_000
    /// `screenshot` steps of a script.
    package static let screenshots = 1000
    /// Rows a list can hold at any point: `rows`, then `rows` plus every `insert` after it.
    package static let rows = 10_000_000
    /// Pixels of a side of the rendering surface: `viewport` (and every `resize`) × `scale`.
    package static var surfaceSide: Int { PixelGrid.maximumSide }

    /// Why a viewport of `size` points cannot be rendered at `scale`, or nil when it can.
    static func surfaceProblem(_ size: Size, scale: Double) -> String? {
        let w = PixelGrid.length(size.width, scale: scale),
            h = PixelGrid.length(size.height, scale: scale)
        guard w > surfaceSide || h > surfaceSide else { return nil }
        return
            "\(JSONValue.numberText(size.width))x\(JSONValue.numberText(size.height)) pt at scale \(JSONValue.numberText(scale)) "
            + "is \(w)x\(h) px; each side may be at most \(surfaceSide) px (points × scale), so at scale "
            + "\(JSONValue.numberText(scale)) a side may be at most \(JSONValue.numberText((Double(surfaceSide) / scale * 1000).rounded(.down) / 1000)) pt"
    }
}

extension SceneScript {
    /// The frames the script produces at most: what `ReplayLimits.frames` bounds (`wait` and
    /// untimed `move` frames at its `fps`, one per `frame` and `screenshot` step), plus the one
    /// frame that steps still queued at the end produce.
    package var frameBound: Int {
        guard let example = ExampleCatalog.example(id: configuration.exampleID) else { return 0 }
        var budget = ReplayBudget(configuration: configuration, example: example)
        for (i, step) in steps.enumerated() { try? budget.add(step, index: i + 1, file: "") }
        return budget.frames + 1
    }
}

/// Counts what a script's steps cost while the parser reads them, and refuses the step that
/// passes a `ReplayLimits` bound.
struct ReplayBudget {
    let configuration: SceneConfiguration
    private var fps: Double { configuration.fps }
    private(set) var frames = 0
    private(set) var screenshots = 0
    /// The rows the list holds at most at this point of the script.
    private(set) var rows: Int

    /// A budget for a script starting from `configuration` with `example`.
    init(configuration: SceneConfiguration, example: Example) {
        self.configuration = configuration
        rows = configuration.rows ?? example.defaultRows
    }

    /// Counts `step` (1-based `index`); throws when it passes a limit.
    mutating func add(_ step: ReplayStep, index: Int, file: String) throws {
        func fail(_ problem: String) -> ScriptError { ScriptError(file: file, step: index, problem: problem) }
        let timed: Bool
        if case .timed = step { timed = true } else { timed = false }
        var produced = 0
        switch step.untimed {
        case let .wait(seconds): produced = Int(saturating: (seconds * fps).rounded())
        case let .move(_, duration): produced = timed ? 0 : max(1, Int(saturating: (duration * fps).rounded()))
        case .frame: produced = 1
        case .screenshot:
            produced = 1
            screenshots += 1
            if screenshots > ReplayLimits.screenshots {
                throw fail("this is screenshot \(screenshots); a replay may take at most \(ReplayLimits.screenshots)")
            }
        case let .resize(size):
            if let problem = ReplayLimits.surfaceProblem(size, scale: configuration.scale) {
                throw fail("\"resize\" to " + problem)
            }
        case let .rows(count): rows = count
        case let .insert(_, count):
            rows += count
            if rows > ReplayLimits.rows {
                throw fail("this insert brings the list to \(rows) rows; a list may hold at most \(ReplayLimits.rows)")
            }
        case let .example(id): rows = configuration.rows ?? ExampleCatalog.example(id: id)?.defaultRows ?? rows
        default: break
        }
        frames += produced
        if frames > ReplayLimits.frames {
            throw fail(
                "this step brings the replay to \(frames) frames (\(produced) at \(JSONValue.numberText(fps)) fps); "
                    + "a replay may produce at most \(ReplayLimits.frames) frames")
        }
    }
}
