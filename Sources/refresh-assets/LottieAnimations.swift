import RefreshCore

/// The project's own Lottie animations, written in code (`LottieBuilder`), with a marker per
/// segment: `lottie-ring` for the header and `lottie-dots` for the auto footer.
enum LottieAnimations {
    static let blue = Color(hex: 0x2F7DF6)
    static let green = Color(hex: 0x34C759)
    static let red = Color(hex: 0xFF3B30)
    static let grey = Color(hex: 0x8E8E93)

    /// lottie-ring, 100 × 100 at 30 fps, 105 frames: pull 0–29 draws a blue ring clockwise from 12
    /// o'clock; refresh 30–59 spins a three-quarter arc once a second; success 60–74 closes the ring
    /// with a pulse and draws a green check; failure 75–89 shakes the ring and draws a red cross;
    /// noMoreData 90–104 undraws the ring and draws a grey dash.
    static func ring() -> String {
        typealias B = LottieBuilder
        typealias K = LottieBuilder.Key
        let end = 105.0
        let ringTrim = B.trim(
            "trim",
            end: B.animated([
                K(0, 0, linear: true), K(29, 100, hold: true), K(30, 75, hold: true), K(60, 75), K(66, 100, hold: true),
                K(90, 100), K(102, 0),
            ]))
        let ring = B.shapeLayer(
            index: 4, name: "ring", end: end,
            transform: B.transform(
                position: B.animated([
                    K(0, [50, 50, 0], hold: true), K(75, [50, 50, 0], linear: true), K(78, [43, 50, 0], linear: true),
                    K(81, [57, 50, 0], linear: true), K(84, [46, 50, 0], linear: true), K(87, [50, 50, 0]),
                ]),
                scale: B.animated([
                    K(0, [100, 100, 100], hold: true), K(60, [100, 100, 100]), K(66, [110, 110, 100]),
                    K(72, [100, 100, 100]),
                ]),
                rotation: B.animated([K(0, 0, hold: true), K(30, 0, linear: true), K(60, 360, hold: true), K(61, 0)])),
            shapes: [
                B.group(
                    "arc",
                    [
                        B.ellipse("circle", size: B.fixed([64, 64])), ringTrim,
                        B.stroke("stroke", color: B.fixed(B.rgba(blue)), width: 7),
                    ])
            ])
        func mark(
            _ index: Int, _ name: String, _ color: Color, _ paths: [[[Double]]], draw: ClosedRange<Double>, gone: Double
        )
            -> JSONValue
        {
            let trim = B.trim(
                "trim",
                end: B.animated([
                    K(0, 0, hold: true), K(draw.lowerBound, 0), K(draw.upperBound, 100, hold: true), K(gone, 0),
                ]))
            let shapes = paths.enumerated().map { B.polyline("line \($0.offset + 1)", $0.element) }
            return B.shapeLayer(
                index: index, name: name, end: end, transform: B.transform(position: B.fixed([50, 50, 0])),
                shapes: [B.group(name, shapes + [trim, B.stroke("stroke", color: B.fixed(B.rgba(color)), width: 7)])])
        }
        let check = mark(1, "check", green, [[[-14, 1], [-4, 11], [15, -10]]], draw: 62...72, gone: 75)
        let cross = mark(
            2, "cross", red, [[[-11, -11], [11, 11]], [[11, -11], [-11, 11]]], draw: 77...87, gone: 90)
        let dash = mark(3, "dash", grey, [[[-14, 0], [14, 0]]], draw: 92...102, gone: end)
        return B.file(
            name: "lottie-ring", width: 100, height: 100, frameRate: 30, end: end, layers: [check, cross, dash, ring],
            markers: [
                ("pull", 0, 30), ("refresh", 30, 30), ("success", 60, 15), ("failure", 75, 15), ("noMoreData", 90, 15),
            ])
    }

    /// lottie-dots, 28 × 14 at 30 fps, 90 frames: pull 0–14 grows three dots in turn; refresh 15–44
    /// bounces them in a wave; success 45–59 turns them green with a hop; failure 60–74 turns them
    /// red and shakes them; noMoreData 75–89 shrinks them grey.
    static func dots() -> String {
        typealias B = LottieBuilder
        typealias K = LottieBuilder.Key
        let end = 90.0
        let layers = (0..<3).map { i -> JSONValue in
            let x = 5 + 9 * Double(i), phase = 5 * Double(i)
            var position: [K] = [K(0, [x, 7, 0], hold: true), K(15 + phase, [x, 7, 0])]
            position += [K(22 + phase, [x, 2.5, 0]), K(29 + phase, [x, 7, 0], hold: true)]
            position += [K(45, [x, 7, 0]), K(49, [x, 3.5, 0]), K(53, [x, 7, 0], hold: true)]
            position += [
                K(60, [x, 7, 0], linear: true), K(63, [x - 1.5, 7, 0], linear: true),
                K(66, [x + 1.5, 7, 0], linear: true),
                K(69, [x, 7, 0], hold: true), K(75, [x, 7, 0]), K(85, [14 + (x - 14) * 0.6, 7, 0]),
            ]
            let scale = B.animated([
                K(0, [0, 0, 100], hold: true), K(3 * Double(i), [0, 0, 100]),
                K(6 + 3 * Double(i), [100, 100, 100], hold: true),
                K(75, [100, 100, 100]), K(85, [60, 60, 100]),
            ])
            let color = B.animated([
                K(0, B.rgba(blue), hold: true), K(45, B.rgba(blue)), K(49, B.rgba(green), hold: true),
                K(60, B.rgba(red), hold: true), K(75, B.rgba(red)), K(80, B.rgba(grey)),
            ])
            return B.shapeLayer(
                index: i + 1, name: "dot \(i + 1)", end: end,
                transform: B.transform(position: B.animated(position), scale: scale),
                shapes: [B.group("dot", [B.ellipse("circle", size: B.fixed([6, 6])), B.fill("fill", color: color)])])
        }
        return B.file(
            name: "lottie-dots", width: 28, height: 14, frameRate: 30, end: end, layers: layers,
            markers: [
                ("pull", 0, 15), ("refresh", 15, 30), ("success", 45, 15), ("failure", 60, 15), ("noMoreData", 75, 15),
            ])
    }
}
