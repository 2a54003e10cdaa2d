import XCTest

@testable import RefreshCore

/// `RefreshComponent.tintColor`: MJRefresh's `stateLabel.textColor`, `arrowView.tintColor` and
/// `loadingView.color` in one, applied at once to every label, arrow and spinner of the control;
/// gif images keep their own colours.
nonisolated final class TintColorTests: XCTestCase {
    @MainActor let orange = Color(r: 255, g: 159, b: 10)

    /// Every coloured part of `control`: label text colours, then arrow and spinner tints.
    @MainActor func parts(_ control: RefreshComponent) -> [Color?] {
        switch control {
        case let h as NormalHeader:
            return [h.stateLabel.textColor, h.lastUpdatedTimeLabel.textColor, h.arrowView.tint, h.loadingView.tint]
        case let h as StateHeader:
            return [h.stateLabel.textColor, h.lastUpdatedTimeLabel.textColor]
        case let f as AutoNormalFooter:
            return [f.stateLabel.textColor, f.loadingView.tint]
        case let f as AutoStateFooter:
            return [f.stateLabel.textColor]
        case let f as BackNormalFooter:
            return [f.stateLabel.textColor, f.arrowView.tint, f.loadingView.tint]
        case let f as BackStateFooter:
            return [f.stateLabel.textColor]
        case let t as NormalTrailer:
            return [t.stateLabel.textColor, t.arrowView.tint, t.loadingView.tint]
        default:
            XCTFail("no parts known for \(type(of: control))")
            return []
        }
    }

    @MainActor var controls: [RefreshComponent] {
        [
            NormalHeader(), GIFHeader(), AutoNormalFooter(), AutoGIFFooter(), BackNormalFooter(), BackGIFFooter(),
            NormalTrailer(),
        ]
    }

    @MainActor func testDefaultIsMJRefreshGreyEverywhere() async throws {
        for control in controls {
            XCTAssertEqual(control.tintColor, .refreshLabel)
            XCTAssertEqual(parts(control), parts(control).map { _ in .refreshLabel }, "\(type(of: control))")
        }
    }

    @MainActor func testSettingItColoursEveryLabelArrowAndSpinner() async throws {
        for control in controls {
            control.tintColor = orange
            let p = parts(control)
            XCTAssertGreaterThan(p.count, 0)
            XCTAssertEqual(p, p.map { _ in orange }, "\(type(of: control))")
        }
    }

    @MainActor func testGifImagesKeepTheirOwnColours() async throws {
        let header = GIFHeader(), auto = AutoGIFFooter(), back = BackGIFFooter()
        for control in [header, auto, back] as [RefreshComponent] { control.tintColor = orange }
        XCTAssertNil(header.gifView.tint)
        XCTAssertNil(auto.gifView.tint)
        XCTAssertNil(back.gifView.tint)
    }

    @MainActor func testItOverridesColoursGivenToOnePartBefore() async throws {
        let header = NormalHeader()
        header.stateLabel.textColor = .black
        header.loadingView.tint = .white
        header.tintColor = .refreshLabel   // the value it already has: still applied
        XCTAssertEqual(parts(header), [.refreshLabel, .refreshLabel, .refreshLabel, .refreshLabel])
    }

    @MainActor func testColoursHoldThroughARefresh() async throws {
        let header = NormalHeader()
        let h = HeaderHarness(header: header)
        header.tintColor = orange
        header.beginRefreshing()
        h.host.advance(seconds: 0.5)
        XCTAssertEqual(header.state, .refreshing)
        XCTAssertFalse(header.loadingView.isHidden)
        header.endRefreshing()
        h.host.advance(seconds: 0.6)
        XCTAssertEqual(parts(header), [orange, orange, orange, orange])
    }

    @MainActor func testArrowAndSpinnerTintSetsBoth() async throws {
        let pair = ArrowAndSpinner(arrow: NormalHeader.defaultArrowImage, idleRotation: 0, pullingRotation: .pi)
        XCTAssertEqual(pair.tint, .refreshLabel)
        pair.tint = orange
        XCTAssertEqual(pair.arrowView.tint, orange)
        XCTAssertEqual(pair.loadingView.tint, orange)
        XCTAssertEqual(pair.tint, orange)
    }

    @MainActor func testACustomControlHearsTheChange() async throws {
        final class Custom: RefreshHeader {
            let label = Label()
            override func tintColorDidChange() {
                super.tintColorDidChange()
                label.textColor = tintColor
            }
        }
        let custom = Custom()
        custom.tintColor = orange
        XCTAssertEqual(custom.label.textColor, orange)
    }
}
