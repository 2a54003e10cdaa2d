import Foundation
import RefreshCore
import RefreshSDL
import SnapshotTesting
import XCTest

/// Where failing screenshots and their diff images go: `artifacts/snapshots` at the package root.
enum SnapshotArtifacts {
    static var directory: String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()   // Support
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return root.appendingPathComponent("artifacts/snapshots").path
    }

    /// Points swift-snapshot-testing's failure copies at the artifacts folder.
    static func install() {
        setenv("SNAPSHOT_ARTIFACTS", directory, 1)
    }
}

extension Diffing where Value == Bitmap {
    /// PNG on disk, compared pixel by pixel with `tolerance` per channel (0…255). On failure the
    /// diff image (differing pixels in red) is written to the artifacts folder as `<name>_diff.png`.
    static func png(tolerance: Int, name: String) -> Diffing<Bitmap> {
        Diffing.diff(
            toData: { bitmap in
                (try? SDLImage.encodePNG(bitmap)).map { Data($0) } ?? Data()
            },
            fromData: { data in
                (try? SDLImage.decodePNG(data: Array(data), name: name)) ?? Bitmap(width: 0, height: 0)
            },
            diffV2: { reference, actual in
                guard let d = actual.difference(from: reference, tolerance: tolerance) else { return nil }
                let diffPath = (SnapshotArtifacts.directory as NSString).appendingPathComponent("\(name)_diff.png")
                try? FileManager.default.createDirectory(
                    atPath: (diffPath as NSString).deletingLastPathComponent,
                    withIntermediateDirectories: true)
                try? SDLImage.writePNG(d.diffImage, to: diffPath)
                return (
                    "\(d.differingPixels) pixels differ by more than \(tolerance) per channel "
                        + "(largest difference \(d.maxChannelDelta); reference \(reference.width)×\(reference.height), "
                        + "actual \(actual.width)×\(actual.height)); diff image: \(diffPath)", []
                )
            })
    }
}

extension Snapshotting where Value == Bitmap, Format == Bitmap {
    /// A golden PNG with a small per-channel tolerance.
    static func png(tolerance: Int = 3, name: String) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .png(tolerance: tolerance, name: name))
    }
}

/// Compares `bitmap` with the golden `__Snapshots__/<File>/<test>.<name>.png`.
/// `make snapshots` re-records every golden; look at each one before committing it.
func assertScreenshot(
    _ bitmap: Bitmap, named name: String, tolerance: Int = 3,
    file: StaticString = #filePath, testName: String = #function, line: UInt = #line
) {
    SnapshotArtifacts.install()
    let suite = URL(fileURLWithPath: "\(file)").deletingPathExtension().lastPathComponent
    let test = testName.prefix { $0 != "(" }
    assertSnapshot(
        of: bitmap, as: .png(tolerance: tolerance, name: "\(suite)/\(test).\(name)"),
        named: name, file: file, testName: testName, line: line)
}
