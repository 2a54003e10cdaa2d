import Foundation
import Logging

/// Keeps last-updated times in a small JSON file, `{"key": "2024-05-01T09:30:00.000Z"}`.
///
/// The file is read once, when a date is first asked for or set (so a scene without a header
/// never reads it, and the window reads it while building the scene off the main thread). Each write merges into what is on disk and replaces the file
/// atomically, creating its folder. A corrupt or unreadable file, a bad entry or a failed write is
/// reported to the store's `logger` as a warning with the file's path and never stops the app: bad entries are
/// skipped, and a corrupt file is kept beside the new one as `<path>.corrupt` before the first save.
public final class FileLastUpdatedStore: LastUpdatedStore {
    /// The file this store reads and writes.
    public let path: String
    private var dates: [String: Date] = [:]
    private var isLoaded = false
    /// Where unreadable files, bad entries and failed writes are reported.
    public var logger: Logger

    /// A store on `path`; the file is read on first use.
    ///
    /// - Parameters:
    ///   - path: The JSON file to read and write.
    ///   - logger: Where problems with the file are reported.
    public init(path: String, logger: Logger = RefreshLogging.defaultLogger) {
        self.path = path
        self.logger = logger
    }

    private func loadOnce() {
        guard !isLoaded else { return }
        isLoaded = true
        switch Self.load(path) {
        case .missing: break
        case .loaded(let loaded, let skipped):
            dates = loaded
            for key in skipped {
                logger.warning(
                    "A last-updated entry that is not an ISO-8601 date was skipped",
                    metadata: ["file": "\(shownPath)", "value": "\(EchoedText.quoted(key))"])
            }
        case .failed(let reason):
            logger.warning(
                "The last-updated store starts empty: \(reason)", metadata: ["file": "\(shownPath)"])
        }
    }

    /// `$XDG_CONFIG_HOME/refreshkit/last-updated.json`, or `$HOME/.config/refreshkit/last-updated.json`
    /// when `XDG_CONFIG_HOME` is unset, empty or relative (the XDG rule); nil without a usable `HOME`.
    /// - Parameter environment: The process environment (`XDG_CONFIG_HOME`, `HOME`).
    /// - Returns: The file's path, or nil when neither variable gives a usable folder.
    public static func defaultPath(environment: [String: String]) -> String? {
        if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") {
            return join(xdg, "refreshkit/last-updated.json")
        }
        if let home = environment["HOME"], !home.isEmpty {
            return join(home, ".config/refreshkit/last-updated.json")
        }
        return nil
    }

    /// The path as warnings quote it (escaped: it comes from the environment).
    private var shownPath: String { EchoedText.escaped(path, limit: EchoedText.pathLimit) }

    /// The time stored under `key`, reading the file first if it has not been read yet.
    /// - Parameter key: The header's `lastUpdatedTimeKey`.
    /// - Returns: The stored date, or nil when none was saved (or the file could not be read).
    public func date(forKey key: String) -> Date? {
        loadOnce()
        return dates[key]
    }

    /// Stores `date` under `key` and saves the file at once, merged with what is on disk; a failed
    /// write is logged, never thrown.
    /// - Parameters:
    ///   - date: When the refresh ended.
    ///   - key: The header's `lastUpdatedTimeKey`.
    public func setDate(_ date: Date, forKey key: String) {
        loadOnce()
        dates[key] = date
        var merged = dates
        switch Self.load(path) {
        case .loaded(let onDisk, _): merged = onDisk.merging(dates) { _, mine in mine }
        case .failed: keepCorruptFile()
        case .missing: break
        }
        do {
            try Self.write(merged, to: path)
        } catch {
            logger.warning(
                "The last-updated store cannot save", metadata: ["file": "\(shownPath)", "error": "\(error)"])
        }
    }

    /// Moves an unreadable file aside so a save does not destroy what someone may want to look at.
    private func keepCorruptFile() {
        let type = (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
        guard type == .typeRegular else { return }   // a folder in the way: the save reports it
        let aside = path + ".corrupt"
        if rename(path, aside) == 0 {
            logger.warning(
                "The unreadable last-updated file was kept aside",
                metadata: ["file": "\(shownPath)", "result": "\(EchoedText.path(aside))"])
        } else {
            logger.warning(
                "The unreadable last-updated file cannot be kept aside",
                metadata: ["file": "\(shownPath)", "error": "\(POSIXReason.last)"])
        }
    }

    private enum LoadResult {
        case missing
        /// The readable entries, and the keys of entries that were not dates.
        case loaded([String: Date], skipped: [String])
        case failed(String)
    }

    /// The largest store file read: thousands of keys fit in far less.
    static let sizeLimit = 1 << 20

    private static func load(_ path: String) -> LoadResult {
        let entries: [(key: String, value: JSONValue)]
        do {
            let bytes = try InputFile.read(path, limit: sizeLimit)
            guard case let .object(members) = try JSONValue.parse(bytes) else { return .failed("not a JSON object") }
            entries = members
        } catch InputFile.Problem.missing {
            return .missing
        } catch let problem as InputFile.Problem {
            return .failed(problem.description)
        } catch {
            return .failed("not JSON (\(error))")
        }
        var dates: [String: Date] = [:]
        var skipped: [String] = []
        for (key, value) in entries.sorted(by: { $0.key < $1.key }) {
            guard case let .string(text) = value, let date = ISO8601Text.date(from: text) else {
                skipped.append(key)
                continue
            }
            dates[key] = date
        }
        return .loaded(dates, skipped: skipped)
    }

    private static func write(_ dates: [String: Date], to path: String) throws {
        let members = dates.sorted { $0.key < $1.key }.map {
            (key: $0.key, value: JSONValue.string(ISO8601Text.string(from: $0.value)))
        }
        let text = JSONValue.object(members).serialized(indent: 2) + "\n"
        try OutputFile.write(Array(text.utf8), to: path, replacement: .atomic, createsFolder: true)
    }

    private static func join(_ base: String, _ rest: String) -> String {
        base.hasSuffix("/") ? base + rest : base + "/" + rest
    }
}
