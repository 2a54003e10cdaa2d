import ArgumentParser
import RefreshCore
import RefreshGoldenCommands
import RefreshPlayground

/// The root command: `window` runs when no subcommand is named.
struct PlaygroundCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "refresh-playground",
        abstract: "Visual QA for the RefreshKit pull-to-refresh toolkit.",
        discussion: """
            Without a subcommand it opens the window (`refresh-playground window --help` lists its \
            options and keys). Exit codes: 0 success, 1 runtime failure, 2 bad input (unknown example, \
            bad option or value, malformed script).
            """,
        version: RefreshKit.version,
        subcommands: [
            WindowCommand.self, ListCommand.self, ReplayCommand.self, BenchCommand.self,
            FilmstripCommand.self, MatrixCommand.self, SoakCommand.self, ReviewCommand.self, AcceptCommand.self,
            OrphansCommand.self,
        ],
        defaultSubcommand: WindowCommand.self)
}
