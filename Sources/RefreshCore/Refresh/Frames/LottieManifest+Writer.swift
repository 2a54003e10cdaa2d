extension LottieManifest {
    /// The manifest as `manifest.json` text (indented, keys in a fixed order), which `parse(_:file:)`
    /// reads back equal.
    /// - Returns: The JSON text, ending with a newline.
    public func jsonText() -> String {
        func hex(_ c: Color) -> JSONValue {
            .string("#" + [c.r, c.g, c.b].map { String($0, radix: 16, uppercase: true).leftPadded() }.joined())
        }
        var top: [(key: String, value: JSONValue)] = []
        if let description { top.append(("description", .string(description))) }
        top.append(("lottie", .string(lottie)))
        let order = AnimationSegment.allCases
        if !markers.isEmpty {
            top.append(("markers", .object(order.compactMap { s in markers[s].map { (s.rawValue, .string($0)) } })))
        }
        if !ranges.isEmpty {
            top.append(
                (
                    "ranges",
                    .object(
                        order.compactMap { s in
                            ranges[s].map {
                                (s.rawValue, .array([.number(Double($0.lowerBound)), .number(Double($0.upperBound))]))
                            }
                        })
                ))
        }
        if !themes.isEmpty {
            let themed = RefreshTheme.allCases.compactMap { theme -> (key: String, value: JSONValue)? in
                guard let overrides = themes[theme] else { return nil }
                return (
                    theme.rawValue,
                    .array(
                        overrides.map { o in
                            var members: [(key: String, value: JSONValue)] = [("keypath", .string(o.keypath))]
                            if let fill = o.fill { members.append(("fill", hex(fill))) }
                            if let stroke = o.stroke { members.append(("stroke", hex(stroke))) }
                            return .object(members)
                        })
                )
            }
            top.append(("themes", .object(themed)))
        }
        return JSONValue.object(top).serialized(indent: 2) + "\n"
    }
}

extension String {
    fileprivate func leftPadded() -> String { count < 2 ? String(repeating: "0", count: 2 - count) + self : self }
}
