import Foundation
import Logging
import RefreshCore
import RefreshPlayground

/// Speaks a scene's announcements through speech-dispatcher (`spd-say`) for `--speak`: never a
/// hard dependency. When `spd-say` is not installed it says so once, and the announcements are
/// still shown in the HUD and written to the trace.
final class AnnouncementSpeaker {
    /// Where `spd-say` is looked for, in order.
    static let candidates = ["/usr/bin/spd-say", "/usr/local/bin/spd-say"]

    private let executable: String?
    private let logger: Logger
    private var token: Announcer.ObserverToken?

    /// A speaker using the first installed `spd-say` of `candidates`; reports to `logger` when none is.
    init(candidates: [String] = AnnouncementSpeaker.candidates, logger: Logger) {
        executable = candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
        self.logger = logger
        if executable == nil {
            logger.warning(
                "speech-dispatcher's spd-say is not installed (Debian: apt-get install speech-dispatcher); announcements are shown in the HUD and written to the trace only",
                metadata: ["option": "--speak"])
        }
    }

    /// Speaks what `scene`'s controls announce from now on, in the scene's language (replacing
    /// the scene listened to before).
    func listen(to scene: PlaygroundScene) {
        guard executable != nil else { return }
        token = scene.context.announcer.addObserver { [weak self, localizer = scene.localizer] announcement in
            self?.say(announcement.text, language: localizer.language.code)
        }
    }

    /// Starts `spd-say` for `text` without waiting for it (speech-dispatcher queues the sentences).
    private func say(_ text: String, language: String) {
        guard let executable else { return }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["--language", language, "--", text]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            logger.warning(
                "The speech program could not start",
                metadata: [
                    "option": "--speak", "file": "\(EchoedText.path(executable))",
                    "error": "\(error.localizedDescription)",
                ])
        }
    }
}
