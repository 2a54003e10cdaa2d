import RefreshSDL
import XCTest

@testable import RefreshCore
@testable import RefreshPlayground
@testable import RefreshPlaygroundCommands

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The benchmark's allocation counter sees this process's allocations, and the per-frame paths the
/// benchmark calls steady allocate nothing in the scene's tick (scheduler, animator, frame
/// observers, layout). Counts, never timings. Built with AddressSanitizer or ThreadSanitizer, the
/// sanitizer owns the allocator and the counter must say it cannot count: each test still runs its
/// work and checks everything but the counts.
nonisolated final class AllocationCounterTests: XCTestCase {
    /// Whether this test runner was built with AddressSanitizer or ThreadSanitizer: their runtime's
    /// entry point is in the process.
    private static let isSanitized: Bool = {
        let process = dlopen(nil, RTLD_NOW)
        let entryPoints: [String] = ["__asan_init", "__tsan_init"]
        return entryPoints.contains { dlsym(process, $0) != nil }
    }()

    @MainActor private var text: TextRenderer { get throws { try TextRenderer.shared() } }

    /// Whether allocations are counted here; where they are not, asserts that this is a sanitized build.
    @MainActor private func countsAllocations(file: StaticString = #filePath, line: UInt = #line) -> Bool {
        if !AllocationCounter.isAvailable {
            XCTAssertTrue(
                Self.isSanitized, "the counter says it cannot count in a build without a sanitizer", file: file,
                line: line)
        }
        return AllocationCounter.isAvailable
    }

    /// Runs `body` and asserts that its allocations are in `expected` (`why` says why), where they
    /// can be counted.
    @MainActor private func assertAllocations(
        in expected: ClosedRange<Int>, _ why: String, file: StaticString = #filePath, line: UInt = #line,
        of body: () throws -> Void
    ) rethrows {
        guard countsAllocations(file: file, line: line) else { return try body() }
        AllocationCounter.start()
        defer { AllocationCounter.stop() }
        let before = AllocationCounter.count
        try body()
        let n = AllocationCounter.count - before
        XCTAssertTrue(expected.contains(n), "\(n) allocations, expected \(expected): \(why)", file: file, line: line)
    }

    /// Runs `body` and asserts that it allocates nothing, where allocations can be counted.
    @MainActor private func assertNoAllocations(
        _ why: String = "", file: StaticString = #filePath, line: UInt = #line, of body: () throws -> Void
    ) rethrows {
        try assertAllocations(in: 0...0, why, file: file, line: line, of: body)
    }

    @MainActor func testTheCounterCountsExactlyWhenNoSanitizerOwnsTheAllocator() async {
        XCTAssertEqual(
            AllocationCounter.isAvailable, !Self.isSanitized,
            "sanitized: \(Self.isSanitized); the counter sees this process's allocations: \(AllocationCounter.isAvailable)"
        )
    }

    @MainActor func testWorkKnownToAllocateCounts() async throws {
        try assertAllocations(in: 101...Int.max, "building a scene allocates views, labels, images") {
            _ = try PlaygroundScene(configuration: SceneConfiguration(exampleID: "header.gif"), textMeasurer: try text)
        }
        assertNoAllocations("nothing counted when nothing allocates") {}
    }

    @MainActor func testTheFirstReplayFrameAllocatesInTheProbe() async throws {
        let script = try BenchScript(.headerGif)
        let runner = try ReplayRunner(script: script.script, outputDirectory: nil, textRenderer: try text)
        let probe = BenchFrameProbe(
            runner: runner, text: try text, countsAllocations: true, expectedFrames: script.frameCount)
        runner.probe = probe
        AllocationCounter.start()
        try runner.run()
        AllocationCounter.stop()
        XCTAssertEqual(probe.allocations.count, script.frameCount)
        if countsAllocations() {
            XCTAssertGreaterThan(probe.allocations[0], 0, "the first frame uploads its text and images")
        }
        XCTAssertTrue(probe.rasterized[0] > 0 || probe.uploaded[0], "…and is not a steady frame")
    }

    // The per-frame paths below allocate nothing even in a debug build (the benchmark measures the
    // whole frame in release: `make bench`, "Heap allocations in steady frames").

    @MainActor func testSettingAViewsFrameAllocatesNothing() async {
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        assertNoAllocations("the warning's text is built only when there is something to warn about") {
            for k in 0..<100 { view.frame = Rect(x: Double(k), y: 0, width: 10, height: 10) }
        }
    }

    @MainActor func testALabelFittingNewTextReusesItsLines() async {
        let label = Label(text: "Row 1", font: .system(17))
        label.frame = Rect(x: 0, y: 0, width: 300, height: 20)
        _ = label.textSize
        label.text = "Row 2"
        _ = label.textSize   // both texts measured once
        assertNoAllocations("a reused cell's label gets new text every time it scrolls in") {
            for k in 0..<100 {
                label.text = k % 2 == 0 ? "Row 1" : "Row 2"
                _ = label.textSize
            }
        }
        XCTAssertEqual(label.displayedText, "Row 2")
    }

    @MainActor func testRecyclingCellsWhileScrollingAllocatesNothing() async {
        let host = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        var made = 0
        let cells = ReusableCells<View>(
            host: host,
            make: {
                made += 1; return View()
            }, style: { _ in }, didRecycle: { _ in })
        func sweep() {
            for k in 0..<30 { cells.show(k..<(k + 10)) { _, _ in } }
            for k in stride(from: 29, through: 0, by: -1) { cells.show(k..<(k + 10)) { _, _ in } }
        }
        sweep()   // the dictionary and the spare list reach their size
        assertNoAllocations(of: sweep)
        XCTAssertEqual(made, 10, "recycled before new ones are made: one screenful")
        XCTAssertEqual(cells.range, 0..<10)
        XCTAssertEqual(Set(cells.visible.keys), Set(0..<10))
    }

    @MainActor func testDrawingPathsDrawnBeforeAllocatesNothing() async throws {
        let target = try HeadlessTarget(size: Size(width: 60, height: 60), scale: 2)
        let c = target.canvas
        let ring = Path.circle(center: Point(x: 30, y: 30), radius: 12)
        let arc = Path {
            $0.addArc(center: Point(x: 30, y: 30), radius: 12, startAngle: 0, endAngle: 2, clockwise: true)
        }
        let dashed = StrokeStyle(width: 2, cap: .round, dash: [3, 2])
        func frame() {
            target.beginFrame(clear: .white)
            c.translate(by: Point(x: 0.25, y: 0))
            c.fill(ring, color: .black, rule: .evenOdd)
            c.stroke(ring, color: Color(r: 0, g: 0, b: 0, a: 80), style: StrokeStyle(width: 3))
            c.stroke(arc, color: .black, style: dashed)
        }
        frame()
        frame()   // each texture drawn once
        assertNoAllocations("cached paths: no rasterization, no allocation") { for _ in 0..<10 { frame() } }
        XCTAssertEqual(c.pathCache.rasterizations, 3)
    }

    /// The ring header refreshing: once its arc went round, drawing it (track and arc, at every step)
    /// rasterizes and allocates nothing.
    @MainActor func testARefreshingRingHeaderDrawsWithoutAllocatingOnceRound() async throws {
        var config = SceneConfiguration(exampleID: "header.ring")
        config.refreshDelay = .some(nil)   // refreshing until the end
        let steps: [ReplayStep] = [.call(target: .header, method: .beginRefreshing), .wait(seconds: 2)]
        let runner = try ReplayRunner(
            script: SceneScript(configuration: config, steps: steps), outputDirectory: nil, textRenderer: try text)
        try runner.run()
        let header = try XCTUnwrap(runner.scene.component(.header) as? RingHeader)
        XCTAssertTrue(header.isRefreshing)
        let canvas = runner.canvas
        let before = canvas.pathCache.rasterizations
        XCTAssertGreaterThanOrEqual(before, 1 + RingHeader.stepsPerTurn, "the track and each step")
        assertNoAllocations {
            for k in 0..<120 {
                header.advance(to: 10 + Double(k) / 60)
                header.draw(in: canvas)
            }
        }
        XCTAssertEqual(canvas.pathCache.rasterizations, before, "every step was rasterized in the first turn")
    }

    /// A chat away from its end with new messages below: drawing its jump-to-end button (circle,
    /// chevron, badge) again, as every scrolling frame does, allocates nothing; its paths are
    /// built once per size and count.
    @MainActor func testAJumpToEndButtonWithABadgeDrawsWithoutAllocating() async throws {
        let config = SceneConfiguration(exampleID: "list.chat")
        let steps: [ReplayStep] = [.key("PageUp"), .wait(seconds: 0.6), .key("N"), .key("N"), .wait(seconds: 0.2)]
        let runner = try ReplayRunner(
            script: SceneScript(configuration: config, steps: steps), outputDirectory: nil, textRenderer: try text)
        try runner.run()
        let button = try XCTUnwrap((runner.scene.scrollView as? ListView)?.jumpToEndButton)
        XCTAssertFalse(button.isHidden)
        XCTAssertEqual(button.badgeText, "2")
        let canvas = runner.canvas
        button.draw(in: canvas)
        assertNoAllocations { for _ in 0..<60 { button.draw(in: canvas) } }
    }

    @MainActor func testAnIdleSchedulerAllocatesNothingOnceItHasRunWork() async {
        let scheduler = Scheduler(clock: ManualClock(now: 0))
        var ran = 0
        scheduler.async { ran += 1 }
        scheduler.runDue()
        scheduler.async { ran += 1 }
        scheduler.runDue()
        assertNoAllocations { for _ in 0..<100 { scheduler.runDue() } }
        XCTAssertEqual(ran, 2)
    }
}
