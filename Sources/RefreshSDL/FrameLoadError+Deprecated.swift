extension FrameLoadError {
    /// What is wrong, in words.
    @available(*, deprecated, renamed: "problem")
    public var message: String { problem }

    /// Creates an error about one file of an animation folder.
    ///
    /// - Parameters:
    ///   - kind: Which rule the file breaks.
    ///   - file: The full path of the file at fault.
    ///   - message: What is wrong, in words.
    @available(*, deprecated, renamed: "init(kind:file:problem:)")
    public init(kind: Kind, file: String, message: String) {
        self.init(kind: kind, file: file, problem: message)
    }
}
