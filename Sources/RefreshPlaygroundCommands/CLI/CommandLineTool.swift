import ArgumentParser
import Foundation
import RefreshCore
import RefreshGoldenCommands
import RefreshPlayground
import RefreshPlaygroundWindow

/// `refresh-playground`'s entry point: parses the arguments with swift-argument-parser, runs the
/// command and returns its exit code: 0 success (and `--help`), 1 runtime failure, 2 bad input
/// (unknown example, bad option or value, malformed script).
package enum CommandLineTool {
    /// Runs `arguments` (the first one is the program's name, as in `CommandLine.arguments`).
    package static func main(_ arguments: [String]) -> Int32 {
        StartupTimeline.markMain()
        SDLAssetDecoding.install()   // every command's scenes read their assets through the SDL layer
        let args = Array(arguments.dropFirst())
        do {
            var command = try PlaygroundCommand.parseAsRoot(args)
            try command.run()
            return 0
        } catch let failure as GoldenCommandFailure {   // accept, review, orphans: shared with refresh-goldens
            StandardError.write("refresh-playground: \(failure)")
            return failure.code
        } catch let code as ExitCode {
            return code.rawValue
        } catch {
            let code = PlaygroundCommand.exitCode(for: error)
            let message = PlaygroundCommand.fullMessage(for: error)
            if code == .success {
                print(message)   // --help, --version
                return 0
            }
            StandardError.write(message)   // the argument parser quotes values raw: control characters escaped
            return 2   // every parse or validation error is bad input
        }
    }

    /// Writes `refresh-playground: message` to standard error and returns `code` as an `ExitCode`.
    static func fail(_ code: Int32, _ message: String) -> ExitCode {
        StandardError.write("refresh-playground: " + message)
        return ExitCode(code)
    }
}
