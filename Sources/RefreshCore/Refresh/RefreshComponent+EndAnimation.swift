/// The begin and end animations of a refresh (RefreshComponent+EndAnimation): their durations,
/// the end under way and what runs around it.
@MainActor
struct RefreshAnimations {
    /// ``RefreshComponent/fastAnimationDuration``.
    var fastDuration = RefreshComponent.fastAnimationDuration
    /// ``RefreshComponent/slowAnimationDuration``.
    var slowDuration = RefreshComponent.slowAnimationDuration
    /// ``RefreshComponent/isEndingRefresh``.
    var isEnding = false
    /// ``RefreshComponent/endRefreshingCompletion``.
    var endCompletion: (() -> Void)?
    /// ``RefreshComponent/endRefreshingAnimationBegin``.
    var endAnimationBegin: (() -> Void)?
}

extension RefreshComponent {
    /// The default duration, in seconds, of the begin-refreshing animation (MJRefresh's 0.25 s).
    public static let fastAnimationDuration = 0.25
    /// The default duration, in seconds, of the end-refreshing animation (MJRefresh's 0.4 s).
    public static let slowAnimationDuration = 0.4

    /// Duration, in seconds, of the begin animation that scrolls the control into view; zero disables
    /// animation.
    public var fastAnimationDuration: Double {
        get { animations.fastDuration }
        set { animations.fastDuration = newValue }
    }

    /// Duration, in seconds, of the end animation that gives the inset back; zero disables animation.
    public var slowAnimationDuration: Double {
        get { animations.slowDuration }
        set { animations.slowDuration = newValue }
    }

    /// Runs when the end animation has finished.
    public var endRefreshingCompletion: (() -> Void)? {
        get { animations.endCompletion }
        set { animations.endCompletion = newValue }
    }

    /// Runs when the end animation starts.
    public var endRefreshingAnimationBegin: (() -> Void)? {
        get { animations.endAnimationBegin }
        set { animations.endAnimationBegin = newValue }
    }

    /// True from the end of a refresh until its end animation has finished (or a drag took over):
    /// the component still shows its refreshing look while it slides out.
    public var isEndingRefresh: Bool { animations.isEnding }

    /// Part of every state change (in the order `state`'s setter gives): a refresh about to start
    /// stops the slide-out of the last one.
    func endingStateWillChange() {
        if isRefreshing { animations.isEnding = false }
    }

    /// Part of every state change: a refresh ended before it was ever shown (it left
    /// `willRefresh`) has nothing to animate; its end completion still runs, on the next frame.
    /// - Parameter old: The state the control left.
    func endingStateDidChange(from old: RefreshState) {
        guard old == .willRefresh, !isRefreshing, let completion = endRefreshingCompletion else { return }
        endRefreshingCompletion = nil
        deferToNextFrame(completion)
    }

    /// A drag took over the slide-out: the control stops looking as if it refreshes.
    func dragDidTakeOverEnd() {
        guard isEndingRefresh else { return }
        animations.isEnding = false
        stopShowingOutcome()
        visualStateDidChange()
    }

    /// Leaves the refreshing look over `slowAnimationDuration`: `changes` (giving back the inset)
    /// animate with the end-animation-begin hook and the fade of `automaticallyChangesAlpha`; at the
    /// end the pulling percent returns to 0 and `endRefreshingCompletion` runs. Subclasses call it
    /// from `stateDidChange` when leaving `refreshing`.
    /// - Parameter changes: The property changes to animate out, such as giving the added inset back.
    public func animateEndOfRefresh(_ changes: @escaping () -> Void) {
        let generation = refreshGeneration
        let completion = endRefreshingCompletion
        endRefreshingCompletion = nil
        animations.isEnding = true
        animate(
            duration: slowAnimationDuration,
            {
                changes()
                self.endRefreshingAnimationBegin?()
                if self.automaticallyChangesAlpha { self.alpha = 0 }
            },
            completion: { [weak self] in
                guard let self else { return }
                if self.refreshGeneration == generation && self.isEndingRefresh {
                    self.animations.isEnding = false
                    self.stopShowingOutcome()
                    self.pullingPercent = 0   // (which also tells visualStateDidChange)
                    self.endRefreshingAnimationDidFinish()
                }
                completion?()
            })
    }

    /// Animates with the window's animator; off-window the changes and completion run at once.
    /// - Parameters:
    ///   - duration: The animation's length in seconds, with an ease-in-out curve.
    ///   - changes: The view property changes to animate.
    ///   - completion: Runs when the animation has finished (or at once off-window).
    public func animate(duration: Double, _ changes: () -> Void, completion: (() -> Void)? = nil) {
        if let animator = window?.context.animator {
            animator.animate(
                duration: duration, curve: .easeInOut, animations: changes,
                completion: completion.map { c in { _ in c() } })
        } else {
            Animator.withoutAnimation(changes)
            completion?()
        }
    }

    /// Runs `work` at the start of the next frame (at once off-window).
    /// - Parameter work: What to run.
    func deferToNextFrame(_ work: @escaping () -> Void) {
        if let scheduler = window?.context.scheduler { scheduler.async(work) } else { work() }
    }
}
