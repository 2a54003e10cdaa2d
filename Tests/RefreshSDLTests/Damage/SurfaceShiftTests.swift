import RefreshCore
import XCTest

@testable import RefreshSDL

/// `SDLSurface.shiftPixels` moves overlapping pixels in every direction as a copy through a
/// second buffer would, and leaves everything outside the destination alone.
nonisolated final class SurfaceShiftTests: XCTestCase {
    /// A 12×10 bitmap whose every pixel differs: (x, y, x ^ y, 255).
    func numbered() -> Bitmap {
        var p: [UInt8] = []
        for y in 0..<10 { for x in 0..<12 { p += [UInt8(x), UInt8(y), UInt8(x ^ y), 255] } }
        return Bitmap(width: 12, height: 10, pixels: p)!
    }

    /// The pixel at (x, y) after moving `rect` by (dx, dy), computed from the untouched original.
    func expected(_ b: Bitmap, _ shift: PixelShift) -> [UInt8] {
        var out = b.pixels
        for y in 0..<b.height {
            for x in 0..<b.width {
                let inside =
                    x >= shift.rect.x0 && x < shift.rect.x1 && y >= shift.rect.y0 && y < shift.rect.y1
                let sx = x - Int(shift.dx), sy = y - Int(shift.dy)
                guard inside, sx >= 0, sx < b.width, sy >= 0, sy < b.height else { continue }
                for c in 0..<4 { out[(y * b.width + x) * 4 + c] = b.pixels[(sy * b.width + sx) * 4 + c] }
            }
        }
        return out
    }

    func testOverlappingMovesInEveryDirectionMatchACopyThroughASecondBuffer() throws {
        let b = numbered()
        let rect = PixelRect(x0: 1, y0: 2, x1: 11, y1: 9)
        for (dx, dy) in [(0, 3), (0, -3), (2, 0), (-2, 0), (1, 1), (-3, 2), (0, 1), (0, -1)] as [(Int32, Int32)] {
            let surface = try SDLSurface(bitmap: b)
            let shift = PixelShift(rect: rect, dx: dx, dy: dy)
            surface.shiftPixels(shift)
            XCTAssertEqual(try surface.toBitmap().pixels, expected(b, shift), "moved by (\(dx), \(dy))")
        }
    }

    func testAMoveWhoseSourceLeavesTheSurfaceKeepsTheRest() throws {
        let b = numbered()
        let surface = try SDLSurface(bitmap: b)
        let shift = PixelShift(rect: PixelRect(x0: 0, y0: 0, x1: 12, y1: 10), dx: 0, dy: 4)
        surface.shiftPixels(shift)
        XCTAssertEqual(try surface.toBitmap().pixels, expected(b, shift))
    }
}
