import Foundation
import RefreshCore
import RefreshTestSupport
import RefreshTesting
import XCTest

/// `host.semantics()`: each scroll view's role and focus, its controls' states, pulls in steps and
/// the labels that show, and the last announcement, as text no pixel of drag changes.
nonisolated final class SemanticDescriptionTests: XCTestCase {
    @MainActor private func host(_ model: HostedList) throws -> RefreshTestHost {
        try RefreshTestHost(scrollView: model.list, size: Size(width: 320, height: 480))
    }

    @MainActor func testAListAtRestTellsItsControlsAreNotShown() async throws {
        let host = try host(HostedList())
        XCTAssertEqual(
            host.semantics().text,
            """
            list ListView
              header NormalHeader: idle, pull 0 %, hidden
              footer AutoNormalFooter: idle, pull 0 %, hidden
            announcement: none

            """)
    }

    /// A fresh list's host with its header pulled so `points` of it show, still held.
    @MainActor private func pulled(by points: Double) throws -> RefreshTestHost {
        let host = try host(HostedList())
        host.pull(.top, by: points)
        return host
    }

    @MainActor func testAPullIsToldInStepsSoAPointMoreKeepsTheText() async throws {
        let host = try pulled(by: 30)   // 30 of the header's 54 points: 55 %
        XCTAssertEqual(
            host.semantics().text,
            """
            list ListView
              header NormalHeader: idle, pull 50 %, shown
                "Pull down to refresh"
                "Last update: No record"
              footer AutoNormalFooter: idle, pull 0 %, hidden
            announcement: none

            """)
        XCTAssertEqual(try pulled(by: 31).semantics().text, host.semantics().text, "57 % is still the 50 % step")
        XCTAssertEqual(host.semantics(percentStep: 25).scrollViews[0].controls[0].pullPercent, 50)
        XCTAssertEqual(host.semantics(percentStep: 1).scrollViews[0].controls[0].pullPercent, 55)
        XCTAssertEqual(host.semantics(percentStep: 0).scrollViews[0].controls[0].pullPercent, 50, "0 is taken as 10")
        let pulling = try pulled(by: 80).semantics().scrollViews[0].controls[0]
        XCTAssertEqual(pulling.state, .pulling)
        XCTAssertEqual(pulling.pullPercent, 140)
        XCTAssertEqual(pulling.labels.first, "Release to refresh")
    }

    @MainActor func testARefreshAndAFailedFooterWithTheirAnnouncements() async throws {
        let model = HostedList()
        var loads: [RefreshLoad] = []
        model.footer.loadHandler = { loads.append($0) }
        let host = try host(model)
        host.pull(.top, by: 80)
        host.release()
        host.advance(seconds: 0.5)
        XCTAssertEqual(
            host.semantics().text,
            """
            list ListView
              header NormalHeader: refreshing, pull 100 %, shown
                "Loading..."
                "Last update: No record"
              footer AutoNormalFooter: idle, pull 0 %, hidden
            announcement: "Refreshing"

            """)
        model.header.endRefreshing()
        host.press("End")
        host.settle(timeout: 2)
        loads.first?.finish(.failure(message: "Offline"))
        host.advance(seconds: 1)
        let text = host.semantics().text
        let failed = "footer AutoNormalFooter: failed, pull 100 %, shown\n    \"Offline · Tap to retry\"\n"
        XCTAssertTrue(text.contains(failed), text)
        XCTAssertTrue(text.hasSuffix("announcement: \"Offline. Tap to retry\"\n"), text)
    }

    @MainActor func testATreeOfTwoListsNamesTheFocusedOne() async throws {
        let left = HostedList(), right = HostedList()
        left.list.frame = Rect(x: 0, y: 0, width: 160, height: 480)
        right.list.frame = Rect(x: 160, y: 0, width: 160, height: 480)
        let content = View(frame: .zero)
        content.addSubview(left.list)
        content.addSubview(right.list)
        let host = try RefreshTestHost(root: content, size: Size(width: 320, height: 480))
        XCTAssertEqual(host.semantics().scrollViews.map(\.isFocused), [true, false])
        host.tap(at: Point(x: 240, y: 200))
        let text = host.semantics().text
        XCTAssertTrue(text.hasPrefix("list ListView\n"), text)
        XCTAssertTrue(text.contains("list ListView, focused\n"), text)
        XCTAssertEqual(host.semantics().scrollViews.map(\.isFocused), [false, true])
    }

    @MainActor func testAHiddenFooterAndAQuotedLabel() {
        var description = SemanticDescription(
            scrollViews: [
                SemanticScrollView(
                    role: "list", typeName: "Feed",
                    controls: [
                        SemanticControl(
                            role: .footer, typeName: "Caption", state: .noMoreData, pullPercent: 0, isShown: true,
                            labels: ["Say \"hi\"\nbye"])
                    ])
            ],
            announcement: nil, pendingAnnouncement: "No more data")
        XCTAssertEqual(
            description.text,
            """
            list Feed
              footer Caption: noMoreData, pull 0 %, shown
                "Say \\"hi\\"\\nbye"
            announcement: none
            pending announcement: "No more data"

            """)
        description.pendingAnnouncement = nil
        XCTAssertFalse(description.text.contains("pending"))
    }
}
