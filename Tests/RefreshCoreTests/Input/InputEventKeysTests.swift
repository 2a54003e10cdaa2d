import RefreshTestSupport
import XCTest

@testable import RefreshCore

/// The key rules named once in the core: which modifiers make a chord (`KeyModifiers.isPlain`),
/// which keys repeat (`InputEvent.repeatingKeys`), and the plain key a key event presses
/// (`InputEvent.plainKey`), which the router acts on and a recording writes.
nonisolated final class InputEventKeysTests: XCTestCase {
    func testOnlyControlAltAndSuperMakeAChord() {
        for bits in 0...15 {
            let modifiers = KeyModifiers(rawValue: bits)
            let chord = modifiers.contains(.control) || modifiers.contains(.alt) || modifiers.contains(.gui)
            XCTAssertEqual(modifiers.isPlain, !chord, "\(bits)")
        }
        XCTAssertTrue(KeyModifiers.shift.isPlain, "Shift changes the character, not what the key does")
    }

    func testOnlyThePageKeysRepeat() {
        XCTAssertEqual(InputEvent.repeatingKeys, ["PageUp", "PageDown"])
        XCTAssertFalse(InputEvent.key("PageDown", isRepeat: true).isIgnoredRepeat)
        XCTAssertTrue(InputEvent.key("Home", isRepeat: true).isIgnoredRepeat)
        XCTAssertTrue(InputEvent.key("F5", modifiers: .shift, isRepeat: true).isIgnoredRepeat)
        XCTAssertFalse(InputEvent.key("Home").isIgnoredRepeat, "a press is no repeat")
        XCTAssertFalse(InputEvent.wheel(dx: 0, dy: 1).isIgnoredRepeat)
    }

    func testThePlainKeyAPressNames() {
        let cases: [(InputEvent, String?)] = [
            (.key("Home"), "Home"),
            (.key("Home", modifiers: .shift), "Home"),
            (.key("Home", modifiers: .control), nil),
            (.key("Home", modifiers: .alt), nil),
            (.key("Home", modifiers: .gui), nil),
            (.key("Home", isRepeat: true), nil),
            (.key("PageUp", isRepeat: true), "PageUp"),
            (.key("PageDown", modifiers: .shift, isRepeat: true), "PageDown"),
            (.key("PageDown", modifiers: .control, isRepeat: true), nil),
            (.key("R"), "R"),
            (.key("R", modifiers: .control), "F5"),
            (.key("R", modifiers: [.control, .shift]), "F5"),
            (.key("R", modifiers: [.control, .alt]), nil),
            (.key("R", modifiers: .control, isRepeat: true), nil),
            (.key("Q", modifiers: .control), nil),
            (.pointerCancelled(time: 1), nil),
            (.quit, nil),
        ]
        for (event, key) in cases {
            XCTAssertEqual(event.plainKey, key, "\(event)")
        }
    }
}
