extension ManifestError {
    /// The top-level object of a manifest's bytes, read by the one JSON reader: its members in
    /// order, and as fields whose problems are this manifest's errors. What every manifest format
    /// (`RefreshAnimationManifest`, `LottieManifest`) starts its parse with.
    /// - Parameters:
    ///   - bytes: The contents of `manifest.json`.
    ///   - file: The manifest's path, used only in error messages.
    /// - Returns: The top level's members, in the file's order, and its fields.
    /// - Throws: `ManifestError` naming `file` when the bytes are not JSON (with the line and
    ///   column) or the top level is not an object.
    static func topLevel(of bytes: [UInt8], file: String) throws -> (
        members: [(key: String, value: JSONValue)], fields: JSONFields
    ) {
        let json: JSONValue
        do {
            json = try JSONValue.parse(bytes)
        } catch let e as JSONValue.SyntaxError {
            throw ManifestError(
                file: file, kind: .notJSON,
                problem: "not valid JSON at line \(e.line), column \(e.column): \(e.problem)")
        }
        guard case let .object(members) = json, let top = json.dictionary else {
            throw ManifestError(
                file: file, kind: .wrongType, problem: "the top level must be an object, not \(json.typeName)")
        }
        return (members, fields("at the top level", top, file: file))
    }

    /// The members of an object of the manifest at `file` as fields whose problems are its errors.
    /// - Parameters:
    ///   - context: Where the object is, for messages ("in state \"refreshing\"").
    ///   - members: The object's members by key.
    ///   - file: The manifest's path, used only in error messages.
    /// - Returns: The fields.
    static func fields(_ context: String, _ members: [String: JSONValue], file: String) -> JSONFields {
        JSONFields(context: context, fields: members) { kind, problem in
            ManifestError(file: file, kind: ManifestError.Kind(kind), problem: problem)
        }
    }
}
