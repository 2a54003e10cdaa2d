import RefreshCore
import RefreshTesting
import XCTest

@testable import RefreshPlayground
@testable import RefreshPlaygroundWindow

/// `PlaygroundScene.theme`: the configured theme at start, `T` in every example, and a switch at
/// runtime re-colouring what is on screen (window, cells, every refresh control, the examples' own
/// colours) and what scrolls in later.
nonisolated final class ThemeSceneTests: XCTestCase {
    /// Scenes and asset libraries made here read their files through the SDL layer, as the window's do.
    override class func setUp() {
        super.setUp()
        MainActor.assumeIsolated { SDLAssetDecoding.install() }
    }

    /// The controls that take the palette's accent instead of its control grey.
    @MainActor let accentControls: [String: Set<RefreshTarget>] = [
        "header.custom-text": [.header], "footer.auto-custom-text": [.footer],
    ]
    /// Controls drawn over a picture of their own in every theme, their texts white.
    @MainActor let whiteControls: [String: Set<RefreshTarget>] = ["header.background": [.header]]

    @MainActor func makeScene(_ id: String, theme: Theme = .light, rows: Int? = nil) throws -> PlaygroundScene {
        var config = SceneConfiguration(exampleID: id)
        config.theme = theme
        config.rows = rows
        let scene = try PlaygroundScene(configuration: config)
        scene.tick(at: 0)
        return scene
    }

    /// The visible cells' colours (background, title, subtitle; separator for rows, else nil).
    @MainActor func cellColors(_ scene: PlaygroundScene) -> [(Color?, Color, Color, Color?)] {
        if let list = scene.list {
            return list.visibleRows.compactMap { list.cell(forRow: $0) }.map {
                ($0.backgroundColor, $0.titleLabel.textColor, $0.subtitleLabel.textColor, $0.separatorColor)
            }
        }
        let grid = scene.scrollView as! GridView
        return grid.visibleItems.compactMap { grid.cell(forItem: $0) }.map {
            ($0.backgroundColor, $0.titleLabel.textColor, $0.subtitleLabel.textColor, nil)
        }
    }

    /// Fails unless everything the scene shows has `theme`'s colours.
    @MainActor func assertColours(
        _ scene: PlaygroundScene, _ theme: Theme, _ message: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        let p = theme.palette
        let id = scene.example.id
        XCTAssertEqual(scene.theme, theme, message, file: file, line: line)
        XCTAssertEqual(scene.window.backgroundColor, p.background, "\(id) window, \(message)", file: file, line: line)
        XCTAssertEqual(
            scene.scrollView.backgroundColor, p.background, "\(id) scroll view, \(message)", file: file, line: line)
        let cells = scene.list != nil ? p.listCells : p.gridCells
        let shown = cellColors(scene)
        XCTAssertFalse(shown.isEmpty, "\(id) shows cells", file: file, line: line)
        for c in shown {
            XCTAssertEqual(c.0, cells.background, "\(id) cell background, \(message)", file: file, line: line)
            XCTAssertEqual(c.1, cells.title, "\(id) cell title, \(message)", file: file, line: line)
            XCTAssertEqual(c.2, cells.subtitle, "\(id) cell subtitle, \(message)", file: file, line: line)
            if let separator = c.3 {
                XCTAssertEqual(separator, cells.separator, "\(id) separator, \(message)", file: file, line: line)
            }
        }
        for target in RefreshTarget.allCases {
            guard let control = scene.component(target) else { continue }
            var expected = accentControls[id]?.contains(target) == true ? p.accent : p.refreshLabel
            if whiteControls[id]?.contains(target) == true { expected = .white }
            XCTAssertEqual(control.tintColor, expected, "\(id) \(target), \(message)", file: file, line: line)
        }
    }

    @MainActor func testEveryExampleStartsInItsThemeAndTCyclesTheThemes() async throws {
        for example in ExampleCatalog.all {
            let scene = try makeScene(example.id, theme: .dark)
            assertColours(scene, .dark, "at start")
            XCTAssertTrue(scene.key("T"), "\(example.id) handles T")
            assertColours(scene, .highContrast, "after T")
            XCTAssertTrue(scene.key("T"))
            assertColours(scene, .light, "after T twice")
            XCTAssertTrue(scene.key("T"))
            assertColours(scene, .dark, "after T three times")
        }
    }

    @MainActor func testLightIsTheDefaultAndTheColoursThePlaygroundAlwaysHad() async throws {
        XCTAssertEqual(SceneConfiguration(exampleID: "list.plain").theme, .light)
        let scene = try makeScene("footer.back-normal")
        assertColours(scene, .light, "default")
        XCTAssertEqual(scene.window.backgroundColor, Color(r: 242, g: 242, b: 247))
        XCTAssertEqual(scene.list?.cellColors, .default)
        XCTAssertEqual(scene.component(.header)?.tintColor, .refreshLabel)
    }

    @MainActor func testTheControlsViewsTakeTheDarkColours() async throws {
        let scene = try makeScene("footer.back-normal")
        scene.theme = .dark
        let grey = Theme.dark.palette.refreshLabel
        let header = try XCTUnwrap(scene.component(.header) as? NormalHeader)
        let footer = try XCTUnwrap(scene.component(.footer) as? BackNormalFooter)
        XCTAssertEqual(
            [header.stateLabel.textColor, header.lastUpdatedTimeLabel.textColor, footer.stateLabel.textColor],
            [grey, grey, grey])
        XCTAssertEqual(
            [header.arrowView.tint, header.loadingView.tint, footer.arrowView.tint, footer.loadingView.tint],
            [grey, grey, grey, grey])
        let custom = try makeScene("header.custom-text", theme: .dark)
        let blue = try XCTUnwrap(custom.component(.header) as? NormalHeader)
        XCTAssertEqual(blue.stateLabel.textColor, Theme.dark.palette.accent)
        XCTAssertEqual(blue.arrowView.tint, Theme.dark.palette.accent)
        XCTAssertEqual(blue.stateLabel.font, Font(weight: .regular, size: 15), "the theme changes colours only")
    }

    /// Switched at the top, then scrolled to the end: every row or card shown since (new or reused
    /// cells) has the new colours; switched back, the ones on screen follow.
    @MainActor func testCellsShownAfterTheSwitchTakeIt() async throws {
        for id in ["list.plain", "grid.header-footer", "trailer.horizontal"] {
            let scene = try makeScene(id, rows: 100)
            let before = cellColors(scene).count
            scene.theme = .dark
            XCTAssertTrue(scene.key("End"))
            for frame in 1...40 { scene.tick(at: Double(frame) / 60) }
            XCTAssertEqual(scene.scrollView.contentOffset, scene.scrollView.maxContentOffset, id)
            if let list = scene.list { XCTAssertEqual(list.visibleRows.upperBound, 100) }
            if let grid = scene.scrollView as? GridView { XCTAssertEqual(grid.visibleItems.upperBound, 100, id) }
            XCTAssertGreaterThan(before, 0)
            assertColours(scene, .dark, "after scrolling to the end")
            scene.theme = .light
            assertColours(scene, .light, "switched back at the end")
        }
    }
}
