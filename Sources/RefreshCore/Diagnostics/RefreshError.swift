/// The one shape of every error the toolkit throws: what is at fault (`subject`) and what is wrong
/// with it (`problem`), in words that name the value and what is allowed. An app shows any of them
/// the same way (`description`), and reads the two parts when it wants them apart.
///
/// Errors that a caller may react to also carry a `kind` (`ManifestError`, `FrameLoadError`) or are
/// enums; the two fields are the same on all of them.
public protocol RefreshError: Error, CustomStringConvertible {
    /// What is at fault: a file's path, a script's step, an image's name, an option or an
    /// operation; empty when the problem names it itself.
    var subject: String { get }
    /// What is wrong, and what is allowed.
    var problem: String { get }
}

extension RefreshError {
    /// `subject: problem`, or whichever of the two is not empty.
    public var description: String { [subject, problem].filter { !$0.isEmpty }.joined(separator: ": ") }
}
