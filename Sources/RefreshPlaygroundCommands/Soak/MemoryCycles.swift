import Foundation
import RefreshCore
import RefreshPlayground
import RefreshTesting

/// Resident memory over many full refresh cycles (pull → refreshing → end → idle), drawn through
/// `ReplayRunner` so textures, text and animation frames are involved: each cycle opens the next
/// example of `MemoryCycles.examples` (a new scene; the old one must go), switches to the next
/// language, and pulls (or scrolls to the end, for an auto footer) until its control refreshes and
/// ends. Resident memory is sampled after every block of cycles; a leak shows as steady growth.
package enum MemoryCycles {
    /// Header, footer (auto and back), trailer, grid and gif examples, visited in turn.
    package static let examples = [
        "header.normal", "header.gif", "footer.auto-normal", "footer.back-normal",
        "footer.back-gif", "trailer.horizontal", "grid.header-footer", "header.hide-state-time",
    ]

    /// One sample: cycles done, refreshes seen to end, resident bytes.
    package struct Sample {
        /// Cycles run so far.
        package let cycles: Int
        /// Refreshes seen to run their handler and end so far (one per cycle when all is well).
        package let refreshes: Int
        /// Resident memory after them, bytes (nil where `/proc/self/statm` cannot be read).
        package let residentBytes: Int?
    }

    /// The steps of cycle `n` (0-based): the example, the language, the gesture, the wait.
    static func cycleSteps(_ n: Int) -> [ReplayStep] {
        let id = examples[n % examples.count]
        let languages = RefreshLanguage.allCases
        var steps: [ReplayStep] = [.example(id), .language(languages[n % languages.count].code), .frame]
        let settle = ReplayStep.wait(seconds: 1.6)
        switch id {
        case "footer.auto-normal":
            steps += [.key("End"), settle]
        case "footer.back-normal", "footer.back-gif":
            steps += [
                .key("End"), .wait(seconds: 0.5), .down(Point(x: 200, y: 700)),
                .move(Point(x: 200, y: 250), duration: 0.3), .up, settle,
            ]
        case "trailer.horizontal":
            steps += [
                .key("End"), .wait(seconds: 0.5), .down(Point(x: 350, y: 422)),
                .move(Point(x: 20, y: 422), duration: 0.3), .up, settle,
            ]
        default:
            steps += [.down(Point(x: 200, y: 150)), .move(Point(x: 200, y: 600), duration: 0.3), .up, settle]
        }
        return steps
    }

    /// Runs `cycles` cycles in blocks of `block`, calling `sample` after each block (and once
    /// before the first, after one warm-up cycle). Throws when the headless target cannot be made.
    package static func run(cycles: Int, block: Int = 50, fps: Double = 30, sample: (Sample) -> Void) throws {
        var configuration = SceneConfiguration(exampleID: examples[0])
        configuration.fps = fps
        configuration.refreshDelay = .some(0.3)
        let counter = RefreshCounter()
        var done = 0
        func runCycles(_ range: Range<Int>) throws {
            let script = SceneScript(configuration: configuration, steps: range.flatMap(cycleSteps))
            let runner = try ReplayRunner(script: script, outputDirectory: nil)
            runner.probe = counter
            try runner.run()
            done = range.upperBound
        }
        try runCycles(0..<1)
        sample(Sample(cycles: done, refreshes: counter.refreshes, residentBytes: ResidentMemory.bytes()))
        while done < cycles {
            try runCycles(done..<min(cycles, done + max(1, block)))
            sample(Sample(cycles: done, refreshes: counter.refreshes, residentBytes: ResidentMemory.bytes()))
        }
    }

    /// `refresh-playground soak --memory-cycles N`: prints a line per sample and a summary;
    /// returns the exit code (0, or 1 when the run could not start).
    static func runCommand(cycles: Int) -> Int32 {
        let start = Date()
        var samples: [Sample] = []
        print(
            "memory: \(cycles) refresh cycles over \(examples.joined(separator: ", ")), a language switch each, drawn at 390×844"
        )
        do {
            try run(cycles: cycles) { s in
                samples.append(s)
                let mb = s.residentBytes.map { String(format: "%.1f MB", Double($0) / 1_000_000) } ?? "unreadable"
                print(String(format: "memory: %5d cycles %5d refreshes  resident %@", s.cycles, s.refreshes, mb))
            }
        } catch {
            StandardError.write("refresh-playground: memory cycles could not run: \(error)")
            return 1
        }
        print(summary(samples, seconds: Date().timeIntervalSince(start)))
        return 0
    }

    /// Growth from the sample after a fifth of the cycles (warm caches) to the last one.
    static func summary(_ samples: [Sample], seconds: Double) -> String {
        guard let last = samples.last, let end = last.residentBytes else { return "memory: resident size unreadable" }
        let warm = samples.first { $0.cycles >= last.cycles / 5 } ?? samples[0]
        let from = warm.residentBytes ?? end
        let peak = samples.compactMap(\.residentBytes).max() ?? end
        return String(
            format:
                "memory: %d cycles (%d refreshes) in %.1f s; resident %.1f MB after %d cycles, %.1f MB at the end (%+.1f MB), peak %.1f MB",
            last.cycles, last.refreshes, seconds, Double(from) / 1_000_000, warm.cycles, Double(end) / 1_000_000,
            Double(end - from) / 1_000_000, Double(peak) / 1_000_000)
    }
}

/// Counts refreshes that ran their handler and ended, over every scene a runner shows.
private final class RefreshCounter: ReplayFrameProbe {
    private(set) var refreshes = 0
    private var wasRefreshing: [RefreshTarget: Bool] = [:]
    private weak var scene: PlaygroundScene?

    func frameWillStart() {}
    func frameDidTick() {}
    func frameDidRender(scene: PlaygroundScene, inputs: Int, time: Double) {
        if scene !== self.scene {
            self.scene = scene
            wasRefreshing = [:]
        }
        for target in RefreshTarget.allCases {
            guard let c = scene.component(target) else { continue }
            let now = c.state == .refreshing && c.handlerCallCount > 0
            if wasRefreshing[target] == true && !now { refreshes += 1 }
            wasRefreshing[target] = now
        }
    }
}
