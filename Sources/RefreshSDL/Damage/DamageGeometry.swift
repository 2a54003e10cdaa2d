import RefreshCodec

/// A half-open rectangle in whole pixels: what a frame repaints, a canvas clips to and a texture
/// updates (`RefreshCodec.PixelRect`, pure geometry, named here so `import RefreshSDL` reaches it).
///
/// Its edges `x0`, `y0`, `x1`, `y1` (`x1` and `y1` just past the last pixel), `init(_:scale:)`
/// from a rectangle in points, `width`, `height`, `isEmpty`, `intersection(_:)`, `intersects(_:)`
/// and `contains(_:)`.
public typealias PixelRect = RefreshCodec.PixelRect

/// The pixels a frame repaints: a few disjoint rectangles (`RefreshCodec.DamageRegion`, pure
/// geometry, named here so `import RefreshSDL` reaches it). `DamageTrackingTarget` returns one
/// for every frame.
///
/// Its `rects`, `isEmpty`, `area`, `bounds`, `add(_:)`, `removeAll()`, `containsWhole(_:)` and
/// `intersects(_:)`; at most `maximumCount` rectangles.
public typealias DamageRegion = RefreshCodec.DamageRegion
