import RefreshCore

/// One frame's trace line (docs/replay.md, "Trace"): the scroll view's offset, insets, content
/// size and gesture flags, the window's size, a pinned bar's frame, each refresh control's state, pull percent, alpha,
/// animation frame, handler calls and threshold events, and the last sentence announced.
@MainActor package enum FrameTrace {
    /// The trace object of the frame `frame` at `time` of the tree `root` with `scrollView`. It
    /// takes each control's threshold events since the previous line (`takeThresholdEvents()`), so
    /// a host makes one object per frame (or calls `skip(scrollView:)` for a frame it does not trace).
    package static func object(root: Window, scrollView sv: ScrollView, frame: Int, time: Double) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("frame", .number(Double(frame))),
            ("t", TraceFormat.number(time)),
            ("offset", TraceFormat.point(sv.presentationContentOffset)),
            ("inset", TraceFormat.insets(sv.adjustedContentInset)),
            ("contentSize", TraceFormat.size(sv.contentSize)),
            ("viewport", TraceFormat.size(root.bounds.size)),
            ("dragging", .bool(sv.isDragging)),
            ("decelerating", .bool(sv.isDecelerating)),
        ]
        // A scroll view with a pinned bar: the bar's frame as drawn, in the window (lines without one are unchanged).
        if let bar = sv.pinnedBar {
            members.append(("pinnedBar", TraceFormat.rect(windowFrame(of: bar))))
        }
        for target in RefreshTarget.allCases {
            members.append((target.rawValue, control(target.component(of: sv), target: target)))
        }
        members.append(("announcement", root.context.announcer.last.map { .string($0.text) } ?? .null))
        return JSONValue.object(members)
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

    /// Forgets the threshold events of a frame no line is written for, so the next line lists only
    /// its own.
    package static func skip(scrollView sv: ScrollView) {
        for target in RefreshTarget.allCases { _ = target.component(of: sv)?.takeThresholdEvents() }
    }

    /// The trace object of a refresh control (nil: JSON null): `state`, `percent`, `alpha`,
    /// `frame` (and `segment` for a control playing a segmented animation), `callbacks`, `events` (the threshold events since the previous line), and for a
    /// footer or trailer `hidden`.
    private static func control(_ c: RefreshComponent?, target: RefreshTarget) -> JSONValue {
        guard let c else { return .null }
        var members: [(key: String, value: JSONValue)] = [
            ("state", .string(c.traceStateName)),
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
            ("events", .array(c.takeThresholdEvents().map { .string($0.rawValue) })),
        ]
        if target != .header { members.append(("hidden", .bool(c.isHidden))) }
        return .object(members)
    }
}

extension RefreshTestHost {
    /// The trace line of the current state as frame `frame` at `time` (what `trace` keeps for
    /// each frame): one JSON object, numbers rounded to three decimals. Each control's `events`
    /// are its threshold events since the previous line, which this call takes: the host calls it
    /// once per frame.
    ///
    /// - Parameters:
    ///   - frame: The frame number the line names.
    ///   - time: The time the line names, in seconds.
    /// - Returns: The line, without a newline.
    public func traceLine(frame: Int, time: Double) -> String {
        FrameTrace.object(root: root, scrollView: scrollView, frame: frame, time: time).serialized()
    }
}
