import RefreshCore
import RefreshSDL
import RefreshTestSupport
import RefreshTesting
import XCTest

/// A list whose header and auto footer play the committed Lottie animations by segment.
@MainActor final class LottieList: ListDataSource {
    var rows: Int
    let list = ListView(frame: .zero)
    let header = SegmentedAnimationHeader()
    let footer = SegmentedAnimationAutoFooter()
    var loads: [RefreshLoad] = []

    init(rows: Int = 30) throws {
        self.rows = rows
        list.dataSource = self
        header.animation = try LottieLoader.load(folder: Repository.url("Assets/animations/lottie-ring").path)
        footer.animation = try LottieLoader.load(folder: Repository.url("Assets/animations/lottie-dots").path)
        header.loadHandler = { [unowned self] in loads.append($0) }
        footer.loadHandler = { [unowned self] in loads.append($0) }
        list.refreshHeader = header
        list.refreshFooter = footer
        list.reloadData()
    }

    func numberOfRows(in list: ListView) -> Int { rows }
    func list(_ list: ListView, contentForRow row: Int) -> ListRowContent { ListRowContent(title: "Row \(row + 1)") }
}

/// The segments of a Lottie refresh animation, replayed: the pull scrubs `pull` by the clamped
/// percent, `refresh` loops at the file's 30 fps, each outcome plays its segment once and holds its
/// last frame, reduced motion holds the loop still; the trace names the file's frame and the segment.
nonisolated final class SegmentedAnimationTests: XCTestCase {
    @MainActor private func host(_ model: LottieList) throws -> RefreshTestHost {
        try RefreshTestHost(scrollView: model.list, size: Size(width: 320, height: 480), scale: 2)
    }

    @MainActor func testThePullScrubsThePullSegmentByTheClampedPercent() async throws {
        let model = try LottieList()
        let host = try host(model)
        XCTAssertEqual(model.header.player.segment, .pull)
        XCTAssertEqual(model.header.player.frame, 0, "0 %: the pull segment's first frame")
        host.pull(.top, by: RefreshHeader.defaultHeight / 2, duration: 0.3)
        XCTAssertEqual(model.header.pullingPercent, 0.5, accuracy: 0.02)
        let half = try XCTUnwrap(model.header.player.frame)
        XCTAssertTrue((14...15).contains(half), "50 % of frames 0–29: \(half)")
        host.moveTouch(to: Point(x: 160, y: 400), duration: 0.3)
        XCTAssertGreaterThan(model.header.pullingPercent, 1.2, "pulled far past the threshold")
        XCTAssertEqual(model.header.player.frame, 29, "the percent is clamped: the segment's last frame, no further")
        XCTAssertEqual(model.header.player.segment, .pull)
    }

    @MainActor func testRefreshLoopsAtTheFilesFrameRateAndSuccessPlaysOnceBeforeHiding() async throws {
        let model = try LottieList()
        let host = try host(model)
        host.pull(.top, by: 100)
        host.release()
        host.advance(seconds: 0.5)
        XCTAssertEqual(model.header.state, .refreshing)
        XCTAssertEqual(model.header.player.segment, .refresh)
        var seen = Set<Int>()
        for _ in 0..<60 {
            host.advance(seconds: 1.0 / 30)
            seen.insert(try XCTUnwrap(model.header.player.frame))
        }
        XCTAssertEqual(seen.min(), 30)
        XCTAssertEqual(seen.max(), 59)
        XCTAssertGreaterThanOrEqual(seen.count, 28, "two seconds at 30 fps walk the whole 30–59 loop: \(seen.sorted())")
        XCTAssertTrue(model.header.isMoving, "the loop keeps the window drawing")
        model.loads.last?.finish(.success)
        host.advance(frames: 1)
        XCTAssertEqual(model.header.player.segment, .success)
        XCTAssertEqual(model.header.player.frame, 60)
        host.advance(seconds: 0.25)
        XCTAssertEqual(model.header.player.segment, .success, "still on show: the outcome waits for its segment")
        XCTAssertNotEqual(model.header.state, .idle)
        host.advance(seconds: 0.3)
        XCTAssertEqual(model.header.player.frame, 74, "the success segment ends on its last frame")
        XCTAssertTrue(host.settle())
        XCTAssertEqual(model.header.state, .idle)
        XCTAssertEqual(model.header.player.segment, .pull, "hidden again: back to the pull segment")
        XCTAssertEqual(model.header.player.frame, 0)
    }

    @MainActor func testAFailedRefreshPlaysTheFailureSegment() async throws {
        let model = try LottieList()
        let host = try host(model)
        host.pull(.top, by: 100)
        host.release()
        host.advance(seconds: 0.5)
        model.loads.last?.finish(.failure(message: nil))
        host.advance(frames: 1)
        XCTAssertEqual(model.header.player.segment, .failure)
        XCTAssertEqual(model.header.player.frame, 75)
        host.advance(seconds: 0.6)
        XCTAssertEqual(model.header.player.frame, 89)
    }

    @MainActor func testTheAutoFooterFailsWithItsFailureSegmentRetriesAndEndsWithNoMoreData() async throws {
        let model = try LottieList(rows: 5)
        let host = try host(model)
        model.footer.beginRefreshing()
        host.advance(seconds: 0.2)
        XCTAssertEqual(model.footer.player.segment, .refresh)
        XCTAssertTrue((15...44).contains(try XCTUnwrap(model.footer.player.frame)))
        model.loads.last?.finish(.failure(message: nil))
        host.advance(seconds: 1)
        XCTAssertEqual(model.footer.state, .failed)
        XCTAssertEqual(model.footer.player.segment, .failure)
        XCTAssertEqual(model.footer.player.frame, 74, "held on the failure segment's last frame while it waits")
        model.footer.beginRefreshing()
        host.advance(seconds: 0.1)
        XCTAssertEqual(model.footer.player.segment, .refresh, "the retry loops again")
        model.loads.last?.finish(.noMoreData)
        host.advance(seconds: 1.5)
        XCTAssertEqual(model.footer.state, .noMoreData)
        XCTAssertEqual(model.footer.player.segment, .noMoreData)
        XCTAssertEqual(model.footer.player.frame, 89)
        XCTAssertFalse(model.footer.isMoving, "nothing left to play")
    }

    @MainActor func testReducedMotionHoldsTheRefreshSegmentStill() async throws {
        let model = try LottieList()
        let host = try host(model)
        model.list.window?.context.reducesMotion = true
        host.pull(.top, by: 100)
        host.release()
        host.advance(seconds: 1)
        XCTAssertEqual(model.header.player.segment, .refresh)
        XCTAssertEqual(model.header.player.frame, 30)
        XCTAssertFalse(model.header.player.isPlaying)
    }

    @MainActor func testTheTraceGivesTheFilesFrameAndTheSegment() async throws {
        let model = try LottieList()
        let host = try host(model)
        host.pull(.top, by: 100)
        host.release()
        host.advance(seconds: 0.5)
        let line = host.traceLine(frame: 0, time: host.now)
        let frame = try XCTUnwrap(model.header.player.frame)
        XCTAssertTrue(line.contains("\"frame\":\(frame),\"segment\":\"refresh\""), line)
    }

    @MainActor func testTheThemeTintPicksTheRecolouredFrames() async throws {
        let model = try LottieList()
        let host = try host(model)
        let light = model.header.animationView.image
        host.apply(.highContrast)
        XCTAssertEqual(model.header.player.theme, .highContrast)
        XCTAssertFalse(model.header.animationView.image === light, "the high-contrast copy of the frame")
        host.apply(.light)
        XCTAssertTrue(model.header.animationView.image === light)
    }
}
