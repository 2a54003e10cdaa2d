import RefreshCore
import XCTest

@testable import RefreshPlayground
@testable import RefreshPlaygroundWindow

/// The window opened without `--size` fits the screen: 390×844 shortened on a 768-pixel screen,
/// kept on a larger one, never under the smallest viewport side; the note says what happened.
nonisolated final class WindowFitTests: XCTestCase {
    static let iPhone = Size(width: 390, height: 844)

    @MainActor func testALaptopScreenShortensTheWindowLeavingRoomForTheTitleBar() async {
        XCTAssertEqual(
            WindowFit.size(Self.iPhone, within: Size(width: 1366, height: 768)),
            Size(width: 390, height: 768 - WindowFit.frameAllowance))
        XCTAssertEqual(WindowFit.frameAllowance, 48)
    }

    @MainActor func testARoomyScreenOrNoneKeepsTheSize() async {
        XCTAssertEqual(WindowFit.size(Self.iPhone, within: Size(width: 1920, height: 1080)), Self.iPhone)
        XCTAssertEqual(WindowFit.size(Self.iPhone, within: Size(width: 390, height: 892)), Self.iPhone, "just fits")
        XCTAssertEqual(WindowFit.size(Self.iPhone, within: nil), Self.iPhone, "no screen known")
    }

    @MainActor func testANarrowScreenNarrowsItAndATinyOneStopsAtTheSmallestSide() async {
        XCTAssertEqual(
            WindowFit.size(Self.iPhone, within: Size(width: 320, height: 480)), Size(width: 320, height: 432))
        let smallest = SceneConfiguration.viewportSides.lowerBound
        XCTAssertEqual(
            WindowFit.size(Self.iPhone, within: Size(width: 40, height: 60)), Size(width: smallest, height: smallest))
    }

    @MainActor func testTheNoteSaysTheSizeTheScreenAndHowToChooseOrNothing() async {
        let screen = Size(width: 1024, height: 768)
        XCTAssertEqual(
            WindowFit.note(wanted: Self.iPhone, opened: Size(width: 390, height: 720), screen: screen),
            "refresh-playground: the window is 390×720 points instead of 390×844 to fit the screen's usable "
                + "1024×768; --size WxH sets another")
        XCTAssertNil(WindowFit.note(wanted: Self.iPhone, opened: Self.iPhone, screen: screen))
    }
}
