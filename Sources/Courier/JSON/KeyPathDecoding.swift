import Foundation

// Himotoki-style nested key paths: decode `owner.avatar_url` straight into a flat model.
//
//     init(from decoder: Decoder) throws {
//         let json = try decoder.container(keyedBy: AnyCodingKey.self)
//         name = try json.decode(at: "name")
//         avatarURL = try json.decode(at: "owner.avatar_url")
//         stars = try json.decodeLenient(at: "stargazers_count")
//     }

extension KeyedDecodingContainer where Key == AnyCodingKey {
    /// Decodes the value at a dot-separated key path such as `"owner.avatar_url"`.
    /// A missing key or a wrong type throws the usual `DecodingError`, with the full coding path.
    public func decode<T: Decodable>(_ type: T.Type = T.self, at keyPath: String) throws -> T {
        let (container, last) = try nestedContainer(for: keyPath)
        return try container.decode(T.self, forKey: last)
    }

    /// Like ``decode(_:at:)`` but `nil` when any key on the path is missing or the value is `null`.
    /// A value of the wrong type still throws.
    public func decodeIfPresent<T: Decodable>(_ type: T.Type = T.self, at keyPath: String) throws -> T? {
        guard let (container, last) = try? nestedContainer(for: keyPath) else { return nil }
        return try container.decodeIfPresent(T.self, forKey: last)
    }

    /// Lenient decoding for optional fields of loosely specified APIs: `nil` when the value is
    /// missing, `null`, or of an unexpected type.
    public func decodeLenient<T: Decodable>(_ type: T.Type = T.self, at keyPath: String) -> T? {
        guard let (container, last) = try? nestedContainer(for: keyPath) else { return nil }
        return (try? container.decodeIfPresent(T.self, forKey: last)) ?? nil
    }

    private func nestedContainer(for keyPath: String) throws -> (
        KeyedDecodingContainer<AnyCodingKey>, AnyCodingKey
    ) {
        var keys = keyPath.split(separator: ".").map { AnyCodingKey(String($0)) }
        let last = keys.popLast() ?? AnyCodingKey(keyPath)
        var container = self
        for key in keys {
            container = try container.nestedContainer(keyedBy: AnyCodingKey.self, forKey: key)
        }
        return (container, last)
    }
}

/// Decodes the value found at a key path passed through the decoder's `userInfo`.
struct KeyPathBox<Value: Decodable>: Decodable {
    // safe: a non-empty literal is always a valid key.
    static var keyPathInfoKey: CodingUserInfoKey { CodingUserInfoKey(rawValue: "courier.keyPath")! }

    let value: Value

    init(from decoder: Decoder) throws {
        let keyPath = decoder.userInfo[Self.keyPathInfoKey] as? String ?? ""
        if keyPath.isEmpty {
            value = try Value(from: decoder)
        } else {
            value = try decoder.container(keyedBy: AnyCodingKey.self).decode(at: keyPath)
        }
    }
}

extension JSONDecoder {
    /// Decodes `type` from the JSON value at `keyPath`, with this decoder's strategies.
    func decode<T: Decodable>(_ type: KeyPathBox<T>.Type, from data: Data, keyPath: String) throws
        -> KeyPathBox<T>
    {
        let copy = JSONDecoder()
        copy.keyDecodingStrategy = keyDecodingStrategy
        copy.dateDecodingStrategy = dateDecodingStrategy
        copy.dataDecodingStrategy = dataDecodingStrategy
        copy.nonConformingFloatDecodingStrategy = nonConformingFloatDecodingStrategy
        copy.userInfo = userInfo
        copy.userInfo[KeyPathBox<T>.keyPathInfoKey] = keyPath
        return try copy.decode(KeyPathBox<T>.self, from: data)
    }
}
