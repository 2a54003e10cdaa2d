import ArgumentParser
import RefreshCore
import RefreshPlayground
import RefreshTesting

/// `refresh-playground filmstrip --example ID --out FILE.png`: a labelled contact sheet of an
/// example's refresh control (docs/filmstrip.md).
struct FilmstripCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "filmstrip",
        abstract: "Write a labelled contact sheet of an example's refresh control as a PNG.",
        discussion: """
            The control at pull 0 % to 150 % in even steps (auto footers 0 % to 100 %), then its \
            pulling → refreshing, refreshing and ending animation frames in time order, each cell \
            labelled with its percent or time and state. An example without a refresh control is refused.
            """)

    @Option(help: ArgumentHelp("The example to film (`refresh-playground list`).", valueName: "id"))
    var example: String

    @Option(help: ArgumentHelp("The PNG file to write.", valueName: "file"))
    var out: String

    @Option(
        help: ArgumentHelp(
            "The control to film: header, footer or trailer (default: the example's main one).",
            valueName: "control"))
    var target: String?

    @Option(help: ArgumentHelp("The language of the control's texts (default en).", valueName: "code"))
    var language: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Pixels per point, 1…4.", valueName: "scale"))
    var scale = 1.0

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Pull cells from 0 % to the top percent, 2…31 (default 7: every 25 %).", valueName: "count"))
    var steps: Int?

    func validate() throws { try MainActor.assumeIsolated { try validateOnMainActor() } }

    /// `validate()` on the main actor (the example catalogue and themes live there).
    @MainActor private func validateOnMainActor() throws {
        if let target, RefreshTarget(rawValue: target) == nil {
            throw ValidationError(
                "--target \(EchoedText.escaped(target)) is not a control; allowed: header, footer, trailer")
        }
    }

    func run() throws { try MainActor.assumeIsolated { try runOnMainActor() } }

    /// `run()` on the main actor, where the playground's scenes and windows live (commands run on the main thread).
    @MainActor private func runOnMainActor() throws {
        let code = FilmstripOutput.run(
            exampleID: example, target: target.flatMap(RefreshTarget.init(rawValue:)), out: out,
            language: language, scale: scale, steps: steps)
        if code != 0 { throw ExitCode(code) }
    }
}
