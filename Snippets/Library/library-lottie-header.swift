// RefreshSDL's "Playing a Lottie animation": a header of your own from your designer's Lottie file
// (an animation folder: the file and a `manifest.json` naming it), pulled halfway and then left
// refreshing, drawn without a display into a PNG (the article's picture). Run it from the
// repository's root to load `Assets/animations/lottie-ring`; the PNG is the first argument,
// `lottie-header.png` by default.

// snippet.hide
import RefreshCore
// snippet.show
import RefreshSDL

// snippet.hide
let target = try HeadlessTarget(size: Size(width: 390, height: 70), scale: 2)
let clock = ManualClock()
let context = ViewContext(clock: clock, textMeasurer: target.textRenderer, scale: target.scale)
let window = Window(frame: Rect(x: 0, y: 0, width: 390, height: 640), context: context)
let list = ListView(frame: window.bounds)
window.addSubview(list)
// snippet.show

// snippet.header
let header = SegmentedAnimationHeader()
// The file is checked before rlottie sees it; a bad one logs one warning and gives nil.
if let animation = LottieLoader.loadOrWarn(folder: "Assets/animations/lottie-ring") {
    header.animation = animation   // segments from the file's markers: pull, refresh, success, …
    list.refreshHeader = header
} else {
    list.refreshHeader = NormalHeader()   // the normal look, as the designer's file is unusable
}
header.loadHandler = { load in
    // … fetch, then load.finish(.success) or load.finish(.failure(message: …))
}
// snippet.end

// snippet.hide
// Pull past the threshold and let go; 0.5 s into the refresh the arc is spinning.
list.touchDown(at: Point(x: 200, y: 100), time: clock.now)
for step in 1...30 {
    clock.advance(by: 1.0 / 60)
    list.touchMoved(to: Point(x: 200, y: 100 + Double(step) * 6), time: clock.now)
    window.tick()
}
list.touchUp(at: Point(x: 200, y: 280), time: clock.now)
for _ in 0..<30 {
    clock.advance(by: 1.0 / 60)
    window.tick()
}
target.beginFrame(clear: .white)
window.render(in: target.canvas)
try SDLImage.writePNG(target.snapshot(), to: CommandLine.arguments.dropFirst().first ?? "lottie-header.png")
print(
    "library-lottie-header: \(header.state), \(header.player.segment?.rawValue ?? "none") frame \(header.player.frame ?? -1)"
)
