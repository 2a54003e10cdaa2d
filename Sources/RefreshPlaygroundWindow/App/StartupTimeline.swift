import Foundation
import RefreshCore
import RefreshPlayground

#if canImport(Glibc)
import Glibc
#endif

/// The window's start-up in phases, marked on CLOCK_MONOTONIC. When `REFRESH_STARTUP_REPORT` is
/// set, the window writes them to standard error as one line after its first frame (the
/// benchmark's cold start reads it):
///
///     refresh-playground startup (ms): process-start=21.3 arguments=1.2 sdl-init=38.0 fonts-assets=6.1 first-present=9.9
///
/// `process-start` runs from the spawn (`REFRESH_SPAWNED_AT_NS`: the parent's CLOCK_MONOTONIC
/// just before it spawned this process) or, without it, from the kernel's process start time
/// (/proc/self/stat, 10 ms ticks) to `main`. Each later phase ends at its mark.
package enum StartupTimeline {
    /// The phases, in order.
    package enum Phase: String, CaseIterable, Sendable {
        /// exec → main: loading the executable and its shared libraries, static initialisers.
        case processStart = "process-start"
        /// main → the window app's start: the command line parsed and checked, output files checked.
        case arguments
        /// SDL's video subsystem (the display connection).
        case sdlInit = "sdl-init"
        /// The window and its renderer.
        case window
        /// Fonts, the example's scene with its images and animations, the overlays: what is left
        /// of building them (on another thread, during `window`) once the renderer exists.
        case fontsAndAssets = "fonts-assets"
        /// The first frame: tick, render, present.
        case firstPresent = "first-present"
        /// Not a step of the sequence: how long the background thread took to open the fonts,
        /// alongside `window` (`ScenePreparation`).
        case backgroundPreparation = "background-preparation"

        /// The phases that follow one another from the spawn to the first frame.
        package static let sequence: [Phase] = [
            .processStart, .arguments, .sdlInit, .window, .fontsAndAssets, .firstPresent,
        ]
    }

    /// The environment variable that asks for the report line.
    package static let reportVariable = "REFRESH_STARTUP_REPORT"
    /// The environment variable carrying the spawner's CLOCK_MONOTONIC, in nanoseconds.
    package static let spawnVariable = "REFRESH_SPAWNED_AT_NS"
    /// How the line starts.
    package static let linePrefix = "refresh-playground startup (ms):"

    private static var mainAt: UInt64?
    private static var ends: [Phase: UInt64] = [:]
    private static var durations: [Phase: Double] = [:]
    private static var reported = false

    /// Marks `main` (the end of `processStart`); call first thing.
    package static func markMain() { mainAt = now() }

    /// Marks the end of `phase` (the first mark of a phase counts).
    package static func mark(_ phase: Phase) {
        if ends[phase] == nil { ends[phase] = now() }
    }

    /// Records a duration measured apart from the sequence (`backgroundPreparation`).
    package static func record(_ phase: Phase, milliseconds: Double) {
        if durations[phase] == nil { durations[phase] = milliseconds }
    }

    /// Writes the line to standard error once, if `REFRESH_STARTUP_REPORT` asks for it.
    package static func reportIfAsked(environment: [String: String] = ProcessInfo.processInfo.environment) {
        guard !reported, environment[reportVariable] != nil else { return }
        reported = true
        let start = environment[spawnVariable].flatMap(UInt64.init) ?? processStartNanoseconds()
        let text = line(start: start, main: mainAt, ends: ends, durations: durations)
        StandardError.write(text)
    }

    /// The report line for a process that started at `start` and reached `main` at `main`
    /// (CLOCK_MONOTONIC nanoseconds), with each phase's end and the durations measured apart. A
    /// phase whose end is missing is left out (the next one runs from the last end known).
    static func line(start: UInt64?, main: UInt64?, ends: [Phase: UInt64], durations: [Phase: Double]) -> String {
        var out = linePrefix
        var previous = start
        var marks: [(Phase, UInt64?)] = [(.processStart, main)]
        for phase in Phase.sequence.dropFirst() { marks.append((phase, ends[phase])) }
        for (phase, end) in marks {
            guard let end else { continue }
            if let from = previous, end >= from {
                out += " \(phase.rawValue)=" + String(format: "%.1f", Double(end - from) / 1e6)
            }
            previous = end
        }
        for phase in Phase.allCases where !Phase.sequence.contains(phase) {
            if let ms = durations[phase] { out += " \(phase.rawValue)=" + String(format: "%.1f", ms) }
        }
        return out
    }

    /// Parses a report line into milliseconds per phase (the benchmark's side); nil for any other line.
    package static func parse(_ line: Substring) -> [Phase: Double]? {
        guard line.hasPrefix(linePrefix) else { return nil }
        var phases: [Phase: Double] = [:]
        for pair in line.dropFirst(linePrefix.count).split(separator: " ") {
            let parts = pair.split(separator: "=", maxSplits: 1)
            guard parts.count == 2, let phase = Phase(rawValue: String(parts[0])), let ms = Double(parts[1]) else {
                continue
            }
            phases[phase] = ms
        }
        return phases
    }

    /// Now, in CLOCK_MONOTONIC nanoseconds (`MonotonicClock`).
    nonisolated static func now() -> UInt64 { MonotonicClock.nanoseconds() }

    /// The kernel's start time of this process on CLOCK_MONOTONIC (field 22 of /proc/self/stat,
    /// clock ticks since boot; CLOCK_MONOTONIC counts from boot too, minus suspended time).
    static func processStartNanoseconds() -> UInt64? {
        guard let stat = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return nil }
        // Fields after the command name (which may contain spaces) start at field 3.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 19, let ticks = UInt64(fields[19]) else { return nil }
        let hz = UInt64(max(1, sysconf(Int32(_SC_CLK_TCK))))
        return ticks * (1_000_000_000 / hz)
    }
}
