import RefreshCore
import RefreshTestSupport
import RefreshTesting
import XCTest

@testable import RefreshPlayground

/// Issue 17, item 4 in traces: each trace line lists, per control, the threshold events of its
/// frame (`"events"`), each event in exactly one line, the line where the state changed with it.
nonisolated final class ThresholdTraceTests: XCTestCase {
    /// A pull control's example, where the finger starts, the way it pulls, the rubber band's
    /// dimension and the control's extent (its threshold).
    struct Pull {
        let id: String
        let control: KeyPath<TraceFrame, TraceControl?>
        let viewport: Size
        let origin: Point, direction: Point
        let dimension: Double, extent: Double
        /// Steps that bring the content to the control's edge first.
        let before: [ReplayStep]
    }

    @MainActor static let pulls = [
        Pull(
            id: "header.normal", control: \.header, viewport: Size(width: 390, height: 600),
            origin: Point(x: 200, y: 100), direction: Point(x: 0, y: 1), dimension: 600, extent: 54, before: []),
        Pull(
            id: "footer.back-normal", control: \.footer, viewport: Size(width: 390, height: 600),
            origin: Point(x: 200, y: 500), direction: Point(x: 0, y: -1), dimension: 600, extent: 44,
            before: [.key("End"), .wait(seconds: 1)]),
        Pull(
            id: "trailer.horizontal", control: \.trailer, viewport: Size(width: 390, height: 300),
            origin: Point(x: 350, y: 150), direction: Point(x: -1, y: 0), dimension: 390, extent: 60,
            before: [.key("End"), .wait(seconds: 1)]),
    ]

    /// A `move` of the finger to where `extents` control extents show past the edge.
    @MainActor func move(_ pull: Pull, to extents: Double, duration: Double = 0.2) -> [ReplayStep] {
        let d = RubberBand.distance(for: extents * pull.extent, dimension: pull.dimension)
        let x = pull.origin.x + pull.direction.x * d, y = pull.origin.y + pull.direction.y * d
        return [.move(Point(x: x, y: y), duration: duration)]
    }

    @MainActor func run(_ pull: Pull, _ steps: [ReplayStep]...) throws -> [TraceFrame] {
        try replay(pull.id, viewport: pull.viewport, refreshDelay: 0.5, steps: pull.before + steps.flatMap { $0 }).trace
    }

    @MainActor func testEachCrossingIsInTheLineOfItsFrameOnce() async throws {
        for pull in Self.pulls {
            let trace = try run(
                pull, [.down(pull.origin)], move(pull, to: 1.4), move(pull, to: 0.5), move(pull, to: 1.5),
                [.wait(seconds: 0.1), .up, .wait(seconds: 2)])
            let controls = trace.map { $0[keyPath: pull.control]! }
            XCTAssertEqual(
                controls.flatMap(\.events), ["armed", "disarmed", "armed", "triggered"], "\(pull.id): each told once")
            for (i, c) in controls.enumerated() where !c.events.isEmpty {
                XCTAssertEqual(c.events.count, 1, "\(pull.id) frame \(i): one crossing a frame here")
                let before = controls[i - 1].state
                switch c.events[0] {
                case "armed":
                    XCTAssertEqual([before, c.state], ["idle", "pulling"], "\(pull.id) frame \(i)")
                    XCTAssertTrue(trace[i].dragging)
                case "disarmed":
                    XCTAssertEqual([before, c.state], ["pulling", "idle"], "\(pull.id) frame \(i)")
                default:
                    XCTAssertEqual([before, c.state], ["pulling", "refreshing"], "\(pull.id) frame \(i)")
                    XCTAssertFalse(trace[i].dragging, "\(pull.id): the release triggers")
                }
            }
            XCTAssertEqual(controls.last?.callbacks, 1, pull.id)
            XCTAssertEqual(controls.last?.state, "idle", pull.id)
        }
    }

    /// Controls without a crossing list nothing: the header of a footer example, a refresh begun
    /// by code (F5), an auto footer loading.
    @MainActor func testOtherControlsAndCodeListNothing() async throws {
        let back = try run(
            Self.pulls[1],
            [.down(Point(x: 200, y: 500))], move(Self.pulls[1], to: 1.5), [.up, .wait(seconds: 2)])
        XCTAssertEqual(back.flatMap { $0.header!.events }, [])
        XCTAssertEqual(back.flatMap { $0.footer!.events }, ["armed", "triggered"])
        let f5 = try run(Self.pulls[0], [.key("F5"), .wait(seconds: 2)])
        XCTAssertEqual(f5.map { $0.header!.callbacks }.last, 1)
        XCTAssertEqual(f5.flatMap { $0.header!.events }, [], "a refresh begun by code is no threshold event")
        let (_, auto) = try replay("footer.auto-normal", steps: [.key("End"), .wait(seconds: 2)]).runnerAndTrace
        XCTAssertEqual(auto.last?.footer?.callbacks, 1)
        XCTAssertEqual(auto.flatMap { $0.footer!.events }, [], "an auto footer is never pulled")
    }

    /// A host that did not trace some frames forgets their events: the next line lists its own.
    @MainActor func testAFrameNotTracedKeepsNoEventsForTheNext() async throws {
        let list = ScrollView(frame: .zero)
        list.contentSize = Size(width: 320, height: 2000)
        let header = NormalHeader()
        list.refreshHeader = header
        let host = try RefreshTestHost(scrollView: list, size: Size(width: 320, height: 480))
        host.recordsTrace = false
        host.pull(.top, by: 80)
        XCTAssertEqual(header.lastThresholdEvent, .armed)
        host.recordsTrace = true
        host.advance(frames: 1)
        host.release()
        host.advance(seconds: 0.1)
        let events = host.trace.map { line -> [String] in
            let object = try! JSONSerialization.jsonObject(with: Data(line.utf8)) as! [String: Any]
            return (object["header"] as! [String: Any])["events"] as! [String]
        }
        XCTAssertEqual(events.first, [], "the armed of an untraced frame is not in the next line")
        XCTAssertEqual(events.flatMap { $0 }, ["triggered"])
    }
}
