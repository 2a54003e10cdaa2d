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
window.frameLimit = frames   // a counted run stops after that many frames, never waiting at rest
// The list, its rows, a header that reloads and a footer that loads three pages (HelloRefreshKit).
let hello = HelloList()
window.contentView = hello.list   // fills the window, resized with it
// The loop, once per frame of the display: input (the tree caught up to its time), then a frame.
let input = ScrollViewInputRouter(scrollView: hello.list)
while !window.isFinished {
    while let event = window.poll() {
        switch event {
        case .quit, .key("Q", _, _): window.finish()
        default: input.route(event)   // the pointer, wheel, trackpad and keys scroll and refresh the list
        }
    }
    window.present()   // tick the core, draw what changed, show it; wait for the next frame (at rest: input)
}
let list = hello.list, shown = list.visibleRows
print(
    "hello-refresh: \(window.frameCount) frames, \(list.numberOfRows) rows (rows \(shown.lowerBound + 1)–\(shown.upperBound) shown), header \(hello.header.state)"
)
