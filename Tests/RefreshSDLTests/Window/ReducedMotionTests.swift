import Foundation
import RefreshTestSupport
import XCTest

@testable import RefreshSDL

/// Where reduced motion comes from: `REFRESH_REDUCE_MOTION` first, then the desktop's setting
/// (GTK's settings.ini, GNOME's gsettings), else off.
nonisolated final class ReducedMotionTests: XCTestCase {
    func testTheEnvironmentDecidesFirstAndTheDesktopOtherwise() {
        XCTAssertTrue(ReducedMotion.preferred(environment: ["REFRESH_REDUCE_MOTION": "1"], desktop: { _ in false }))
        XCTAssertFalse(ReducedMotion.preferred(environment: ["REFRESH_REDUCE_MOTION": "off"], desktop: { _ in true }))
        XCTAssertTrue(ReducedMotion.preferred(environment: [:], desktop: { _ in true }), "the desktop's animations off")
        XCTAssertFalse(ReducedMotion.preferred(environment: [:], desktop: { _ in nil }), "nothing set: off")
        XCTAssertTrue(
            ReducedMotion.preferred(environment: ["REFRESH_REDUCE_MOTION": "maybe"], desktop: { _ in true }),
            "a value that is no setting leaves it to the desktop")
    }

    func testSettingWords() {
        for word in ["1", "true", "YES", " on "] { XCTAssertEqual(ReducedMotion.parse(word), true, word) }
        for word in ["0", "False", "no", "off"] { XCTAssertEqual(ReducedMotion.parse(word), false, word) }
        XCTAssertNil(ReducedMotion.parse("2"))
    }

    func testGTKsSettingsFileTurnedOffMeansReducedMotion() throws {
        let home = temporaryFolder("reduced-motion-home").url
        let folder = home.appendingPathComponent("gtk-3.0")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let env = ["XDG_CONFIG_HOME": home.path]
        XCTAssertNil(ReducedMotion.gtkSetting(environment: ["XDG_CONFIG_HOME": home.path + "/none"]), "no file")
        try "[Settings]\ngtk-theme-name=Adwaita\ngtk-enable-animations = false\n".write(
            to: folder.appendingPathComponent("settings.ini"), atomically: true, encoding: .utf8)
        XCTAssertEqual(ReducedMotion.gtkSetting(environment: env), true)
        XCTAssertEqual(ReducedMotion.desktopSetting(environment: env), true, "GTK's file before GNOME's gsettings")
        XCTAssertTrue(ReducedMotion.preferred(environment: env))
        try "[Settings]\ngtk-enable-animations=1\n".write(
            to: folder.appendingPathComponent("settings.ini"), atomically: true, encoding: .utf8)
        XCTAssertEqual(ReducedMotion.gtkSetting(environment: env), false)
    }
}
