import RefreshTestSupport
import XCTest

@testable import RefreshCore

/// The one map between input events and replay steps (`ReplayStep(recording:)` and
/// `InputEvent(_:time:pointer:)`), checked on seeded random events and steps: every event a
/// recording keeps replays as itself (a key as the plain key it presses), and every input step
/// replays as an event that records as the same step. Each failure names its case.
nonisolated final class InputEventReplayStepTests: XCTestCase {
    private static let keys = [
        "Home", "End", "PageUp", "PageDown", "F5", "R", "Q", "Return", "Keypad Enter", "Escape", "L", "Space", "",
    ]

    @MainActor func testEveryRecordedEventReplaysAsItself() async {
        var r = SplitMix64(seed: 25)
        var exact = 0, plainKeys = 0, dropped = 0
        for i in 0..<5000 {
            let event = r.inputEvent(keys: Self.keys)
            guard let step = ReplayStep(recording: event) else {
                switch event {
                case .quit, .resized, .exposed, .other: break
                case .key: XCTAssertNil(event.plainKey, "case \(i): \(event) is a plain key, yet has no step")
                default: XCTFail("case \(i): input \(event) has no step")
                }
                dropped += 1
                continue
            }
            let pointer = r.point()
            guard let replayed = InputEvent(step, time: event.time ?? r.double(0...100), pointer: pointer) else {
                XCTFail("case \(i): \(step), recorded from \(event), replays as no event")
                continue
            }
            XCTAssertEqual(ReplayStep(recording: replayed), step, "case \(i): step → event → step")
            if case let .key(name, modifiers, isRepeat) = event, modifiers != [] || isRepeat {
                // A chord or a repeat replays as the plain press that means the same to the router.
                XCTAssertEqual(replayed, .key(event.plainKey ?? "?"), "case \(i): \(event)")
                XCTAssertEqual(replayed.plainKey, event.plainKey, "case \(i): the router acts on the same key")
                XCTAssertTrue(name == "R" || replayed == .key(name), "case \(i): only Ctrl+R changes its name")
                plainKeys += 1
            } else {
                XCTAssertEqual(replayed, event, "case \(i): event → step → event")
                exact += 1
            }
        }
        XCTAssertGreaterThan(exact, 2000, "most random events round-trip exactly")
        XCTAssertGreaterThan(plainKeys, 50, "some chords and repeats were recorded as plain keys")
        XCTAssertGreaterThan(dropped, 100, "some events were not recorded")
    }

    @MainActor func testEveryInputStepReplaysAsAnEventThatRecordsAsItself() async {
        var r = SplitMix64(seed: 26)
        for i in 0..<5000 {
            let step: ReplayStep
            switch r.int(0...7) {
            case 0: step = .down(r.point())
            case 1: step = .move(r.point(), duration: 0)
            case 2: step = .upAt(r.point())
            case 3: step = .cancel
            case 4: step = .wheel(dx: r.number(-5...5, decimals: 2), dy: r.number(-5...5, decimals: 2))
            case 5: step = .trackpad(dx: r.number(-300...300, decimals: 3), dy: r.number(-300...300, decimals: 3))
            case 6: step = .hover(r.point())
            default: step = .key(r.pick(Self.keys))
            }
            let time = r.number(0...1000, decimals: 6)
            guard let event = InputEvent(step, time: time, pointer: r.point()) else {
                XCTFail("case \(i): \(step) replays as no event")
                continue
            }
            XCTAssertEqual(ReplayStep(recording: event), step, "case \(i): step → event → step")
            switch step {
            case .wheel, .key: XCTAssertNil(event.time, "case \(i): \(event) has no time")
            default: XCTAssertEqual(event.time, time, "case \(i): \(event) applies at the step's time")
            }
        }
    }

    @MainActor func testUpReleasesWhereThePointerIs() async {
        let pointer = Point(x: 12, y: 34)
        let event = InputEvent(.up, time: 2, pointer: pointer)
        XCTAssertEqual(event, .pointerUp(pointer, time: 2))
        XCTAssertEqual(event.flatMap { ReplayStep(recording: $0) }, .upAt(pointer), "recorded with its point")
    }

    @MainActor func testStepsThatAreNotOneInputEventHaveNone() async {
        let steps: [ReplayStep] = [
            .move(Point(x: 1, y: 2), duration: 0.5), .wait(seconds: 1), .frame, .screenshot(name: "a"),
            .call(target: .header, method: .beginRefreshing), .rows(count: 3), .insert(atTop: true, count: 1),
            .resize(Size(width: 10, height: 20)), .inset(.zero), .language("ja"), .theme(.dark),
            .speed(factor: 0.5, paused: false), .example("list.basic"), .timed(.down(.zero), t: 1),
        ]
        for step in steps {
            XCTAssertNil(InputEvent(step, time: 1, pointer: .zero), "\(step)")
        }
    }
}

extension SplitMix64 {
    /// A point in window points, with short decimals.
    fileprivate mutating func point() -> Point {
        Point(x: number(-2000...2000, decimals: 3), y: number(-2000...2000, decimals: 3))
    }

    /// Any input event: pointer (hover too), wheel, trackpad, any key with any modifiers, repeated or not, and
    /// the window's own events.
    fileprivate mutating func inputEvent(keys: [String]) -> InputEvent {
        let time = number(0...1000, decimals: 6)
        switch int(0...11) {
        case 0: return .pointerDown(point(), time: time)
        case 1: return .pointerMoved(point(), time: time)
        case 2: return .pointerUp(point(), time: time)
        case 3: return .pointerCancelled(time: time)
        case 4: return .wheel(dx: number(-5...5, decimals: 2), dy: number(-5...5, decimals: 2))
        case 5: return .trackpad(dx: number(-300...300, decimals: 3), dy: number(-300...300, decimals: 3), time: time)
        case 6: return pick([.quit, .resized, .exposed, .other])
        case 7: return .pointerHovered(point(), time: time)
        default:
            let modifiers = chance(0.5) ? [] : KeyModifiers(rawValue: int(0...15))
            return .key(pick(keys), modifiers: modifiers, isRepeat: chance(0.3))
        }
    }
}
