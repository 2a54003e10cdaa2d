import Foundation
import RefreshCore
import RefreshSDL

/// `refresh-playground`'s command line: parses arguments, runs the command, returns the exit code
/// (0 success, 1 runtime failure, 2 bad input: unknown example, bad option, malformed script).
public enum CommandLineTool {
    public static let usage = """
    refresh-playground: visual QA for the RefreshKit pull-to-refresh toolkit

    usage:
      refresh-playground [--example ID] [--size WxH] [--trace FILE] [--language CODE] [--frames N]   open the window
      refresh-playground list                                         print the example IDs
      refresh-playground replay SCRIPT.json --out DIR                 run a script headless
      refresh-playground bench [--quick] [--json FILE]                measure frame cost (see README)

    window controls: drag with the mouse or a finger, wheel to scroll, Home/End/PageUp/PageDown, Escape quits;
      in header examples F5 begins refreshing and L switches to the next language.
    languages (--language, else LANGUAGE/LC_ALL/LC_MESSAGES/LANG, else en):
      en zh-Hans zh-Hant ko ru uk ja de fr es pt it ar
    exit codes: 0 success, 1 runtime failure, 2 bad input (unknown example, bad option, malformed script).
    """

    public static func main(_ arguments: [String]) -> Int32 {
        var args = Array(arguments.dropFirst())
        if args.contains("--help") || args.contains("-h") {
            print(usage)
            return 0
        }
        switch args.first {
        case "list":
            guard args.count == 1 else { return fail(2, "list takes no arguments") }
            for id in ExampleCatalog.ids { print(id) }
            return 0
        case "replay":
            args.removeFirst()
            return replay(args)
        case "bench":
            args.removeFirst()
            return Benchmark.main(args)
        default:
            return window(args)
        }
    }

    static func fail(_ code: Int32, _ message: String) -> Int32 {
        FileHandle.standardError.write(Data("refresh-playground: \(message)\n".utf8))
        return code
    }

    static func replay(_ args: [String]) -> Int32 {
        var script: String?, out: String?
        var i = 0
        while i < args.count {
            switch args[i] {
            case "--out":
                guard i + 1 < args.count else { return fail(2, "--out needs a folder") }
                out = args[i + 1]
                i += 2
            case let a where a.hasPrefix("-"):
                return fail(2, "unknown option \(a) for replay\n\(usage)")
            case let a:
                guard script == nil else { return fail(2, "replay takes one script, got \(script!) and \(a)") }
                script = a
                i += 1
            }
        }
        guard let scriptPath = script, let outDir = out else { return fail(2, "usage: refresh-playground replay SCRIPT.json --out DIR") }
        let parsed: ReplayScript
        do {
            parsed = try ReplayScriptParser.parse(file: scriptPath)
        } catch {
            return fail(2, "\(error)")
        }
        do {
            let runner = try ReplayRunner(script: parsed, outputDirectory: outDir)
            try runner.run()
            print("replay: \(runner.framesProduced) frames written to \(outDir)")
            return 0
        } catch {
            return fail(1, "\(error)")
        }
    }

    static func window(_ args: [String]) -> Int32 {
        var config = SceneConfiguration(exampleID: ExampleCatalog.defaultID)
        config.language = nil   // the environment's locale unless --language says otherwise
        config.lastUpdatedStore = FileLastUpdatedStore.defaultPath(environment: ProcessInfo.processInfo.environment)
            .map { FileLastUpdatedStore(path: $0) }
        var tracePath: String?
        var frameLimit: Int?
        var i = 0
        func value() -> String? { i + 1 < args.count ? args[i + 1] : nil }
        while i < args.count {
            switch args[i] {
            case "--example":
                guard let v = value() else { return fail(2, "--example needs an ID") }
                config.exampleID = v
            case "--size":
                guard let v = value(), let size = parseSize(v) else { return fail(2, "--size takes WxH, e.g. 390x844") }
                config.viewport = size
            case "--trace":
                guard let v = value() else { return fail(2, "--trace needs a file") }
                tracePath = v
            case "--language":
                guard let v = value(), !v.isEmpty else { return fail(2, "--language needs a code such as en, zh-Hans, ja") }
                guard RefreshLanguage.match(v) != nil else { return fail(2, "--language: " + RefreshLanguage.unknownCodeMessage(v)) }
                config.language = v
            case "--frames":
                guard let v = value(), let n = Int(v), n > 0 else { return fail(2, "--frames takes a positive count") }
                frameLimit = n
            default:
                return fail(2, "unknown argument \(args[i])\n\(usage)")
            }
            i += 2
        }
        guard ExampleCatalog.example(id: config.exampleID) != nil else {
            return fail(2, ExampleCatalog.unknownMessage(config.exampleID))
        }
        do {
            let app = try WindowApp(configuration: config, tracePath: tracePath)
            app.frameLimit = frameLimit
            app.run()
            return 0
        } catch let SDLError.noDisplay(message) {
            return fail(1, "cannot open a window: \(message).\n"
                + "Run it under a display (for example `xvfb-run -a refresh-playground`) or headless with "
                + "`refresh-playground replay SCRIPT.json --out DIR`.")
        } catch {
            return fail(1, "\(error)")
        }
    }

    /// "390x844" → 390×844 points, each side 50…10000.
    static func parseSize(_ s: String) -> Size? {
        let parts = s.lowercased().split(separator: "x")
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]),
              (50...10_000).contains(w), (50...10_000).contains(h) else { return nil }
        return Size(width: w, height: h)
    }
}
