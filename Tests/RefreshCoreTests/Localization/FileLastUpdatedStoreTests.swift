import XCTest
@testable import RefreshCore

final class FileLastUpdatedStoreTests: XCTestCase {
    private var directory: URL!
    private var warnings: [String] = []
    private var savedSink: ((String) -> Void)?

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("refreshkit-l10n-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        savedSink = Log.sink
        Log.sink = { [unowned self] in self.warnings.append($0) }
    }

    override func tearDownWithError() throws {
        if let savedSink { Log.sink = savedSink }
        try? FileManager.default.removeItem(at: directory)
    }

    func testRoundTripCreatesFolder() throws {
        let path = directory.appendingPathComponent("a/b/last-updated.json").path
        let date = Date(timeIntervalSince1970: 1_715_766_300.25)
        let store = FileLastUpdatedStore(path: path)
        XCTAssertNil(store.date(forKey: LastUpdatedKey.default))
        store.setDate(date, forKey: LastUpdatedKey.default)
        store.setDate(Date(timeIntervalSince1970: 0), forKey: "other")
        XCTAssertEqual(store.date(forKey: LastUpdatedKey.default), date)

        let reopened = FileLastUpdatedStore(path: path)
        XCTAssertEqual(try XCTUnwrap(reopened.date(forKey: LastUpdatedKey.default)).timeIntervalSince1970,
                       date.timeIntervalSince1970, accuracy: 0.001)
        XCTAssertEqual(reopened.date(forKey: "other"), Date(timeIntervalSince1970: 0))
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path)))
        let object = try XCTUnwrap(json as? [String: String])
        XCTAssertEqual(object[LastUpdatedKey.default], "2024-05-15T09:45:00.250Z")
        XCTAssertEqual(warnings, [])
    }

    func testTheFileIsReadOnFirstUseNotAtCreation() throws {
        let path = directory.appendingPathComponent("late.json").path
        let store = FileLastUpdatedStore(path: path)   // before the file exists
        try #"{"k": "2024-05-15T09:45:00Z"}"#.write(toFile: path, atomically: true, encoding: .utf8)
        XCTAssertEqual(store.date(forKey: "k"), Date(timeIntervalSince1970: 1_715_766_300),
                       "what the file holds when a date is first asked for")
        try #"{"k": "2030-01-01T00:00:00Z"}"#.write(toFile: path, atomically: true, encoding: .utf8)
        XCTAssertEqual(store.date(forKey: "k"), Date(timeIntervalSince1970: 1_715_766_300), "read once")
    }

    func testReadsWholeSecondsAndOffsets() throws {
        let path = directory.appendingPathComponent("last.json").path
        try #"{"k": "2024-05-15T11:45:00+02:00"}"#.write(toFile: path, atomically: true, encoding: .utf8)
        XCTAssertEqual(FileLastUpdatedStore(path: path).date(forKey: "k"), Date(timeIntervalSince1970: 1_715_766_300))
        XCTAssertEqual(warnings, [])
    }

    func testSeparateStoresOnOneFileMerge() {
        let path = directory.appendingPathComponent("shared.json").path
        let first = FileLastUpdatedStore(path: path), second = FileLastUpdatedStore(path: path)
        first.setDate(Date(timeIntervalSince1970: 10), forKey: "one")
        second.setDate(Date(timeIntervalSince1970: 20), forKey: "two")
        let third = FileLastUpdatedStore(path: path)
        XCTAssertEqual(third.date(forKey: "one"), Date(timeIntervalSince1970: 10))
        XCTAssertEqual(third.date(forKey: "two"), Date(timeIntervalSince1970: 20))
    }

    func testCorruptFileWarnsStartsEmptyAndIsKeptAsideOnSave() throws {
        for (name, content) in [("garbage.json", "not json {"), ("array.json", "[1, 2]")] {
            warnings = []
            let path = directory.appendingPathComponent(name).path
            try content.write(toFile: path, atomically: true, encoding: .utf8)
            let store = FileLastUpdatedStore(path: path)
            XCTAssertNil(store.date(forKey: "k"), name)
            XCTAssertEqual(warnings.count, 1, name)
            XCTAssertTrue(warnings.first?.contains(path) ?? false, "warning names the file: \(warnings)")
            store.setDate(Date(timeIntervalSince1970: 5), forKey: "k")
            XCTAssertEqual(FileLastUpdatedStore(path: path).date(forKey: "k"), Date(timeIntervalSince1970: 5),
                           "a later save repairs the file")
            XCTAssertEqual(try String(contentsOfFile: path + ".corrupt", encoding: .utf8), content,
                           "the unreadable file is kept, not destroyed")
            XCTAssertTrue(warnings.last?.contains(path + ".corrupt") ?? false, "\(warnings)")
        }
    }

    func testABadEntryIsSkippedAndTheRestKept() throws {
        let path = directory.appendingPathComponent("bad-date.json").path
        try #"{"k": "yesterday", "ok": "2024-05-15T09:45:00Z"}"#.write(toFile: path, atomically: true, encoding: .utf8)
        let store = FileLastUpdatedStore(path: path)
        XCTAssertNil(store.date(forKey: "k"))
        XCTAssertEqual(store.date(forKey: "ok"), Date(timeIntervalSince1970: 1_715_766_300))
        XCTAssertEqual(warnings.count, 1)
        XCTAssertTrue(warnings[0].contains(path) && warnings[0].contains("\"k\""), "\(warnings)")
    }

    func testUnreadableFileWarns() {
        let path = directory.appendingPathComponent("is-a-folder").path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        let store = FileLastUpdatedStore(path: path)
        XCTAssertNil(store.date(forKey: "k"))
        XCTAssertEqual(warnings.count, 1)
        XCTAssertTrue(warnings.first?.contains(path) ?? false)
    }

    func testUnwritablePathWarnsAndKeepsMemory() throws {
        let blocker = directory.appendingPathComponent("plain-file")
        try "x".write(to: blocker, atomically: true, encoding: .utf8)
        let path = blocker.appendingPathComponent("sub/last.json").path
        let store = FileLastUpdatedStore(path: path)
        XCTAssertEqual(warnings, [], "a missing file is not a problem")
        store.setDate(Date(timeIntervalSince1970: 7), forKey: "k")
        XCTAssertEqual(warnings.count, 1)
        XCTAssertTrue(warnings.first?.contains(path) ?? false)
        XCTAssertEqual(store.date(forKey: "k"), Date(timeIntervalSince1970: 7))
    }

    func testInMemoryStore() {
        let store = InMemoryLastUpdatedStore()
        XCTAssertNil(store.date(forKey: "k"))
        store.setDate(Date(timeIntervalSince1970: 3), forKey: "k")
        XCTAssertEqual(store.date(forKey: "k"), Date(timeIntervalSince1970: 3))
        XCTAssertNil(store.date(forKey: "other"))
    }

    func testDefaultPathFollowsXDG() {
        XCTAssertEqual(FileLastUpdatedStore.defaultPath(environment: ["XDG_CONFIG_HOME": "/cfg", "HOME": "/home/u"]),
                       "/cfg/refreshkit/last-updated.json")
        XCTAssertEqual(FileLastUpdatedStore.defaultPath(environment: ["XDG_CONFIG_HOME": "/cfg/"]),
                       "/cfg/refreshkit/last-updated.json")
        XCTAssertEqual(FileLastUpdatedStore.defaultPath(environment: ["HOME": "/home/u"]),
                       "/home/u/.config/refreshkit/last-updated.json")
        XCTAssertEqual(FileLastUpdatedStore.defaultPath(environment: ["XDG_CONFIG_HOME": "", "HOME": "/home/u"]),
                       "/home/u/.config/refreshkit/last-updated.json")
        XCTAssertEqual(FileLastUpdatedStore.defaultPath(environment: ["XDG_CONFIG_HOME": "rel/cfg", "HOME": "/home/u"]),
                       "/home/u/.config/refreshkit/last-updated.json", "relative XDG paths are ignored")
        XCTAssertNil(FileLastUpdatedStore.defaultPath(environment: [:]))
    }
}
