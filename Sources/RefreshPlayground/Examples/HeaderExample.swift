import RefreshCore

/// The behaviour shared by the `header.*` examples: a header on the list whose handler waits
/// `refreshDelay` seconds, inserts 5 rows at the top and ends refreshing. F5 begins a refresh,
/// L cycles the language.
final class HeaderExample: ExampleBehavior {
    private unowned let scene: PlaygroundScene
    let header: RefreshHeader

    init(scene: PlaygroundScene, header: RefreshHeader) {
        self.scene = scene
        self.header = header
        header.refreshingHandler = { [unowned self] in self.refresh() }
        if let store = scene.configuration.lastUpdatedStore { header.lastUpdatedStore = store }
        scene.list.refreshHeader = header
    }

    private func refresh() {
        guard let delay = scene.refreshDelay else { return }   // the script ends it
        scene.context.scheduler.after(delay) { [weak self] in
            guard let self, self.header.state == .refreshing else { return }
            self.scene.insertRows(count: 5, atTop: true)
            self.header.endRefreshing()
        }
    }

    func handleKey(_ name: String) -> Bool {
        switch name {
        case "F5":
            header.beginRefreshing()
        case "L":
            let all = RefreshLanguage.allCases
            let i = all.firstIndex(of: scene.localizer.language) ?? 0
            scene.localizer.language = all[(i + 1) % all.count]
        default:
            return ListPlainExample.scroll(scene.list, key: name)
        }
        return true
    }

    func call(target: String, method: String) {
        guard target == "header" else { return }
        switch method {
        case "beginRefreshing": header.beginRefreshing()
        case "endRefreshing": header.endRefreshing()
        default: Log.warning("header: \(method) is a footer method; ignored")
        }
    }

    func traceObject(for target: String) -> String? {
        guard target == "header" else { return nil }
        let frame = header.traceFrameIndex.map(String.init) ?? "null"
        return "{\"state\":\"\(header.state.rawValue)\",\"percent\":\(TraceFormat.number(header.pullingPercent))"
            + ",\"alpha\":\(TraceFormat.number(header.presentationAlpha)),\"frame\":\(frame)"
            + ",\"callbacks\":\(header.handlerCallCount)}"
    }
}

/// The `header.*` catalogue entries.
enum HeaderExamples {
    static func entry(_ id: String, _ title: String, _ summary: String,
                      make: @escaping (PlaygroundScene) -> RefreshHeader,
                      after: @escaping (RefreshHeader) -> Void = { _ in }) -> Example {
        Example(id: id, title: title, summary: summary, defaultRows: 20, defaultRefreshDelay: 1, callTargets: ["header"],
                install: { scene in
                    AssetLibrary.shared.installArrow()
                    let behavior = HeaderExample(scene: scene, header: make(scene))
                    after(behavior.header)
                    return behavior
                })
    }

    static let all: [Example] = [
        entry("header.normal", "Default header", "Arrow, spinner, state and last-updated labels",
              make: { _ in NormalHeader() }),
        entry("header.gif", "Animated images", "Frames scrubbed by the pull, looping while pulling and refreshing",
              make: { _ in gifHeader("pull-ring") }),
        entry("header.hide-time", "Hide the time", "No last-updated label; fades in with the pull (automaticallyChangeAlpha)",
              make: { _ in
                  let h = NormalHeader()
                  h.lastUpdatedTimeLabel.isHidden = true
                  h.automaticallyChangeAlpha = true
                  return h
              }),
        entry("header.hide-state-time", "Hide state and time", "Only the animation, centred; refreshing plays a real animated GIF",
              make: { _ in
                  let h = gifHeader("bounce-dots")
                  h.stateLabel.isHidden = true
                  h.lastUpdatedTimeLabel.isHidden = true
                  return h
              }),
        entry("header.custom-text", "Custom text", "Own titles, font and colour",
              make: { _ in
                  let h = NormalHeader()
                  h.setTitle("Pull to fetch the latest", for: .idle)
                  h.setTitle("Let go to fetch", for: .pulling)
                  h.setTitle("Fetching…", for: .refreshing)
                  for label in [h.stateLabel, h.lastUpdatedTimeLabel] {
                      label.font = Font(weight: .regular, size: 15)
                      label.textColor = Color(r: 0, g: 122, b: 255)
                  }
                  h.arrowView.tint = Color(r: 0, g: 122, b: 255)
                  h.loadingView.tint = Color(r: 0, g: 122, b: 255)
                  return h
              }),
        entry("header.diy", "DIY header", "A header written only against the public API: its colour follows the pull",
              make: { _ in DIYHeader() }),
        entry("header.auto-begin", "Begin at launch", "beginRefreshing before the list is on screen (through willRefresh)",
              make: { _ in NormalHeader() }, after: { $0.beginRefreshing() }),
    ]

    static func gifHeader(_ animation: String) -> GifHeader {
        let h = GifHeader()
        for (state, sequence) in AssetLibrary.shared.animation(animation).sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            h.setSequence(sequence, for: state)
        }
        return h
    }
}
