import ArgumentParser
import RefreshCore

/// `refresh-goldens`: the golden commands alone (accept, review, orphans), a small program on
/// RefreshTesting that a package depending on RefreshKit runs without building the playground:
/// `swift run refresh-goldens accept --all`.
package struct GoldensTool: ParsableCommand {
    /// The program's name, help and commands.
    package static let configuration = CommandConfiguration(
        commandName: "refresh-goldens",
        abstract: "Accept, review and tidy the goldens of RefreshKit's snapshot strategies.",
        discussion: """
            The commands refresh-playground has under the same names, in a small program that needs \
            nothing of the playground: once your tests are built, only the argument parser and itself \
            are left to build. Exit codes: 0 success, 1 runtime failure (or orphaned \
            goldens), 2 bad input.
            """,
        version: RefreshKit.version,
        subcommands: [AcceptCommand.self, ReviewCommand.self, OrphansCommand.self])

    /// The root command (the parser fills it in).
    package init() {}

    /// Runs `arguments` (the first one is the program's name, as in `CommandLine.arguments`) and
    /// returns the exit code: 0 success (and `--help`), 1 runtime failure, 2 bad input.
    package static func main(_ arguments: [String]) -> Int32 {
        do {
            var command = try parseAsRoot(Array(arguments.dropFirst()))
            try command.run()
            return 0
        } catch let failure as GoldenCommandFailure {
            StandardError.write("refresh-goldens: \(failure)")
            return failure.code
        } catch let code as ExitCode {
            return code.rawValue
        } catch {
            if exitCode(for: error) == .success {
                print(fullMessage(for: error))   // --help, --version
                return 0
            }
            StandardError.write(fullMessage(for: error))
            return 2   // every parse or validation error is bad input
        }
    }
}
