// docs/library.md's gif header: a `GIFHeader` playing the per-state frame sequences of an animation
// folder, or a drawn spinner when the folder cannot be read (run it from the repository's root to
// load `Assets/animations/pull-ring`).

// snippet.hide
import RefreshCore
// snippet.show
import RefreshSDL

// snippet.hide

let window = Window(frame: Rect(x: 0, y: 0, width: 390, height: 844), context: ViewContext(clock: ManualClock()))
let list = ListView(frame: window.bounds)
window.addSubview(list)
// snippet.show

let gif = GIFHeader()
let (sequences, _) = FrameSequenceLoader.loadOrFallback(folder: "Assets/animations/pull-ring")
for (state, sequence) in sequences { gif.setSequence(sequence, for: state) }
gif.refreshingHandler = {
    // … load, then gif.endRefreshing()
}
list.refreshHeader = gif
// snippet.hide
print("library-gif-header: \(sequences.count) sequences")
