import RefreshCore

/// The badge the window shows while `G` records an animation: a red dot and the seconds recorded,
/// top left, over the scene (an overlay, so never in the animation itself).
package enum RecordingBadge {
    static let font = Font.monospaced(11)
    static let height = 20.0
    static let width = 92.0
    static let margin = 6.0
    static let red = Color(r: 230, g: 40, b: 40)

    /// The badge's text after `seconds` of recording: "REC 3.2 s".
    package static func text(seconds: Double) -> String {
        "REC \(JSONValue.numberText((max(0, seconds) * 10).rounded(.down) / 10)) s"
    }

    /// Draws the badge for `seconds` of recording.
    package static func render(seconds: Double, in canvas: Canvas) {
        let panel = Rect(x: margin, y: margin, width: width, height: height)
        canvas.fill(panel.insetBy(EdgeInsets(top: -1, left: -1, bottom: -1, right: -1)), color: OverlayStyle.hudBorder)
        canvas.fill(panel, color: OverlayStyle.hudPanel)
        canvas.fill(Path.ellipse(in: Rect(x: margin + 7, y: margin + 6, width: 8, height: 8)), color: red)
        canvas.drawText(
            text(seconds: seconds), font: font, color: OverlayStyle.hudValue,
            in: Rect(x: margin + 21, y: margin, width: width - 23, height: height), alignment: .left)
    }
}
