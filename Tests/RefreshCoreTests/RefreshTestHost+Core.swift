import RefreshTesting

@testable import RefreshCore

extension RefreshTestHost {
    /// The core tests' host: a bare scroll view filling a window of `size` stepped at `fps`, text
    /// measured as the core measures it without fonts (`ApproximateTextMeasurer`), and frame 0
    /// already produced at time 0, so every frame after it is `1 / fps` later. Views under test
    /// join `root`; gestures go to `scrollView`.
    static func core(size: Size = Size(width: 390, height: 844), fps: Double = 60) throws -> RefreshTestHost {
        let host = try RefreshTestHost(scrollView: ScrollView(frame: .zero), size: size, fps: fps)
        host.root.context.textMeasurer = ApproximateTextMeasurer()
        host.advance()
        return host
    }
}
