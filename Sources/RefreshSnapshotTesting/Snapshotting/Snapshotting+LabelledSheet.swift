import RefreshCore
import RefreshTesting
import SnapshotTesting
import XCTest

extension Snapshotting where Value == RefreshTestHostFactory, Format == Bitmap {
    /// The strategy of a sheet of labelled cells made from a host factory (a filmstrip, a variant
    /// matrix): the bitmap one, pulled back along `makeSheet`, keeping the cells' places and labels
    /// so a failure names the cells that differ. When `makeSheet` throws, the test fails with
    /// "`what`: the error" at `line` and the snapshot is an empty picture.
    static func labelledSheet(
        of what: String, comparison: ImageComparison, file: StaticString, testName: String, line: UInt,
        makeSheet: @escaping @MainActor (@escaping RefreshTestHostFactory) throws -> ContactSheetRenderer.Sheet
    ) -> Snapshotting {
        let location = SnapshotLocation(file: file, testName: testName)
        let base = Snapshotting<Bitmap, Bitmap>.image(comparison, location: location)
        return base.pullback { makeHost in
            // Safe: the factory (not Sendable) was made on the main actor and is only called there,
            // inside `assumeIsolated`, which traps rather than run it on another thread.
            nonisolated(unsafe) let factory = makeHost
            let sheet = MainActor.assumeIsolated { () -> ContactSheetRenderer.Sheet? in
                do {
                    return try makeSheet(factory)
                } catch {
                    XCTFail("\(what): \(error)", file: file, line: line)
                    return nil
                }
            }
            // The cells, so a failure names those that differ.
            location.cells = sheet?.cells.map { LabelledCell(rect: $0.rect, label: $0.label) } ?? []
            location.scale = sheet?.scale ?? 1
            return sheet?.picture ?? Bitmap(width: 0, height: 0)
        }
    }
}
