/// A golden command's failure: the exit code and the message the program prints after its own
/// name on standard error (`refresh-goldens: …`, `refresh-playground: …`), so the commands are
/// the same in both programs.
package struct GoldenCommandFailure: Error, CustomStringConvertible {
    /// The exit code: 1 a file cannot be read or written (or orphans were found), 2 bad input.
    package let code: Int32
    /// What went wrong, naming the value.
    package let message: String

    /// A failure with exit code `code` saying `message`.
    package init(_ code: Int32, _ message: String) {
        self.code = code
        self.message = message
    }

    /// The message.
    package var description: String { message }
}
