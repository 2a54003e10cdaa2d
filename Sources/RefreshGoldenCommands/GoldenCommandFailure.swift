import RefreshCore

/// A golden command's failure: the exit code and what went wrong, which the program prints after
/// its own name on standard error (`refresh-goldens: …`, `refresh-playground: …`), so the commands
/// are the same in both programs.
package struct GoldenCommandFailure: RefreshError {
    /// The exit code: 1 a file cannot be read or written (or orphans were found), 2 bad input.
    package let code: Int32
    /// Empty: the problem names its value itself (it is the underlying error's own message).
    package let subject = ""
    /// What went wrong, naming the value and what is allowed.
    package let problem: String

    /// A failure with exit code `code` saying `problem`.
    package init(_ code: Int32, _ problem: String) {
        self.code = code
        self.problem = problem
    }
}
