// HelloRefresh: a list with a pull-down header and an auto footer in an SDL window, in one loop.
import Foundation
import HelloRefreshKit
import RefreshCore
import RefreshSDL

func fail(_ message: String, _ status: Int32) -> Never {   // says it on standard error, exits with status
    FileHandle.standardError.write(Data("hello-refresh: \(message)\n".utf8))
    exit(status)
}
let arguments = CommandLine.arguments   // `--frames N`: quit after N frames (tests), else on Q or close
let frames = arguments.firstIndex(of: "--frames").map { arguments.dropFirst($0 + 1).first.flatMap { Int($0) } ?? 0 }
guard (frames ?? 1) >= 1 else { fail("--frames needs a whole number, 1 or more", 2) }
let window: RefreshWindow   // the SDL window and the view tree's root; fails with no display or a font missing
do { window = try RefreshWindow(title: "HelloRefresh", size: Size(width: 390, height: 640)) } catch {
    fail("\(error)", 1)
}
if frames != nil { window.maximumRestWait = 0 }   // a counted run never waits for input at rest
// The list, its rows, a header that reloads and a footer that loads three pages (HelloRefreshKit).
let hello = HelloList()
window.contentView = hello.list   // fills the window, resized with it
// The loop, once per frame of the display: input, one tick of the core at the current time, draw.
let input = ScrollViewInputRouter(scrollView: hello.list)
var frame = 0, running = true
while running, frame < frames ?? .max {
    while let event = window.poll() {
        switch event {
        case .quit, .key("Q", _, _): running = false
        default: input.route(event)   // the pointer, wheel, trackpad and keys scroll and refresh the list
        }
    }
    window.clock.set(SDLClock.now)   // input times are on this clock's base too
    window.root.tick()   // timers, scroll physics, animations, layout
    window.present()   // draw what changed, show it; wait for the next frame (at rest: input)
    frame += 1
}
let list = hello.list
print(
    "hello-refresh: \(frame) frames, \(list.numberOfRows) rows (\(list.visibleRows) shown), header \(hello.header.state)"
)
