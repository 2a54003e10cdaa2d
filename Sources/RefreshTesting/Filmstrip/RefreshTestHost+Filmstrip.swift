import RefreshCore

/// Makes a fresh `RefreshTestHost` each time it is called: a filmstrip films every pull percent
/// and the refresh timeline in a scene of its own, so it takes the recipe of the scene, not a host.
///
/// It is called on the main actor. It is no `@MainActor` function type (which would be `Sendable`)
/// so that a closure or a method of a test case, made on the main actor, converts to it.
public typealias RefreshTestHostFactory = () throws -> RefreshTestHost

extension RefreshTestHost {
    /// A contact sheet of a refresh control in motion (the playground's `filmstrip` command, for
    /// any scroll view): a "pull" row with the control held at even percents from 0 to 150 % of
    /// its threshold (an auto footer 0…100 % in view), each in a fresh scene, then its refresh
    /// timeline a fifteenth of a second per cell — pulled past the threshold at t = 0, released at
    /// t = 0.4 s, "pulling → refreshing", "refreshing" and "ending" rows — every cell captioned
    /// with its percent or time and the control's state.
    ///
    /// Every cell shows the band along the control's edge (full width for a header or footer,
    /// full height for a trailer), as deep as the control at its largest pull plus 30 points of
    /// the content, 1:1 in pixels at the host's scale.
    ///
    /// ```swift
    /// let sheet = try RefreshTestHost.filmstrip(of: .header) {
    ///     let list = ListView(frame: .zero)
    ///     list.refreshHeader = RingHeader()
    ///     return try RefreshTestHost(scrollView: list, size: Size(width: 320, height: 480))
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - target: The control to film; the scroll view must have it.
    ///   - steps: Cells of the "pull" row (2…31); nil: every 25 %.
    ///   - refreshDuration: Seconds after the refreshing handler ran at which a refresh still going
    ///     is ended (the handler may end it sooner); nil leaves it to the handler, and the
    ///     timeline then stops after at most 6 seconds.
    ///   - title: The sheet's first heading line; nil: "RefreshKit filmstrip · its header".
    ///   - makeHost: Makes a fresh host with the scroll view and its controls; called once per
    ///     pull cell, once for the timeline and once to measure the control. Each host's first
    ///     frame is run by the filmstrip, which then lets the scene come to rest.
    /// - Returns: The sheet, at the hosts' scale.
    /// - Throws: `FilmstripError.badInput` when `steps` is out of range, the scroll view has no
    ///   such control or `makeHost` throws; `FilmstripError.runtime` when the sheet cannot be drawn.
    public static func filmstrip(
        of target: RefreshTarget, steps: Int? = nil, refreshDuration: Double? = 1, title: String? = nil,
        host makeHost: @escaping RefreshTestHostFactory
    ) throws -> Bitmap {
        try filmstripSheet(of: target, steps: steps, refreshDuration: refreshDuration, title: title, host: makeHost)
            .picture
    }

    /// `filmstrip(of:steps:refreshDuration:title:host:)`, with where each cell went on the sheet
    /// and its label, for a snapshot strategy that names the cells a failure falls in.
    package static func filmstripSheet(
        of target: RefreshTarget, steps: Int? = nil, refreshDuration: Double? = 1, title: String? = nil,
        host makeHost: @escaping RefreshTestHostFactory
    ) throws -> ContactSheetRenderer.Sheet {
        if let steps, !(2...31).contains(steps) {
            throw FilmstripError.badInput("steps \(steps) is out of range; allowed 2…31 cells")
        }
        let sampler = FilmstripSampler(
            target: target, steps: steps, refreshDuration: refreshDuration, title: title, makeHost: makeHost)
        return try Filmstrip.make(sampler).renderSheet(with: sampler)
    }
}
