import ArgumentParser
import Foundation
import RefreshCore

/// `refresh-playground`'s entry point: parses the arguments with swift-argument-parser, runs the
/// command and returns its exit code: 0 success (and `--help`), 1 runtime failure, 2 bad input
/// (unknown example, bad option or value, malformed script).
package enum CommandLineTool {
    /// Runs `arguments` (the first one is the program's name, as in `CommandLine.arguments`).
    package static func main(_ arguments: [String]) -> Int32 {
        StartupTimeline.markMain()
        let args = Array(arguments.dropFirst())
        do {
            var command = try PlaygroundCommand.parseAsRoot(args)
            try command.run()
            return 0
        } catch let code as ExitCode {
            return code.rawValue
        } catch {
            let code = PlaygroundCommand.exitCode(for: error)
            let message = PlaygroundCommand.fullMessage(for: error)
            if code == .success {
                print(message)   // --help, --version
                return 0
            }
            standardError(message)
            return 2   // every parse or validation error is bad input
        }
    }

    /// Writes `refresh-playground: message` to standard error and returns `code` as an `ExitCode`.
    static func fail(_ code: Int32, _ message: String) -> ExitCode {
        standardError("refresh-playground: " + message)
        return ExitCode(code)
    }

    /// Writes `message` and a line break to standard error; control characters that a value
    /// quoted in it may still hold (the argument parser quotes values raw) are escaped.
    nonisolated static func standardError(_ message: String) {
        let safe = EchoedText.terminalSafe(message)
        FileHandle.standardError.write(Data((safe.hasSuffix("\n") ? safe : safe + "\n").utf8))
    }
}
