/// One frame's trace line (docs/replay.md, "Trace"): the scroll view's offset, insets, content
/// size and gesture flags, the window's size, a pinned bar's frame, each refresh control's state,
/// pull percent, alpha, what started its refresh, animation frame, handler calls, threshold events
/// and cancels, the last sentence announced, the header's new-rows banner on show and a list's
/// count of new rows out of sight above.
@MainActor package enum FrameTrace {
    /// The trace object of the frame `frame` at `time` of the tree `root` with `scrollView`. It
    /// takes each control's threshold events since the previous line (`takeThresholdEvents()`), so
    /// a host makes one object per frame (or calls `skip(scrollView:)` for a frame it does not trace).
    ///
    /// A tree whose focus is managed over several scroll views (`View.showsFocusRing`: two lists
    /// side by side) adds `focus`, the index of the focused one in `View.focusableScrollViews`, and
    /// `lists`, one object per scroll view in that order (`offset`, `inset`, `contentSize`,
    /// `dragging`, `decelerating` and its controls); the top-level members then describe the focused
    /// one, `scrollView`. A tree of one scroll view writes the line it always did.
    package static func object(root: Window, scrollView sv: ScrollView, frame: Int, time: Double) -> JSONValue {
        let lists = root.showsFocusRing ? root.focusableScrollViews : []
        let focus = lists.firstIndex { $0 === sv }
        var listObjects: [JSONValue] = []
        var focusedControls: [JSONValue] = []
        for (i, list) in lists.enumerated() {
            let controls = RefreshTarget.allCases.map { control($0.component(of: list), target: $0) }
            if i == focus { focusedControls = controls }
            let named = zip(RefreshTarget.allCases, controls).map { (key: $0.rawValue, value: $1) }
            listObjects.append(.object(scrollMembers(list) + scrollFlags(list) + named))
        }
        var members: [(key: String, value: JSONValue)] = [
            ("frame", .number(Double(frame))),
            ("t", TraceFormat.number(time)),
        ]
        members += scrollMembers(sv)
        members.append(("viewport", TraceFormat.size(root.bounds.size)))
        members += scrollFlags(sv)
        // A scroll view with a pinned bar: the bar's frame as drawn, in the window (lines without
        // one are unchanged).
        if let bar = sv.pinnedBar {
            members.append(("pinnedBar", TraceFormat.rect(windowFrame(of: bar))))
        }
        for (i, target) in RefreshTarget.allCases.enumerated() {
            let value = focus == nil ? control(target.component(of: sv), target: target) : focusedControls[i]
            members.append((target.rawValue, value))
        }
        members.append(("announcement", root.context.announcer.last.map { .string($0.text) } ?? .null))
        members.append(("banner", sv.refreshHeader?.newRowsBannerText.map { .string($0) } ?? .null))
        let above = (sv as? ListView)?.newRowsAbove ?? 0
        members.append(("newAbove", above > 0 ? .number(Double(above)) : .null))
        if !lists.isEmpty {
            members.append(("focus", focus.map { .number(Double($0)) } ?? .null))
            members.append(("lists", .array(listObjects)))
        }
        if let list = sv as? ListView, list.dataSource is ListCarouselSource {
            members.append(("carousels", .array(list.visibleCarousels.map(carousel))))
        }
        return JSONValue.object(members)
    }

    /// A scroll view's `offset`, `inset` and `contentSize` (a list object adds its flags).
    private static func scrollMembers(_ sv: ScrollView) -> [(key: String, value: JSONValue)] {
        [
            ("offset", TraceFormat.point(sv.presentationContentOffset)),
            ("inset", TraceFormat.insets(sv.adjustedContentInset)),
            ("contentSize", TraceFormat.size(sv.contentSize)),
        ]
    }

    /// `view`'s drawn frame in the coordinates of the tree's root, through every superview's frame
    /// and scroll position.
    private static func windowFrame(of view: View) -> Rect {
        var f = view.presentationFrame
        var ancestor = view.superview
        while let v = ancestor, v.superview != nil {
            f.origin = f.origin - v.presentationBoundsOrigin + v.presentationFrame.origin
            ancestor = v.superview
        }
        return f
    }

    /// A carousel on screen (only in the lines of a list whose rows may be carousels): its `top`
    /// and `height` in window points as drawn, its horizontal `offset` as drawn, and `trailer`, the
    /// state of its trailer, for the carousel that has one.
    private static func carousel(_ c: CarouselView) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("top", TraceFormat.number(windowFrame(of: c).minY)),
            ("height", TraceFormat.number(c.presentationFrame.height)),
            ("offset", TraceFormat.number(c.presentationContentOffset.x)),
        ]
        if let trailer = c.refreshTrailer { members.append(("trailer", .string(trailer.traceStateName))) }
        return .object(members)
    }

    /// A scroll view's `dragging` and `decelerating`.
    private static func scrollFlags(_ sv: ScrollView) -> [(key: String, value: JSONValue)] {
        [("dragging", .bool(sv.isDragging)), ("decelerating", .bool(sv.isDecelerating))]
    }

    /// Forgets the threshold events of a frame no line is written for, so the next line lists only
    /// its own (every scroll view of a tree with several).
    package static func skip(root: Window, scrollView sv: ScrollView) {
        let all = root.showsFocusRing ? root.focusableScrollViews : [sv]
        for list in all {
            for target in RefreshTarget.allCases {
                guard let c = target.component(of: list) else { continue }
                _ = c.takeThresholdEvents()
                _ = c.takeCancelEvents()
            }
        }
    }

    /// The trace object of a refresh control (nil: JSON null): `state`, `source` (what started the
    /// running refresh, null when not refreshing), `percent`, `alpha`, `frame` (and `segment` for a
    /// control playing a segmented animation), `callbacks`, `events` (the threshold events since the
    /// previous line, then a `cancelled` for each refresh cancelled since), for a footer or
    /// trailer `hidden`, and for a header with a gap fill `gapFill`.
    private static func control(_ c: RefreshComponent?, target: RefreshTarget) -> JSONValue {
        guard let c else { return .null }
        var members: [(key: String, value: JSONValue)] = [
            ("state", .string(c.traceStateName)),
            ("source", c.refreshSource.map { .string($0.rawValue) } ?? .null),
            ("percent", TraceFormat.number(c.pullingPercent)),
            ("alpha", TraceFormat.number(c.presentationAlpha)),
            ("frame", c.traceFrameIndex.map { .number(Double($0)) } ?? .null),
        ]
        // A control playing a segmented animation: `frame` is the file's frame number, `segment` names
        // the segment playing (other controls' lines are unchanged).
        if let playing = c as? SegmentTracing {
            members.append(("segment", playing.traceSegment.map { .string($0.rawValue) } ?? .null))
        }
        members += [
            ("callbacks", .number(Double(c.handlerCallCount))),
            ("events", .array(Self.events(of: c))),
        ]
        if target != .header { members.append(("hidden", .bool(c.isHidden))) }
        if let header = c as? RefreshHeader, let fill = header.gapFillFrame {
            members.append(("gapFill", gapFill(fill, of: header)))
        }
        return .object(members)
    }

    /// The control's events since the previous line, which this takes: its threshold events, then
    /// `cancelled` once for each refresh cancelled since.
    private static func events(of c: RefreshComponent) -> [JSONValue] {
        let threshold = c.takeThresholdEvents().map { JSONValue.string($0.rawValue) }
        return threshold + Array(repeating: .string("cancelled"), count: c.takeCancelEvents())
    }

    /// A header's gap fill as drawn (only for a header with a `gapFill`): `top` and `bottom`, its
    /// edges in the scroll view's visible coordinates (0 at its top edge).
    private static func gapFill(_ fill: Rect, of header: RefreshHeader) -> JSONValue {
        let origin = header.presentationFrame.minY - (header.scrollView?.presentationContentOffset.y ?? 0)
        return .object([
            ("top", TraceFormat.number(origin + fill.minY)), ("bottom", TraceFormat.number(origin + fill.maxY)),
        ])
    }
}
