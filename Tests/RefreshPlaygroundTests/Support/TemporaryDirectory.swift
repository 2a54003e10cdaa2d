import Foundation

/// A fresh folder under the system's temporary directory, removed by `remove()`.
nonisolated struct TemporaryDirectory {
    let path: String

    init(_ prefix: String = "refresh-test") {
        path = NSTemporaryDirectory() + "\(prefix)-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    func file(_ name: String) -> String { (path as NSString).appendingPathComponent(name) }

    func write(_ name: String, _ text: String) -> String {
        let p = file(name)
        _ = FileManager.default.createFile(atPath: p, contents: Data(text.utf8))
        return p
    }

    func remove() { try? FileManager.default.removeItem(atPath: path) }
}
