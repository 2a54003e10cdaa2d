import Foundation
import RefreshCodec
import RefreshCore
import XCTest

@testable import RefreshSDL

/// Helpers shared by the SDL tests.
nonisolated enum TestSupport {
    /// A PNG signature, an IHDR claiming `width`×`height` and an IEND, no pixels: decoding it would
    /// fail, so an error about its size proves the size was checked first.
    static func pngHeader(width: Int, height: Int) -> [UInt8] {
        func be32(_ v: Int) -> [UInt8] {
            [UInt8(v >> 24 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]
        }
        return ImageHeader.pngSignature + be32(13) + Array("IHDR".utf8) + be32(width) + be32(height) + [8, 6, 0, 0, 0]
            + be32(0) + be32(0) + Array("IEND".utf8) + be32(0)
    }

    /// Pixels of `bitmap` that differ from `background`.
    static func inkPixels(_ bitmap: Bitmap, background: Color) -> [(x: Int, y: Int, color: Color)] {
        var result: [(Int, Int, Color)] = []
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width where bitmap[x, y] != background {
                result.append((x, y, bitmap[x, y]))
            }
        }
        return result
    }

    /// Bounding box (x0, y0, x1, y1 half-open) of the ink, nil when there is none.
    static func inkBounds(_ bitmap: Bitmap, background: Color) -> (x0: Int, y0: Int, x1: Int, y1: Int)? {
        let ink = inkPixels(bitmap, background: background)
        guard !ink.isEmpty else { return nil }
        return (ink.map(\.x).min()!, ink.map(\.y).min()!, ink.map(\.x).max()! + 1, ink.map(\.y).max()! + 1)
    }

    /// Asserts that exactly the pixels inside `inside` (half-open pixel box) are `color`, all others `background`.
    static func assertFilled(
        _ bitmap: Bitmap, _ inside: (x0: Int, y0: Int, x1: Int, y1: Int), color: Color,
        background: Color, file: StaticString = #filePath, line: UInt = #line
    ) {
        var wrong = 0
        var first = ""
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width {
                let isIn = x >= inside.x0 && x < inside.x1 && y >= inside.y0 && y < inside.y1
                let expected = isIn ? color : background
                if bitmap[x, y] != expected {
                    if wrong == 0 { first = "(\(x), \(y)) is \(bitmap[x, y]), expected \(expected)" }
                    wrong += 1
                }
            }
        }
        XCTAssertEqual(wrong, 0, "\(wrong) wrong pixels; first: \(first)", file: file, line: line)
    }
}
