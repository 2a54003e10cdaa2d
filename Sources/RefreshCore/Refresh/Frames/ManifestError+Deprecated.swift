extension ManifestError {
    /// The kind of problem.
    @available(*, deprecated, renamed: "Kind")
    public typealias Reason = Kind

    /// The kind of problem.
    @available(*, deprecated, renamed: "kind")
    public var reason: Kind { kind }

    /// Creates an error about the manifest at `file`.
    /// - Parameters:
    ///   - file: The manifest's path, shown in the message.
    ///   - reason: The kind of problem.
    ///   - problem: What is wrong, in words, naming the field and what is allowed.
    @available(*, deprecated, renamed: "init(file:kind:problem:)")
    public init(file: String, reason: Kind, problem: String) {
        self.init(file: file, kind: reason, problem: problem)
    }
}
