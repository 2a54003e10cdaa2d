import RefreshCore
import RefreshPlayground
import RefreshTesting

/// The invariants the soak checks after every frame of every session (`docs/soak.md`).
package enum SoakCheck: String, CaseIterable, Sendable {
    /// The content offset (model and drawn), content size, adjusted and app insets, and every
    /// control's frame, added inset, pulling percent and alpha are finite.
    case finiteGeometry
    /// A control's inset contribution (`addedInset`) is never negative on any side.
    case insetNeverNegative
    /// A control that is not refreshing adds exactly its resting inset (an auto footer its height at
    /// the bottom while shown, every other control nothing), and the adjusted inset is the app's
    /// inset plus the system inset plus what the controls and a pinned bar add: nothing is ever left
    /// behind.
    case insetNotLeftBehind
    /// The app's own inset (`scrollView.contentInset`) is exactly what the session last set (the
    /// example's at set-up, then every `inset` step): controls never write it.
    case appInsetKept
    /// A refresh runs its handler at most once.
    case handlerAtMostOncePerRefresh
    /// A refresh that outlived its begin animation (plus a frame) has run its handler: none is
    /// left refreshing without its handler, which would never end it.
    case handlerReachedPerRefresh
    /// A refresh ends only through its own load's completion, an explicit call of the app (a
    /// script's `call` step, an example key, a change of rows that hides a footer) or a cancel
    /// (Esc, `cancelRefreshing()`, its timeout), never through the late completion of an earlier
    /// load, nor by itself.
    case endedByItsOwnLoadOrACall
    /// After a cancel, until the control's next refresh begins: the cancelled refresh no longer
    /// runs, the control adds only its resting inset (the app's inset is back) and shows no
    /// outcome: the cancelled load's late completion changes nothing.
    case cancelLeftNothing
    /// No control is `pulling` once the scroll view is at rest (not tracking, not decelerating,
    /// not in an animated scroll, no trackpad scroll waiting to settle).
    case noPullingAtRest
    /// At most one control of the scroll view refreshes (or is about to) at any frame.
    case oneRefreshAtATime
    /// At rest (as above, no touch down), the content offset lies inside the scroll range.
    case restInsideRange
    /// In a scene with several lists (`list.split`), a key acts only on the focused one: a list
    /// that was not focused at the last frame and is not now begins no animated scroll.
    case keysOnlyToFocused
    /// A header with a gap fill (`RefreshHeader.gapFill`) fills, as drawn, from the top of the
    /// scroll view (or the header's top, when higher; the second floor's bottom, with a floor)
    /// down to the header's bottom and the content's top: the window never shows between them.
    case gapFillCoversGap
    /// While a scroll view nested in the example's list (a carousel) has the touch, the list does
    /// not drag and none of its refresh controls starts pulling: a sideways drag never pulls the
    /// header or a footer.
    case nestedDragLeavesTheList
    /// At rest (no touch, no momentum or bounce, no animated scroll, no trackpad scroll waiting),
    /// every carousel on screen lies inside its own scroll range.
    case carouselRestInsideRange
    /// A list's new-rows pill (`list.feed`) shows exactly while rows came in above out of sight,
    /// with their count, or the header refreshes in place; the count is 0 once
    /// the list rests with its top showing, never grows while the rows stay as many, and never
    /// exceeds the rows there are.
    case newRowsAboveCounted
    /// A pinned bar (`ScrollView.pinnedBar`) sits just above the scroll view in its superview,
    /// across the scroll view's top, its height tall, whatever the content does (drag, rubber band,
    /// refresh), and adds exactly its height to the adjusted inset's top.
    case pinnedBarStill
    /// At the end of the session (after its wind-down: pointer released, every refresh ended, time
    /// to settle) nothing refreshes, nothing is pulled and the content is at rest.
    case settledAtEnd
}

/// A broken invariant: which check, at which frame and time, in which example, with the values.
package struct SoakViolation: Equatable, CustomStringConvertible, Sendable {
    /// The check's name: a `SoakCheck` raw value or a custom check's name.
    package let check: String
    /// The frame (0-based, counted over the whole session) after which it was seen.
    package let frame: Int
    /// The scene time of that frame, in seconds.
    package let time: Double
    /// The example the scene showed.
    package let example: String
    /// What was wrong, with the values.
    package let message: String

    /// `frame 812 (t 13.533 s) in footer.back-normal: insetNotLeftBehind: …`
    package var description: String {
        "frame \(frame) (t \(SoakFormat.number(time)) s) in \(example): \(check): \(message)"
    }
}

/// A check a caller adds to the built-in ones (the shrinker's test uses an artificial one): a name
/// and a function that returns what is wrong with the scene after a frame, or nil.
package struct CustomSoakCheck {
    /// The name violations carry.
    package let name: String
    /// What is wrong after a frame, or nil.
    package let check: (PlaygroundScene) -> String?

    /// A check called `name` that runs `check` after every frame.
    package init(name: String, check: @escaping (PlaygroundScene) -> String?) {
        self.name = name
        self.check = check
    }
}

/// Numbers in soak messages: three decimals at most, as traces write them.
enum SoakFormat {
    static func number(_ v: Double) -> String {
        guard v.isFinite else { return "\(v)" }
        return TraceFormat.number(v).serialized()
    }
}
