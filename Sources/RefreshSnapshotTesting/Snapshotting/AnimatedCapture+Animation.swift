import Foundation
import RefreshCore
import RefreshTesting
import SnapshotTesting
import XCTest

extension Snapshotting where Value == AnimatedCapture, Format == Data {
    /// An animated golden: the capture written as an APNG (`AnimatedCapture.encoded(end:)`) and
    /// compared frame by frame with the golden `<test>.<name>.png`, an APNG too: the frame counts,
    /// each frame's delay and each frame's pixels (exact by default; `tolerance`, `precision` and
    /// `masks` as the still images' `.image` uses them).
    ///
    /// ```swift
    /// let capture = try host.recordAnimation(framesPerSecond: 15, scale: 0.5) { host in
    ///     host.pull(.top, by: 80)
    ///     host.release()
    ///     host.advance(seconds: 1.5)
    /// }
    /// assertSnapshot(of: capture, as: .animation(tolerance: 3), named: "pull-refresh")
    /// ```
    ///
    /// A failure gives the frame counts, the frames shown for another time, and the first differing
    /// frame with its time and the regions where it differs; it writes the actual animation
    /// (`.actual.png`) and a strip of the differing frames (`.diff.png`: golden | actual | diff,
    /// one labelled row each) where the still images' failure pictures go, and records the mismatch
    /// in the review report, where the two animations play side by side.
    ///
    /// - Parameters:
    ///   - precision: The share of each frame's pixels that must match, 0…1.
    ///   - perceptualPrecision: How alike a pixel's colour must look, 0…1 (see `.image`).
    ///   - tolerance: The largest difference in a channel, 0…255, that still counts as a match.
    ///   - delayTolerance: The largest difference in a frame's delay, in milliseconds, that still
    ///     counts as the same timing.
    ///   - masks: Rectangles in points left out of every frame, painted magenta in the strip.
    ///   - scale: Pixels per point of the frames (the host's scale times the capture's), which
    ///     places the masks and the regions a failure lists; nil: the capture's `scale` (a host at
    ///     scale 1).
    ///   - end: When the last frame stops showing, in seconds (nil: one frame interval after it).
    ///   - file: The test file (the caller's by default); pass `assertSnapshot` the same.
    ///   - testName: The test (the caller's by default); pass `assertSnapshot` the same.
    ///   - line: The line a capture that cannot be encoded is reported at (the caller's by default).
    /// - Returns: The strategy.
    public static func animation(
        precision: Float = 1, perceptualPrecision: Float = 1, tolerance: Int = 0, delayTolerance: Int = 0,
        masks: [Rect] = [], scale: Double? = nil, end: Double? = nil, file: StaticString = #filePath,
        testName: String = #function, line: UInt = #line
    ) -> Snapshotting {
        let comparison = AnimationComparison(
            precision: precision, perceptualPrecision: perceptualPrecision, tolerance: tolerance, masks: masks,
            delayTolerance: delayTolerance)
        let location = SnapshotLocation(file: file, testName: testName)
        return Snapshotting(
            pathExtension: "png", diffing: .animation(comparison, location: location),
            snapshot: { capture in
                location.scale = scale ?? capture.scale
                return encoded(capture, end: end, file: file, line: line)
            })
    }

    /// The capture's APNG bytes; an empty file, after failing the test at `file` and `line`, for a
    /// GIF capture or one without frames.
    static func encoded(_ capture: AnimatedCapture, end: Double?, file: StaticString, line: UInt) -> Data {
        guard capture.format == .apng else {
            XCTFail(
                "an animated golden is an APNG: make the capture with AnimatedCapture(format: .apng), "
                    + "not \(capture.format.rawValue)", file: file, line: line)
            return Data()
        }
        do {
            return Data(try capture.encoded(end: end))
        } catch {
            XCTFail("the animation cannot be encoded: \(error)", file: file, line: line)
            return Data()
        }
    }
}

extension Snapshotting where Value == RefreshTestHost, Format == Data {
    /// An animated golden of a session: `steps` (a replay script's, or gestures built in code) run
    /// on the host, every frame it produces recorded (`RefreshTestHost.recordAnimation(of:…)`) and
    /// compared with the APNG golden frame by frame, as `.animation` of a capture compares it.
    ///
    /// ```swift
    /// assertSnapshot(
    ///     of: host,
    ///     as: .animation(of: [.drag(from: Point(x: 160, y: 60), to: Point(x: 160, y: 200)), [.wait(1.5)]].flatMap { $0 }),
    ///     named: "pull-refresh")
    /// ```
    ///
    /// Assert on the main actor (the host is main-actor isolated).
    ///
    /// - Parameters:
    ///   - steps: The session's steps; `screenshot` steps are key frames the animation always shows.
    ///   - framesPerSecond: Frames kept per second at most, 1…120.
    ///   - frameScale: The frames' size as a share of the host's pictures, 0.1…1.
    ///   - precision: The share of each frame's pixels that must match, 0…1.
    ///   - perceptualPrecision: How alike a pixel's colour must look, 0…1.
    ///   - tolerance: The largest difference in a channel, 0…255, that still counts as a match.
    ///   - delayTolerance: The largest difference in a frame's delay, in milliseconds, still the same.
    ///   - masks: Rectangles in window points left out of every frame.
    ///   - file: The test file (the caller's by default); pass `assertSnapshot` the same.
    ///   - testName: The test (the caller's by default); pass `assertSnapshot` the same.
    ///   - line: The line a session that cannot run is reported at (the caller's by default).
    /// - Returns: The strategy: the capture's, pulled back along the recording.
    public static func animation(
        of steps: [ReplayStep], framesPerSecond: Double = 30, frameScale: Double = 1, precision: Float = 1,
        perceptualPrecision: Float = 1, tolerance: Int = 0, delayTolerance: Int = 0, masks: [Rect] = [],
        file: StaticString = #filePath, testName: String = #function, line: UInt = #line
    ) -> Snapshotting {
        let comparison = AnimationComparison(
            precision: precision, perceptualPrecision: perceptualPrecision, tolerance: tolerance, masks: masks,
            delayTolerance: delayTolerance)
        let location = SnapshotLocation(file: file, testName: testName)
        return Snapshotting(
            pathExtension: "png", diffing: .animation(comparison, location: location),
            snapshot: { host in
                let recorded = MainActor.assumeIsolated { () -> (Data, Double)? in
                    do {
                        let capture = try host.recordAnimation(
                            of: steps, framesPerSecond: framesPerSecond, scale: frameScale)
                        let bytes = Snapshotting<AnimatedCapture, Data>.encoded(
                            capture, end: nil, file: file, line: line)
                        return (bytes, host.scale * capture.scale)
                    } catch {
                        XCTFail("the session cannot be recorded: \(error)", file: file, line: line)
                        return nil
                    }
                }
                location.scale = recorded?.1 ?? 1   // masks are in window points
                return recorded?.0 ?? Data()
            })
    }
}
