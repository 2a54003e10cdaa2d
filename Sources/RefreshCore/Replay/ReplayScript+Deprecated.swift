// The name of earlier versions, kept so code that used it still compiles: a Boolean property
// reads as an assertion (`script.reducesMotion`, as `ViewContext.reducesMotion`). The JSON key
// stays `reduceMotion`.

extension ReplayScript {
    /// Deprecated: use ``reducesMotion``.
    @available(*, deprecated, renamed: "reducesMotion")
    public var reduceMotion: Bool {
        get { reducesMotion }
        set { reducesMotion = newValue }
    }
}
