/// The default header, as `MJRefreshNormalHeader`: an arrow left of the text that turns to point up
/// (0.25 s) when releasing would refresh and back when not, and a spinner while refreshing that fades
/// out when the refresh ends.
open class NormalHeader: StateHeader {
    /// The arrow every new normal header starts with: a host may load the project's
    /// `Assets/arrow/arrow@2x.png` into it; by default it is drawn in code by `ArrowArtwork`, the same
    /// drawing the asset is made from.
    nonisolated(unsafe) public static var defaultArrowImage = Image(bitmap: ArrowArtwork.bitmap(scale: 2), scale: 2, name: "arrow")

    public let arrowView = ImageView(image: NormalHeader.defaultArrowImage, tint: .refreshLabel)
    public let loadingView = ActivityIndicator()

    open override func prepare() {
        super.prepare()
        addSubview(arrowView)
        addSubview(loadingView)
    }

    open override func placeSubviews() {
        super.placeSubviews()
        // MJRefresh centres the arrow and the spinner `labelLeftInset` left of the text.
        let arrowSize = arrowView.image?.size ?? .zero, spin = loadingView.image?.size ?? .zero
        let slot = Size(width: max(arrowSize.width, spin.width), height: max(arrowSize.height, spin.height))
        let centre = imageFrameLeftOfText(size: slot, gap: labelLeftInset - slot.width / 2)
        for (view, size) in [(arrowView as ImageView, arrowSize), (loadingView, spin)] {
            view.frame = Rect(x: centre.midX - size.width / 2, y: centre.midY - size.height / 2,
                              width: size.width, height: size.height)
        }
    }

    open override func stateDidChange(from old: RefreshState) {
        super.stateDidChange(from: old)
        switch state {
        case .idle:
            if old == .refreshing {
                Animator.withoutAnimation { arrowView.rotation = 0 }
                animate(duration: slowAnimationDuration, { self.loadingView.alpha = 0 }, completion: { [weak self] in
                    // A new refresh may have started meanwhile: only restore the arrow if still idle.
                    guard let self, self.state == .idle else { return }
                    Animator.withoutAnimation { self.loadingView.alpha = 1 }
                    self.loadingView.stopAnimating()
                    self.arrowView.isHidden = false
                })
            } else {
                loadingView.stopAnimating()
                arrowView.isHidden = false
                animate(duration: fastAnimationDuration, { self.arrowView.rotation = 0 })
            }
        case .pulling:
            loadingView.stopAnimating()
            arrowView.isHidden = false
            animate(duration: fastAnimationDuration, { self.arrowView.rotation = 0.000001 - .pi })
        case .refreshing, .willRefresh:
            Animator.withoutAnimation { loadingView.alpha = 1 }
            loadingView.startAnimating()
            arrowView.isHidden = true
        case .noMoreData:
            loadingView.stopAnimating()
            arrowView.isHidden = true
        }
    }
}
