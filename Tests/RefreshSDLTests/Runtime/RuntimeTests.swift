import Foundation
import RefreshCore
import RefreshSDL
import RefreshTestSupport
import XCTest

nonisolated final class RuntimeTests: XCTestCase {
    /// The library's message speaks to any program (the playground says more of its own).
    @MainActor func testNoDisplayErrorSuggestsXvfbAndHeadlessDrawing() async {
        let text = "\(SDLError.noDisplay(message: "No available video device"))"
        XCTAssertTrue(text.contains("No available video device"), text)
        XCTAssertTrue(text.contains("xvfb-run"), text)
        XCTAssertTrue(text.contains("HeadlessTarget"), text)
        XCTAssertFalse(text.contains("refresh-playground"), "a library user's program is not the playground: \(text)")
    }

    /// Set in the child process `testInitVideoWithoutDisplayThrowsHelpfulError` runs itself in.
    private static let childVariable = "REFRESH_RUNTIME_TESTS_CHILD"

    /// Without a display, `initVideo` throws an error that suggests xvfb-run. Whatever display this
    /// process has, the check runs in a child: this test runner, running this test alone, with no
    /// display variable (SDL's video state is process-wide, so this process could not undo one).
    @MainActor func testInitVideoWithoutDisplayThrowsHelpfulError() async throws {
        if ProcessInfo.processInfo.environment[Self.childVariable] != nil {
            XCTAssertThrowsError(try SDLRuntime.initVideo()) { error in
                XCTAssertTrue("\(error)".contains("xvfb-run"), "\(error)")
            }
            XCTAssertFalse(SDLRuntime.hasVideo)
            return
        }
        let runner = Bundle.main.executablePath ?? CommandLine.arguments[0]
        let run = try ProcessRunner.run(
            runner, ["RefreshSDLTests.RuntimeTests/testInitVideoWithoutDisplayThrowsHelpfulError"],
            environment: ProcessRunner.environmentWithoutDisplay([Self.childVariable: "1"]), timeout: 60)
        let failures = run.stdout.split(separator: "\n").filter { $0.contains("error:") }.joined(separator: "\n")
        XCTAssertEqual(run.status, 0, "the check failed without a display: \(failures) (\(run.summary))")
        XCTAssertTrue(
            run.stdout.contains("Executed 1 test, with 0 failures"), "the child ran the check once: \(run.summary)")
    }

    @MainActor func testHeadlessDrawingNeedsNoVideo() async throws {
        let t = try HeadlessTarget(size: Size(width: 4, height: 4), scale: 1)
        t.beginFrame(clear: .black)
        XCTAssertEqual(t.snapshot()[3, 3], .black)
        XCTAssertFalse(SDLRuntime.hasVideo)
    }

    @MainActor func testSDLErrorCarriesOperationAndMessage() async {
        XCTAssertEqual(
            "\(SDLError.image(operation: "cannot decode PNG 'Assets/x/3.png'", message: "bad CRC"))",
            "cannot decode PNG 'Assets/x/3.png': bad CRC")
        XCTAssertEqual(
            "\(SDLError.ttf(operation: "cannot open font 'a.ttf' at 12 px", message: "oops"))",
            "cannot open font 'a.ttf' at 12 px: oops")
    }

    @MainActor func testInvalidHeadlessTargetThrows() async {
        XCTAssertThrowsError(try HeadlessTarget(size: Size(width: 10, height: .nan), scale: 1))
        XCTAssertThrowsError(try HeadlessTarget(size: Size(width: 10, height: 10), scale: 0))
    }
}
