import RefreshCore

extension Bitmap {
    /// The picture as the bytes of a PNG file (`SDLImage.encodePNG(_:)`).
    ///
    /// ```swift
    /// let bytes = try host.render().pngData()
    /// ```
    ///
    /// - Returns: The PNG file's bytes.
    /// - Throws: `SDLError` when SDL_image cannot start or the picture cannot be encoded.
    public func pngData() throws -> [UInt8] { try SDLImage.encodePNG(self) }

    /// Writes the picture to `path` as a PNG file, replacing any file there
    /// (`SDLImage.writePNG(_:to:)`).
    ///
    /// ```swift
    /// try host.render().writePNG(to: "/tmp/pulled.png")
    /// ```
    ///
    /// - Parameter path: The file to create or replace.
    /// - Throws: `SDLError` when encoding fails, or `SDLError.sdl` naming `path` when the file
    ///   cannot be written.
    public func writePNG(to path: String) throws { try SDLImage.writePNG(self, to: path) }
}
