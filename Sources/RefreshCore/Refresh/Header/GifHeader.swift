/// A header that shows image sequences per state, as `MJRefreshGifHeader`: while idle the frame
/// follows the pull (`min(Int(count × percent), count − 1)`), pulling and refreshing loop at their
/// duration (a one-image state is static), back in idle the pull picks the frame again. The header grows to the
/// tallest frame. The image is centred when both labels are hidden, else right-aligned left of the text.
open class GifHeader: StateHeader {
    public let gifView = ImageView()
    private var sequences: [RefreshState: FrameSequence] = [:]
    private var animationStart: Double?
    private var animatingState: RefreshState?
    /// The index of the frame shown now in the current state's sequence (nil: no image).
    public private(set) var frameIndex: Int?

    open override func prepare() {
        super.prepare()
        labelLeftInset = 20
        addSubview(gifView)
    }

    /// Sets the images for `state`, played over `duration` seconds (default `count × 0.1`).
    public func setImages(_ images: [Image], duration: Double? = nil, for state: RefreshState) {
        guard !images.isEmpty else {
            sequences[state] = nil
            return Log.warning("\(typeName): empty image list for \(state.rawValue) ignored")
        }
        setSequence(FrameSequence(images: images, duration: duration), for: state)
    }

    /// Sets a frame sequence (e.g. from an animated GIF with its own delays) for `state`.
    public func setSequence(_ sequence: FrameSequence, for state: RefreshState) {
        sequences[state] = sequence
        let tallest = sequence.images.map(\.size.height).max() ?? 0
        if tallest > frame.height { frame.size.height = tallest }
        if state == self.state { showCurrentState() }
        setNeedsLayout()
    }

    public func sequence(for state: RefreshState) -> FrameSequence? { sequences[state] }

    /// The state whose images show: `refreshing` also while the header slides out after a refresh,
    /// so the animation never pops to an idle frame before the header has left.
    private var displayedState: RefreshState {
        if state == .willRefresh || isEndingRefresh { return .refreshing }
        return state
    }

    private var currentSequence: FrameSequence? { sequences[displayedState] }

    open override func pullingPercentDidChange() {
        super.pullingPercentDidChange()
        guard displayedState == .idle, let seq = sequences[.idle], !seq.images.isEmpty else { return }
        animatingState = nil
        show(seq, index: seq.frameIndex(forPullPercent: pullingPercent))
    }

    open override func stateDidChange(from old: RefreshState) {
        super.stateDidChange(from: old)
        // Ending: the refreshing loop keeps playing where it is until the header has slid out.
        if !(isEndingRefresh && animatingState == .refreshing) { showCurrentState() }
    }

    open override func endRefreshingAnimationDidFinish() {
        super.endRefreshingAnimationDidFinish()
        showCurrentState()
    }

    open override func scrollViewPanStateDidChange(from old: PanState) {
        super.scrollViewPanStateDidChange(from: old)
        // A drag that grabs the header while it slides out ends the refreshing look at once.
        if scrollView?.panState == .began, animatingState == .refreshing, !isRefreshing { showCurrentState() }
    }

    private func showCurrentState() {
        let shown = displayedState
        switch shown {
        case .pulling, .refreshing, .willRefresh:
            guard let seq = currentSequence, !seq.images.isEmpty else { return }
            animatingState = seq.images.count > 1 ? shown : nil
            animationStart = nil
            show(seq, index: 0)
        case .idle, .noMoreData:
            // MJRefresh leaves the pulling image up until the finger moves again; this shows the
            // idle frame for the current pull at once.
            animatingState = nil
            if let seq = sequences[.idle], !seq.images.isEmpty {
                show(seq, index: seq.frameIndex(forPullPercent: pullingPercent))
            }
        }
    }

    private func show(_ seq: FrameSequence, index: Int) {
        let i = min(max(index, 0), seq.images.count - 1)
        frameIndex = i
        if gifView.image !== seq.images[i] {
            gifView.image = seq.images[i]
            setNeedsLayout()
        }
    }

    open override func advance(to time: Double) {
        super.advance(to: time)
        guard let animating = animatingState, animating == displayedState, let seq = currentSequence else { return }
        let start = animationStart ?? time
        animationStart = start
        show(seq, index: seq.frameIndex(at: time - start, looping: true))
    }

    open override var isMoving: Bool { super.isMoving || animatingState != nil }

    open override var traceFrameIndex: Int? { frameIndex }

    open override func placeSubviews() {
        super.placeSubviews()
        gifView.frame = imageFrameLeftOfText(size: gifView.image?.size ?? .zero, gap: labelLeftInset)
    }
}
