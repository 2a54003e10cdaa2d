extension JSONFields {
    /// The members of a replay script's object (the script, its viewport, step `step`), whose
    /// problems are `ReplayScriptError`s naming `file` and `step`.
    /// - Parameters:
    ///   - file: The script's file name.
    ///   - step: The step, from 1; nil for the script as a whole.
    ///   - context: Where the members are, with its preposition (`for op "move"`).
    ///   - fields: The object's members.
    /// - Returns: The fields.
    package static func replay(file: String, step: Int?, context: String, fields: [String: JSONValue] = [:])
        -> JSONFields
    {
        JSONFields(context: context, fields: fields) { _, problem in
            ReplayScriptError(file: file, step: step, problem: problem)
        }
    }

    /// The theme named `name`, or an error listing the themes.
    package func theme(_ name: String) throws -> RefreshTheme {
        guard let t = RefreshTheme(rawValue: name) else { throw error(RefreshTheme.unknownMessage(name)) }
        return t
    }
}
