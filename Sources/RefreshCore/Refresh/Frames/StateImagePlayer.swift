/// Shows a gif control's image sequences in its image view, as MJRefresh's gif classes do: while
/// idle (and in no more data) the pull picks the frame, `min(Int(count × percent), count − 1)`; in
/// the other states the sequence loops at its own timing (a one-image sequence stands still).
///
/// While the control slides out after a refresh the refreshing loop keeps playing, so the image
/// never pops to an idle frame before the control has left; it returns to the idle frames when the
/// end animation finished or a drag grabbed the control. Shared by every gif control.
@MainActor
public final class StateImagePlayer {
    /// The view the frames show in.
    public let imageView: ImageView
    private var sequences: [RefreshState: FrameSequence] = [:]
    /// The state whose sequence is on screen (nil before anything was shown).
    private var shownState: RefreshState?
    private var loopStart: Double?
    /// The index of the frame shown now in the shown state's sequence (nil: no image).
    public private(set) var frameIndex: Int?

    /// A player that shows its frames in `imageView`.
    /// - Parameter imageView: The view to show the frames in (the control's gif view).
    public init(imageView: ImageView) { self.imageView = imageView }

    /// The sequence of `state`, if one was set.
    /// - Parameter state: The refresh state to look up.
    /// - Returns: The sequence set for `state`, or nil.
    public func sequence(for state: RefreshState) -> FrameSequence? { sequences[state] }

    /// Sets (or with nil removes) the sequence of `state`.
    /// - Parameters:
    ///   - sequence: The frames to show in `state`, or nil to show no image then.
    ///   - state: The refresh state the sequence belongs to.
    public func setSequence(_ sequence: FrameSequence?, for state: RefreshState) {
        sequences[state] = sequence
        if state == shownState { shownState = nil }   // shown again by the next update
    }

    /// The tallest frame of every sequence.
    public var tallestFrameHeight: Double {
        sequences.values.flatMap(\.images).map(\.size.height).max() ?? 0
    }

    /// The state whose images `control` should show now.
    /// - Parameter control: The gif control to look at.
    /// - Returns: `refreshing` while the control will refresh or slides out after a refresh, `idle`
    ///   in no more data, else its state.
    public static func displayedState(of control: RefreshComponent) -> RefreshState {
        if control.state == .willRefresh || control.isEndingRefresh { return .refreshing }
        return control.state == .noMoreData ? .idle : control.state
    }

    /// Brings the image in line with `control`'s state and pull; returns true when the image
    /// changed (the control lays out again). Call it from every hook that may change either.
    /// - Parameter control: The gif control whose state and pulling percent pick the frame.
    /// - Returns: True when the image shown changed.
    @discardableResult
    public func update(for control: RefreshComponent) -> Bool {
        let displayed = Self.displayedState(of: control)
        if displayed == .idle {
            shownState = .idle
            loopStart = nil
            guard let seq = sequences[.idle], !seq.isEmpty else { return show(nil) }
            return show(seq, index: seq.frameIndex(forPullPercent: control.pullingPercent))
        }
        guard displayed != shownState else { return false }   // the loop goes on
        shownState = displayed
        loopStart = nil
        guard let seq = sequences[displayed], !seq.isEmpty else { return show(nil) }
        return show(seq, index: 0)
    }

    /// True while a looping sequence is on screen (never with reduced motion: it stands on its
    /// first frame).
    public var isLooping: Bool {
        guard imageView.window?.context.reducesMotion != true else { return false }
        guard let s = shownState, s != .idle, let seq = sequences[s] else { return false }
        return seq.count > 1
    }

    /// Steps a looping sequence to `time`; returns true when the image changed.
    /// - Parameter time: The frame's time in seconds, on the window's injected clock; the loop starts at
    ///   the first time it sees.
    /// - Returns: True when the image shown changed.
    @discardableResult
    public func advance(to time: Double) -> Bool {
        guard isLooping, let s = shownState, let seq = sequences[s] else { return false }
        let start = loopStart ?? time
        loopStart = start
        return show(seq, index: seq.frameIndex(at: time - start, looping: true))
    }

    private func show(_ seq: FrameSequence, index: Int) -> Bool {
        let i = min(max(index, 0), seq.images.count - 1)
        frameIndex = i
        return show(seq.images[i])
    }

    private func show(_ image: Image?) -> Bool {
        if image == nil { frameIndex = nil }
        guard imageView.image !== image else { return false }
        imageView.image = image
        return true
    }
}

/// A refresh control that plays image sequences per state (the gif header and footers).
public protocol GIFRefreshControl: RefreshComponent {
    /// Plays the sequences in the control's image view.
    var player: StateImagePlayer { get }
    /// Makes the control at least `height` tall (MJRefresh grows a gif control to its tallest
    /// frame; it never shrinks).
    /// - Parameter height: The tallest frame's height, in points.
    func grow(toFit height: Double)
}

extension GIFRefreshControl {
    /// Sets the images for `state`, played over `duration` seconds (default `count × 0.1`);
    /// an empty list removes the state's images, with a warning.
    /// - Parameters:
    ///   - images: The frames, in order; an empty list removes the state's images.
    ///   - duration: Seconds one loop through the frames takes; nil for 0.1 s per frame.
    ///   - state: The refresh state the images belong to.
    public func setImages(_ images: [Image], duration: Double? = nil, for state: RefreshState) {
        guard !images.isEmpty else {
            setSequence(nil, for: state)
            return logger.warning(
                "An empty image list was ignored",
                metadata: ["control": "\(type(of: self))", "state": "\(state.rawValue)"])
        }
        setSequence(FrameSequence(images: images, duration: duration), for: state)
    }

    /// Sets a frame sequence (e.g. from an animated GIF with its own delays) for `state`.
    /// - Parameters:
    ///   - sequence: The frames to show in `state`, or nil to remove them; the control grows to fit
    ///     the tallest frame.
    ///   - state: The refresh state the sequence belongs to.
    public func setSequence(_ sequence: FrameSequence?, for state: RefreshState) {
        player.setSequence(sequence, for: state)
        if let tallest = sequence?.images.map(\.size.height).max(), tallest > designHeight { grow(toFit: tallest) }
        player.update(for: self)
        setNeedsLayout()
    }

    /// The sequence shown in `state`, if one was set.
    /// - Parameter state: The refresh state to look up.
    /// - Returns: The sequence set for `state`, or nil.
    public func sequence(for state: RefreshState) -> FrameSequence? { player.sequence(for: state) }

    /// The index of the frame shown now in the current sequence (nil: no image).
    public var frameIndex: Int? { player.frameIndex }

    /// Re-syncs the image after a state, pull or drag change; lays out when it changed.
    func syncImage() {
        if player.update(for: self) { setNeedsLayout() }
    }

    /// Steps the loop; lays out when the image changed.
    func advanceImage(to time: Double) {
        if player.advance(to: time) { setNeedsLayout() }
    }
}
