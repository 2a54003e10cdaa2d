import ArgumentParser
import RefreshCore
import RefreshPlayground
import RefreshTesting

/// `refresh-playground matrix --example ID [--moment M|all] --out FILE.png`: an example's refresh
/// control at one moment (or each) across languages × themes × widths × scales on one labelled sheet
/// (docs/playground.md).
struct MatrixCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "matrix",
        abstract: "Write a labelled sheet of an example's refresh control at one moment in many variants as a PNG.",
        discussion: """
            Rows are languages, columns are theme × window width × scale; every cell is the control's \
            band as on a filmstrip, captioned with its state. A cell with a label drawn cut (its text \
            does not fit) gets a red frame and "cut: …" in its caption, and is listed on standard output. \
            --moment all draws a sheet per moment, one under the other.
            """)

    @Option(help: ArgumentHelp("The example (`refresh-playground list`).", valueName: "id"))
    var example: String

    @Option(
        help: ArgumentHelp(
            "The moment: idle, pulling, refreshing, finished, failed or noMoreData (footers), or all "
                + "(each, a sheet under the other); default pulling, the moment every control has.",
            valueName: "moment"))
    var moment = "pulling"

    @Option(help: ArgumentHelp("The PNG file to write.", valueName: "file"))
    var out: String

    @Option(
        help: ArgumentHelp(
            "The control: header, footer or trailer (default: the example's main one).", valueName: "control"))
    var target: String?

    @Option(help: ArgumentHelp("all, or language codes such as en,de,ja (default all).", valueName: "codes"))
    var languages = "all"

    @Option(
        help: ArgumentHelp("Themes: light, dark, high-contrast, comma-separated (default light).", valueName: "names"))
    var themes = "light"

    @Option(
        help: ArgumentHelp(
            "Window widths in points, 200…2000, comma-separated (default 320,390); the height is the window's 844.",
            valueName: "widths"))
    var sizes = "320,390"

    @Option(help: ArgumentHelp("Pixels per point, 1…4, comma-separated (default 1).", valueName: "scales"))
    var scales = "1"

    func validate() throws {
        if let target, RefreshTarget(rawValue: target) == nil {
            throw ValidationError(
                "--target \(EchoedText.escaped(target)) is not a control; allowed: header, footer, trailer")
        }
    }

    func run() throws { try MainActor.assumeIsolated { try runOnMainActor() } }

    /// `run()` on the main actor, where the playground's scenes live (commands run on the main thread).
    @MainActor private func runOnMainActor() throws {
        var request = MatrixRequest(
            exampleID: example, moment: moment, target: target.flatMap(RefreshTarget.init(rawValue:)))
        request.languages = languages
        request.themes = themes
        request.sizes = sizes
        request.scales = scales
        let code = MatrixOutput.run(request, out: out)
        if code != 0 { throw ExitCode(code) }
    }
}
