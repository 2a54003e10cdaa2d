import Foundation
import RefreshCore
import RefreshSDL
import RefreshTestSupport

@testable import RefreshPlayground

/// A canvas that only records what is drawn, in window points, with the clip in force: for checks
/// of where overlays put their text.
final class RecordingCanvas: Canvas {
    struct TextCall {
        var text: String
        var font: Font
        var rect: Rect
        var alignment: TextAlignment
        var clip: Rect
    }
    private struct State {
        var translation = Point.zero
        var clip: Rect
        var alpha = 1.0
    }
    let scale = 1.0
    private var state: State
    private var stack: [State] = []
    private(set) var texts: [TextCall] = []
    private(set) var fills: [(rect: Rect, color: Color)] = []

    init(size: Size) { state = State(clip: Rect(origin: .zero, size: size)) }

    func save() { stack.append(state) }
    func restore() { if let s = stack.popLast() { state = s } }
    func translate(by offset: Point) { state.translation = state.translation + offset }
    func clip(to rect: Rect) { state.clip = state.clip.intersection(absolute(rect)) }
    func multiplyAlpha(_ alpha: Double) { state.alpha *= alpha }
    var currentAlpha: Double { state.alpha }
    var clipBounds: Rect { state.clip.offsetBy(dx: -state.translation.x, dy: -state.translation.y) }
    func fill(_ rect: Rect, color: Color) { fills.append((absolute(rect), color)) }
    func drawText(_ text: String, font: Font, color: Color, in rect: Rect, alignment: TextAlignment, rotation: Double) {
        texts.append(TextCall(text: text, font: font, rect: absolute(rect), alignment: alignment, clip: state.clip))
    }
    func drawImage(_ image: Image, in rect: Rect, rotation: Double, tint: Color?) {}
    /// Paths filled or stroked, with the translation in force.
    private(set) var paths: [(path: Path, translation: Point)] = []
    func fill(_ path: Path, color: Color, rule: FillRule) { paths.append((path, state.translation)) }
    func stroke(_ path: Path, color: Color, style: StrokeStyle) { paths.append((path, state.translation)) }

    private func absolute(_ r: Rect) -> Rect { r.offsetBy(dx: state.translation.x, dy: state.translation.y) }
}

extension RecordingCanvas.TextCall {
    /// Where the text's pixels land horizontally when drawn with `measurer`'s widths.
    func drawnSpan(_ measurer: TextMeasurer) -> (minX: Double, maxX: Double) {
        let w = measurer.size(of: text, font: font).width
        switch alignment {
        case .left: return (rect.minX, rect.minX + w)
        case .center: return (rect.midX - w / 2, rect.midX + w / 2)
        case .right: return (rect.maxX - w, rect.maxX)
        }
    }
}

/// The scene drawn into a fresh headless target of its window's size, then `overlay` on the same canvas.
func composite(_ scene: PlaygroundScene, scale: Double = 1, overlay: (Canvas, Size) -> Void) throws -> Bitmap {
    let size = scene.window.bounds.size
    let target = try HeadlessTarget(size: size, scale: scale)
    target.beginFrame(clear: scene.clearColor)
    scene.render(in: target.canvas)
    overlay(target.canvas, size)
    return target.snapshot()
}
