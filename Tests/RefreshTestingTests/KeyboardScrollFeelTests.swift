import Foundation
import RefreshCore
import RefreshSDL
import RefreshTestSupport
import RefreshTesting
import XCTest

/// Issue 17, item 6 ("Feel"): End, Home, Page Up and Page Down through the input router scroll as
/// iOS's animated `setContentOffset` does, easing in and out over 0.33 s instead of moving at a
/// constant speed and stopping dead; they still end exactly at their target, End still loads an
/// auto footer, and a touch still stops them where they are drawn.
nonisolated final class KeyboardScrollFeelTests: XCTestCase {
    @MainActor func host(_ model: HostedList) throws -> RefreshTestHost {
        try RefreshTestHost(scrollView: model.list, size: Size(width: 320, height: 480))
    }

    /// Presses `key` and returns the offset drawn in each of the next `frames` frames (60 fps).
    @MainActor func offsets(after key: String, _ host: RefreshTestHost, _ model: HostedList, frames: Int = 24)
        -> [Double]
    {
        let start = model.list.presentationContentOffset.y
        host.press(key)
        return [start]
            + (0..<frames).map { _ in
                host.advance(frames: 1)
                return model.list.presentationContentOffset.y
            }
    }

    /// The steps between consecutive frames that moved (the first is the key's frame).
    func steps(_ offsets: [Double]) -> [Double] {
        zip(offsets.dropFirst(), offsets).map { abs($0 - $1) }.filter { $0 > 1e-9 }
    }

    /// Small steps at both ends, the largest in the middle, rising to it and falling after it.
    func assertEasesInAndOut(_ steps: [Double], _ what: String, file: StaticString = #filePath, line: UInt = #line) {
        guard steps.count >= 6 else {
            return XCTFail("\(what): too few frames moved: \(steps)", file: file, line: line)
        }
        let average = steps.reduce(0, +) / Double(steps.count)
        let largest = steps.indices.max { steps[$0] < steps[$1] }!
        XCTAssertLessThan(steps.first!, average / 3, "\(what) starts from rest: \(steps)", file: file, line: line)
        XCTAssertLessThan(steps.last!, average / 3, "\(what) comes to rest: \(steps)", file: file, line: line)
        XCTAssertLessThanOrEqual(
            abs(Double(largest) - Double(steps.count - 1) / 2), 1.5, "\(what): fastest in the middle: \(steps)",
            file: file, line: line)
        for k in 1..<steps.count where k <= largest {
            XCTAssertGreaterThanOrEqual(
                steps[k], steps[k - 1] - 1e-6, "\(what) rises: \(steps)", file: file, line: line)
        }
        for k in (largest + 1)..<steps.count {
            XCTAssertLessThanOrEqual(steps[k], steps[k - 1] + 1e-6, "\(what) falls: \(steps)", file: file, line: line)
        }
    }

    @MainActor func testEndEasesInAndOutAndLandsExactlyAtTheEndWhereTheFooterLoads() async throws {
        let model = HostedList()
        let host = try host(model)
        let end = model.list.maxContentOffset.y
        let drawn = offsets(after: "End", host, model)
        assertEasesInAndOut(steps(drawn), "End")
        XCTAssertEqual(steps(drawn).count, 20, "0.33 s at 60 fps, as before")
        XCTAssertEqual(drawn.last, end, "exactly at the end")
        XCTAssertEqual(model.footer.state, .refreshing, "End still reaches and loads the auto footer")
        XCTAssertEqual(model.footerCalls, 1)
    }

    @MainActor func testPageDownPageUpAndHomeEaseInAndOut() async throws {
        let model = HostedList(rows: 60)
        let host = try host(model)
        let down = offsets(after: "PageDown", host, model)
        assertEasesInAndOut(steps(down), "Page Down")
        XCTAssertEqual(down.last, 480, "exactly one page")
        _ = offsets(after: "PageDown", host, model)
        let up = offsets(after: "PageUp", host, model)
        assertEasesInAndOut(steps(up), "Page Up")
        XCTAssertEqual(up.last, 480)
        let home = offsets(after: "Home", host, model)
        assertEasesInAndOut(steps(home), "Home")
        XCTAssertEqual(home.last, 0, "exactly at the top")
    }

    @MainActor func testATouchStopsTheScrollWhereItIsDrawn() async throws {
        let model = HostedList()
        let host = try host(model)
        host.press("End")
        host.advance(frames: 8)
        let before = model.list.presentationContentOffset.y
        XCTAssertGreaterThan(before, 0)
        XCTAssertLessThan(before, model.list.maxContentOffset.y / 2, "still on its way")
        host.touchDown(at: Point(x: 160, y: 240))
        host.advance(frames: 1)   // (the touch lands at the start of the next frame)
        XCTAssertFalse(model.list.isScrollAnimating)
        let caught = model.list.presentationContentOffset.y
        XCTAssertLessThan(caught - before, 60, "caught within a frame's step")
        host.advance(seconds: 0.5)
        XCTAssertEqual(model.list.presentationContentOffset.y, caught, "held where it was drawn")
        host.release()
        host.advance(seconds: 1)
        XCTAssertEqual(model.list.contentOffset.y, caught, accuracy: 0.5, "a still release leaves it there")
        XCTAssertEqual(model.footerCalls, 0)
    }

    @MainActor func testEndAtTheEndIsStillReportedAsAPushAgainstIt() async throws {
        let model = HostedList()
        let host = try host(model)
        host.press("End")
        _ = host.settle(timeout: 2)
        XCTAssertEqual(model.footerCalls, 1)
        model.footer.endRefreshing()
        host.advance(seconds: 1)
        XCTAssertEqual(model.list.contentOffset.y, model.list.maxContentOffset.y, accuracy: 0.001)
        host.press("End")   // cannot move: pushed against the end, the footer loads again
        host.advance(frames: 1)
        XCTAssertEqual(model.footerCalls, 2)
    }
}

/// Issue 17, item 6 ("Feel"): F5 and Ctrl+R while the footer loads are queued, not silently
/// ignored: the header says it waits and begins as soon as the footer's load ends.
nonisolated final class QueuedHeaderRefreshTests: XCTestCase {
    @MainActor func testF5AndControlRWhileTheFooterLoadsBeginTheHeaderWhenItEnds() async throws {
        for key in ["F5", "Ctrl+R"] {
            let model = HostedList()
            let host = try RefreshTestHost(scrollView: model.list, size: Size(width: 320, height: 480))
            host.press("End")
            host.advance(seconds: 0.5)
            XCTAssertEqual(model.footer.state, .refreshing)
            if key == "F5" {
                host.press("F5")
            } else {
                XCTAssertTrue(host.input.route(.key("R", modifiers: .control, isRepeat: false)), "Ctrl+R is taken")
            }
            host.advance(seconds: 0.5)
            XCTAssertEqual(model.header.state, .idle, "\(key): the footer still loads")
            XCTAssertTrue(model.header.isWaitingToBegin, "\(key): queued, not ignored")
            XCTAssertEqual(model.header.stateLabel.text, "Waiting for loading to finish")
            XCTAssertEqual(model.headerCalls, 0)
            model.footer.endRefreshing()
            XCTAssertEqual(model.header.state, .refreshing, "\(key): begins as the footer ends")
            host.advance(seconds: 0.5)
            XCTAssertEqual(model.headerCalls, 1)
            XCTAssertEqual(model.list.contentOffset.y, -54, accuracy: 0.001, "\(key): scrolled up into view")
            XCTAssertEqual(model.footerCalls, 1)
        }
    }
}
