/// The root of a view tree: owns the `ViewContext` (clock, scheduler, animator, text measurer)
/// and runs one frame of the toolkit in a fixed, documented order.
///
/// Frame order (`tick`): 1. the scheduler's deferred work and due timers; 2. every frame observer
/// (scroll physics) at the clock's time; 3. the animator; 4. every frame observer again, told the
/// drawn values are final (`presentationDidUpdate`); 5. the layout pass. The host then draws with
/// `render(in:)`. Input is delivered by the host before `tick`.
open class Window: View {
    /// The clock, scheduler, animator and text measurer shared by every view in this tree.
    public let context: ViewContext
    private var frameObservers: [WeakFrameObserver] = []

    /// Creates a window (clipping to its bounds) that runs its tree on `context`.
    /// - Parameters:
    ///   - frame: The window's rectangle in points, usually at the origin and the display's size.
    ///   - context: What the tree needs from the host.
    public init(frame: Rect, context: ViewContext) {
        self.context = context
        super.init(frame: frame)
        clipsToBounds = true
    }

    /// The window itself: it is the root of its tree.
    open override var window: Window? { self }

    /// Registers something stepped every frame (views that are `FrameObserver`s are added for you).
    /// - Parameter observer: Held weakly; adding it twice has no effect.
    public func addFrameObserver(_ observer: FrameObserver) {
        guard !frameObservers.contains(where: { $0.value === observer }) else { return }
        frameObservers.append(WeakFrameObserver(value: observer))
    }

    /// Stops stepping `observer` each frame (observers that were freed are dropped too).
    /// - Parameter observer: The observer to remove.
    public func removeFrameObserver(_ observer: FrameObserver) {
        frameObservers.removeAll { $0.value == nil || $0.value === observer }
    }

    /// Runs one frame's work at `context.clock.now` (see the type's documentation for the order).
    public func tick() {
        context.scheduler.runDue()
        let now = context.clock.now
        frameObservers.removeAll { $0.value == nil }
        for o in frameObservers { o.value?.advance(to: now) }
        context.animator.tick()
        for o in frameObservers { o.value?.presentationDidUpdate(at: now) }
        layoutIfNeeded()
    }

    /// True when a frame would change something: physics moving, animations or work pending.
    public var isBusy: Bool {
        !context.scheduler.isIdle || context.animator.isAnimating
            || frameObservers.contains { $0.value?.isMoving ?? false }
    }
}

/// Something stepped once per frame by its window. A `View` that conforms is added to its window's
/// observers when it enters a window and removed when it leaves, with nothing to write.
@MainActor
public protocol FrameObserver: AnyObject {
    /// Steps the observer to `time` (a scroll view runs its momentum and bounce physics here).
    /// - Parameter time: The clock's time in seconds for this frame.
    func advance(to time: Double)
    /// True while stepping it would change something.
    var isMoving: Bool { get }
    /// Called after the animator stepped, when every drawn (presentation) value of the frame is
    /// final; for what must follow what is drawn, such as a refresh control's pulling percent.
    /// - Parameter time: The clock's time in seconds for this frame.
    func presentationDidUpdate(at time: Double)
}

extension FrameObserver {
    /// Does nothing by default.
    /// - Parameter time: The clock's time in seconds for this frame; unused.
    public func presentationDidUpdate(at time: Double) {}
}

private struct WeakFrameObserver {
    weak var value: FrameObserver?
}
