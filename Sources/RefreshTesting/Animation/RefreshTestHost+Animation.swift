import RefreshCore

extension RefreshTestHost {
    /// Every frame the host produces while `session` drives it, at its virtual time, as an
    /// animation: the picture before the session, each frame after it, and the picture it ends on,
    /// shown until one host frame after the session's end (`AnimatedCapture.end`).
    /// What `.animation` of RefreshSnapshotTesting compares with an APNG golden, frame by frame.
    ///
    /// ```swift
    /// let capture = try host.recordAnimation(framesPerSecond: 15) { host in
    ///     host.pull(.top, by: 80)
    ///     host.release()
    ///     host.advance(seconds: 1.5)
    /// }
    /// try capture.write(to: "pull.png")
    /// ```
    ///
    /// - Parameters:
    ///   - format: The file format the capture writes (APNG by default: what the animated goldens are).
    ///   - framesPerSecond: Frames kept per second at most (the host may produce more), 1…120.
    ///   - scale: The frames' size as a share of the host's pictures, 0.1…1.
    ///   - session: Drives the host: gestures, keys, `advance(seconds:)`, `run(_:screenshot:)`.
    /// - Returns: The capture, ready to write or to compare.
    /// - Throws: What `session` throws.
    public func recordAnimation(
        format: AnimatedCapture.Format = .apng, framesPerSecond: Double = 30, scale: Double = 1,
        _ session: (RefreshTestHost) throws -> Void
    ) throws -> AnimatedCapture {
        let capture = AnimatedCapture(format: format, framesPerSecond: framesPerSecond, scale: scale)
        let recorder = AnimationRecorder(host: self, capture: capture, forwardingTo: probe)
        let drewEveryFrame = rendersEveryFrame
        capture.add(render(), at: now)
        probe = recorder
        rendersEveryFrame = true
        defer {
            probe = recorder.next
            rendersEveryFrame = drewEveryFrame
        }
        try withExtendedLifetime(recorder) { try session(self) }
        capture.add(render(), at: now)   // input still waiting shows in the last frame
        capture.end = now + 1 / fps   // the last picture shows for a frame of the host, however long it held
        return capture
    }

    /// The animation of `steps` (a replay script's, or built in code) run on the host, as
    /// `recordAnimation(format:framesPerSecond:scale:_:)` records it; each `screenshot` step is a
    /// key frame, which the animation always shows.
    ///
    /// - Parameters:
    ///   - steps: The steps to run (`ReplayStep`).
    ///   - format: The file format the capture writes.
    ///   - framesPerSecond: Frames kept per second at most, 1…120.
    ///   - scale: The frames' size as a share of the host's pictures, 0.1…1.
    /// - Returns: The capture.
    /// - Throws: What `run(_:screenshot:)` throws.
    public func recordAnimation(
        of steps: [ReplayStep], format: AnimatedCapture.Format = .apng, framesPerSecond: Double = 30,
        scale: Double = 1
    ) throws -> AnimatedCapture {
        try recordAnimation(format: format, framesPerSecond: framesPerSecond, scale: scale) { host in
            try host.run(steps) { _, picture in
                // The recorder is the host's probe while the session runs.
                (host.probe as? AnimationRecorder)?.capture.add(picture, at: host.now, key: true)
            }
        }
    }
}

/// Adds every frame a host draws to a capture, telling the probe it replaced (a replay runner's)
/// about the frame too.
@MainActor
private final class AnimationRecorder: RefreshTestHostProbe {
    unowned let host: RefreshTestHost
    let capture: AnimatedCapture
    /// The probe the host had before; it hears every frame as before.
    weak var next: RefreshTestHostProbe?

    init(host: RefreshTestHost, capture: AnimatedCapture, forwardingTo next: RefreshTestHostProbe?) {
        self.host = host
        self.capture = capture
        self.next = next
    }

    func frameWillStart() { next?.frameWillStart() }
    func frameDidTick() { next?.frameDidTick() }
    func frameDidRender(inputs: Int, time: Double) {
        next?.frameDidRender(inputs: inputs, time: time)
        capture.add(host.target.snapshot(), at: time)
    }
}
