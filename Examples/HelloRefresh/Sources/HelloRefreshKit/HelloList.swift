import RefreshCore

/// The program's list: 15 rows, then 10 more per page the footer loads. Pulled down, the header
/// goes back to the first page; after three pages the footer says there is no more data. Each
/// "network" answer comes one second later on the view tree's own clock, so a window runs it in
/// real time and a test in no time.
@MainActor
public final class HelloList: ListDataSource {
    /// The list to put in a window.
    public let list = ListView(frame: .zero)
    /// Pulled down and released, it reloads the first page.
    public let header = NormalHeader()
    /// Scrolled into view, it loads the next page.
    public let footer = AutoNormalFooter()
    /// Pages the footer has loaded since the first.
    public private(set) var loadedPages = 0
    /// Seconds the "network" takes to answer.
    public var latency = 1.0

    /// The list with its rows, header and footer.
    public init() {
        list.dataSource = self
        header.refreshingHandler = { [unowned self] in
            answer {
                self.loadedPages = 0   // back to the first page
                self.list.reloadData()
                self.header.endRefreshing()
                if self.footer.state == .noMoreData { self.footer.resetNoMoreData() }
            }
        }
        footer.refreshingHandler = { [unowned self] in
            answer {
                self.loadedPages += 1
                self.list.reloadData()
                if self.loadedPages == 3 {
                    self.footer.endRefreshingWithNoMoreData()
                } else {
                    self.footer.endRefreshing()
                }
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
