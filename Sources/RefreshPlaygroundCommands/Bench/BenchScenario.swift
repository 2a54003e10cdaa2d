import RefreshPlayground

/// One scripted session of the benchmark: a committed replay script in `Assets/scripts/`, the row
/// counts it runs with (each at every scale), and what it shows.
struct BenchScenario: Equatable {
    /// A short name for the report and `--json` ("list", "header-gif", …).
    let id: String
    /// The replay script, relative to the assets folder.
    let fileName: String
    /// What the session does, for the report.
    let summary: String
    /// The row (or card) counts it runs with, the first being the baseline.
    let rowCounts: [Int]

    /// The plain list, the benchmark's first session (and its 10,000-row HUD run).
    static let list = BenchScenario(
        id: "list", fileName: "scripts/bench-list.json",
        summary: "list.plain: drag ×2, fling with momentum, Home + pull past the top (rubber band, spring-back), "
            + "End + pull past the bottom, wheel up/down, 2 s pause",
        rowCounts: [100, 10_000, 1_000_000])

    /// A gif header refreshing over a list at rest: what damage-only redraw should make cheap.
    static let headerGif = BenchScenario(
        id: "header-gif", fileName: "scripts/bench-header-gif.json",
        summary: "header.gif: beginRefreshing, then 9.5 s of its refreshing animation over the list at rest",
        rowCounts: [100, 1_000_000])

    /// A header drawn only with vector paths refreshing over a list at rest: its spinning arc is a
    /// cached path texture per step, so steady frames rasterize and allocate nothing once round.
    static let headerRing = BenchScenario(
        id: "header-ring", fileName: "scripts/bench-header-ring.json",
        summary: "header.ring: beginRefreshing, then 9.5 s of its spinning arc (vector paths) over the list at rest",
        rowCounts: [100, 1_000_000])

    /// A Lottie header scrubbed down, back and down again by the pull (its `pull` segment, each frame
    /// drawn by rlottie once at its size, then reused), released, then looping its `refresh` segment
    /// over the list at rest.
    static let headerLottie = BenchScenario(
        id: "header-lottie", fileName: "scripts/bench-header-lottie.json",
        summary: "header.lottie: pulled down, back and down again (scrubbing), released, then 7 s of its refresh "
            + "segment over the list at rest",
        rowCounts: [100, 1_000_000])

    /// An auto footer loading at the end of the list.
    static let footerAuto = BenchScenario(
        id: "footer-auto", fileName: "scripts/bench-footer-auto.json",
        summary: "footer.auto-normal: End, the footer loads, 9.5 s of its spinner at the bottom",
        rowCounts: [100, 1_000_000])

    /// A back footer pulled past the end and loading.
    static let footerBack = BenchScenario(
        id: "footer-back", fileName: "scripts/bench-footer-back.json",
        summary: "footer.back-normal: End, pulled up past the end and released, 9 s hovering with its spinner",
        rowCounts: [100, 1_000_000])

    /// The horizontal strip's trailer pulled and loading.
    static let trailer = BenchScenario(
        id: "trailer", fileName: "scripts/bench-trailer.json",
        summary: "trailer.horizontal: End, pulled left past the end and released, 9 s hovering with its spinner",
        rowCounts: [100, 1_000_000])

    /// The grid scrolled and refreshed at both ends.
    static let grid = BenchScenario(
        id: "grid", fileName: "scripts/bench-grid.json",
        summary: "grid.header-footer: drag and fling, Home + pull the header (refresh, 5 cards in), "
            + "End + pull the back footer (load, 5 cards), rest",
        rowCounts: [100, 1_000_000])

    /// A header and back footer fixed behind the rows: revealed as the rows move away.
    static let headerPlacementBehind = placement("behind")
    /// A header and back footer floating over the rows, which rest while they refresh.
    static let headerPlacementFront = placement("front")
    /// A header and back footer stretched over the room the pull opens: the one placement whose
    /// frame changes size (and is laid out again) every frame of a pull.
    static let headerPlacementScale = placement("scale")

    /// The session of a `header.placement-<style>` example: the header stretched down, back and
    /// down again, released, then the back footer pulled at the end.
    private static func placement(_ style: String) -> BenchScenario {
        BenchScenario(
            id: "header-placement-\(style)", fileName: "scripts/bench-header-placement-\(style).json",
            summary: "header.placement-\(style): the header pulled down, back and down again, released (refresh, "
                + "5 rows in), End + the back footer pulled up and released (load, 5 rows), rest",
            rowCounts: [100, 1_000_000])
    }

    /// A chat list loading older rows above the ones on screen, and new messages at the bottom.
    static let listChat = BenchScenario(
        id: "list-chat", fileName: "scripts/bench-list-chat.json",
        summary: "list.chat: fling toward the top, Home (10 older rows load above, nothing moves), a drag and "
            + "fling up (two more loads), End + 2 new messages scrolled in, rest",
        rowCounts: [100, 1_000_000])

    /// A header's second floor opened by a long pull, closed by Esc, opened again and closed by a
    /// pull up: the whole viewport moves twice each way.
    static let headerTwoLevel = BenchScenario(
        id: "header-two-level", fileName: "scripts/bench-header-two-level.json",
        summary: "header.two-level: a long pull opens the second floor, rest, Esc closes it; again, "
            + "closed by a pull up; rest",
        rowCounts: [100, 1_000_000])

    /// Every scenario, in report order.
    static let all: [BenchScenario] = [
        .list, .headerGif, .headerRing, .headerLottie, .footerAuto, .footerBack, .trailer, .grid,
        .headerPlacementBehind,
        .headerPlacementFront, .headerPlacementScale, .headerTwoLevel, .listChat,
    ]

    static func == (a: BenchScenario, b: BenchScenario) -> Bool { a.id == b.id }
}
