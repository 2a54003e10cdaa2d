import Foundation

/// Keeps last-updated times in a small JSON file, `{"key": "2024-05-01T09:30:00.000Z"}`.
///
/// The file is read once at creation. Each write merges into what is on disk and replaces the file
/// atomically, creating its folder. A corrupt or unreadable file, or a failed write, is reported
/// through `Log.warning` with the file's path and never stops the app: the store then works from memory.
public final class FileLastUpdatedStore: LastUpdatedStore {
    /// The file this store reads and writes.
    public let path: String
    private var dates: [String: Date] = [:]

    public init(path: String) {
        self.path = path
        switch Self.load(path) {
        case .missing: break
        case .loaded(let loaded): dates = loaded
        case .failed(let reason): Log.warning("last-updated store \(path): \(reason); starting empty")
        }
    }

    /// `$XDG_CONFIG_HOME/refreshkit/last-updated.json`, or `$HOME/.config/refreshkit/last-updated.json`
    /// when `XDG_CONFIG_HOME` is unset, empty or relative (the XDG rule); nil without a usable `HOME`.
    public static func defaultPath(environment: [String: String]) -> String? {
        if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") {
            return join(xdg, "refreshkit/last-updated.json")
        }
        if let home = environment["HOME"], !home.isEmpty {
            return join(home, ".config/refreshkit/last-updated.json")
        }
        return nil
    }

    public func date(forKey key: String) -> Date? { dates[key] }

    public func setDate(_ date: Date, forKey key: String) {
        dates[key] = date
        var merged = dates
        if case .loaded(let onDisk) = Self.load(path) {
            merged = onDisk.merging(dates) { _, mine in mine }
        }
        do {
            try Self.write(merged, to: path)
        } catch {
            Log.warning("last-updated store \(path): cannot save (\(error.localizedDescription))")
        }
    }

    private enum LoadResult {
        case missing
        case loaded([String: Date])
        case failed(String)
    }

    private static func load(_ path: String) -> LoadResult {
        guard FileManager.default.fileExists(atPath: path) else { return .missing }
        guard let data = FileManager.default.contents(atPath: path) else { return .failed("cannot read the file") }
        guard let object = try? JSONSerialization.jsonObject(with: data),
              let entries = object as? [String: Any] else { return .failed("not a JSON object") }
        var dates: [String: Date] = [:]
        for (key, value) in entries {
            guard let text = value as? String, let date = ISO8601Text.date(from: text) else {
                return .failed("entry \"\(key)\" is not an ISO-8601 date")
            }
            dates[key] = date
        }
        return .loaded(dates)
    }

    private static func write(_ dates: [String: Date], to path: String) throws {
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(),
                                                withIntermediateDirectories: true)
        let object = dates.mapValues(ISO8601Text.string(from:))
        let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .prettyPrinted])
        try data.write(to: url, options: .atomic)
    }

    private static func join(_ base: String, _ rest: String) -> String {
        base.hasSuffix("/") ? base + rest : base + "/" + rest
    }
}
