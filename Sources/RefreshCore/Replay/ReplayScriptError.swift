/// A replay script that cannot be read or run, with the file, the step (numbered from 1) and the
/// problem: `script.json: step 3: unknown op "drag"`. Text quoted from the script is escaped, so the
/// message is always one readable line.
public struct ReplayScriptError: RefreshError, Equatable, Sendable {
    /// The script's file name (or the name given to text that came from elsewhere).
    public let file: String
    /// The step the problem is in, from 1; nil for the script as a whole.
    public let step: Int?
    /// What is wrong and what is allowed.
    public let problem: String

    /// An error naming `file`, `step` and `problem`.
    ///
    /// - Parameters:
    ///   - file: The script's file name.
    ///   - step: The step, from 1; nil for the whole script.
    ///   - problem: What is wrong and what is allowed.
    public init(file: String, step: Int?, problem: String) {
        self.file = file
        self.step = step
        self.problem = problem
    }

    /// The file and the step: `script.json: step 3`, or `script.json` for the whole script.
    public var subject: String {
        let file = EchoedText.escaped(self.file, limit: EchoedText.pathLimit)
        return step.map { "\(file): step \($0)" } ?? file
    }
}
