// The names of earlier versions, kept so apps that used them still compile: "GIF" is an acronym,
// so Swift spells it in one case (`GIFHeader`, as `GIFDecoder`).

/// Deprecated: use ``GIFHeader``.
@available(*, deprecated, renamed: "GIFHeader")
public typealias GifHeader = GIFHeader

/// Deprecated: use ``AutoGIFFooter``.
@available(*, deprecated, renamed: "AutoGIFFooter")
public typealias AutoGifFooter = AutoGIFFooter

/// Deprecated: use ``BackGIFFooter``.
@available(*, deprecated, renamed: "BackGIFFooter")
public typealias BackGifFooter = BackGIFFooter

/// Deprecated: use ``GIFRefreshControl``.
@available(*, deprecated, renamed: "GIFRefreshControl")
public typealias GifRefreshControl = GIFRefreshControl

extension ArrowAndSpinner {
    /// Deprecated: use ``place(centeredOn:)``.
    /// - Parameter centre: The slot's centre, in the control's coordinates (points).
    @available(*, deprecated, renamed: "place(centeredOn:)")
    public func place(centredOn centre: Point) { place(centeredOn: centre) }
}
