import RefreshTestSupport
import XCTest

@testable import RefreshCore

nonisolated final class FileLastUpdatedStoreTests: XCTestCase {
    private lazy var directory = temporaryFolder("refreshkit-l10n").url
    private var log = LogCapture()
    /// Each warning's sentence and metadata (the file, the value) as one line.
    private var warnings: [String] { log.entries.map(\.description) }

    @MainActor func testRoundTripCreatesFolder() async throws {
        let path = directory.appendingPathComponent("a/b/last-updated.json").path
        let date = Date(timeIntervalSince1970: 1_715_766_300.25)
        let store = FileLastUpdatedStore(path: path, logger: log.logger)
        XCTAssertNil(store.date(forKey: LastUpdatedKey.default))
        store.setDate(date, forKey: LastUpdatedKey.default)
        store.setDate(Date(timeIntervalSince1970: 0), forKey: "other")
        XCTAssertEqual(store.date(forKey: LastUpdatedKey.default), date)

        let reopened = FileLastUpdatedStore(path: path, logger: log.logger)
        XCTAssertEqual(
            try XCTUnwrap(reopened.date(forKey: LastUpdatedKey.default)).timeIntervalSince1970,
            date.timeIntervalSince1970, accuracy: 0.001)
        XCTAssertEqual(reopened.date(forKey: "other"), Date(timeIntervalSince1970: 0))
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path)))
        let object = try XCTUnwrap(json as? [String: String])
        XCTAssertEqual(object[LastUpdatedKey.default], "2024-05-15T09:45:00.250Z")
        XCTAssertEqual(warnings, [])
    }

    @MainActor func testTheFileIsReadOnFirstUseNotAtCreation() async throws {
        let path = directory.appendingPathComponent("late.json").path
        let store = FileLastUpdatedStore(path: path, logger: log.logger)   // before the file exists
        try #"{"k": "2024-05-15T09:45:00Z"}"#.write(toFile: path, atomically: true, encoding: .utf8)
        XCTAssertEqual(
            store.date(forKey: "k"), Date(timeIntervalSince1970: 1_715_766_300),
            "what the file holds when a date is first asked for")
        try #"{"k": "2030-01-01T00:00:00Z"}"#.write(toFile: path, atomically: true, encoding: .utf8)
        XCTAssertEqual(store.date(forKey: "k"), Date(timeIntervalSince1970: 1_715_766_300), "read once")
    }

    @MainActor func testReadsWholeSecondsAndOffsets() async throws {
        let path = directory.appendingPathComponent("last.json").path
        try #"{"k": "2024-05-15T11:45:00+02:00"}"#.write(toFile: path, atomically: true, encoding: .utf8)
        XCTAssertEqual(
            FileLastUpdatedStore(path: path, logger: log.logger).date(forKey: "k"),
            Date(timeIntervalSince1970: 1_715_766_300))
        XCTAssertEqual(warnings, [])
    }

    @MainActor func testSeparateStoresOnOneFileMerge() async {
        let path = directory.appendingPathComponent("shared.json").path
        let first = FileLastUpdatedStore(path: path, logger: log.logger),
            second = FileLastUpdatedStore(path: path, logger: log.logger)
        first.setDate(Date(timeIntervalSince1970: 10), forKey: "one")
        second.setDate(Date(timeIntervalSince1970: 20), forKey: "two")
        let third = FileLastUpdatedStore(path: path, logger: log.logger)
        XCTAssertEqual(third.date(forKey: "one"), Date(timeIntervalSince1970: 10))
        XCTAssertEqual(third.date(forKey: "two"), Date(timeIntervalSince1970: 20))
    }

    @MainActor func testCorruptFileWarnsStartsEmptyAndIsKeptAsideOnSave() async throws {
        for (name, content) in [("garbage.json", "not json {"), ("array.json", "[1, 2]")] {
            log = LogCapture()
            let path = directory.appendingPathComponent(name).path
            try content.write(toFile: path, atomically: true, encoding: .utf8)
            let store = FileLastUpdatedStore(path: path, logger: log.logger)
            XCTAssertNil(store.date(forKey: "k"), name)
            XCTAssertEqual(warnings.count, 1, name)
            XCTAssertTrue(warnings.first?.contains(path) ?? false, "warning names the file: \(warnings)")
            store.setDate(Date(timeIntervalSince1970: 5), forKey: "k")
            XCTAssertEqual(
                FileLastUpdatedStore(path: path, logger: log.logger).date(forKey: "k"), Date(timeIntervalSince1970: 5),
                "a later save repairs the file")
            XCTAssertEqual(
                try String(contentsOfFile: path + ".corrupt", encoding: .utf8), content,
                "the unreadable file is kept, not destroyed")
            XCTAssertTrue(warnings.last?.contains(path + ".corrupt") ?? false, "\(warnings)")
        }
    }

    @MainActor func testABadEntryIsSkippedAndTheRestKept() async throws {
        let path = directory.appendingPathComponent("bad-date.json").path
        try #"{"k": "yesterday", "ok": "2024-05-15T09:45:00Z"}"#.write(toFile: path, atomically: true, encoding: .utf8)
        let store = FileLastUpdatedStore(path: path, logger: log.logger)
        XCTAssertNil(store.date(forKey: "k"))
        XCTAssertEqual(store.date(forKey: "ok"), Date(timeIntervalSince1970: 1_715_766_300))
        XCTAssertEqual(warnings.count, 1)
        XCTAssertTrue(warnings[0].contains(path) && warnings[0].contains("\"k\""), "\(warnings)")
    }

    @MainActor func testUnreadableFileWarns() async {
        let path = directory.appendingPathComponent("is-a-folder").path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        let store = FileLastUpdatedStore(path: path, logger: log.logger)
        XCTAssertNil(store.date(forKey: "k"))
        XCTAssertEqual(warnings.count, 1)
        XCTAssertTrue(warnings.first?.contains(path) ?? false)
    }

    @MainActor func testUnwritablePathWarnsAndKeepsMemory() async throws {
        let blocker = directory.appendingPathComponent("plain-file")
        try "x".write(to: blocker, atomically: true, encoding: .utf8)
        let path = blocker.appendingPathComponent("sub/last.json").path
        let store = FileLastUpdatedStore(path: path, logger: log.logger)
        XCTAssertEqual(warnings, [], "a missing file is not a problem")
        store.setDate(Date(timeIntervalSince1970: 7), forKey: "k")
        XCTAssertEqual(warnings.count, 1)
        XCTAssertTrue(warnings.first?.contains(path) ?? false)
        XCTAssertEqual(store.date(forKey: "k"), Date(timeIntervalSince1970: 7))
    }

    @MainActor func testInMemoryStore() async {
        let store = InMemoryLastUpdatedStore()
        XCTAssertNil(store.date(forKey: "k"))
        store.setDate(Date(timeIntervalSince1970: 3), forKey: "k")
        XCTAssertEqual(store.date(forKey: "k"), Date(timeIntervalSince1970: 3))
        XCTAssertNil(store.date(forKey: "other"))
    }

    @MainActor func testDefaultPathFollowsXDG() async {
        XCTAssertEqual(
            FileLastUpdatedStore.defaultPath(environment: ["XDG_CONFIG_HOME": "/cfg", "HOME": "/home/u"]),
            "/cfg/refreshkit/last-updated.json")
        XCTAssertEqual(
            FileLastUpdatedStore.defaultPath(environment: ["XDG_CONFIG_HOME": "/cfg/"]),
            "/cfg/refreshkit/last-updated.json")
        XCTAssertEqual(
            FileLastUpdatedStore.defaultPath(environment: ["HOME": "/home/u"]),
            "/home/u/.config/refreshkit/last-updated.json")
        XCTAssertEqual(
            FileLastUpdatedStore.defaultPath(environment: ["XDG_CONFIG_HOME": "", "HOME": "/home/u"]),
            "/home/u/.config/refreshkit/last-updated.json")
        XCTAssertEqual(
            FileLastUpdatedStore.defaultPath(environment: ["XDG_CONFIG_HOME": "rel/cfg", "HOME": "/home/u"]),
            "/home/u/.config/refreshkit/last-updated.json", "relative XDG paths are ignored")
        XCTAssertNil(FileLastUpdatedStore.defaultPath(environment: [:]))
    }
}
