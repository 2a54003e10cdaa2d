import XCTest

@testable import RefreshCore

/// The Boolean properties' names of earlier versions still compile (deprecated) and read and
/// write the renamed properties.
nonisolated final class DeprecatedBooleanNamesTests: XCTestCase {
    @available(*, deprecated, message: "uses the deprecated names on purpose")
    @MainActor func testTheOldNamesReadAndWriteTheNewProperties() async {
        let header = NormalHeader()
        header.automaticallyChangeAlpha = true
        XCTAssertTrue(header.automaticallyChangesAlpha)
        header.automaticallyChangesAlpha = false
        XCTAssertFalse(header.automaticallyChangeAlpha)

        let footer = AutoNormalFooter()
        XCTAssertTrue(footer.automaticallyRefresh, "on by default, as the new name")
        footer.automaticallyRefresh = false
        XCTAssertFalse(footer.automaticallyRefreshes)
        footer.refreshingTitleHidden = true
        XCTAssertTrue(footer.isRefreshingTitleHidden)

        XCTAssertFalse(header.labelsHidden)
        header.stateLabel.isHidden = true
        header.lastUpdatedTimeLabel.isHidden = true
        XCTAssertTrue(header.labelsHidden)
        XCTAssertEqual(header.labelsHidden, header.areLabelsHidden)

        var script = ReplayScript(steps: [])
        script.reduceMotion = true
        XCTAssertTrue(script.reducesMotion)
        XCTAssertTrue(script.serialized().contains(#""reduceMotion":true"#), "the JSON key is unchanged")
    }
}
