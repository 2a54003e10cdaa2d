import Foundation
import RefreshPlayground

/// A benchmark scenario's session: its committed replay script (`Assets/scripts/bench-*.json`), so a
/// bench run can be replayed and looked at with `refresh-playground replay`.
struct BenchScript {
    let scenario: BenchScenario
    let path: String
    let script: SceneScript
    let frameCount: Int
    var fps: Double { script.configuration.fps }
    var duration: Double { Double(frameCount) / fps }

    /// Reads `scenario`'s script from the assets folder and counts its frames (one headless pass).
    init(_ scenario: BenchScenario = .list, assets: String = AssetLibrary.shared.directory) throws {
        self.scenario = scenario
        path = (assets as NSString).appendingPathComponent(scenario.fileName)
        script = try ReplayScriptParser.parse(file: path)
        let counter = try ReplayRunner(script: script, outputDirectory: nil)
        try counter.run()
        frameCount = counter.framesProduced
    }
}
