import Foundation
import RefreshCore

/// How far apart two colours look: CIE94's ΔE (graphic arts weights) between the two colours
/// composited over white at their own alpha, in CIELAB under D65. 0 is the same colour; about 1 is
/// the smallest difference an eye notices side by side; 100 is black against white. swift-snapshot-
/// testing's `perceptualPrecision` reads the same way: a pixel matches when ΔE ≤ (1 − precision) × 100.
enum PerceptualDifference {
    /// ΔE94 between two straight-alpha RGBA pixels.
    static func deltaE(
        _ r1: UInt8, _ g1: UInt8, _ b1: UInt8, _ a1: UInt8,
        _ r2: UInt8, _ g2: UInt8, _ b2: UInt8, _ a2: UInt8
    ) -> Double {
        let x = lab(r1, g1, b1, a1), y = lab(r2, g2, b2, a2)
        let dL = x.l - y.l
        let c1 = (x.a * x.a + x.b * x.b).squareRoot(), c2 = (y.a * y.a + y.b * y.b).squareRoot()
        let dC = c1 - c2
        let da = x.a - y.a, db = x.b - y.b
        let dH2 = max(0, da * da + db * db - dC * dC)
        let sC = 1 + 0.045 * c1, sH = 1 + 0.015 * c1
        return (dL * dL + (dC / sC) * (dC / sC) + dH2 / (sH * sH)).squareRoot()
    }

    /// CIELAB (D65) of an sRGB pixel composited over white.
    private static func lab(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8) -> (l: Double, a: Double, b: Double) {
        let alpha = Double(a) / 255
        func linear(_ c: UInt8) -> Double {
            let v = (Double(c) / 255) * alpha + (1 - alpha)   // over white
            return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
        }
        let lr = linear(r), lg = linear(g), lb = linear(b)
        let x = (0.4124564 * lr + 0.3575761 * lg + 0.1804375 * lb) / 0.95047
        let y = 0.2126729 * lr + 0.7151522 * lg + 0.0721750 * lb
        let z = (0.0193339 * lr + 0.1191920 * lg + 0.9503041 * lb) / 1.08883
        func f(_ t: Double) -> Double { t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116 }
        let fx = f(x), fy = f(y), fz = f(z)
        return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }
}
