import RefreshCore

/// The program's list: 15 rows, then 10 more per page the footer loads. Pulled down, the header
/// goes back to the first page; after three pages the footer says there is no more data. Each
/// "network" answer comes one second later on the view tree's own clock, so a window runs it in
/// real time and a test in no time.
@MainActor
public final class HelloList: ListDataSource {
    /// The list to put in a window.
    public let list = ListView(frame: .zero)
    /// Pulled down and released, it reloads the first page; drawn with paths (`DropHeader`).
    public let header = DropHeader()
    /// Scrolled into view, it loads the next page.
    public let footer = AutoNormalFooter()
    /// Pages the footer has loaded since the first.
    public private(set) var loadedPages = 0
    /// Seconds the "network" takes to answer.
    public var latency = 1.0

    /// Loads the header and the footer started.
    public private(set) var headerLoads = 0, footerLoads = 0

    /// The list with its rows, header and footer. Each load ends through its own completion, so a
    /// late answer to a load the user already gave up on can never end a newer one.
    public init() {
        list.dataSource = self
        header.loadHandler = { [unowned self] load in
            headerLoads += 1
            answer {
                guard load.isCurrent else { return }   // superseded: its rows are not wanted
                self.loadedPages = 0   // back to the first page
                self.list.reloadData()
                load.finish()
                if self.footer.state == .noMoreData { self.footer.resetNoMoreData() }
            }
        }
        footer.loadHandler = { [unowned self] load in
            footerLoads += 1
            answer {
                guard load.isCurrent else { return }
                self.loadedPages += 1
                self.list.reloadData()
                load.finish(self.loadedPages == 3 ? .noMoreData : .success)
            }
        }
        list.refreshHeader = header
        list.refreshFooter = footer
        list.reloadData()
    }

    /// Runs `reply` `latency` seconds from now on the tree's scheduler.
    private func answer(_ reply: @escaping () -> Void) {
        list.window?.context.scheduler.after(latency, reply)
    }

    /// 15 rows plus 10 a loaded page.
    public func numberOfRows(in list: ListView) -> Int { 15 + 10 * loadedPages }

    /// "Row N", from 1.
    public func list(_ list: ListView, contentForRow row: Int) -> ListRowContent {
        ListRowContent(title: "Row \(row + 1)")
    }
}
