extension JSONValue {
    /// `value` as a JSON value, through its `Encodable` conformance: the one JSON stack turns a
    /// report's `Codable` types into text the same way it writes hand-edited files. Object keys are
    /// sorted (a dictionary's order is not stable, and sorted files diff well), `nil` optionals are
    /// left out, integers and floating-point values are numbers; a `Date` is what its own encoding
    /// gives (seconds since 2001), so a report should hold dates as ISO-8601 strings.
    /// - Parameter value: The value to encode.
    /// - Returns: Its JSON value.
    /// - Throws: What the value's own `encode(to:)` throws.
    package static func encoding(_ value: some Encodable) throws -> JSONValue {
        let root = EncodingSlot()
        try value.encode(to: ValueEncoder(slot: root, codingPath: []))
        return root.value ?? .object([])
    }
}

/// Where one encoded value lands: a scalar, or an object or array filled in as it is encoded.
private final class EncodingSlot {
    enum Content {
        case empty
        case scalar(JSONValue)
        case object([String: EncodingSlot])
        case array([EncodingSlot])
    }
    var content = Content.empty

    var value: JSONValue? {
        switch content {
        case .empty: return nil
        case let .scalar(v): return v
        case let .object(members):
            return .object(members.sorted { $0.key < $1.key }.compactMap { key, slot in slot.value.map { (key, $0) } })
        case let .array(items): return .array(items.map { $0.value ?? .null })
        }
    }

    func objectMember(_ key: String) -> EncodingSlot {
        var members: [String: EncodingSlot] = [:]
        if case let .object(existing) = content { members = existing }
        let slot = members[key] ?? EncodingSlot()
        members[key] = slot
        content = .object(members)
        return slot
    }

    func ensureObject() { if case .object = content {} else { content = .object([:]) } }

    func appendedItem() -> EncodingSlot {
        var items: [EncodingSlot] = []
        if case let .array(existing) = content { items = existing }
        let slot = EncodingSlot()
        items.append(slot)
        content = .array(items)
        return slot
    }

    func ensureArray() { if case .array = content {} else { content = .array([]) } }

    var count: Int {
        if case let .array(items) = content { return items.count }
        return 0
    }
}

private struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int?
    init(stringValue: String) { self.stringValue = stringValue }
    init(intValue: Int) {
        stringValue = String(intValue)
        self.intValue = intValue
    }
}

private struct ValueEncoder: Encoder {
    let slot: EncodingSlot
    var codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        slot.ensureObject()
        return KeyedEncodingContainer(KeyedSlot<Key>(slot: slot, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        slot.ensureArray()
        return UnkeyedSlot(slot: slot, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { SingleSlot(slot: slot, codingPath: codingPath) }
}

/// Encodes a scalar or a nested value into a slot: the one place that decides what a value becomes.
private func encode(_ value: some Encodable, into slot: EncodingSlot, codingPath: [any CodingKey]) throws {
    switch value {
    case let v as String: slot.content = .scalar(.string(v))
    case let v as Bool: slot.content = .scalar(.bool(v))
    case let v as Double: slot.content = .scalar(.number(v))
    case let v as Float: slot.content = .scalar(.number(Double(v)))
    case let v as Int: slot.content = .scalar(.number(Double(v)))
    case let v as any BinaryInteger: slot.content = .scalar(.number(Double(v)))
    default: try value.encode(to: ValueEncoder(slot: slot, codingPath: codingPath))
    }
}

private struct KeyedSlot<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let slot: EncodingSlot
    var codingPath: [any CodingKey]

    mutating func encodeNil(forKey key: Key) throws { slot.objectMember(key.stringValue).content = .scalar(.null) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try RefreshCore.encode(value, into: slot.objectMember(key.stringValue), codingPath: codingPath + [key])
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
        -> KeyedEncodingContainer<NestedKey>
    {
        let member = slot.objectMember(key.stringValue)
        member.ensureObject()
        return KeyedEncodingContainer(KeyedSlot<NestedKey>(slot: member, codingPath: codingPath + [key]))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let member = slot.objectMember(key.stringValue)
        member.ensureArray()
        return UnkeyedSlot(slot: member, codingPath: codingPath + [key])
    }

    mutating func superEncoder() -> any Encoder {
        ValueEncoder(slot: slot.objectMember("super"), codingPath: codingPath)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        ValueEncoder(slot: slot.objectMember(key.stringValue), codingPath: codingPath + [key])
    }
}

private struct UnkeyedSlot: UnkeyedEncodingContainer {
    let slot: EncodingSlot
    var codingPath: [any CodingKey]
    var count: Int { slot.count }

    private var nextPath: [any CodingKey] { codingPath + [AnyKey(intValue: count)] }

    mutating func encodeNil() throws { slot.appendedItem().content = .scalar(.null) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        let path = nextPath
        try RefreshCore.encode(value, into: slot.appendedItem(), codingPath: path)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
        -> KeyedEncodingContainer<NestedKey>
    {
        let path = nextPath
        let item = slot.appendedItem()
        item.ensureObject()
        return KeyedEncodingContainer(KeyedSlot<NestedKey>(slot: item, codingPath: path))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let path = nextPath
        let item = slot.appendedItem()
        item.ensureArray()
        return UnkeyedSlot(slot: item, codingPath: path)
    }

    mutating func superEncoder() -> any Encoder {
        let path = nextPath
        return ValueEncoder(slot: slot.appendedItem(), codingPath: path)
    }
}

private struct SingleSlot: SingleValueEncodingContainer {
    let slot: EncodingSlot
    var codingPath: [any CodingKey]

    mutating func encodeNil() throws { slot.content = .scalar(.null) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try RefreshCore.encode(value, into: slot, codingPath: codingPath)
    }
}
