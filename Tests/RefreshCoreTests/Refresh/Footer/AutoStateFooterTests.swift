import XCTest

@testable import RefreshCore

/// `AutoStateFooter`, `AutoNormalFooter` and `AutoGIFFooter`: the titles per state, the hidden
/// refreshing title, the spinner and the refreshing images.
nonisolated final class AutoStateFooterTests: XCTestCase {
    @MainActor func testTitlesFollowTheState() async throws {
        let footer = AutoStateFooter()
        let h = FooterHarness(footer)
        XCTAssertEqual(footer.stateLabel.text, "Tap or pull up to load more")
        XCTAssertEqual(footer.stateLabel.frame, Rect(x: 0, y: 0, width: 390, height: 44))
        XCTAssertEqual(footer.labelLeftInset, 25)
        h.scroll(to: 1000)
        XCTAssertEqual(footer.stateLabel.text, "Loading...")
        footer.endRefreshingWithNoMoreData()
        XCTAssertEqual(footer.stateLabel.text, "No more data")
        footer.setTitle("All caught up", for: .noMoreData)
        XCTAssertEqual(footer.stateLabel.text, "All caught up")
        h.host.root.context.localizer.language = .zhHans
        XCTAssertEqual(footer.stateLabel.text, "All caught up", "a title for every language stays")
        footer.setTitle(nil, for: .noMoreData)
        XCTAssertEqual(footer.stateLabel.text, "已经全部加载完毕")
    }

    @MainActor func testRefreshingTitleHidden() async throws {
        let footer = AutoStateFooter()
        footer.isRefreshingTitleHidden = true
        let h = FooterHarness(footer)
        XCTAssertEqual(footer.stateLabel.text, "Tap or pull up to load more", "only the refreshing title hides")
        footer.beginRefreshing()
        XCTAssertEqual(footer.stateLabel.text, "")
        footer.isRefreshingTitleHidden = false
        XCTAssertEqual(footer.stateLabel.text, "Loading...", "turning it off shows the title at once")
        footer.isRefreshingTitleHidden = true
        footer.endRefreshing()
        XCTAssertEqual(footer.stateLabel.text, "Tap or pull up to load more")
        XCTAssertEqual(h.handlerCalls, 1)
    }

    @MainActor func testAutoNormalSpinsLeftOfTheTextWhileRefreshing() async throws {
        let footer = AutoNormalFooter()
        let h = FooterHarness(footer)
        XCTAssertTrue(footer.loadingView.isHidden)
        XCTAssertFalse(footer.loadingView.isAnimating)
        h.scroll(to: 1000)
        h.host.advance()
        XCTAssertTrue(footer.loadingView.isAnimating)
        XCTAssertFalse(footer.loadingView.isHidden)
        XCTAssertEqual(footer.loadingView.frame.midX, 195 - footer.stateLabel.textSize.width / 2 - 25, accuracy: 1e-9)
        XCTAssertEqual(footer.loadingView.frame.midY, 22, accuracy: 1e-9)
        footer.endRefreshing()
        XCTAssertFalse(footer.loadingView.isAnimating)
        XCTAssertTrue(footer.loadingView.isHidden)
        footer.isRefreshingTitleHidden = true
        footer.beginRefreshing()
        h.host.advance()
        XCTAssertEqual(footer.loadingView.frame.midX, 195, accuracy: 1e-9, "centred without a title")
        footer.endRefreshingWithNoMoreData()
        XCTAssertTrue(footer.loadingView.isHidden)
    }

    @MainActor func testAutoGifShowsOnlyRefreshingImages() async throws {
        let footer = AutoGIFFooter()
        footer.setImages(solidImages(3, name: "idle"), for: .idle)
        footer.setImages(solidImages(4, name: "load"), for: .refreshing)
        let h = FooterHarness(footer)
        XCTAssertEqual(footer.labelLeftInset, 20)
        XCTAssertTrue(footer.gifView.isHidden, "hidden while idle, even with idle images")
        XCTAssertNil(footer.traceFrameIndex)
        h.scroll(to: 1000)
        h.host.advance()
        XCTAssertFalse(footer.gifView.isHidden)
        XCTAssertTrue(footer.gifView.image === footer.sequence(for: .refreshing)!.images[0])
        XCTAssertEqual(footer.gifView.frame.maxX, 195 - footer.stateLabel.textSize.width / 2 - 20, accuracy: 1e-9)
        h.host.advance(seconds: 0.25)
        XCTAssertEqual(footer.frameIndex, 2, "4 frames at 0.1 s each")
        XCTAssertTrue(footer.isMoving)
        footer.endRefreshing()
        XCTAssertTrue(footer.gifView.isHidden)
        footer.endRefreshingWithNoMoreData()
        XCTAssertTrue(footer.gifView.isHidden)
        footer.resetNoMoreData()
        footer.isRefreshingTitleHidden = true
        footer.beginRefreshing()
        h.host.advance()
        XCTAssertEqual(footer.gifView.frame.midX, 195, accuracy: 1e-9, "centred without a title")
        XCTAssertEqual(h.handlerCalls, 2)
    }

    @MainActor func testAutoGifGrowsToItsTallestImage() async throws {
        let footer = AutoGIFFooter()
        footer.setImages(solidImages(2, size: 60, name: "tall"), for: .refreshing)
        let h = FooterHarness(footer)
        XCTAssertEqual(footer.height, 60)
        XCTAssertEqual(h.insetBottom, 60, "the auto footer's inset follows its height")
    }
}
