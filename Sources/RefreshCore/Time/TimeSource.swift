/// A source of the current time in seconds. The core never reads the wall clock: every animation,
/// physics step and timer asks the time source it was given, so tests and replays control time.
///
/// Earlier versions called this protocol `Clock`, a name that hid the standard library's `Clock`
/// in every file that imports RefreshCore; no alias keeps that name, so write `TimeSource` (or
/// `any TimeSource`) where `Clock` was.
public protocol TimeSource: AnyObject {
    /// Seconds since an arbitrary, fixed origin; never decreases.
    var now: Double { get }
}
