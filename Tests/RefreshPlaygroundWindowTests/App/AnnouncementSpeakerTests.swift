import Foundation
import RefreshCore
import RefreshTestSupport
import XCTest

@testable import RefreshPlayground
@testable import RefreshPlaygroundWindow

/// `--speak`: each announcement goes to speech-dispatcher's `spd-say` in the scene's language;
/// without it the playground says so once and goes on.
nonisolated final class AnnouncementSpeakerTests: XCTestCase {
    lazy var dir = temporaryFolder("speaker")

    @MainActor func testEveryAnnouncementIsSpokenInTheScenesLanguage() async throws {
        SDLAssetDecoding.install()
        // A stand-in spd-say that writes what it was asked to say.
        let said = dir.file("said.txt"), fake = dir.file("spd-say")
        try "#!/bin/sh\necho \"$@\" >> '\(said)'\n".write(toFile: fake, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake)
        var config = SceneConfiguration(exampleID: "header.results")
        config.language = "de"
        let scene = try PlaygroundScene(configuration: config)
        let log = LogCapture()
        let speaker = AnnouncementSpeaker(candidates: [fake], logger: log.logger)
        speaker.listen(to: scene)
        XCTAssertTrue(scene.key("F5"))
        scene.clock.advance(by: 0.1)
        scene.window.tick()
        let deadline = Date().addingTimeInterval(5)
        // The file exists before `echo` has written its line: wait for the whole line.
        while (try? String(contentsOfFile: said, encoding: .utf8))?.hasSuffix("\n") != true && Date() < deadline {
            usleep(10_000)
        }
        XCTAssertEqual(try String(contentsOfFile: said, encoding: .utf8), "--language de -- Wird aktualisiert\n")
        XCTAssertEqual(log.messages(at: .warning), [])
    }

    @MainActor func testWithoutSpeechDispatcherItSaysSoOnce() async throws {
        let log = LogCapture()
        let speaker = AnnouncementSpeaker(candidates: [dir.file("missing/spd-say")], logger: log.logger)
        speaker.listen(to: try PlaygroundScene(configuration: SceneConfiguration(exampleID: "header.results")))
        XCTAssertEqual(log.messages(at: .warning).count, 1)
        XCTAssertTrue(log.messages(at: .warning)[0].contains("spd-say is not installed"))
    }
}
