import RefreshCore
import RefreshTesting
import XCTest

@testable import RefreshPlayground
@testable import RefreshPlaygroundWindow

/// The `scale` placement with every kind of header (normal, gif, DIY, ring, custom text) and back
/// footer (normal, gif, DIY): the same gestures on a twin in `translate`, frame by frame, give the
/// same states, pulling percents, insets and offsets (the pull rule is the design height's); the
/// scaled control's frame spans the room the pull opens, with each subview where the twin has it
/// moved down by `designBounds.minY` (laid out centred); one refresh runs the handler once and
/// leaves the app's inset exact.
nonisolated final class ScalePlacementKindsTests: XCTestCase {
    /// Scenes and asset libraries made here read their files through the SDL layer, as the window's do.
    override class func setUp() {
        super.setUp()
        MainActor.assumeIsolated { SDLAssetDecoding.install() }
    }

    @MainActor func testEveryHeaderKind() async throws {
        for id in ["header.normal", "header.gif", "header.diy", "header.ring", "header.custom-text"] {
            try compare(id, edge: .top)
        }
    }

    @MainActor func testEveryBackFooterKind() async throws {
        for id in ["footer.back-normal", "footer.back-gif", "footer.back-diy"] {
            try compare(id, edge: .bottom)
        }
    }

    /// One list with the example's control at `edge`, in `placement`.
    @MainActor final class Twin {
        let list = ListView()
        let rows = Rows()
        let control: RefreshComponent
        let host: RefreshTestHost
        var handlerCalls = 0

        @MainActor init(_ example: Example, edge: PullEdge, placement: RefreshPlacement) throws {
            list.dataSource = rows
            list.reloadData()
            list.contentInset = EdgeInsets(top: 20, left: 0, bottom: 10, right: 0)
            if edge == .top {
                control = try XCTUnwrap(example.recipe.header?(list))
                list.refreshHeader = control as? RefreshHeader
            } else {
                control = try XCTUnwrap(example.recipe.footer?(list))
                list.refreshFooter = control as? RefreshFooter
            }
            control.placement = placement
            control.outcomeDisplayDuration = 0
            host = try RefreshTestHost(scrollView: list)
            control.refreshingHandler = { [unowned self] in self.handlerCalls += 1 }
            list.contentOffset = Point(x: 0, y: -20)
            host.advance()
            if edge == .bottom {
                host.press("End")
                _ = host.settle()
            }
        }
    }

    @MainActor final class Rows: ListDataSource {
        func numberOfRows(in list: ListView) -> Int { 30 }
        func list(_ list: ListView, contentForRow row: Int) -> ListRowContent { ListRowContent(title: "Row \(row)") }
    }

    @MainActor func compare(_ id: String, edge: PullEdge) throws {
        let example = try XCTUnwrap(ExampleCatalog.example(id: id))
        let plain = try Twin(example, edge: edge, placement: .translate)
        let scaled = try Twin(example, edge: edge, placement: .scale)
        let both = [plain, scaled]
        var frames = 0, stretched = 0
        func check(_ what: String) {
            frames += 1
            let a = plain.control, b = scaled.control
            let context = "\(id), \(what), frame \(frames)"
            XCTAssertEqual(b.state, a.state, context)
            XCTAssertEqual(b.pullingPercent, a.pullingPercent, accuracy: 1e-9, context)
            XCTAssertEqual(scaled.list.adjustedContentInset, plain.list.adjustedContentInset, context)
            XCTAssertEqual(scaled.list.presentationContentOffset, plain.list.presentationContentOffset, context)
            XCTAssertEqual(b.designHeight, a.frame.height, context)
            let shown = b.presentationFrame.intersection(
                Rect(origin: scaled.list.presentationContentOffset, size: scaled.list.bounds.size))
            if b.frame.height != a.frame.height {
                stretched += 1
                XCTAssertEqual(
                    shown.height, b.frame.height, accuracy: 1e-6, "\(context): stretched over the room, all in view")
            }
            let dy = b.designBounds.minY
            XCTAssertEqual(b.subviews.count, a.subviews.count, context)
            for (sb, sa) in zip(b.subviews, a.subviews) where !sa.isHidden {
                XCTAssertEqual(sb.frame.minX, sa.frame.minX, accuracy: 1e-9, "\(context): \(type(of: sa))")
                XCTAssertEqual(sb.frame.minY, sa.frame.minY + dy, accuracy: 1e-9, "\(context): \(type(of: sa))")
                XCTAssertEqual(sb.frame.size, sa.frame.size, "\(context): \(type(of: sa))")
            }
        }
        let mid = Point(x: 195, y: 320)
        let sign = edge == .top ? 1.0 : -1.0
        for twin in both { twin.host.touchDown(at: mid) }
        check("down")
        for step in 1...40 {
            for twin in both { twin.host.moveTouch(to: Point(x: 195, y: 320 + sign * Double(step) * 6)) }
            check("pulled")
        }
        for twin in both { twin.host.release() }
        for _ in 0..<60 {
            for twin in both { twin.host.advance() }
            check("released")
        }
        XCTAssertEqual(scaled.control.state, .refreshing, id)
        XCTAssertGreaterThan(stretched, 20, "\(id): it grew with the pull")
        for twin in both { twin.control.endRefreshing() }
        for _ in 0..<60 {
            for twin in both { twin.host.advance() }
            check("ended")
        }
        for twin in both {
            XCTAssertEqual(twin.control.state, .idle, id)
            XCTAssertEqual(twin.handlerCalls, 1, "\(id): the handler ran once")
            XCTAssertEqual(twin.list.adjustedContentInset, twin.list.contentInset, "\(id): the app's inset, exactly")
            XCTAssertEqual(twin.control.frame.height, twin.control.designHeight, "\(id): back at its design height")
        }
    }
}
