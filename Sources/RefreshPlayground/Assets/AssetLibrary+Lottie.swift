import RefreshCore

extension AssetLibrary {
    /// The Lottie animation of `Assets/animations/<name>` (a `LottieManifest` folder), or nil after
    /// one warning naming the file and the problem, so the example shows its normal control instead.
    /// - Parameter name: The animation folder's name.
    /// - Returns: The animation, or nil when the folder has a problem.
    func lottie(_ name: String) -> SegmentedAnimation? {
        decoding.lottie(folder: folder(ofAnimation: name), logger: logger)
    }
}
